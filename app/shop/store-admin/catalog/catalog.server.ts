import type { Kysely } from "kysely";
import { writeAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { isUniqueViolation, nowIso } from "~/platform/db/dialect";
import { linkProductStock, lockGodownItems, moveStock } from "~/domain/stock.server";
import { PRODUCT_FIELDS } from "../../storefront/index.server";
import { freeSlug } from "./slug.server";
import { LOW_STOCK_BELOW } from "../../shared/order-workflow";
import type { ProductInput } from "./schema";

/**
 * The store's products as the admin keeps them (audited), for both screens (/admin's Products
 * tab and /limrakart/admin). Categories are categories.server.ts; slugs slug.server.ts.
 */

export async function storeStats() {
  const db = getDb();
  const products = await db
    .selectFrom("products")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn.sum<number>(eb.case().when("is_active", "=", 1).then(1).else(0).end()).as("active"),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb("is_active", "=", 1), eb("stock_quantity", "<", LOW_STOCK_BELOW)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("low"),
    ])
    .executeTakeFirstOrThrow();
  const categories = await db
    .selectFrom("product_categories")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return {
    totalProducts: Number(products.total),
    activeProducts: Number(products.active ?? 0),
    categories: Number(categories.n),
    lowStock: Number(products.low ?? 0),
  };
}

export type AdminProduct = {
  id: string;
  slug: string;
  name: string;
  nameTa: string;
  shortDescription: string;
  shortDescriptionTa: string;
  description: string;
  descriptionTa: string;
  pricePaise: number;
  stock: number;
  categoryId: string;
  categoryName: string;
  imageUrl: string | null;
  active: boolean;
  /** Checkout asks for artwork (a file or a design request) per line. */
  requiresArtwork: boolean;
  weight: string;
  shelfLifeMonths: number | null;
  paymentButtonId: string;
  route: string | null;
  /** The godown item that is the same stock (its count is `stock`), or null. */
  godownItemId: string | null;
  /** Stocked goods (counted), or made to order (no count; decision 063). */
  tracksStock: boolean;
};

export async function listAdminProducts(): Promise<AdminProduct[]> {
  const rows = await getDb()
    .selectFrom("products as p")
    .innerJoin("product_categories as c", "c.id", "p.category_id")
    .select([
      ...PRODUCT_FIELDS,
      "p.category_id",
      "p.is_active",
      "p.requires_artwork",
      "p.godown_item_id",
      "p.tracks_stock",
      "c.name as category_name",
    ])
    .orderBy("p.name")
    .orderBy("p.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    nameTa: r.name_ta ?? "",
    shortDescription: r.short_description ?? "",
    shortDescriptionTa: r.short_description_ta ?? "",
    description: r.description ?? "",
    descriptionTa: r.description_ta ?? "",
    pricePaise: r.price_paise,
    stock: r.stock_quantity,
    categoryId: r.category_id,
    categoryName: r.category_name,
    imageUrl: r.image_url,
    active: r.is_active === 1,
    requiresArtwork: r.requires_artwork === 1,
    weight: r.weight ?? "",
    shelfLifeMonths: r.shelf_life_months,
    paymentButtonId: r.payment_button_id ?? "",
    route: r.route,
    godownItemId: r.godown_item_id,
    tracksStock: Number(r.tracks_stock) === 1,
  }));
}

export type GodownOption = { id: string; name: string; quantity: number };

/** The godown items a product may share its stock with (the form's select), by name. */
export async function godownOptions(): Promise<GodownOption[]> {
  const rows = await getDb()
    .selectFrom("godown_items")
    .select(["id", "item_name", "quantity"])
    .orderBy("item_name")
    .orderBy("id")
    .limit(500)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.item_name, quantity: Number(r.quantity) }));
}

async function categoryExists(id: string) {
  return Boolean(
    await getDb()
      .selectFrom("product_categories")
      .select("id")
      .where("id", "=", id)
      .executeTakeFirst(),
  );
}

type ProductValues = ReturnType<typeof productValues>;
type SavedProduct = { id: string; created: boolean };

/** The product row's columns from the form (a new image replaces the old; none keeps it). */
function productValues(input: ProductInput, imageUrl: string | null | undefined) {
  return {
    name: input.name,
    name_ta: input.nameTa,
    short_description: input.shortDescription,
    short_description_ta: input.shortDescriptionTa,
    description: input.description,
    description_ta: input.descriptionTa,
    price_paise: input.price,
    category_id: input.categoryId,
    is_active: input.active ? 1 : 0,
    requires_artwork: input.requiresArtwork ? 1 : 0,
    // A product sharing a godown item's stock is counted, whatever the form says (decision 063).
    tracks_stock: input.tracksStock || input.godownItemId ? 1 : 0,
    weight: input.weight,
    shelf_life_months: input.shelfLifeMonths,
    payment_button_id: input.paymentButtonId,
    updated_at: nowIso(),
    ...(imageUrl ? { image_url: imageUrl } : {}),
  };
}

/** Updates product `id` (audited with what it was); null when there is no such product. */
async function updateProduct(
  trx: Kysely<Database>,
  id: string,
  input: ProductInput,
  values: ProductValues,
  actorId: string,
): Promise<SavedProduct | null> {
  const before = await trx
    .selectFrom("products")
    .select([
      "name",
      "price_paise",
      "stock_quantity",
      "is_active",
      "requires_artwork",
      "category_id",
      "image_url",
      "godown_item_id",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!before) return null;
  // The godown items whose count this save may move are locked before the product's row (the
  // stock's lock order: a checkout locks the item, then the product's mirror).
  await lockGodownItems(trx, [before.godown_item_id, input.godownItemId]);
  await trx.updateTable("products").set(values).where("id", "=", id).execute();
  await saveStock(trx, id, input, actorId);
  await writeAudit(trx, {
    actorId,
    action: "product.update",
    entity: "product",
    entityId: id,
    before,
    after: { ...values, stock_quantity: input.stock, godown_item_id: input.godownItemId },
  });
  return { id, created: false };
}

class LinkTakenError extends Error {}

/**
 * The form's stock and godown link (decision 036). Linking to another item: the godown's count
 * wins (the typed stock is not used; a 'link' movement keeps the old count). Otherwise the
 * typed stock is the count now: the difference moves as an 'adjust' movement (on the linked
 * godown item when there is one).
 */
async function saveStock(trx: Kysely<Database>, id: string, input: ProductInput, actorId: string) {
  const linked = await linkProductStock(trx, id, input.godownItemId, { by: actorId });
  if (linked === "taken" || linked === "no-item") throw new LinkTakenError();
  if (linked === "ok" && input.godownItemId) return;
  const now = await trx
    .selectFrom("products")
    .select("stock_quantity")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  await moveStock(
    trx,
    { productId: id, delta: input.stock - Number(now.stock_quantity) },
    { reason: "adjust", by: actorId, note: "Store admin" },
  );
}

/** Inserts a new product (audited). */
async function insertProduct(
  trx: Kysely<Database>,
  input: ProductInput,
  values: ProductValues,
  opts: { imageUrl?: string | null; actorId: string },
): Promise<SavedProduct> {
  const id = crypto.randomUUID();
  const slug = await freeSlug(trx, "products", input.name);
  await trx
    .insertInto("products")
    .values({
      id,
      slug,
      ...values,
      image_url: opts.imageUrl ?? null,
      route: null,
      created_by: opts.actorId,
      created_at: values.updated_at,
    })
    .execute();
  await saveStock(trx, id, input, opts.actorId);
  await writeAudit(trx, {
    actorId: opts.actorId,
    action: "product.create",
    entity: "product",
    entityId: id,
    after: { ...values, stock_quantity: input.stock, godown_item_id: input.godownItemId },
  });
  return { id, created: true };
}

/**
 * Creates a product, or updates one (`id`). A new image replaces the old one; without one the
 * old stays (a new product without one shows the placeholder). Returns null when the category
 * does not exist.
 */
export async function saveProduct(
  input: ProductInput,
  opts: { id?: string; imageUrl?: string | null; actorId: string },
): Promise<SavedProduct | "link-taken" | null> {
  if (!(await categoryExists(input.categoryId))) return null;
  const values = productValues(input, opts.imageUrl);
  try {
    return await getDb()
      .transaction()
      .execute((trx) =>
        opts.id
          ? updateProduct(trx, opts.id, input, values, opts.actorId)
          : insertProduct(trx, input, values, opts),
      );
  } catch (error) {
    // Another product is that item's already (also when two saves race: the unique index).
    if (error instanceof LinkTakenError || (input.godownItemId && isUniqueViolation(error)))
      return "link-taken";
    throw error;
  }
}

/** Soft delete: the product leaves the store (orders keep it). */
export async function deactivateProduct(id: string, actorId: string): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const result = await trx
        .updateTable("products")
        .set({ is_active: 0, updated_at: nowIso() })
        .where("id", "=", id)
        .where("is_active", "=", 1)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      // A deactivated product cannot be bought: take it out of every cart.
      await trx.deleteFrom("cart_items").where("product_id", "=", id).execute();
      await writeAudit(trx, {
        actorId,
        action: "product.deactivate",
        entity: "product",
        entityId: id,
        before: { is_active: 1 },
        after: { is_active: 0 },
      });
      return true;
    });
}
