import { type Kysely, sql, type SqlBool } from "kysely";
import type { Database } from "~/platform/db/schema";
import { createNotification } from "./notifications.server";

/**
 * The godown's low-stock alert: one high-priority 'alert' notification each time an item falls
 * to or below its minimum (decision 013). Here, below the features, because every stock movement
 * applies it (app/domain/stock.server.ts), the shop's as well as the godown's.
 */

export const LOW = sql<SqlBool>`quantity <= minimum_stock`;
const NOT_LOW = sql<SqlBool>`quantity > minimum_stock`;

/** The alert's link: the godown list searched for the item. */
export function godownItemLink(itemName: string): string {
  return `/billing/godown?q=${encodeURIComponent(itemName)}`;
}

/**
 * Applies the once-per-crossing rule to `itemIds`, inside the caller's transaction (after the
 * items were written): an item at or below its minimum that has not been announced gets one
 * high-priority 'alert' notification and is marked announced; an item above its minimum is
 * re-armed. The flag changes by conditional updates, and a notification is written only for a
 * row this transaction's update actually changed, so two saves at once never announce twice.
 * Returns the ids of the items announced.
 */
export async function syncLowStockAlerts(
  trx: Kysely<Database>,
  itemIds: string[],
): Promise<string[]> {
  const announced: string[] = [];
  const ids = [...new Set(itemIds)].sort();
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const crossed = await trx
      .updateTable("godown_items")
      .set({ low_stock_alerted: 1 })
      .where("id", "in", chunk)
      .where("low_stock_alerted", "=", 0)
      .where(LOW)
      .returning(["id", "item_name", "category", "quantity", "minimum_stock"])
      .execute();
    for (const item of crossed) {
      await createNotification(trx, {
        title: `Low stock: ${item.item_name}`,
        message: `${item.item_name} (${item.category}) is down to ${Number(item.quantity)} in the godown; the minimum is ${Number(item.minimum_stock)}.`,
        type: "alert",
        priority: "high",
        link: godownItemLink(item.item_name),
      });
      announced.push(item.id);
    }
    await trx
      .updateTable("godown_items")
      .set({ low_stock_alerted: 0 })
      .where("id", "in", chunk)
      .where("low_stock_alerted", "<>", 0)
      .where(NOT_LOW)
      .execute();
  }
  return announced;
}
