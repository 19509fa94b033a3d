/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { columnTypes } from "./support";

/**
 * A customer's data rights (docs/decisions/051): the marks an account deletion leaves, so the
 * kept rows say what happened to them.
 * - `users.deleted_at`: the account was deleted; the row stays (orders point at it), anonymised.
 * - `orders.anonymised_at`: the order's personal fields were cleared; its money stays.
 * - `order_files.removed_at`: the design file was removed from the file store.
 * - `order_items.artwork_removed_at`: the line's artwork file was removed from the file store.
 */
const COLUMNS = [
  ["users", "deleted_at"],
  ["orders", "anonymised_at"],
  ["order_files", "removed_at"],
  ["order_items", "artwork_removed_at"],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  for (const [table, column] of COLUMNS) {
    await db.schema.alterTable(table).addColumn(column, t.timestamp).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of [...COLUMNS].reverse()) {
    await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
