import { mutedText } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import { formatDateTime } from "~/lib/format";
import type { OrderStatus, PaymentStatus } from "~/platform/db/schema";
import type { ShopContent } from "../../content/types";
import type { OrderTimelineText } from "../../content/order-timeline";
import type { OrderEvent } from "../../shared/order-events.server";

/**
 * An order's timeline for the customer (decision 035), oldest first, in India time: the
 * statuses in their language and the staff named only as the LIMRA team (the store admin's
 * timeline is store-admin/orders/components/admin-order-timeline.tsx).
 */

export function CustomerOrderTimeline({
  events,
  text: t,
  orders: c,
}: {
  events: OrderEvent[];
  text: OrderTimelineText;
  orders: ShopContent["orders"];
}) {
  if (!events.length) return null;
  const what = (e: OrderEvent) => {
    if (e.kind === "payment") {
      const status =
        e.to === "refunded" ? t.refunded : (c.paymentStatuses[e.to as PaymentStatus] ?? e.to);
      return fill(t.payment, { status: status ?? "" });
    }
    if (e.from === null) return t.placed;
    return fill(t.movedTo, { status: c.statuses[e.to as OrderStatus] ?? e.to ?? "" });
  };
  return (
    <section aria-labelledby="order-timeline-heading" className="mt-6">
      <h2 id="order-timeline-heading" className="text-lg font-bold">
        {t.title}
      </h2>
      <ol className="mt-2 space-y-2 text-sm" data-testid="order-timeline">
        {events.map((e) => (
          <li key={e.id} className="border-l-2 border-brand-600 pl-3">
            <span className="font-semibold">{what(e)}</span>
            <span className={`block ${mutedText}`}>
              {formatDateTime(e.at)} · {t.by[e.actorKind]}
            </span>
            {e.actorKind === "system" && e.to === "cancelled" && e.reason ? (
              <span className="block">{t.autoCancelled}</span>
            ) : e.reason && e.kind === "status" ? (
              <span className="block">
                {t.reason}: {e.reason}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
