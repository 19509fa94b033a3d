import type { Kysely, Selectable } from "kysely";
import type { Database } from "~/platform/db/schema";
import { insertPacked, insertRows, rowShape } from "./insert-rows.server";

/**
 * An imported godown item's record from the spool to the insert, keyed by column name, and the
 * writing of a batch of them with their stock movements.
 */

/** An imported godown item as the first pass spools it (scan.server.ts). */
export type SpooledItem = Selectable<Database["godown_items"]>;

export const ITEM_INSERT = rowShape<SpooledItem>("godown_items", {
  id: "text",
  item_name: "text",
  category: "text",
  quantity: "integer",
  unit_price_paise: "integer",
  minimum_stock: "integer",
  total_value_paise: "bigint",
  location_in_godown: "text",
  supplier_name: "text",
  low_stock_alerted: "integer",
  created_by: "text",
  created_at: "timestamptz",
  updated_at: "timestamptz",
});

type ImportMovement = Pick<
  Selectable<Database["stock_movements"]>,
  "id" | "godown_item_id" | "delta" | "quantity_after" | "reason" | "created_by" | "created_at"
>;

const MOVEMENT_INSERT = rowShape<ImportMovement>("stock_movements", {
  id: "text",
  godown_item_id: "text",
  delta: "integer",
  quantity_after: "integer",
  reason: "text",
  created_by: "text",
  created_at: "timestamptz",
});

/**
 * One batch of spooled items (a line of the spool, inserted as it is) and one 'import' stock
 * movement for each item with a quantity (decision 036), so the movements of an item add up to
 * its quantity.
 */
export async function writeItemBatch(trx: Kysely<Database>, line: string): Promise<void> {
  await insertPacked(trx, ITEM_INSERT, line);
  const movements = ITEM_INSERT.unpack(line)
    .filter((item) => Number(item.quantity) !== 0)
    .map((item): ImportMovement => ({
      id: crypto.randomUUID(),
      godown_item_id: item.id,
      delta: item.quantity,
      quantity_after: item.quantity,
      reason: "import",
      created_by: item.created_by,
      created_at: item.created_at,
    }));
  if (movements.length) await insertRows(trx, MOVEMENT_INSERT, movements);
}
