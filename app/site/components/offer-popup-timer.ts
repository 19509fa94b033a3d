const SHOW_AFTER_MS = 1000;
const CLOSE_AFTER_MS = 4000;
export const OFFER_SESSION_FLAG = "offerPopupShown";

/**
 * The special offer popup's behaviour, in plain DOM (the home page is served without hydration,
 * decision 055; a visit that reaches it by a client navigation runs the same code from
 * OfferPopup's effect): shown as a modal 1 s after the page loads, once per browser session
 * (sessionStorage flag `offerPopupShown`), closed after 4 s, by its close button
 * (`data-offer-close`), a click on the backdrop, its link or Escape (the dialog's own). Returns the
 * function that stops it.
 */
export function armOfferPopup(dialog: HTMLDialogElement): () => void {
  let hide: ReturnType<typeof setTimeout> | undefined;
  let show: ReturnType<typeof setTimeout> | undefined;
  const close = () => {
    if (dialog.open) dialog.close();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    // The backdrop (a click on the dialog box itself), the close button or the offer's link.
    if (target === dialog || target.closest("[data-offer-close], a")) close();
  };
  dialog.addEventListener("click", onClick);
  try {
    if (!window.sessionStorage.getItem(OFFER_SESSION_FLAG)) {
      show = setTimeout(() => {
        try {
          window.sessionStorage.setItem(OFFER_SESSION_FLAG, "true");
        } catch {
          // ignore
        }
        dialog.showModal();
        hide = setTimeout(close, CLOSE_AFTER_MS);
      }, SHOW_AFTER_MS);
    }
  } catch {
    // storage unavailable: never nag
  }
  return () => {
    clearTimeout(show);
    clearTimeout(hide);
    dialog.removeEventListener("click", onClick);
    close();
  };
}
