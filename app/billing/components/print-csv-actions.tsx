import { Download } from "~/components/ui/icons";
import { PrintButton } from "~/components/ui/print-button";
import { buttonClass } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import { billingCopy } from "../content";

/**
 * Print and Download CSV, the header actions of the billing reports (day book, sales report).
 * With `printHref`, Print opens that page (a print view of every entry, where the screen shows
 * one page of them; decision 084) instead of printing this one.
 */
export function PrintCsvActions({ csvHref, printHref }: { csvHref: string; printHref?: string }) {
  const c = billingCopy[useLocale()];
  return (
    <>
      <PrintButton href={printHref} />
      <a href={csvHref} className={buttonClass.outline} download>
        <Download aria-hidden className="size-4" />
        {c.downloadCsv}
      </a>
    </>
  );
}
