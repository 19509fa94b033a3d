/** How far the page scrolls before the site header turns solid. */
export const HEADER_SCROLL_THRESHOLD_PX = 50;

/**
 * Keeps `data-scrolled` on `element` saying whether the page is scrolled past `threshold` pixels
 * (the site header's shadow and solid background are styled from it). Plain DOM, for a hydrated
 * page and one served without hydration alike. Returns the function that stops it.
 */
export function markScrolledPast(element: HTMLElement, threshold: number): () => void {
  const update = () => element.setAttribute("data-scrolled", String(window.scrollY > threshold));
  update();
  window.addEventListener("scroll", update, { passive: true });
  return () => window.removeEventListener("scroll", update);
}
