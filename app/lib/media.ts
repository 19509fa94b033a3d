/**
 * Uploaded pictures are stored in two sizes: `/media/<id>-card.webp` (640×480, what the catalog
 * keeps) and `/media/<id>-full.webp` (up to 1600 px wide). Other pictures (the shipped artwork)
 * have one size, used for both.
 */
export function fullImageUrl(url: string): string;
export function fullImageUrl(url: string | null): string | null;
export function fullImageUrl(url: string | null): string | null {
  if (!url) return null;
  return url.startsWith("/media/") && url.endsWith("-card.webp")
    ? url.replace(/-card\.webp$/, "-full.webp")
    : url;
}
