import { Banknote, CreditCard, ShoppingBag, Smartphone } from "lucide-react";
import { Form, Link } from "react-router";
import { z } from "~/lib/zod";
import type { Route } from "./+types/checkout";
import { Field } from "~/components/ui/field";
import { Badge } from "~/components/ui/badge";
import { BackLink } from "~/components/ui/page-header";
import { Money } from "~/components/ui/money";
import { buttonClass, cardClass, inputClass, mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { fill, formValues, parseWith } from "~/lib/forms";
import { seoMeta } from "~/lib/seo";
import { normalizeIndianPhone } from "~/lib/phone";
import { getProfile } from "~/account/index.server";
import { getCurrentUser, type CurrentUser } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { pageContent } from "~/platform/page-content.server";
import { getCart } from "../cart.server";
import { newCheckoutToken, placeOrder } from "../checkout.server";
import { ItemLine } from "../components/item-line";
import { shopContent } from "../content/shop";
import type { ShopContent } from "../content/types";

/** Checkout: delivery details, cash on delivery, the order summary computed on the server. */
async function requireShopper(context: Route.LoaderArgs["context"]): Promise<CurrentUser> {
  const user = getCurrentUser(context);
  if (user) return user;
  const t = shopContent[getPreferences(context).locale].toasts;
  throw await redirectWithToast("/auth?redirectTo=%2Flimrakart%2Fcheckout", {
    ...t.loginToOrder,
    variant: "destructive",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireShopper(context);
  const page = pageContent(
    context,
    { en: shopContent.en.checkout, ta: shopContent.ta.checkout },
    "/limrakart/checkout",
    { noindex: true },
  );
  const [cart, profile] = await Promise.all([getCart(user.id, page.locale), getProfile(user.id)]);
  return {
    ...page,
    cart,
    unavailable: shopContent[page.locale].cart.unavailable,
    token: newCheckoutToken(),
    prefill: {
      name: profile?.name ?? "",
      email: profile?.email ?? "",
      phone: profile?.phone ?? "",
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

function checkoutSchema(c: ShopContent["checkout"]) {
  return z.object({
    name: z.string().trim().min(1, c.nameRequired).max(100, c.nameRequired),
    phone: z
      .string()
      .trim()
      .min(1, c.phoneInvalid)
      .transform((v, ctx) => {
        const phone = normalizeIndianPhone(v);
        if (!phone) {
          ctx.addIssue({ code: "custom", message: c.phoneInvalid });
          return z.NEVER;
        }
        return phone;
      }),
    email: z
      .string()
      .trim()
      .min(1, c.emailInvalid)
      .max(254, c.emailInvalid)
      .pipe(z.email(c.emailInvalid))
      .transform((v) => v.toLowerCase()),
    address: z.string().trim().min(1, c.addressRequired).max(500, c.addressRequired),
    pinCode: z
      .string()
      .trim()
      .regex(/^[1-9][0-9]{5}$/, c.pinInvalid),
    token: z.string().uuid(),
  });
}

const REQUIRED = ["name", "phone", "email", "address", "pinCode"];

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireShopper(context);
  const { locale } = getPreferences(context);
  const all = shopContent[locale];
  const values = formValues(await request.formData());
  const parsed = parseWith(checkoutSchema(all.checkout), values);
  if (!parsed.success) {
    const missing = REQUIRED.some((f) => !values[f]?.trim());
    return formFailure(context, {
      status: 400,
      toast: missing ? all.toasts.missingInfo : undefined,
      errors: parsed.errors,
      values,
    });
  }
  const { token, ...delivery } = parsed.data;
  try {
    const result = await placeOrder(user.id, delivery, token);
    if (result.kind === "empty") {
      return redirectWithToast("/limrakart", { ...all.toasts.cartEmpty, variant: "destructive" });
    }
    if (result.kind === "shortage") {
      return formFailure(context, {
        status: 409,
        toast: {
          title: all.toasts.shortageTitle,
          description: result.items
            .map((i) => fill(all.toasts.shortageLine, { name: i.name, left: i.left }))
            .join(" · "),
        },
        values,
      });
    }
    return redirectWithToast(
      `/limrakart/order-confirmation?order=${encodeURIComponent(result.orderNumber)}`,
      {
        title: all.toasts.orderPlaced.title,
        description: fill(all.toasts.orderPlaced.description, { number: result.orderNumber }),
      },
    );
  } catch {
    return formFailure(context, {
      status: 500,
      toast: { title: all.toasts.errorTitle, description: all.toasts.orderFailed },
      values,
    });
  }
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { content: c, cart, token, prefill, unavailable } = loaderData;
  const { errors, values, busy } = useActionAnswer(actionData);
  const v = (k: keyof typeof prefill | "address" | "pinCode") =>
    values[k] ?? (k in prefill ? prefill[k as keyof typeof prefill] : "");

  if (cart.lines.length === 0) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <ShoppingBag aria-hidden className="mx-auto size-14 text-slate-400" />
        <h1 className="mt-4 text-2xl font-bold">{c.emptyTitle}</h1>
        <Link to="/limrakart" className={`${buttonClass.primary} mt-6`}>
          {c.continueShopping}
        </Link>
      </div>
    );
  }

  const paymentOption = "flex items-start gap-3 rounded-lg border p-4";
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <BackLink to="/limrakart">{c.back}</BackLink>
      <h1 className="mt-4 text-3xl font-bold">{c.title}</h1>
      <Form method="post" noValidate className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <input type="hidden" name="token" value={token} />
        <div className="space-y-6">
          <fieldset disabled={busy} className={`${cardClass} grid gap-4 p-6 sm:grid-cols-2`}>
            <legend className="px-1 text-xl font-bold">{c.delivery}</legend>
            <Field name="name" label={c.name} requiredMark errors={errors}>
              {(a) => (
                <input {...a} autoComplete="name" defaultValue={v("name")} className={inputClass} />
              )}
            </Field>
            <Field name="phone" label={c.phone} requiredMark errors={errors}>
              {(a) => (
                <input
                  {...a}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  defaultValue={v("phone")}
                  className={inputClass}
                />
              )}
            </Field>
            <div className="sm:col-span-2">
              <Field name="email" label={c.email} requiredMark errors={errors}>
                {(a) => (
                  <input
                    {...a}
                    type="email"
                    autoComplete="email"
                    defaultValue={v("email")}
                    className={inputClass}
                  />
                )}
              </Field>
            </div>
            <div className="sm:col-span-2">
              <Field name="address" label={c.address} requiredMark errors={errors}>
                {(a) => (
                  <textarea
                    {...a}
                    rows={3}
                    autoComplete="street-address"
                    defaultValue={v("address")}
                    className={inputClass}
                  />
                )}
              </Field>
            </div>
            <Field name="pinCode" label={c.pinCode} requiredMark errors={errors}>
              {(a) => (
                <input
                  {...a}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={6}
                  defaultValue={v("pinCode")}
                  className={inputClass}
                />
              )}
            </Field>
          </fieldset>

          <fieldset className={`${cardClass} space-y-3 p-6`}>
            <legend className="px-1 text-xl font-bold">{c.payment}</legend>
            <label className={`${paymentOption} border-brand-600 bg-brand-50 dark:bg-slate-800`}>
              <input
                type="radio"
                name="paymentMethod"
                value="cod"
                defaultChecked
                className="mt-1 size-4 accent-brand-600"
              />
              <Banknote aria-hidden className="size-6 text-green-700" />
              <span>
                <span className="block font-semibold">{c.cod}</span>
                <span className={`text-sm ${mutedText}`}>{c.codText}</span>
              </span>
            </label>
            {[
              { value: "upi", label: c.upi, Icon: Smartphone },
              { value: "online", label: c.online, Icon: CreditCard },
            ].map(({ value, label, Icon }) => (
              <label
                key={value}
                className={`${paymentOption} cursor-not-allowed border-slate-200 opacity-60 dark:border-slate-700`}
              >
                <input
                  type="radio"
                  name="paymentMethod"
                  value={value}
                  disabled
                  className="mt-1 size-4"
                />
                <Icon aria-hidden className="size-6" />
                <span>
                  <span className="block font-semibold">{label}</span>
                  <Badge>{c.comingSoon}</Badge>
                </span>
              </label>
            ))}
          </fieldset>
        </div>

        <aside className={`${cardClass} h-fit p-6`} aria-labelledby="summary-heading">
          <h2 id="summary-heading" className="text-xl font-bold">
            {c.summary}
          </h2>
          <ul className="mt-4 space-y-3" data-testid="summary-items">
            {cart.lines.map((line) => (
              <ItemLine
                key={line.id}
                summary
                imageUrl={line.imageUrl}
                name={line.name}
                unitPricePaise={line.unitPricePaise}
                quantity={line.quantity}
                total={
                  <p
                    className={`text-sm font-semibold ${line.available ? "" : "line-through opacity-60"}`}
                  >
                    <Money paise={line.lineTotalPaise} />
                  </p>
                }
              >
                {line.available ? null : (
                  <p className="font-semibold text-red-700 dark:text-red-300">{unavailable}</p>
                )}
              </ItemLine>
            ))}
          </ul>
          <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
            <div className="flex justify-between">
              <dt>{c.subtotal}</dt>
              <dd>
                <Money paise={cart.totalPaise} />
              </dd>
            </div>
            <div className="flex justify-between">
              <dt>{c.deliveryFee}</dt>
              <dd className="font-semibold text-green-700 dark:text-green-400">{c.free}</dd>
            </div>
            <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold dark:border-slate-800">
              <dt>{c.total}</dt>
              <dd data-testid="checkout-total">
                <Money paise={cart.totalPaise} />
              </dd>
            </div>
          </dl>
          <button type="submit" disabled={busy} className={`${buttonClass.primary} mt-6 w-full`}>
            {busy ? c.processing : c.placeOrder}
          </button>
          <p className={`mt-3 text-xs ${mutedText}`}>{c.terms}</p>
        </aside>
      </Form>
    </div>
  );
}
