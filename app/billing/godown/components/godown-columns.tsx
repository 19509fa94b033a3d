import { History, Pencil, Trash2 } from "~/components/ui/icons";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { DataText } from "~/components/data-text";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { Column } from "~/components/ui/table";
import { formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import type { GodownContent } from "../content";
import type { GodownItem } from "../godown.server";

const named = (text: string, name: string) => (
  <DataText text={fill(text, { name })} data={[name]} />
);

/** A row's Movements and Edit links and its Delete button (which asks first). */
function ItemActions({
  item,
  copy,
  editHref,
  redirectTo,
}: {
  item: GodownItem;
  copy: GodownContent;
  editHref: (id: string) => string;
  redirectTo: string;
}) {
  const c = copy.columns;
  return (
    <div className="flex items-start gap-1">
      <Link
        to={`/billing/godown/movements?item=${encodeURIComponent(item.id)}`}
        className="rounded p-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <History aria-hidden className="size-4" />
        <span className="sr-only">{named(c.movementsOf, item.itemName)}</span>
      </Link>
      <Link
        to={editHref(item.id)}
        className="rounded p-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <Pencil aria-hidden className="size-4" />
        <span className="sr-only">{named(c.editItem, item.itemName)}</span>
      </Link>
      {/* Asks first, in place (a disclosure: also without JavaScript), in the flow of the row. */}
      <ConfirmDialog
        icon
        trigger={
          <>
            <Trash2 aria-hidden className="size-4" />
            <span className="sr-only">{named(c.deleteItem, item.itemName)}</span>
          </>
        }
        message={copy.messages.deleteConfirm}
        confirmLabel={
          <>
            {c.delete}
            <span className="sr-only" translate="no">
              {" "}
              {item.itemName}
            </span>
          </>
        }
        fields={{ intent: "delete", id: item.id, redirectTo }}
      />
    </div>
  );
}

/** The godown table's columns; Actions has Edit (opens the dialog) and Delete (asks first). */
export function godownColumns(
  editHref: (id: string) => string,
  redirectTo: string,
  copy: GodownContent,
): Column<GodownItem>[] {
  const c = copy.columns;
  return [
    {
      key: "name",
      header: c.name,
      data: true,
      cell: (item) => item.itemName,
      className: "font-semibold",
    },
    { key: "category", header: c.category, data: true, cell: (item) => item.category },
    { key: "quantity", header: c.quantity, align: "right", cell: (item) => item.quantity },
    { key: "min", header: c.min, align: "right", cell: (item) => item.minimumStock },
    {
      key: "price",
      header: c.price,
      align: "right",
      cell: (item) => formatRupees(item.unitPricePaise),
      className: "whitespace-nowrap",
    },
    {
      key: "location",
      header: c.location,
      cell: (item) =>
        item.location ? <span translate="no">{item.location}</span> : c.notAvailable,
    },
    {
      key: "status",
      header: c.status,
      cell: (item) => (
        <Badge tone={item.lowStock ? "danger" : "success"}>
          {item.lowStock ? c.lowStock : c.inStock}
        </Badge>
      ),
    },
    {
      key: "shop",
      header: c.shop,
      data: true,
      // The one stock: this product sells the item's quantity (decision 036).
      cell: (item) => item.shopProduct?.name ?? "—",
    },
    {
      key: "actions",
      header: c.actions,
      cardLabel: "",
      cell: (item) => (
        <ItemActions item={item} copy={copy} editHref={editHref} redirectTo={redirectTo} />
      ),
    },
  ];
}
