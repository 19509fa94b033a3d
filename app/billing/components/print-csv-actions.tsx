import { Download, Printer } from "~/components/ui/icons";
import { useLocale } from "~/lib/i18n/i18n";
import { billingCopy } from "../content";

const button =
  "inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 font-semibold dark:border-slate-600";

/**
 * Print and Download CSV, the header actions of the billing reports (day book, sales report).
 * With `printHref`, Print opens that page (a print view of every entry, where the screen shows
 * one page of them; decision 084) instead of printing this one.
 */
export function PrintCsvActions({ csvHref, printHref }: { csvHref: string; printHref?: string }) {
  const c = billingCopy[useLocale()];
  return (
    <>
      {printHref ? (
        <a href={printHref} className={button}>
          <Printer aria-hidden className="size-4" />
          {c.print}
        </a>
      ) : (
        <button type="button" onClick={() => window.print()} className={button}>
          <Printer aria-hidden className="size-4" />
          {c.print}
        </button>
      )}
      <a href={csvHref} className={button} download>
        <Download aria-hidden className="size-4" />
        {c.downloadCsv}
      </a>
    </>
  );
}
