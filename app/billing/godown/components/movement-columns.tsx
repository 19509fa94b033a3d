import { Link } from "react-router";
import { DataText } from "~/components/data-text";
import type { Column } from "~/components/ui/table";
import { formatDateTime } from "~/lib/format";
import { fill } from "~/lib/forms";
import type { GodownContent } from "../content";
import { signed, type StockMovement, whoMoved } from "../movements";

/** Who moved the stock: a user's name (data) or the checkout / system. */
const who = (m: StockMovement, c: GodownContent["movements"]) =>
  m.by ? <span translate="no">{m.by}</span> : whoMoved(m, c);

/**
 * The stock movements' columns: India time, the item (on the list of every item), who, why,
 * ±qty, the count after, and the order or bill it belongs to.
 */
export function movementColumns(opts: {
  showItem: boolean;
  c: GodownContent["movements"];
}): Column<StockMovement>[] {
  const { c } = opts;
  const columns: Column<StockMovement>[] = [
    {
      key: "when",
      header: c.when,
      cell: (m) => formatDateTime(m.createdAt),
      className: "whitespace-nowrap",
    },
  ];
  if (opts.showItem) {
    columns.push({
      key: "item",
      header: c.item,
      data: true,
      cell: (m) =>
        m.godownItemId ? (
          <Link
            to={`/billing/godown/movements?item=${encodeURIComponent(m.godownItemId)}`}
            className="underline"
          >
            {m.itemName}
          </Link>
        ) : (
          (m.productName ?? "—")
        ),
    });
  }
  columns.push(
    { key: "who", header: c.who, cell: (m) => who(m, c) },
    {
      key: "reason",
      header: c.reason,
      cell: (m) => (
        <>
          {c.reasons[m.reason]}
          {m.note ? (
            <span className="block text-xs opacity-80" translate="no">
              {m.note}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: "delta",
      header: c.qty,
      align: "right",
      cell: (m) => <span data-testid="movement-delta">{signed(m.delta)}</span>,
      className: "font-semibold tabular-nums",
    },
    {
      key: "after",
      header: c.after,
      align: "right",
      cell: (m) => m.quantityAfter,
      className: "tabular-nums",
    },
    {
      key: "ref",
      header: c.ref,
      cell: (m) =>
        m.ref ? (
          <Link to={m.ref.href} className="underline">
            <DataText
              text={fill(m.ref.kind === "order" ? c.order : c.bill, { number: m.ref.number })}
              data={[m.ref.number]}
            />
          </Link>
        ) : (
          "—"
        ),
    },
  );
  return columns;
}
