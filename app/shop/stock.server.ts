import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";

/**
 * Puts a cancelled order's items back in stock (in the cancelling transaction). Products are
 * updated in id order so two cancellations never wait on each other's rows in opposite order.
 */
export async function returnOrderStock(
  trx: Kysely<Database>,
  orderId: string,
  now: string,
): Promise<void> {
  const items = await trx
    .selectFrom("order_items")
    .select(["product_id", "quantity"])
    .where("order_id", "=", orderId)
    .orderBy("product_id")
    .execute();
  for (const item of items) {
    await trx
      .updateTable("products")
      .set((eb) => ({
        stock_quantity: eb("stock_quantity", "+", item.quantity),
        updated_at: now,
      }))
      .where("id", "=", item.product_id)
      .execute();
  }
}
