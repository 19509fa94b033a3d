import { type Kysely, sql } from "kysely";
import { isPostgres, nowIso } from "~/platform/db/dialect";
import type { Database, StockReason, StockRefType } from "~/platform/db/schema";
import { syncLowStockAlerts } from "./low-stock.server";

/**
 * One stock (decision 036). Every change of a count goes through moveStocks, in the transaction
 * of the business change it belongs to (an order, a bill, a godown edit, an import):
 *
 * - a product linked to a godown item (`products.godown_item_id`) has no count of its own: the
 *   move is made on the godown item, and the product's `stock_quantity` is set to the item's new
 *   quantity in the same statement sequence, so every reader of either sees one number;
 * - a negative move is a conditional update (`where quantity >= n`), so two transactions racing
 *   for the last units can never both take them (PostgreSQL re-checks the condition on the row
 *   it waited for; SQLite's transactions are serialised);
 * - the counts are updated in one order (godown items by id, then unlinked products by id), so
 *   two transactions never wait on each other's rows in opposite orders;
 * - a product made to order (`tracks_stock` = 0: print work, a service; decision 063) has no
 *   count: its moves are nothing, never a shortage, and write no movement;
 * - each moved count gets one `stock_movements` row (±qty, the count after, why, the order or
 *   bill, who), and the godown's low-stock alert fires once per crossing.
 *
 * A shortage throws StockShortageError naming every line that is short; the caller's
 * transaction rolls back, so nothing is written.
 */

export type StockMove = {
  productId?: string | null;
  godownItemId?: string | null;
  /** + into stock, - out of it (whole units). */
  delta: number;
  /** The name a shortage shows (else the item's own name). */
  name?: string;
};

export type StockContext = {
  reason: StockReason;
  ref?: { type: StockRefType; id: string } | null;
  /** The user who made the change; null for the system or a customer. */
  by?: string | null;
  note?: string | null;
  now?: string;
};

export type StockShortage = { name: string; left: number; wanted: number };

export class StockShortageError extends Error {
  constructor(readonly items: StockShortage[]) {
    super(`not enough stock: ${items.map((i) => `${i.name} (${i.left} left)`).join(", ")}`);
  }
}

/** One count to move: a godown item (and the product linked to it) or an unlinked product. */
type Target = {
  kind: "godown" | "product";
  id: string;
  /** The product whose count mirrors a godown item's (null when none is linked). */
  productId: string | null;
  name: string;
  delta: number;
};

const byId = (a: Target, b: Target) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The counts the moves change, merged per count, in lock order. */
async function resolve(trx: Kysely<Database>, moves: StockMove[]): Promise<Target[]> {
  const productIds = [...new Set(moves.map((m) => m.productId).filter((v): v is string => !!v))];
  const products = productIds.length
    ? await trx
        .selectFrom("products")
        .select(["id", "name", "godown_item_id", "tracks_stock"])
        .where("id", "in", productIds)
        .execute()
    : [];
  const product = new Map(products.map((p) => [p.id, p]));
  const itemIds = [
    ...new Set([
      ...moves.map((m) => m.godownItemId).filter((v): v is string => !!v),
      ...products.map((p) => p.godown_item_id).filter((v): v is string => !!v),
    ]),
  ];
  const items = itemIds.length
    ? await trx
        .selectFrom("godown_items as g")
        .leftJoin("products as p", "p.godown_item_id", "g.id")
        .select(["g.id", "g.item_name", "p.id as product_id"])
        .where("g.id", "in", itemIds)
        .execute()
    : [];
  const item = new Map(items.map((i) => [i.id, i]));
  const targets = new Map<string, Target>();
  for (const move of moves) {
    const p = move.productId ? product.get(move.productId) : undefined;
    // Made to order (print work, a service; decision 063): no count to take or give back.
    if (p && !move.godownItemId && !p.godown_item_id && Number(p.tracks_stock) === 0) continue;
    const gid = move.godownItemId ?? p?.godown_item_id ?? null;
    const g = gid ? item.get(gid) : undefined;
    let target: Omit<Target, "delta"> | null = null;
    if (g) target = { kind: "godown", id: g.id, productId: g.product_id, name: g.item_name };
    else if (p && !move.godownItemId)
      target = { kind: "product", id: p.id, productId: p.id, name: p.name };
    if (!target) {
      // A thing that no longer exists: nothing to put back; nothing to take is a shortage.
      if (move.delta < 0)
        throw new StockShortageError([{ name: move.name ?? "?", left: 0, wanted: -move.delta }]);
      continue;
    }
    const key = `${target.kind}:${target.id}`;
    const seen = targets.get(key);
    if (seen) seen.delta += move.delta;
    else targets.set(key, { ...target, name: move.name ?? target.name, delta: move.delta });
  }
  const all = [...targets.values()].filter((t) => t.delta !== 0);
  return [
    ...all.filter((t) => t.kind === "godown").sort(byId),
    ...all.filter((t) => t.kind === "product").sort(byId),
  ];
}

/** Moves one count; its quantity after, or null when a negative move finds too little. */
async function apply(trx: Kysely<Database>, t: Target, now: string): Promise<number | null> {
  if (t.kind === "godown") {
    const row = await trx
      .updateTable("godown_items")
      .set((eb) => ({
        quantity: eb("quantity", "+", t.delta),
        total_value_paise: sql<number>`cast(quantity + ${t.delta} as bigint) * unit_price_paise`,
        updated_at: now,
      }))
      .where("id", "=", t.id)
      .$if(t.delta < 0, (q) => q.where("quantity", ">=", -t.delta))
      .returning("quantity")
      .executeTakeFirst();
    if (!row) return null;
    const quantity = Number(row.quantity);
    if (t.productId) {
      await trx
        .updateTable("products")
        .set({ stock_quantity: quantity, updated_at: now })
        .where("id", "=", t.productId)
        .execute();
    }
    return quantity;
  }
  const row = await trx
    .updateTable("products")
    .set((eb) => ({ stock_quantity: eb("stock_quantity", "+", t.delta), updated_at: now }))
    .where("id", "=", t.id)
    .$if(t.delta < 0, (q) => q.where("stock_quantity", ">=", -t.delta))
    .returning("stock_quantity")
    .executeTakeFirst();
  return row ? Number(row.stock_quantity) : null;
}

/** What is left of a count a move found short. */
async function left(trx: Kysely<Database>, t: Target): Promise<number> {
  const row =
    t.kind === "godown"
      ? await trx
          .selectFrom("godown_items")
          .select("quantity as n")
          .where("id", "=", t.id)
          .executeTakeFirst()
      : await trx
          .selectFrom("products")
          .select("stock_quantity as n")
          .where("id", "=", t.id)
          .executeTakeFirst();
  return Math.max(0, Number(row?.n ?? 0));
}

export type StockMoved = {
  godownItemId: string | null;
  productId: string | null;
  delta: number;
  quantityAfter: number;
};

/**
 * Moves the counts of `moves` (see the top of this module), one movement row per count; throws
 * StockShortageError (after trying every line, so it names them all) when any is short.
 */
export async function moveStocks(
  trx: Kysely<Database>,
  moves: StockMove[],
  ctx: StockContext,
): Promise<StockMoved[]> {
  const now = ctx.now ?? nowIso();
  const targets = await resolve(trx, moves);
  const shortages: StockShortage[] = [];
  const moved: StockMoved[] = [];
  for (const t of targets) {
    const after = await apply(trx, t, now);
    if (after === null) {
      shortages.push({ name: t.name, left: await left(trx, t), wanted: -t.delta });
      continue;
    }
    moved.push({
      godownItemId: t.kind === "godown" ? t.id : null,
      productId: t.productId,
      delta: t.delta,
      quantityAfter: after,
    });
  }
  if (shortages.length) throw new StockShortageError(shortages);
  await recordMovements(trx, moved, ctx, now);
  await syncLowStockAlerts(
    trx,
    moved.map((m) => m.godownItemId).filter((v): v is string => !!v),
  );
  return moved;
}

/** One move (see moveStocks); the count after it, or null when there was nothing to move. */
export async function moveStock(
  trx: Kysely<Database>,
  move: StockMove,
  ctx: StockContext,
): Promise<number | null> {
  const [moved] = await moveStocks(trx, [move], ctx);
  return moved?.quantityAfter ?? null;
}

/** The movement rows of counts already changed (also used for a link, which moves no item). */
export async function recordMovements(
  trx: Kysely<Database>,
  moved: StockMoved[],
  ctx: StockContext,
  now = ctx.now ?? nowIso(),
): Promise<void> {
  if (moved.length === 0) return;
  await trx
    .insertInto("stock_movements")
    .values(
      moved.map((m) => ({
        id: crypto.randomUUID(),
        godown_item_id: m.godownItemId,
        product_id: m.productId,
        delta: m.delta,
        quantity_after: m.quantityAfter,
        reason: ctx.reason,
        ref_type: ctx.ref?.type ?? null,
        ref_id: ctx.ref?.id ?? null,
        note: ctx.note ?? null,
        created_by: ctx.by ?? null,
        created_at: now,
      })),
    )
    .execute();
}

/**
 * Locks godown items (PostgreSQL; SQLite's transaction holds the write lock already) in the
 * stock's lock order, before a caller locks a product row it will then move: every writer takes
 * godown items before products, so none waits on another in the opposite order.
 */
export async function lockGodownItems(
  trx: Kysely<Database>,
  ids: readonly (string | null | undefined)[],
): Promise<void> {
  const wanted = [...new Set(ids.filter((v): v is string => !!v))].sort();
  if (wanted.length === 0 || !isPostgres(trx)) return;
  await trx
    .selectFrom("godown_items")
    .select("id")
    .where("id", "in", wanted)
    .orderBy("id")
    .forUpdate()
    .execute();
}

export type LinkResult = "ok" | "unchanged" | "no-item" | "taken";

/**
 * Makes product `productId` the same stock as godown item `godownItemId` (or, with null, its
 * own count again). The godown's quantity wins: the product's count becomes the item's, and a
 * 'link' movement records the product's old count (its delta is the product's change; the
 * item's quantity does not move). Unlinking keeps the product's count as it is (the item's).
 * "taken": another product is already that item's.
 */
export async function linkProductStock(
  trx: Kysely<Database>,
  productId: string,
  godownItemId: string | null,
  ctx: Omit<StockContext, "reason" | "ref">,
): Promise<LinkResult> {
  const now = ctx.now ?? nowIso();
  const linkedNow = await trx
    .selectFrom("products")
    .select("godown_item_id")
    .where("id", "=", productId)
    .executeTakeFirst();
  if (!linkedNow) return "no-item";
  // The items first, then the product (the stock's lock order).
  await lockGodownItems(trx, [linkedNow.godown_item_id, godownItemId]);
  let read = trx
    .selectFrom("products")
    .select(["godown_item_id", "stock_quantity"])
    .where("id", "=", productId);
  if (isPostgres(trx)) read = read.forUpdate();
  const product = await read.executeTakeFirst();
  if (!product) return "no-item";
  const was = product.godown_item_id;
  if (was === godownItemId) return "unchanged";
  const count = Number(product.stock_quantity);
  if (godownItemId === null) {
    await trx
      .updateTable("products")
      .set({ godown_item_id: null, updated_at: now })
      .where("id", "=", productId)
      .execute();
    const moved = [{ godownItemId: was, productId, delta: 0, quantityAfter: count }];
    await recordMovements(trx, moved, { ...ctx, reason: "link", note: ctx.note ?? "Unlinked" });
    return "ok";
  }
  const item = await trx
    .selectFrom("godown_items")
    .select("quantity")
    .where("id", "=", godownItemId)
    .executeTakeFirst();
  if (!item) return "no-item";
  const other = await trx
    .selectFrom("products")
    .select("id")
    .where("godown_item_id", "=", godownItemId)
    .executeTakeFirst();
  if (other) return "taken";
  const quantity = Number(item.quantity);
  await trx
    .updateTable("products")
    // A godown item is a count, so the product sharing it is stocked goods (decision 063).
    .set({
      godown_item_id: godownItemId,
      stock_quantity: quantity,
      tracks_stock: 1,
      updated_at: now,
    })
    .where("id", "=", productId)
    .execute();
  await recordMovements(
    trx,
    [{ godownItemId, productId, delta: quantity - count, quantityAfter: quantity }],
    { ...ctx, reason: "link", note: ctx.note ?? `Linked; the shop's count was ${count}` },
  );
  return "ok";
}
