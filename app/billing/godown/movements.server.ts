import { getDb } from "~/platform/db/db.server";
import { countPages } from "~/platform/db/paging.server";
import { MOVEMENTS_PAGE_SIZE, type StockMovement } from "./movements";

/**
 * The stock movements' lists (the writes are ~/domain/stock.server's): one godown item's, or
 * every movement, newest first, with the item, the product, who, and the order or bill.
 */

function movements(itemId: string | null) {
  let query = getDb().selectFrom("stock_movements as m");
  if (itemId) query = query.where("m.godown_item_id", "=", itemId);
  return query;
}

export async function listMovements(f: { itemId?: string | null; page?: number; size?: number }) {
  const size = f.size ?? MOVEMENTS_PAGE_SIZE;
  const query = movements(f.itemId ?? null);
  const { total, page, pageCount } = await countPages(query, size, f.page ?? 1);
  const rows = await query
    .leftJoin("godown_items as g", "g.id", "m.godown_item_id")
    .leftJoin("products as p", "p.id", "m.product_id")
    .leftJoin("users as u", "u.id", "m.created_by")
    .leftJoin("orders as o", (j) => j.onRef("o.id", "=", "m.ref_id").on("m.ref_type", "=", "order"))
    .leftJoin("complaints as b", (j) =>
      j.onRef("b.id", "=", "m.ref_id").on("m.ref_type", "=", "bill"),
    )
    .select([
      "m.id",
      "m.created_at",
      "m.godown_item_id",
      "m.delta",
      "m.quantity_after",
      "m.reason",
      "m.ref_type",
      "m.ref_id",
      "m.note",
      "g.item_name",
      "p.name as product_name",
      "u.name as user_name",
      "o.order_number",
      "b.complaint_number",
    ])
    .orderBy("m.created_at", "desc")
    .orderBy("m.id", "desc")
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const list: StockMovement[] = rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    godownItemId: r.godown_item_id,
    itemName: r.item_name,
    productName: r.product_name,
    delta: Number(r.delta),
    quantityAfter: Number(r.quantity_after),
    reason: r.reason,
    note: r.note,
    by: r.user_name,
    ref:
      r.ref_type === "order" && r.order_number
        ? {
            kind: "order" as const,
            number: r.order_number,
            href: `/limrakart/admin?tab=orders&order=${encodeURIComponent(r.ref_id ?? "")}`,
          }
        : r.ref_type === "bill" && r.complaint_number
          ? {
              kind: "bill" as const,
              number: r.complaint_number,
              href: `/billing/complaint-preview?id=${encodeURIComponent(r.ref_id ?? "")}`,
            }
          : null,
  }));
  return { movements: list, total, page, pageCount };
}
