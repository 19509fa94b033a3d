/**
 * What other areas may use from the site in browser-safe code (gallery categories and copy).
 * Outside app/site, import the site through this file or index.server.ts only (eslint.config.js).
 */
export { galleryContent } from "./content/gallery";
export type { GalleryCategory } from "./content/types";
export { GALLERY_CATEGORIES, isGalleryCategory } from "./gallery-categories";
