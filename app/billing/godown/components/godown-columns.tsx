import { History, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { Column } from "~/components/ui/table";
import { formatRupees } from "~/lib/format";
import type { GodownItem } from "../godown.server";
import { GODOWN_MESSAGES } from "../schema";

/** The godown table's columns; Actions has Edit (opens the dialog) and Delete (asks first). */
export function godownColumns(
  editHref: (id: string) => string,
  redirectTo: string,
): Column<GodownItem>[] {
  return [
    { key: "name", header: "Item Name", cell: (item) => item.itemName, className: "font-semibold" },
    { key: "category", header: "Category", cell: (item) => item.category },
    { key: "quantity", header: "Quantity", align: "right", cell: (item) => item.quantity },
    { key: "min", header: "Min Stock", align: "right", cell: (item) => item.minimumStock },
    {
      key: "price",
      header: "Price/Unit",
      align: "right",
      cell: (item) => formatRupees(item.unitPricePaise),
      className: "whitespace-nowrap",
    },
    { key: "location", header: "Location", cell: (item) => item.location ?? "N/A" },
    {
      key: "status",
      header: "Status",
      cell: (item) => (
        <Badge tone={item.lowStock ? "danger" : "success"}>
          {item.lowStock ? "Low Stock" : "In Stock"}
        </Badge>
      ),
    },
    {
      key: "shop",
      header: "Shop product",
      // The one stock: this product sells the item's quantity (decision 036).
      cell: (item) => item.shopProduct?.name ?? "—",
    },
    {
      key: "actions",
      header: "Actions",
      cardLabel: "",
      cell: (item) => (
        <div className="flex items-start gap-1">
          <Link
            to={`/billing/godown/movements?item=${encodeURIComponent(item.id)}`}
            className="rounded p-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <History aria-hidden className="size-4" />
            <span className="sr-only">Movements of {item.itemName}</span>
          </Link>
          <Link
            to={editHref(item.id)}
            className="rounded p-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <Pencil aria-hidden className="size-4" />
            <span className="sr-only">Edit {item.itemName}</span>
          </Link>
          {/* Asks first, in place (a disclosure: also without JavaScript), in the flow of the row. */}
          <ConfirmDialog
            icon
            trigger={
              <>
                <Trash2 aria-hidden className="size-4" />
                <span className="sr-only">Delete {item.itemName}</span>
              </>
            }
            message={GODOWN_MESSAGES.deleteConfirm}
            confirmLabel={
              <>
                Delete<span className="sr-only"> {item.itemName}</span>
              </>
            }
            fields={{ intent: "delete", id: item.id, redirectTo }}
          />
        </div>
      ),
    },
  ];
}
