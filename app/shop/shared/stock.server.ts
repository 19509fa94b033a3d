import type { Kysely } from "kysely";
import type { Database, StockReason } from "~/platform/db/schema";
import { moveStocks } from "~/domain/stock.server";

/**
 * Puts a cancelled (or returned) order's items back in stock, in the cancelling transaction, as
 * the order's movements (one stock: a product linked to a godown item gives the units back to
 * the item; ~/domain/stock.server, which updates the counts in one order so two cancellations
 * never wait on each other's rows). Call it once per order: the status change that calls it is
 * a conditional update, so a second cancel never gets here.
 */
export async function returnOrderStock(
  trx: Kysely<Database>,
  orderId: string,
  now: string,
  opts: { by?: string | null; reason?: Extract<StockReason, "order_cancel" | "order_return"> } = {},
): Promise<void> {
  const items = await trx
    .selectFrom("order_items")
    .select(["product_id", "quantity"])
    .where("order_id", "=", orderId)
    .orderBy("product_id")
    .execute();
  await moveStocks(
    trx,
    items.map((i) => ({ productId: i.product_id, delta: Number(i.quantity) })),
    {
      reason: opts.reason ?? "order_cancel",
      ref: { type: "order", id: orderId },
      by: opts.by ?? null,
      now,
    },
  );
}
