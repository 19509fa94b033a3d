import { getDb } from "~/platform/db/db.server";
import type { CatalogueItem } from "./schema";

/**
 * The catalogue a quote line may be taken from (decision 098): the shop's active products and
 * the site's active services, by name. A line's "From the catalogue" box sends
 * `product:<id>` or `service:<id>`; the server fills what the row leaves empty — the item's name,
 * its rate (a service without a price needs one typed) and unit — and stores the link.
 */
export const CATALOGUE_LIMIT = 300;

const products = () =>
  getDb()
    .selectFrom("products")
    .select(["id", "name", "price_paise", "weight"])
    .where("is_active", "=", 1)
    .orderBy("name");

const services = () =>
  getDb()
    .selectFrom("services")
    .select(["id", "name", "price_paise"])
    .where("is_active", "=", 1)
    .orderBy("name");

type Product = { id: string; name: string; price_paise: number; weight: string | null };
type Service = { id: string; name: string; price_paise: number | null };

const asProduct = (p: Product): CatalogueItem => ({
  value: `product:${p.id}`,
  name: p.name,
  ratePaise: Number(p.price_paise),
  unit: p.weight ? "packs" : "pcs",
  productId: p.id,
  serviceId: null,
});

const asService = (s: Service): CatalogueItem => ({
  value: `service:${s.id}`,
  name: s.name,
  ratePaise: s.price_paise === null ? null : Number(s.price_paise),
  unit: "pcs",
  productId: null,
  serviceId: s.id,
});

/** What the form's boxes offer: products and services, as [value, name] pairs. */
export async function catalogueOptions() {
  const [p, s] = await Promise.all([
    products().limit(CATALOGUE_LIMIT).execute(),
    services().limit(CATALOGUE_LIMIT).execute(),
  ]);
  const pair = (i: CatalogueItem) => [i.value, i.name] as const;
  return { products: p.map(asProduct).map(pair), services: s.map(asService).map(pair) };
}

/** The catalogue items a sent form's rows name (`lines.<n>.item`), by value. */
export async function catalogueItems(
  values: Record<string, string>,
): Promise<Map<string, CatalogueItem>> {
  const ids = { product: new Set<string>(), service: new Set<string>() };
  for (const [key, value] of Object.entries(values)) {
    const m = /^lines\.\d{1,3}\.item$/.test(key) && /^(product|service):([\w-]{1,64})$/.exec(value);
    if (m) ids[m[1] as "product" | "service"].add(m[2]!);
  }
  const [p, s] = await Promise.all([
    ids.product.size
      ? products()
          .where("id", "in", [...ids.product])
          .execute()
      : [],
    ids.service.size
      ? services()
          .where("id", "in", [...ids.service])
          .execute()
      : [],
  ]);
  return new Map([...p.map(asProduct), ...s.map(asService)].map((i) => [i.value, i]));
}
