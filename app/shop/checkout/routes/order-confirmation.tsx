import { CircleCheck, Mail, Package, Truck } from "~/components/ui/icons";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/order-confirmation";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { seoMeta } from "~/lib/seo";
import { getCurrentUser } from "~/platform/auth/guards.server";
import { pageContent } from "~/platform/page-content.server";
import { deliveryText } from "../../content/delivery";
import { shopContent } from "../../content/shop";
import { findOwnOrder } from "../../orders/index.server";
import { OrderTotalsList } from "../../shared/components/order-totals";
import { UpiPay } from "../../shared/components/upi-pay";
import { upiPaymentFor } from "../../shared/upi-payment.server";

/** After checkout. The order number is in the URL, so a reload still shows the page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const number = new URL(request.url).searchParams.get("order");
  const user = getCurrentUser(context);
  if (!number || !user) throw redirect("/limrakart");
  const order = await findOwnOrder(user.id, number);
  if (!order) throw redirect("/limrakart");
  const page = pageContent(
    context,
    { en: shopContent.en.confirmation, ta: shopContent.ta.confirmation },
    "/limrakart/order-confirmation",
    { noindex: true },
  );
  const { scanToPay, payWithApp } = shopContent[page.locale].orders;
  const { upi, upiText } = shopContent[page.locale].checkout;
  return {
    ...page,
    orderNumber: order.orderNumber,
    totals: {
      subtotalPaise: order.subtotalPaise,
      deliveryPaise: order.deliveryPaise,
      totalPaise: order.totalPaise,
    },
    totalsText: deliveryText[page.locale].totals,
    /** How a UPI order is paid (null for cash on delivery: the page's own text). */
    upiMethodText: order.paymentMethod === "upi" ? `${upi} - ${upiText}` : null,
    upi: await upiPaymentFor(order),
    upiText: { scanToPay, payWithApp },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const stepIcons = [Package, Truck, CircleCheck];

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const { content: c, orderNumber, totals, totalsText, upiMethodText, upi, upiText } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <div className={`${cardClass} p-8 text-center`}>
        <CircleCheck aria-hidden className="mx-auto size-16 text-green-700 dark:text-green-400" />
        <h1 className="mt-4 text-3xl font-bold">{c.title}</h1>
        <p className={`mt-2 ${mutedText}`}>{c.orderNumber}</p>
        <p className="text-2xl font-bold tracking-wide" data-testid="order-number">
          {orderNumber}
        </p>
        <p className="mt-3 inline-flex items-center gap-2 text-sm text-green-800 dark:text-green-300">
          <Mail aria-hidden className="size-4" />
          {c.emailSent}
        </p>
        <OrderTotalsList
          totals={totals}
          text={totalsText}
          testId="confirmation"
          className="mx-auto mt-6 max-w-xs text-left"
        />
      </div>
      {upi && <UpiPay payment={upi} text={upiText} />}
      <section aria-labelledby="next-heading" className={`${cardClass} mt-6 p-6`}>
        <h2 id="next-heading" className="text-xl font-bold">
          {c.nextSteps}
        </h2>
        <ol className="mt-4 space-y-4">
          {c.steps.map((step, i) => {
            const Icon = stepIcons[i % stepIcons.length]!;
            return (
              <li key={step.title} className="flex gap-3">
                <Icon aria-hidden className="size-6 shrink-0 text-brand-600 dark:text-brand-100" />
                <div>
                  <h3 className="font-semibold">{step.title}</h3>
                  <p className={`text-sm ${mutedText}`}>{step.text}</p>
                </div>
              </li>
            );
          })}
        </ol>
        <h2 className="mt-6 text-lg font-bold">{c.paymentMethod}</h2>
        <p className={mutedText}>{upiMethodText ?? c.paymentText}</p>
      </section>
      <section aria-labelledby="help-heading" className={`${cardClass} mt-6 p-6`}>
        <h2 id="help-heading" className="text-lg font-bold">
          {c.needHelp}
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <Link to="/contact" className={buttonClass.outline}>
            {c.contactSupport}
          </Link>
          <Link to="/limrakart/help" className={buttonClass.outline}>
            {c.helpCenter}
          </Link>
        </div>
      </section>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/limrakart/orders" className={buttonClass.primary}>
          {c.viewOrders}
        </Link>
        <Link to="/limrakart" className={buttonClass.outline}>
          {c.continueShopping}
        </Link>
      </div>
      <p className={`mt-6 text-center text-sm ${mutedText}`}>{c.tracking}</p>
    </div>
  );
}
