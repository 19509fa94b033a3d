import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";

/**
 * Slugs of the catalog the admin keeps (products, categories, and /admin's services and gallery
 * items): one rule for all of them.
 */

export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "item";
}

/**
 * A slug from `text` no row of `table` has yet (inactive rows keep theirs): `name`, `name-2`,
 * `name-3`…, looked up in the caller's transaction.
 */
export async function freeSlug(
  trx: Kysely<Database>,
  table: "products" | "services" | "gallery_items",
  text: string,
): Promise<string> {
  const base = slugify(text);
  let slug = base;
  for (
    let n = 2;
    await trx
      .selectFrom(table as "products")
      .select("id")
      .where("slug", "=", slug)
      .executeTakeFirst();
    n++
  ) {
    slug = `${base}-${n}`;
  }
  return slug;
}
