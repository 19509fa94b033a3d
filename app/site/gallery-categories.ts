import type { GalleryCategory } from "./content/types";

/** The gallery's filter values (besides "all"), in display order. */
export const GALLERY_CATEGORIES: readonly GalleryCategory[] = [
  "business-cards",
  "banners",
  "id-cards",
  "wedding",
  "brochures",
];

/** Items per page on /gallery; Load More shows this many more. */
export const GALLERY_PAGE_SIZE = 8;

export function isGalleryCategory(value: unknown): value is GalleryCategory {
  return typeof value === "string" && (GALLERY_CATEGORIES as readonly string[]).includes(value);
}
