import type { DocumentBusiness } from "./business.server";

/**
 * The paper every printed document is on and the business head it starts with, shared by
 * billing's bill and receipt (billing/documents), the customer statement (billing/statements) and
 * jobs' quote (jobs/quotes): one look on screen and on paper. The PDFs draw the same head with
 * writeHeader (pdf.server.ts).
 */

/** The classes of a printed document: A4, or the 80 mm roll (`narrow`); white paper in both themes. */
export function documentClass(narrow: boolean): string {
  return `paper mt-6 rounded-lg border border-slate-200 bg-white p-8 text-slate-900 max-sm:p-4 shadow-sm print:mt-0 print:border-0 print:shadow-none ${
    narrow ? "mx-auto max-w-[80mm] p-3 text-xs print:p-0" : ""
  }`;
}

/** The page wrapper that picks the A4 or 80 mm @page (app/app.css). */
export function printPageClass(narrow: boolean): string {
  return `mx-auto max-w-3xl px-4 py-10 print:p-0 ${narrow ? "print-page-receipt" : "print-page-a4"}`;
}

/**
 * The business's name and details from the settings (GSTIN only when set), underlined; they are
 * data (translate="no"). A4 unless `narrow` (the 80 mm roll). The name is the page's heading
 * (`h1`) unless the page has its own (`nameAs="p"`: the customer statement, whose page is titled).
 */
export function DocumentHeader({
  business,
  narrow = false,
  nameAs: Name = "h1",
}: {
  business: DocumentBusiness;
  narrow?: boolean;
  nameAs?: "h1" | "p";
}) {
  const contacts = [business.phone, business.email].filter(Boolean).join(" · ");
  return (
    <header className="border-b-2 border-brand-600 pb-4 text-center">
      <Name className={narrow ? "text-base font-bold" : "text-2xl font-bold"} translate="no">
        {business.name}
      </Name>
      {business.tagline ? (
        <p className="text-sm" translate="no">
          {business.tagline}
        </p>
      ) : null}
      {business.address ? (
        <p className="text-sm whitespace-pre-line" translate="no">
          {business.address}
        </p>
      ) : null}
      {contacts ? (
        <p className="text-sm" translate="no">
          {contacts}
        </p>
      ) : null}
      {business.gstin ? (
        <p className="text-sm" data-testid="business-gstin">
          GSTIN: <span translate="no">{business.gstin}</span>
        </p>
      ) : null}
    </header>
  );
}
