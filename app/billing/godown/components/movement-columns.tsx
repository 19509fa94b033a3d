import { Link } from "react-router";
import type { Column } from "~/components/ui/table";
import { formatDateTime } from "~/lib/format";
import { signed, STOCK_REASON_LABELS, type StockMovement, whoMoved } from "../movements";

/**
 * The stock movements' columns: India time, the item (on the list of every item), who, why,
 * ±qty, the count after, and the order or bill it belongs to.
 */
export function movementColumns(opts: { showItem: boolean }): Column<StockMovement>[] {
  const columns: Column<StockMovement>[] = [
    {
      key: "when",
      header: "When",
      cell: (m) => formatDateTime(m.createdAt),
      className: "whitespace-nowrap",
    },
  ];
  if (opts.showItem) {
    columns.push({
      key: "item",
      header: "Item",
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
    { key: "who", header: "Who", cell: (m) => whoMoved(m) },
    {
      key: "reason",
      header: "Reason",
      cell: (m) => (
        <>
          {STOCK_REASON_LABELS[m.reason]}
          {m.note ? <span className="block text-xs opacity-80">{m.note}</span> : null}
        </>
      ),
    },
    {
      key: "delta",
      header: "Qty",
      align: "right",
      cell: (m) => <span data-testid="movement-delta">{signed(m.delta)}</span>,
      className: "font-semibold tabular-nums",
    },
    {
      key: "after",
      header: "Quantity after",
      align: "right",
      cell: (m) => m.quantityAfter,
      className: "tabular-nums",
    },
    {
      key: "ref",
      header: "Order / bill",
      cell: (m) =>
        m.ref ? (
          <Link to={m.ref.href} className="underline">
            {m.ref.label}
          </Link>
        ) : (
          "—"
        ),
    },
  );
  return columns;
}
