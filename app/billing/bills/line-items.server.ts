import { getDb } from "~/platform/db/db.server";
import type { LineItem } from "./lines";

/** How many products and godown items the line's "item" box offers (each, by name). */
export const LINE_ITEM_LIMIT = 300;

/**
 * The unit a catalog item is sold in on a bill line: a shop product with a pack weight (tea) by
 * the pack, anything else by the piece (a pack of 100 cards is one piece of the catalog, priced
 * as one).
 */
const productUnit = (weight: string | null) => (weight ? "packs" : "pcs");

const productsQuery = () =>
  getDb().selectFrom("products").select(["id", "name", "price_paise", "weight"]).orderBy("name");

const godownQuery = () =>
  getDb()
    .selectFrom("godown_items")
    .select(["id", "item_name as name", "unit_price_paise"])
    .orderBy("item_name");

const asProduct = (p: {
  id: string;
  name: string;
  price_paise: number;
  weight: string | null;
}): LineItem => ({
  link: `product:${p.id}`,
  name: p.name,
  ratePaise: Number(p.price_paise),
  unit: productUnit(p.weight),
});

const asGodownItem = (g: { id: string; name: string; unit_price_paise: number }): LineItem => ({
  link: `godown:${g.id}`,
  name: g.name,
  ratePaise: Number(g.unit_price_paise),
  unit: "pcs",
});

/**
 * What a bill's line may be linked to: the shop's products and the godown's items, by name, each
 * with the rate and unit picking it fills in (the form's "item" box).
 */
export async function lineItemOptions() {
  const [products, godown] = await Promise.all([
    productsQuery().limit(LINE_ITEM_LIMIT).execute(),
    godownQuery().limit(LINE_ITEM_LIMIT).execute(),
  ]);
  return { products: products.map(asProduct), godown: godown.map(asGodownItem) };
}

/** The catalog items the form's rows link to ("product:<id>" / "godown:<id>"), by link. */
export async function linkedLineItems(
  values: Record<string, string>,
): Promise<Map<string, LineItem>> {
  const ids = { product: new Set<string>(), godown: new Set<string>() };
  for (const [key, value] of Object.entries(values)) {
    const m = /^lines\.\d{1,3}\.link$/.test(key) && /^(product|godown):([\w-]{1,64})$/.exec(value);
    if (m) ids[m[1] as "product" | "godown"].add(m[2]!);
  }
  const [products, godown] = await Promise.all([
    ids.product.size
      ? productsQuery()
          .where("id", "in", [...ids.product])
          .execute()
      : [],
    ids.godown.size
      ? godownQuery()
          .where("id", "in", [...ids.godown])
          .execute()
      : [],
  ]);
  return new Map([...products.map(asProduct), ...godown.map(asGodownItem)].map((i) => [i.link, i]));
}
