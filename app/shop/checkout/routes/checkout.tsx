import { Form } from "react-router";
import type { Route } from "./+types/checkout";
import { BackLink } from "~/components/ui/page-header";
import { useActionAnswer } from "~/components/use-action-answer";
import { fill, formValues, parseWith } from "~/lib/forms";
import type { Locale } from "~/lib/i18n/i18n";
import { seoMeta } from "~/lib/seo";
import { getProfile } from "~/platform/auth/profile.server";
import { orderTotals } from "~/lib/delivery";
import { formatRupees } from "~/lib/format";
import { getDeliveryRule } from "~/domain/business-settings.server";
import { getCurrentUser, type CurrentUser } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { getPreferences } from "~/platform/preferences.server";
import { BodyTooLarge, discardUploads, type ParsedMultipart } from "~/platform/uploads.server";
import { redirectWithToast } from "~/platform/toast.server";
import { pageContent } from "~/platform/page-content.server";
import { cartArtworkLines, readArtwork, readCheckoutForm } from "../../artwork/index.server";
import { getCart } from "../../cart/index.server";
import { newCheckoutToken, placeOrder, type CheckoutResult } from "../checkout.server";
import {
  DeliveryFields,
  EmptyCheckout,
  OrderSummary,
  PaymentChoice,
} from "../components/checkout-parts";
import { ArtworkChoices, artworkText } from "../../artwork";
import { deliveryText } from "../../content/delivery";
import { shopContent } from "../../content/shop";
import { CHECKOUT_REQUIRED, checkoutSchema } from "../schema";
import { shopUpi } from "../../shared/upi-payment.server";

/**
 * Checkout: delivery details, the artwork of print products (a file or a design request per
 * line; the form is multipart only then, docs/decisions/037), the payment method (cash on
 * delivery, or UPI while the shop has a UPI ID), the order summary computed on the server.
 */
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
  const [cart, profile, upi, rule, artworkLines] = await Promise.all([
    getCart(user.id, page.locale),
    getProfile(user.id),
    shopUpi(),
    getDeliveryRule(),
    cartArtworkLines(user.id, page.locale),
  ]);
  return {
    ...page,
    cart,
    totals: orderTotals(cart.totalPaise, rule),
    totalsText: deliveryText[page.locale].totals,
    unavailable: shopContent[page.locale].cart.unavailable,
    token: newCheckoutToken(),
    upiAvailable: upi !== null,
    artworkLines,
    artworkText: artworkText[page.locale],
    prefill: {
      name: profile?.name ?? "",
      email: profile?.email ?? "",
      phone: profile?.phone ?? "",
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * The field and message of an order refused with nothing written (400): UPI while the shop has
 * none, a PIN code the delivery rule does not serve, cash on delivery above its limit.
 */
function refusal(
  result: Extract<CheckoutResult, { kind: "no-upi" | "pin-not-served" | "cod-limit" }>,
  locale: Locale,
  upiAvailable: boolean,
) {
  const checkout = shopContent[locale].checkout;
  const d = deliveryText[locale];
  if (result.kind === "no-upi")
    return { field: "paymentMethod", message: checkout.upiUnavailable } as const;
  if (result.kind === "pin-not-served")
    return { field: "pinCode", message: d.pinNotServed } as const;
  const message = fill(upiAvailable ? d.codLimit : d.codLimitNoUpi, {
    limit: formatRupees(result.limitPaise),
  });
  return { field: "paymentMethod", message } as const;
}

/** The answer to a placed order, or to one refused by the transaction (nothing written). */
function answer(
  context: Route.ActionArgs["context"],
  result: CheckoutResult,
  values: Record<string, string>,
  { locale, upiAvailable }: { locale: Locale; upiAvailable: boolean },
) {
  const all = shopContent[locale];
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
  if (result.kind === "artwork-missing") {
    const art = artworkText[locale];
    return formFailure(context, {
      status: 400,
      toast: { title: art.missingTitle, description: art.missingText },
      values,
    });
  }
  if (result.kind !== "placed") {
    const refused = refusal(result, locale, upiAvailable);
    return formFailure(context, {
      status: 400,
      toast: { title: all.toasts.errorTitle, description: refused.message },
      errors: { [refused.field]: refused.message },
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
}

/**
 * Checks the delivery details and each print line's artwork together (400 with every message,
 * nothing written), then places the order.
 */
async function checkout(
  context: Route.ActionArgs["context"],
  user: CurrentUser,
  upload: ParsedMultipart,
) {
  const { locale } = getPreferences(context);
  const all = shopContent[locale];
  const art = artworkText[locale];
  const values = formValues(upload.fields);
  const upiAvailable = (await shopUpi()) !== null;
  const parsed = parseWith(checkoutSchema(all.checkout, { upiAvailable }), values);
  const artwork = readArtwork(await cartArtworkLines(user.id, locale), upload, art);
  const artworkRefused = Object.keys(artwork.errors).length > 0;
  if (!parsed.success || artworkRefused) {
    const errors = { ...(parsed.success ? {} : parsed.errors), ...artwork.errors };
    const missing = CHECKOUT_REQUIRED.some((f) => !values[f]?.trim());
    const payment = errors.paymentMethod;
    return formFailure(context, {
      status: 400,
      toast: missing
        ? all.toasts.missingInfo
        : payment
          ? { title: all.toasts.errorTitle, description: payment }
          : artworkRefused
            ? { title: art.missingTitle, description: art.missingText }
            : undefined,
      errors,
      values,
    });
  }
  const { token, ...delivery } = parsed.data;
  try {
    const result = await placeOrder(user.id, delivery, token, artwork.artwork);
    return answer(context, result, values, { locale, upiAvailable });
  } catch {
    return formFailure(context, {
      status: 500,
      toast: { title: all.toasts.errorTitle, description: all.toasts.orderFailed },
      values,
    });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireShopper(context);
  const all = shopContent[getPreferences(context).locale];
  let upload: ParsedMultipart;
  try {
    upload = await readCheckoutForm(request);
  } catch (error) {
    return formFailure(context, {
      status: error instanceof BodyTooLarge ? 413 : 400,
      toast: { title: all.toasts.errorTitle, description: all.toasts.orderFailed },
    });
  }
  try {
    return await checkout(context, user, upload);
  } finally {
    // The files the order kept are in the store by now; the rest go.
    await discardUploads(upload.files);
  }
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const {
    content: c,
    cart,
    totals,
    totalsText,
    token,
    prefill,
    unavailable,
    upiAvailable,
    artworkLines,
    artworkText: art,
  } = loaderData;
  const { errors, values, busy } = useActionAnswer(actionData);
  const v = (k: keyof typeof prefill | "address" | "pinCode") =>
    values[k] ?? (k in prefill ? prefill[k as keyof typeof prefill] : "");

  if (cart.lines.length === 0) return <EmptyCheckout c={c} />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <BackLink to="/limrakart">{c.back}</BackLink>
      <h1 className="mt-4 text-3xl font-bold">{c.title}</h1>
      <Form
        method="post"
        noValidate
        encType={artworkLines.length ? "multipart/form-data" : undefined}
        className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <input type="hidden" name="token" value={token} />
        <div className="min-w-0 space-y-6">
          <DeliveryFields c={c} errors={errors} busy={busy} v={v} />
          <ArtworkChoices
            lines={artworkLines}
            text={art}
            errors={errors}
            values={values}
            busy={busy}
          />
          <PaymentChoice
            c={c}
            upiAvailable={upiAvailable}
            chosen={values.paymentMethod}
            error={errors.paymentMethod}
          />
        </div>
        <OrderSummary
          c={c}
          cart={cart}
          totals={totals}
          totalsText={totalsText}
          unavailable={unavailable}
          busy={busy}
        />
      </Form>
    </div>
  );
}
