import { mutedText } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import { documentCopy } from "../content";

/** A red banner across a document: CANCELLED / VOIDED with the reason. */
export function StampBanner({ word, reason }: { word: string; reason: string | null }) {
  return (
    <p
      role="status"
      data-testid="document-stamp"
      className="mt-4 rounded border-2 border-red-700 px-3 py-2 text-center font-bold text-red-800"
    >
      {word}
      {reason ? (
        <span>
          {" — "}
          <span translate="no">{reason}</span>
        </span>
      ) : null}
    </p>
  );
}

/** The closing line. */
export function ThankYou() {
  const c = documentCopy[useLocale()];
  return <p className={`mt-8 text-center text-xs ${mutedText}`}>{c.thanks}</p>;
}
