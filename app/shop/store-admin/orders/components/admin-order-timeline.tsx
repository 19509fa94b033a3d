import { DataText } from "~/components/ui/data-text";
import { mutedText } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import { fill } from "~/lib/forms";
import { formatDateTime } from "~/lib/format";
import type { OrderStatus } from "~/platform/db/schema";
import type { OrderEvent } from "../../../shared/order-events.server";
import { storeAdminOrdersContent, type StoreAdminOrdersContent } from "../content";

/**
 * An order's timeline for the store admin (decision 035), oldest first, in India time, with
 * who made each change and why.
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
