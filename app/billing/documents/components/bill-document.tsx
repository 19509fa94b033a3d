import { Money } from "~/components/ui/money";
import { amountInWords } from "~/lib/amount-in-words";
import { formatDate, formatRupees } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { type DocumentCopy, documentCopy } from "../content";
import { billFigureRows, type FigureRow } from "../figures";
import type { Bill, BillLine } from "../../bills/index.server";
import { quantityText } from "../../money";
import type { Payment } from "../../payments/index.server";
import type { DocumentBusiness } from "../../printing/index.server";
import { DocumentHeader, documentClass } from "../../printing";
import { StampBanner, ThankYou } from "./document-parts";
import { UpiQr } from "./upi-qr";
import { formatIndianPhone } from "~/lib/phone";

/** The line items: description, quantity with unit, rate, amount. */
function LinesTable({
  lines,
  particulars,
  c,
}: {
  lines: BillLine[];
  particulars: string;
  c: DocumentCopy;
}) {
  if (lines.length === 0) {
    return (
      <section className="mt-4">
        <h2 className="font-semibold">{c.particulars}</h2>
        <p className="whitespace-pre-line" translate="no">
          {particulars}
        </p>
      </section>
    );
  }
  const cell = "border-b border-slate-200 px-1 py-1 align-top";
  return (
    <table className="doc-lines mt-4 w-full text-left text-sm" data-testid="bill-lines">
      <thead>
        <tr className="border-b-2 border-slate-300">
          <th className="px-1">{c.description}</th>
          <th className="px-1 text-right">{c.qty}</th>
          <th className="px-1 text-right">{c.rate}</th>
          <th className="px-1 text-right">{c.amount}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.id} data-testid="bill-line">
            <td className={cell} translate="no">
              {l.description}
            </td>
            <td className={`${cell} text-right`} translate="no">
              {quantityText(l.quantityMilli)} {l.unit}
            </td>
            <td className={`${cell} text-right`}>
              <Money paise={l.ratePaise} />
            </td>
            <td className={`${cell} text-right`}>
              <Money paise={l.amountPaise} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A figure's label; a payment's receipt number in it is data (not translated). */
function FigureLabel({ row }: { row: FigureRow }) {
  if (!row.receipt || !row.label.startsWith(row.receipt)) return <>{row.label}</>;
  return (
    <>
      <span translate="no">{row.receipt}</span>
      {row.label.slice(row.receipt.length)}
    </>
  );
}

function Figures({ bill, payments }: { bill: Bill; payments: Payment[] }) {
  const locale = useLocale();
  return (
    <dl className="mt-6 ml-auto max-w-sm space-y-1">
      {billFigureRows(bill, payments, locale).map((r) => {
        const Wrap = r.struck ? "s" : "span";
        return (
          <div
            key={r.id}
            className={`flex justify-between gap-4 ${r.strong ? "border-t border-slate-300 pt-1 font-bold" : ""} ${r.struck ? "text-slate-500" : ""}`}
          >
            <dt>
              <Wrap>
                <FigureLabel row={r} />
              </Wrap>
            </dt>
            <dd
              data-testid={`preview-${r.id}`}
              className={
                r.id === "balance" && r.paise > 0
                  ? "text-red-700"
                  : r.id === "credit"
                    ? "text-green-700"
                    : undefined
              }
            >
              <Wrap>{formatRupees(r.paise)}</Wrap>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

export type BillDocumentProps = {
  bill: Bill;
  lines: BillLine[];
  payments: Payment[];
  business: DocumentBusiness;
  upi: { link: string; svg: string } | null;
  /** The 80 mm receipt layout (else A4). */
  receipt: boolean;
};

/**
 * The printed bill: the business (from the settings), number and date, customer, the lines,
 * the figures with the payments, the total in words, CANCELLED with the reason, and the UPI QR
 * for the balance.
 */
export function BillDocument({ bill, lines, payments, business, upi, receipt }: BillDocumentProps) {
  const locale = useLocale();
  const c = documentCopy[locale];
  return (
    <article data-testid="bill-preview" className={documentClass(receipt)}>
      <DocumentHeader business={business} narrow={receipt} />
      {bill.cancelledAt ? <StampBanner word={c.cancelled} reason={bill.cancelReason} /> : null}
      <div className={`mt-4 flex justify-between gap-4 ${receipt ? "flex-col" : ""}`}>
        <p>
          <span className="font-semibold">{c.billNo}: </span>
          <span data-testid="bill-number" translate="no">
            {bill.number}
          </span>
        </p>
        <p>
          <span className="font-semibold">{c.date}: </span>
          {formatDate(bill.createdAt)}
        </p>
      </div>
      <section className="mt-4">
        <h2 className="font-semibold">{c.customer}</h2>
        <p translate="no">{bill.customerName}</p>
        {bill.customerPhone ? (
          <p translate="no" data-testid="customer-phone">
            {formatIndianPhone(bill.customerPhone)}
          </p>
        ) : null}
        {bill.customerAddress ? <p translate="no">{bill.customerAddress}</p> : null}
      </section>
      <LinesTable lines={lines} particulars={bill.particulars} c={c} />
      <Figures bill={bill} payments={payments} />
      <p className="mt-4 text-sm" data-testid="amount-in-words">
        <span className="font-semibold">{c.amountInWords}: </span>
        {/* In the page's language (decision 075); not for a browser's translator. */}
        <span lang={locale} translate="no">
          {amountInWords(bill.finalTotalPaise, locale)}
        </span>
      </p>
      {upi ? <UpiQr upi={upi} balancePaise={bill.balancePaise} /> : null}
      <ThankYou />
    </article>
  );
}
