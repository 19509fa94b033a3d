import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Glyph } from "~/components/ui/icon";
import { x } from "~/components/ui/glyphs";
import { buttonClass } from "~/components/ui/styles";
import { armOfferPopup } from "./offer-popup-timer";

/**
 * The special-offer popup: a modal <dialog> in the top layer, so it never moves the page, opened
 * only in the browser (armOfferPopup: 1 s after the page loads, once per browser session, closed
 * after 4 s), so crawlers read the page as it is. The home page is served without hydration
 * (decision 055): there app/static-page.ts arms it; after a client navigation, this effect does.
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
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => (ref.current ? armOfferPopup(ref.current) : undefined), []);
  return (
    <dialog
      ref={ref}
      aria-labelledby="offer-heading"
      data-testid="offer-popup"
      data-offer=""
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
          data-offer-close=""
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
        <Link to="/place-order" className={`${buttonClass.accent} mt-5`}>
          {cta}
        </Link>
      </div>
    </dialog>
  );
}
