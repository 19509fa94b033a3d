import { Link } from "react-router";
import { buttonClass } from "~/components/ui/styles";
import type { CallToAction } from "../content/types";

/** The closing band of a page: heading, text and two buttons. */
export function CallToActionBand({
  content,
  primaryTo,
  secondaryTo,
}: {
  content: CallToAction;
  primaryTo: string;
  secondaryTo: string;
}) {
  return (
    <section
      className="bg-brand-700 px-4 py-16 text-center text-white"
      aria-labelledby="cta-heading"
    >
      <h2 id="cta-heading" className="text-3xl font-bold">
        {content.heading}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-lg text-blue-50">{content.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to={primaryTo} className={buttonClass.accent}>
          {content.primary}
        </Link>
        <Link to={secondaryTo} className={buttonClass.ghostLight}>
          {content.secondary}
        </Link>
      </div>
    </section>
  );
}
