import { data } from "react-router";
import { BackLink } from "~/components/ui/page-header";
import type { Route } from "./+types/order-detail";
import { seoMeta } from "~/lib/seo";
import { requireUser } from "~/platform/auth/guards.server";
import { pageContent } from "~/platform/page-content.server";
import { OrderCard } from "../components/order-card";
import { deliveryText } from "../../content/delivery";
import { shopContent } from "../../content/shop";
import { findOwnOrder, ownOrderTimeline } from "../orders.server";
import { orderTimelineText } from "../../content/order-timeline";
import { CustomerOrderTimeline } from "../components/order-timeline";
import { UpiPay } from "../../shared/components/upi-pay";
import { upiPaymentFor } from "../../shared/upi-payment.server";

/** One of the customer's orders (View Details); someone else's order is "not found". */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const page = pageContent(
    context,
    { en: shopContent.en.orders, ta: shopContent.ta.orders },
    `/limrakart/orders/${params.orderNumber}`,
    { noindex: true },
  );
  const order = await findOwnOrder(user.id, params.orderNumber);
  if (!order) throw data({ message: "Order not found." }, { status: 404 });
  const totalsText = deliveryText[page.locale].totals;
  return {
    ...page,
    order,
    totalsText,
    upi: await upiPaymentFor(order),
    timeline: await ownOrderTimeline(order.id),
    timelineText: orderTimelineText[page.locale],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  const { content: c, order, totalsText, upi, timeline, timelineText } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <BackLink to="/limrakart/orders">{c.backToOrders}</BackLink>
      <div className="mt-6">
        <OrderCard order={order} content={c} detail totalsText={totalsText} />
        {order.orderStatus === "awaiting_confirmation" ? (
          <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            {timelineText.awaitingNote}
          </p>
        ) : null}
        {upi && <UpiPay payment={upi} text={c} />}
        <CustomerOrderTimeline events={timeline} text={timelineText} orders={c} />
      </div>
    </div>
  );
}
