import { DataText } from "~/components/ui/data-text";
import { mutedText } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import { fill } from "~/lib/forms";
import { formatDateTime } from "~/lib/format";
import type { OrderStatus, PaymentStatus } from "~/platform/db/schema";
import type { ShopContent } from "../../content/types";
import type { OrderTimelineText } from "../../content/order-timeline";
import type { OrderEvent } from "../../shared/order-events.server";
import {
  storeAdminOrdersContent,
  type StoreAdminOrdersContent,
} from "../../store-admin/orders/content";

/**
 * An order's timeline (decision 035), oldest first, in India time: for the store admin with
 * who made each change and why; for the customer with the statuses in their language and the
 * staff named only as the LIMRA team.
 */

export function AdminOrderTimeline({ events }: { events: OrderEvent[] }) {
  const w = storeAdminOrdersContent[useLocale()];
  if (!events.length) return null;
  const t = w.timeline;
  const what = (e: OrderEvent) => {
    if (e.kind === "payment") {
      const status =
        e.to && e.to in w.payments ? w.payments[e.to as keyof typeof w.payments] : e.to;
      return fill(t.payment, { status: status ?? "" });
    }
    if (e.from === null) return fill(t.placed, { status: statusLabel(w, e.to) });
    return `${statusLabel(w, e.from)} → ${statusLabel(w, e.to)}`;
  };
  // The customer and the automatic sweep are stored under English names; staff by their own.
  const actor = (e: OrderEvent) =>
    e.actorKind === "staff" ? (
      <DataText text={t.by} data={{ name: e.actorName }} />
    ) : (
      fill(t.by, { name: e.actorKind === "customer" ? t.customer : t.system })
    );
  return (
    <>
      <h3 className="mt-4 font-semibold">{t.title}</h3>
      <ol className="mt-1 space-y-1 text-sm" data-testid="admin-order-timeline">
        {events.map((e) => (
          <li key={e.id}>
            <span className={mutedText}>{formatDateTime(e.at)}</span> · {what(e)} · {actor(e)}
            {e.reason ? (
              <span className="block pl-4">
                <DataText text={t.reason} data={{ reason: e.reason }} />
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}

function statusLabel(w: StoreAdminOrdersContent, value: string | null): string {
  return value && value in w.statuses ? w.statuses[value as OrderStatus] : (value ?? "");
}

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
