import type { Kysely } from "kysely";
import { fill } from "~/lib/forms";
import type { Locale } from "~/lib/i18n/i18n";
import type { Database } from "~/platform/db/schema";
import { billToastCopy } from "./content";
import type { BillLineInput } from "./schema";
import {
  moveStocks,
  type StockMove,
  type StockShortage,
  StockShortageError,
} from "~/domain/stock.server";

/**
 * What a counter bill does to the one stock (decision 036): its lines linked to a shop product or
 * a godown item take their quantity (whole units; the schema refuses a fraction on such a line)
 * in the bill's transaction; an edit moves only the difference; cancelling or deleting the bill
 * gives it back. A bill wanting more than is left throws StockShortageError: nothing is written.
 */

type StockLine = {
  productId: string | null;
  godownItemId: string | null;
  quantityMilli: number | string;
  description?: string;
};

/** The moves of `lines`, each `sign` × its units (a line without a link moves nothing). */
function movesOf(lines: readonly StockLine[], sign: 1 | -1): StockMove[] {
  return lines
    .filter((l) => l.productId || l.godownItemId)
    .map((l) => ({
      productId: l.godownItemId ? null : l.productId,
      godownItemId: l.godownItemId,
      delta: (sign * Math.round(Number(l.quantityMilli))) / 1000,
    }))
    .filter((m) => Number.isInteger(m.delta) && m.delta !== 0);
}

/**
 * Moves the stock for a bill whose lines were `before` and are now `after` (a new bill: no
 * lines before; a cancelled or deleted one: none after). Each count moves once, by the
 * difference.
 */
export async function moveBillStock(
  trx: Kysely<Database>,
  bill: { id: string },
  change: {
    before: readonly StockLine[];
    after: readonly StockLine[];
    reason: "bill" | "bill_edit" | "bill_cancel";
    by: string;
    note?: string | null;
    now?: string;
  },
): Promise<void> {
  await moveStocks(trx, [...movesOf(change.before, 1), ...movesOf(change.after, -1)], {
    reason: change.reason,
    ref: { type: "bill", id: bill.id },
    by: change.by,
    note: change.note ?? null,
    now: change.now,
  });
}

/** The lines' links must name a product or godown item that exists (else the link is dropped). */
export async function checkedLinks(trx: Kysely<Database>, lines: BillLineInput[]) {
  const ids = (key: "productId" | "godownItemId") => [
    ...new Set(lines.map((l) => l[key]).filter((v): v is string => !!v)),
  ];
  const products = ids("productId");
  const items = ids("godownItemId");
  const knownProducts = new Set(
    products.length
      ? (await trx.selectFrom("products").select("id").where("id", "in", products).execute()).map(
          (r) => r.id,
        )
      : [],
  );
  const knownItems = new Set(
    items.length
      ? (await trx.selectFrom("godown_items").select("id").where("id", "in", items).execute()).map(
          (r) => r.id,
        )
      : [],
  );
  return lines.map((l) => ({
    ...l,
    productId: l.productId && knownProducts.has(l.productId) ? l.productId : null,
    godownItemId: l.godownItemId && knownItems.has(l.godownItemId) ? l.godownItemId : null,
  }));
}

/** A stored line as the stock reads it. */
export function stockLine(r: {
  product_id: string | null;
  godown_item_id: string | null;
  quantity_milli: number;
}) {
  return {
    productId: r.product_id,
    godownItemId: r.godown_item_id,
    quantityMilli: Number(r.quantity_milli),
  };
}

export { StockShortageError, type StockShortage };

/** The refusal a counter sees: each item short, and what is left of it. */
export function shortageMessage(items: readonly StockShortage[], locale: Locale = "en"): string {
  const t = billToastCopy[locale];
  const each = items.map((i) =>
    fill(t.shortageItem, { name: i.name, left: i.left, wanted: i.wanted }),
  );
  return fill(t.shortage, { items: each.join("; ") });
}
