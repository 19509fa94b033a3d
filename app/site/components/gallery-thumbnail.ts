/**
 * The gallery thumbnail a plain click landed on (GalleryGrid's links), or null: not a thumbnail,
 * or a click that opens a new tab or window (which goes to the full image as a link does).
 */
export function thumbnailClicked(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
}): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return null;
  return (event.target as Element).closest<HTMLAnchorElement>("a[data-gallery-item]");
}
