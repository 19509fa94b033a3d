import { likePattern } from "~/platform/db/dialect";
import { sql, type SqlBool } from "kysely";
import { getDb } from "~/platform/db/db.server";
import type { Locale } from "~/lib/i18n/i18n";
import { countPages } from "~/platform/db/paging.server";

/**
 * The LimraKart catalog as shoppers see it: active categories and active products, in the page's
 * language (English where no Tamil is set), filtered by category and search, a page at a time.
 */
export const PRODUCTS_PAGE_SIZE = 24;

/** A category of the storefront's side column (by slug: its id is not sent to the page). */
export type ShopCategory = { slug: string; name: string; productCount: number };

export type ShopProduct = {
  id: string;
  slug: string;
  name: string;
  shortDescription: string;
  description: string;
  pricePaise: number;
  stock: number;
  /** Print work and the like (`tracks_stock` = 0, decision 063): never out of stock, no count. */
  madeToOrder: boolean;
  imageUrl: string | null;
  categorySlug: string;
  categoryName: string;
  /** Tea: the product's own page, pack weight, shelf life and payment button. */
  route: string | null;
  weight: string | null;
  shelfLifeMonths: number | null;
  paymentButtonId: string | null;
};

const pick = (ta: boolean, tamil: string | null, english: string | null) =>
  (ta && tamil) || english || "";

export async function listCategories(locale: Locale): Promise<ShopCategory[]> {
  const rows = await getDb()
    .selectFrom("product_categories as c")
    .leftJoin("products as p", (join) =>
      join.onRef("p.category_id", "=", "c.id").on("p.is_active", "=", 1),
    )
    .select((eb) => [
      "c.id",
      "c.slug",
      "c.name",
      "c.name_ta",
      "c.sort_order",
      eb.fn.count<number>("p.id").as("n"),
    ])
    .where("c.is_active", "=", 1)
    .groupBy(["c.id", "c.slug", "c.name", "c.name_ta", "c.sort_order"])
    .orderBy("c.sort_order")
    .orderBy("c.name")
    .execute();
  return rows.map((r) => ({
    slug: r.slug,
    name: pick(locale === "ta", r.name_ta, r.name),
    productCount: Number(r.n),
  }));
}

function productQuery() {
  return getDb()
    .selectFrom("products as p")
    .innerJoin("product_categories as c", "c.id", "p.category_id")
    .where("p.is_active", "=", 1)
    .where("c.is_active", "=", 1);
}

/** A product's own columns (table alias `p`), read by the store and by the admin's list. */
export const PRODUCT_FIELDS = [
  "p.id",
  "p.slug",
  "p.name",
  "p.name_ta",
  "p.short_description",
  "p.short_description_ta",
  "p.description",
  "p.description_ta",
  "p.price_paise",
  "p.stock_quantity",
  "p.tracks_stock",
  "p.image_url",
  "p.route",
  "p.weight",
  "p.shelf_life_months",
  "p.payment_button_id",
] as const;

const PRODUCT_COLUMNS = [
  ...PRODUCT_FIELDS,
  "c.slug as category_slug",
  "c.name as category_name",
  "c.name_ta as category_name_ta",
] as const;

type RawProduct = {
  id: string;
  slug: string;
  name: string;
  name_ta: string | null;
  short_description: string | null;
  short_description_ta: string | null;
  description: string | null;
  description_ta: string | null;
  price_paise: number;
  stock_quantity: number;
  tracks_stock: number;
  image_url: string | null;
  route: string | null;
  weight: string | null;
  shelf_life_months: number | null;
  payment_button_id: string | null;
  category_slug: string;
  category_name: string;
  category_name_ta: string | null;
};

function toProduct(r: RawProduct, locale: Locale): ShopProduct {
  const ta = locale === "ta";
  return {
    id: r.id,
    slug: r.slug,
    name: pick(ta, r.name_ta, r.name),
    shortDescription:
      pick(ta, r.short_description_ta, r.short_description) ||
      pick(ta, r.description_ta, r.description),
    description: pick(ta, r.description_ta, r.description),
    pricePaise: Number(r.price_paise),
    stock: Number(r.stock_quantity),
    madeToOrder: Number(r.tracks_stock) === 0,
    imageUrl: r.image_url,
    categorySlug: r.category_slug,
    categoryName: pick(ta, r.category_name_ta, r.category_name),
    route: r.route,
    weight: r.weight,
    shelfLifeMonths: r.shelf_life_months === null ? null : Number(r.shelf_life_months),
    paymentButtonId: r.payment_button_id,
  };
}

/** What a product card shows: the storefront sends only these (issue 22: HTML weight). */
export type ProductCardData = Pick<
  ShopProduct,
  "id" | "name" | "shortDescription" | "pricePaise" | "stock" | "imageUrl" | "categoryName"
> & { route?: string; madeToOrder?: true };

export function toCard(p: ShopProduct): ProductCardData {
  const { id, name, shortDescription, pricePaise, stock, imageUrl, categoryName, route } = p;
  const card = { id, name, shortDescription, pricePaise, stock, imageUrl, categoryName };
  // Most products have no page of their own: no `route: null` sent for each (issue 22); nor
  // `madeToOrder: false` for the stocked ones.
  const withRoute = route ? { ...card, route } : card;
  return p.madeToOrder ? { ...withRoute, madeToOrder: true } : withRoute;
}

export async function listProducts(
  locale: Locale,
  opts: { category?: string; q?: string; page?: number; pageSize?: number },
): Promise<{ products: ShopProduct[]; total: number; page: number; pageCount: number }> {
  const pageSize = opts.pageSize ?? PRODUCTS_PAGE_SIZE;
  let query = productQuery();
  if (opts.category) query = query.where("c.slug", "=", opts.category);
  const q = opts.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    query = query.where(
      sql<SqlBool>`(lower(p.name) like ${pattern} escape '\\' or lower(coalesce(p.name_ta, '')) like ${pattern} escape '\\' or lower(coalesce(p.short_description, '')) like ${pattern} escape '\\' or lower(coalesce(p.description, '')) like ${pattern} escape '\\')`,
    );
  }
  const { total, page, pageCount } = await countPages(query, pageSize, opts.page ?? 1);
  const rows = await query
    .select([...PRODUCT_COLUMNS])
    .orderBy("p.name")
    .orderBy("p.id")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { products: rows.map((r) => toProduct(r, locale)), total, page, pageCount };
}

/** One active product by its slug (tea pages), or null. */
export async function findProductBySlug(locale: Locale, slug: string): Promise<ShopProduct | null> {
  const row = await productQuery()
    .select([...PRODUCT_COLUMNS])
    .where("p.slug", "=", slug)
    .executeTakeFirst();
  return row ? toProduct(row, locale) : null;
}

/** The active products of a category (the tea listing), in display order. */
export async function productsInCategory(
  locale: Locale,
  categorySlug: string,
): Promise<ShopProduct[]> {
  const rows = await productQuery()
    .select([...PRODUCT_COLUMNS])
    .where("c.slug", "=", categorySlug)
    .orderBy("p.created_at")
    .orderBy("p.id")
    .execute();
  return rows.map((r) => toProduct(r, locale));
}
