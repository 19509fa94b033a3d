/**
 * The one script of a page served without hydration (a route whose `handle` has
 * `hydrate: false`, decision 055: the home page and the content pages): no React, no React Router, only what the
 * page needs that HTML and CSS do not give. Its links, forms, the language and theme switches
 * and the review form's stars work without any script. Each piece is the same plain-DOM code a
 * hydrated page runs from its components' effects:
 *
 * - the header's menus close on a press outside and on Escape (closeMenuFromOutside);
 * - the header turns solid once the page is scrolled (markScrolledPast);
 * - the server's toasts close by their button or after a few seconds (closeServerToasts);
 * - a gallery's thumbnails open the full-size viewer (enhanceGallery);
 * - the special offer popup shows once per browser session (armOfferPopup).
 *
 * Built as its own entry by scripts/vite-static-page.ts; the root names it for such a page.
 */
import { closeMenuFromOutside } from "./components/behaviours/details-menu";
import {
  HEADER_SCROLL_THRESHOLD_PX,
  markScrolledPast,
} from "./components/behaviours/scrolled-past";
import { closeServerToasts } from "./components/behaviours/server-toasts";
import { STATIC_PAGE_READY } from "./lib/static-page";
import { enhanceGallery } from "./site/components/gallery-lightbox";
import { armOfferPopup } from "./site/components/offer-popup-timer";

for (const menu of document.querySelectorAll<HTMLDetailsElement>("details[data-menu]")) {
  closeMenuFromOutside(menu);
}
const header = document.querySelector<HTMLElement>("header[data-scrolled]");
if (header) markScrolledPast(header, HEADER_SCROLL_THRESHOLD_PX);
closeServerToasts(document);
for (const gallery of document.querySelectorAll<HTMLElement>("[data-gallery]")) {
  enhanceGallery(gallery);
}
const offer = document.querySelector<HTMLDialogElement>("dialog[data-offer]");
if (offer) armOfferPopup(offer);
document.documentElement.setAttribute(STATIC_PAGE_READY, "");
