import { amountInWords } from "~/lib/amount-in-words";
import { formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import { formatIndianPhone } from "~/lib/phone";
import { mutedText } from "~/components/ui/styles";
import { DocumentHeader } from "../../printing";
import { statementCopy } from "../content";
import { closingLine, dayText, type Statement, type StatementLang } from "../statement";
import { StatementTable } from "./statement-table";

/** The business as the statement prints it ("" = leave the line out). */
export type StatementBusiness = {
  name: string;
  tagline: string;
  address: string;
  phone: string;
  email: string;
  gstin: string;
};

function CustomerDetails({ statement: s, lang }: { statement: Statement; lang: StatementLang }) {
  const copy = statementCopy[lang];
  const phones = [s.customer.phone, s.customer.otherPhone]
    .filter((p): p is string => !!p)
    .map(formatIndianPhone)
    .join(", ");
  const rows: [string, string | null][] = [
    [copy.customer, s.customer.name],
    [copy.phone, phones || null],
    [copy.address, s.customer.address],
    [copy.period, fill(copy.range, { from: dayText(s.from), to: dayText(s.to) })],
  ];
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows
        .filter((r): r is [string, string] => !!r[1])
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="whitespace-pre-line">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * The statement as the customer reads it (and as it prints on A4), in its language: the
 * business, the title, the customer and period, the table, what the closing balance asks, the
 * amount in words (English), the UPI QR for the closing balance, thanks.
 */
export function StatementDocumentView({
  statement: s,
  lang,
  business,
  upi,
}: {
  statement: Statement;
  lang: StatementLang;
  business: StatementBusiness;
  upi: { link: string; svg: string } | null;
}) {
  const copy = statementCopy[lang];
  return (
    // The statement is the customer's document, in the language chosen for it (not the page's):
    // a translator leaves it as it is.
    <article
      lang={lang}
      translate="no"
      aria-labelledby="statement-title"
      data-testid="statement"
      data-lang={lang}
      className="mt-6 rounded-lg border border-slate-200 p-6 shadow-sm dark:border-slate-700 print:mt-0 print:border-0 print:p-0 print:text-black print:shadow-none"
    >
      <DocumentHeader business={business} nameAs="p" />
      <h2 id="statement-title" className="mt-4 text-xl font-bold">
        {copy.title}
      </h2>
      <CustomerDetails statement={s} lang={lang} />
      <StatementTable statement={s} copy={copy} />
      {s.entries.length === 0 ? (
        <p className={`mt-2 text-sm ${mutedText}`}>{copy.noEntries}</p>
      ) : null}
      <p
        className="mt-6 text-lg font-bold"
        data-testid="statement-closing"
        data-paise={s.closingPaise}
      >
        {closingLine(s.closingPaise, copy)}
      </p>
      <p className="mt-1 text-sm">
        {copy.amountInWords}:{" "}
        <span translate="no">{amountInWords(Math.abs(s.closingPaise), lang)}</span>
      </p>
      {upi ? (
        <figure
          className="mt-6 flex flex-col items-center gap-1 break-inside-avoid"
          data-testid="upi-qr"
        >
          <div
            className="size-[180px]"
            // The SVG comes from qrcode on the server and is checked there (no script, no href).
            dangerouslySetInnerHTML={{ __html: upi.svg }}
          />
          <figcaption className="text-sm font-semibold">
            {fill(copy.scanToPay, { amount: formatRupees(s.closingPaise) })}
          </figcaption>
        </figure>
      ) : null}
      <p className={`mt-8 text-center text-xs ${mutedText} print:text-black`}>
        {copy.thanks} {business.name}
      </p>
    </article>
  );
}
