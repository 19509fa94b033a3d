import type { DocumentBusiness } from "~/domain/printing/business.server";
import { printCopy } from "~/domain/printing/content";
import { DocumentHeader, documentClass, printPageClass } from "~/domain/printing/document-parts";
import { PrintButton } from "~/components/ui/print-button";
import { buttonClass } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import { formatDate } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { formatIndianPhone } from "~/lib/phone";
import { quotesContent } from "../content";
import { quoteDocumentContent } from "../document-content";
import { QuoteView, type QuoteShown } from "./quote-view";

/**
 * A quote version on paper (decision 098): the business details from the settings, the
 * reference and version, the customer, then the quote's table (lines, sums, validity,
 * turnaround, notes) — the A4 print view for staff and, through the status link, the customer.
 * Above it (not printed): Print, and the PDF in English and in Tamil.
 */
export type PrintedQuote = {
  reference: string;
  customer: { name: string; phone: string };
  quote: QuoteShown & { createdAt: string };
  business: DocumentBusiness;
};

/** The A4 page (app/app.css's named page) around the paper. */
export const QUOTE_PAGE_CLASS = printPageClass(false);

export function QuoteDocumentView({ doc, pdfHref }: { doc: PrintedQuote; pdfHref: string }) {
  const locale = useLocale();
  const c = quotesContent[locale];
  const t = quoteDocumentContent[locale];
  const q = doc.quote;
  const pdf = (lang: "en" | "ta") => `${pdfHref}${pdfHref.includes("?") ? "&" : "?"}lang=${lang}`;
  return (
    <>
      <div className="flex flex-wrap gap-2 print:hidden">
        <PrintButton />
        {(["en", "ta"] as const).map((lang) => (
          <a key={lang} href={pdf(lang)} className={buttonClass.outline} download>
            {t.pdfIn[lang]}
          </a>
        ))}
      </div>
      <article className={documentClass(false)} data-testid="quote-document">
        <DocumentHeader business={doc.business} />
        <h2 className="mt-4 text-xl font-bold">{t.title}</h2>
        <p className="mt-1 font-semibold">
          {t.reference}: <span translate="no">{doc.reference}</span> ·{" "}
          {fill(c.version, { version: q.version })}
        </p>
        <p>
          {t.date}: {formatDate(q.createdAt)}
        </p>
        <p className="mt-3">
          {t.customer}: <span translate="no">{doc.customer.name}</span>
        </p>
        <p>
          {t.phone}: <span translate="no">{formatIndianPhone(doc.customer.phone)}</span>
        </p>
        <div className="mt-4">
          <QuoteView quote={q} />
        </div>
        <p className="mt-8 text-center text-xs text-slate-600">
          {printCopy[locale].thanks} <span translate="no">{doc.business.name}</span>
        </p>
      </article>
    </>
  );
}
