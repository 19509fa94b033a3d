import { sql, type SqlBool } from "kysely";
import type { RouterContextProvider } from "react-router";
import { formValues, parseWith } from "~/lib/forms";
import { safeRedirect } from "~/lib/safe-redirect";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { deleteOneAudited, writeAudit } from "~/platform/audit.server";
import { getDb } from "~/platform/db/db.server";
import { isPostgres, likePattern, nowIso } from "~/platform/db/dialect";
import { countPages } from "~/platform/db/paging.server";
import { formFailure } from "~/platform/form-response.server";
import { logger } from "~/platform/logger.server";
import { LOW, syncLowStockAlerts } from "~/domain/low-stock.server";
import { moveStock } from "~/domain/stock.server";
import { redirectWithToast } from "~/platform/toast.server";
import { getPreferences } from "~/platform/preferences.server";
import { godownContent } from "./content";
import {
  GODOWN_PAGE_SIZE,
  type GodownItemInput,
  godownItemSchemaFor,
  isLowStock,
  LOW_STOCK_PANEL_LIMIT,
} from "./schema";

/**
 * The godown (the shop's warehouse stock). Money is integer paise; the total value (quantity ×
 * unit price) is computed here on every save, never taken from the form. Every change is audited
 * in the same transaction, and an item that falls to or below its minimum stock raises one
 * 'alert' notification per crossing (see syncLowStockAlerts).
 */
export type GodownItem = {
  id: string;
  itemName: string;
  category: string;
  quantity: number;
  unitPricePaise: number;
  minimumStock: number;
  totalValuePaise: number;
  location: string | null;
  supplier: string | null;
  lowStock: boolean;
  createdAt: string;
  updatedAt: string;
  /** The shop product that is the same stock (decision 036), on the list. */
  shopProduct?: { id: string; name: string; slug: string } | null;
};

const ITEM_COLUMNS = [
  "id",
  "item_name",
  "category",
  "quantity",
  "unit_price_paise",
  "minimum_stock",
  "total_value_paise",
  "location_in_godown",
  "supplier_name",
  "created_at",
  "updated_at",
] as const;

type ItemRow = {
  id: string;
  item_name: string;
  category: string;
  quantity: number;
  unit_price_paise: number;
  minimum_stock: number;
  total_value_paise: number;
  location_in_godown: string | null;
  supplier_name: string | null;
  created_at: string;
  updated_at: string;
};

function toItem(r: ItemRow): GodownItem {
  const quantity = Number(r.quantity);
  const minimumStock = Number(r.minimum_stock);
  return {
    id: r.id,
    itemName: r.item_name,
    category: r.category,
    quantity,
    unitPricePaise: Number(r.unit_price_paise),
    minimumStock,
    totalValuePaise: Number(r.total_value_paise),
    location: r.location_in_godown,
    supplier: r.supplier_name,
    lowStock: isLowStock(quantity, minimumStock),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/**
 * The stored columns of a saved form but the quantity, which moves as a stock movement
 * (~/domain/stock.server), and the total value, computed from it.
 */
function columnsOf(input: GodownItemInput) {
  return {
    item_name: input.itemName,
    category: input.category,
    unit_price_paise: input.unitPrice,
    minimum_stock: input.minimumStock,
    location_in_godown: input.location,
    supplier_name: input.supplier,
  };
}

export async function getGodownItem(id: string): Promise<GodownItem | null> {
  const row = await getDb()
    .selectFrom("godown_items")
    .select([...ITEM_COLUMNS])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toItem(row) : null;
}

// ---------------------------------------------------------------------------------------------
// Low stock alerts: the rule lives with the stock movements (app/domain/low-stock.server.ts).

export { godownItemLink, syncLowStockAlerts } from "~/domain/low-stock.server";

// ---------------------------------------------------------------------------------------------
// Add, edit, delete

/**
 * A new item: written with nothing in stock, then its quantity comes in as an 'adjust' movement
 * (with who and the form's reason), so the movements of an item add up to its quantity.
 */
export async function createGodownItem(input: GodownItemInput, actorId: string): Promise<string> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const id = crypto.randomUUID();
      const now = nowIso();
      const values = {
        id,
        ...columnsOf(input),
        quantity: 0,
        total_value_paise: 0,
        created_by: actorId,
        created_at: now,
        updated_at: now,
      };
      await trx.insertInto("godown_items").values(values).execute();
      await moveStock(
        trx,
        { godownItemId: id, delta: input.quantity },
        { reason: "adjust", by: actorId, note: input.note, now },
      );
      await syncLowStockAlerts(trx, [id]);
      await writeAudit(trx, {
        actorId,
        action: "godown_item.create",
        entity: "godown_item",
        entityId: id,
        after: {
          ...values,
          quantity: input.quantity,
          total_value_paise: input.quantity * input.unitPrice,
        },
      });
      return id;
    });
}

/**
 * Saves the edit form. The quantity typed is the count now (what staff counted): the difference
 * from the stored quantity moves as an 'adjust' movement with who and the form's reason (and the
 * shop product linked to the item follows). Null when the item does not exist (deleted meanwhile).
 */
export async function updateGodownItem(
  id: string,
  input: GodownItemInput,
  actorId: string,
): Promise<GodownItem | null> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      // Read with a row lock (PostgreSQL; SQLite's transaction holds the write lock already),
      // so the audit's "before" is the row this save replaces and the difference is exact.
      let read = trx
        .selectFrom("godown_items")
        .select([...ITEM_COLUMNS])
        .where("id", "=", id);
      if (isPostgres(trx)) read = read.forUpdate();
      const before = await read.executeTakeFirst();
      if (!before) return null;
      const now = nowIso();
      const changes = {
        ...columnsOf(input),
        total_value_paise: sql<number>`cast(quantity as bigint) * ${input.unitPrice}`,
        updated_at: now,
      };
      await trx.updateTable("godown_items").set(changes).where("id", "=", id).execute();
      await moveStock(
        trx,
        { godownItemId: id, delta: input.quantity - Number(before.quantity) },
        { reason: "adjust", by: actorId, note: input.note, now },
      );
      await syncLowStockAlerts(trx, [id]);
      const after = await trx
        .selectFrom("godown_items")
        .select([...ITEM_COLUMNS])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        actorId,
        action: "godown_item.update",
        entity: "godown_item",
        entityId: id,
        before,
        after,
      });
      return toItem(after);
    });
}

/** Hard delete (the spec); the audit keeps the item. Returns its name, or null when unknown. */
export async function deleteGodownItem(id: string, actorId: string): Promise<string | null> {
  const deleted = await deleteOneAudited(
    (trx) =>
      trx
        .selectFrom("godown_items")
        .select([...ITEM_COLUMNS])
        .where("id", "=", id)
        .executeTakeFirst(),
    (trx) => trx.deleteFrom("godown_items").where("id", "=", id).execute(),
    { actorId, action: "godown_item.delete", entity: "godown_item", entityId: id },
  );
  return deleted?.item_name ?? null;
}

// ---------------------------------------------------------------------------------------------
// Lists

function filtered(q: string | undefined) {
  let query = getDb().selectFrom("godown_items");
  const text = q?.trim();
  if (text) {
    const pattern = likePattern(text);
    query = query.where(
      sql<SqlBool>`(lower(item_name) like ${pattern} escape '\\' or lower(category) like ${pattern} escape '\\')`,
    );
  }
  return query;
}

/** A page of the godown, newest first, searched by item name or category. */
export async function listGodownItems(f: { q?: string; page?: number }) {
  const query = filtered(f.q);
  const { total, page, pageCount } = await countPages(query, GODOWN_PAGE_SIZE, f.page ?? 1);
  const rows = await query
    .select([...ITEM_COLUMNS])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(GODOWN_PAGE_SIZE)
    .offset((page - 1) * GODOWN_PAGE_SIZE)
    .execute();
  const linked = rows.length
    ? await getDb()
        .selectFrom("products")
        .select(["id", "name", "slug", "godown_item_id"])
        .where(
          "godown_item_id",
          "in",
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  const items = rows.map((r) => {
    const p = linked.find((l) => l.godown_item_id === r.id);
    return { ...toItem(r), shopProduct: p ? { id: p.id, name: p.name, slug: p.slug } : null };
  });
  return { items, total, page, pageCount };
}

export type LowStockItem = { id: string; itemName: string; quantity: number; minimumStock: number };

/** Every item at or below its minimum (the panel shows the first LOW_STOCK_PANEL_LIMIT). */
export async function lowStockItems(): Promise<{ items: LowStockItem[]; total: number }> {
  const db = getDb();
  const [rows, count] = await Promise.all([
    db
      .selectFrom("godown_items")
      .select(["id", "item_name", "quantity", "minimum_stock"])
      .where(LOW)
      .orderBy("item_name")
      .orderBy("id")
      .limit(LOW_STOCK_PANEL_LIMIT)
      .execute(),
    db
      .selectFrom("godown_items")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(LOW)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      itemName: r.item_name,
      quantity: Number(r.quantity),
      minimumStock: Number(r.minimum_stock),
    })),
    total: Number(count.n),
  };
}

// ---------------------------------------------------------------------------------------------
// The page's actions (progressive forms: add, edit, delete)

type Ctx = Readonly<RouterContextProvider>;

/**
 * The POST of /billing/godown: `intent` add, edit (with `id`) or delete (with `id`). Parses with
 * the shared schema; a refused form answers 400 with the field errors and the values typed, an
 * unknown item 404, each with the spec's failure toast. Success redirects with its toast.
 */
export async function godownAction(request: Request, context: Ctx) {
  const user = requireBillingAccess(context, request);
  const M = godownContent[getPreferences(context).locale].messages;
  const values = formValues(await request.formData());
  const back = safeRedirect(values.redirectTo, "/billing/godown");
  const fail = (status: number, description: string, errors: Record<string, string> = {}) =>
    formFailure(context, {
      status,
      toast: { title: M.errorTitle, description },
      errors,
      values: status === 404 ? {} : values,
    });
  const intent = values.intent;
  if (intent === "delete") {
    try {
      const name = await deleteGodownItem(values.id ?? "", user.id);
      if (name === null) return fail(404, M.deleteFailed);
      return redirectWithToast(back, { title: M.deleted });
    } catch (error) {
      logger.error("deleting a godown item failed", { error: String(error) });
      return fail(500, M.deleteFailed);
    }
  }
  if (intent !== "add" && intent !== "edit") {
    return fail(400, M.unknownAction);
  }
  const failed = intent === "add" ? M.addFailed : M.updateFailed;
  const parsed = parseWith(godownItemSchemaFor(M), values);
  if (!parsed.success) return fail(400, failed, parsed.errors);
  try {
    if (intent === "add") {
      await createGodownItem(parsed.data, user.id);
      // The new item is first on the unsearched list.
      return redirectWithToast("/billing/godown", { title: M.added });
    }
    const item = await updateGodownItem(values.id ?? "", parsed.data, user.id);
    if (!item) return fail(404, failed);
    return redirectWithToast(back, { title: M.updated });
  } catch (error) {
    logger.error("saving a godown item failed", { error: String(error) });
    return fail(500, failed);
  }
}
