import { getDb } from "~/platform/db/db.server";
import type { Locale } from "~/lib/i18n/i18n";
import type { GalleryCategory } from "./content/types";
import { GALLERY_CATEGORIES, isGalleryCategory } from "./gallery-categories";

export { GALLERY_CATEGORIES } from "./gallery-categories";

/** A JSON array of strings as stored in *_json columns (anything else reads as empty). */
export function parseList(json: string | null): string[] {
  try {
    const value: unknown = JSON.parse(json ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

export type ServiceCard = {
  slug: string;
  name: string;
  description: string;
  features: string[];
  turnaround: string | null;
  pricePaise: number | null;
  imageUrl: string | null;
};

/** What a service card shows, in both languages: the public page and the admin's list read it. */
export const SERVICE_CARD_COLUMNS = [
  "slug",
  "name",
  "name_ta",
  "description",
  "description_ta",
  "features_json",
  "features_ta_json",
  "turnaround",
  "turnaround_ta",
  "price_paise",
  "image_url",
] as const;

/** Active services in display order, in the given language (English where no Tamil is set). */
export async function listServices(locale: Locale, limit?: number): Promise<ServiceCard[]> {
  const rows = await getDb()
    .selectFrom("services")
    .select([...SERVICE_CARD_COLUMNS])
    .where("is_active", "=", 1)
    .orderBy("sort_order")
    .orderBy("name")
    .$if(limit !== undefined, (q) => q.limit(limit!))
    .execute();
  return rows.map((r) => {
    const ta = locale === "ta";
    const featuresTa = parseList(r.features_ta_json);
    return {
      slug: r.slug,
      name: (ta && r.name_ta) || r.name,
      description: (ta && r.description_ta) || r.description,
      features: ta && featuresTa.length ? featuresTa : parseList(r.features_json),
      turnaround: (ta && r.turnaround_ta) || r.turnaround,
      pricePaise: r.price_paise,
      imageUrl: r.image_url,
    };
  });
}

export type GalleryItem = {
  slug: string;
  title: string;
  description: string;
  category: GalleryCategory;
  tags: string[];
  imageUrl: string;
};

export type GalleryPage = {
  items: GalleryItem[];
  /** Items in the selected category (all categories for "all"). */
  total: number;
  /** Real counts per filter, from the data. */
  counts: Record<"all" | GalleryCategory, number>;
};

/** Active gallery items: the first `limit` of a category (or all), with real counts per filter. */
export async function listGallery(
  locale: Locale,
  opts: { category?: GalleryCategory; limit: number },
): Promise<GalleryPage> {
  const db = getDb();
  const countRows = await db
    .selectFrom("gallery_items")
    .select((eb) => ["category", eb.fn.countAll<number>().as("n")])
    .where("is_active", "=", 1)
    .groupBy("category")
    .execute();
  const counts = { all: 0 } as Record<"all" | GalleryCategory, number>;
  for (const c of GALLERY_CATEGORIES) counts[c] = 0;
  for (const row of countRows) {
    if (isGalleryCategory(row.category)) counts[row.category] = Number(row.n);
    counts.all += Number(row.n);
  }
  const rows = await db
    .selectFrom("gallery_items")
    .select([
      "slug",
      "title",
      "title_ta",
      "description",
      "description_ta",
      "category",
      "tags_json",
      "tags_ta_json",
      "image_url",
    ])
    .where("is_active", "=", 1)
    .$if(opts.category !== undefined, (q) => q.where("category", "=", opts.category!))
    .orderBy("sort_order")
    .orderBy("created_at", "desc")
    .limit(opts.limit)
    .execute();
  const ta = locale === "ta";
  return {
    items: rows
      .filter((r) => isGalleryCategory(r.category))
      .map((r) => {
        const tagsTa = parseList(r.tags_ta_json);
        return {
          slug: r.slug,
          title: (ta && r.title_ta) || r.title,
          description: (ta && r.description_ta) || r.description,
          category: r.category as GalleryCategory,
          tags: ta && tagsTa.length ? tagsTa : parseList(r.tags_json),
          imageUrl: r.image_url,
        };
      }),
    total: opts.category ? counts[opts.category] : counts.all,
    counts,
  };
}
