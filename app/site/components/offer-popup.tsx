import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { Glyph } from "~/components/ui/icon";
import { x } from "~/components/ui/glyphs";
import { buttonClass } from "~/components/ui/styles";

const SHOW_AFTER_MS = 1000;
const CLOSE_AFTER_MS = 4000;
export const OFFER_SESSION_FLAG = "offerPopupShown";

/**
 * The special-offer popup: shown 1 s after the page loads, once per browser session
 * (sessionStorage flag `offerPopupShown`), closed after 4 s, by its close button, a click on the
 * backdrop or Escape. It is a modal <dialog> in the top layer, so it never moves the page, and
 * it only opens in the browser, so crawlers read the page as it is.
 */
export function OfferPopup({
  heading,
  text,
  cta,
  close,
  imageAlt,
}: {
  heading: string;
  text: string;
  cta: string;
  close: string;
  imageAlt: string;
}) {
  const [open, setOpen] = useState(false);
  const hidePopup = () => setOpen(false);

  useEffect(() => {
    let hide: ReturnType<typeof setTimeout> | undefined;
    try {
      if (window.sessionStorage.getItem(OFFER_SESSION_FLAG)) return;
    } catch {
      return; // storage unavailable: never nag
    }
    const show = setTimeout(() => {
      try {
        window.sessionStorage.setItem(OFFER_SESSION_FLAG, "true");
      } catch {
        // ignore
      }
      setOpen(true);
      hide = setTimeout(() => setOpen(false), CLOSE_AFTER_MS);
    }, SHOW_AFTER_MS);
    return () => {
      clearTimeout(show);
      if (hide) clearTimeout(hide);
    };
  }, []);

  return (
    <Dialog
      open={open}
      onClose={hidePopup}
      labelledBy="offer-heading"
      testId="offer-popup"
      closeOnBackdrop
      className="m-auto w-[min(92vw,28rem)] overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-black/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="relative">
        <img
          src="/images/offer.svg"
          alt={imageAlt}
          width={600}
          height={400}
          loading="lazy"
          className="h-auto w-full"
        />
        <button
          type="button"
          onClick={hidePopup}
          aria-label={close}
          data-testid="offer-close"
          className="absolute top-2 right-2 rounded-full bg-white/90 p-2 text-slate-900 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Glyph icon={x} className="size-5" />
        </button>
      </div>
      <div className="p-6 text-center">
        <h2 id="offer-heading" className="text-2xl font-bold">
          {heading}
        </h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{text}</p>
        <Link to="/place-order" className={`${buttonClass.accent} mt-5`} onClick={hidePopup}>
          {cta}
        </Link>
      </div>
    </Dialog>
  );
}
