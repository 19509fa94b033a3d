import type { ReactNode } from "react";
import { Money } from "~/components/ui/money";
import { amountInWords } from "~/lib/amount-in-words";
import { formatDateTime } from "~/lib/format";
import { type Locale, useLocale } from "~/lib/i18n/i18n";
import { billingCopy } from "../../content";
import { documentCopy } from "../content";
import type { ReceiptDocumentData } from "../document-data.server";
import { DocumentHeader, documentClass } from "../../printing";
import { StampBanner, ThankYou } from "./document-parts";

/** The rows whose value is interface text (the date, the method's name); the rest are data. */
const TRANSLATED_ROWS = new Set(["receipt-date", "receipt-method"]);

/**
 * The lines of a receipt, label and value, in print order (shared with the receipt PDF), in the
 * document's language (English by default).
 */
export function receiptRows(
  data: ReceiptDocumentData,
  locale: Locale = "en",
): [string, string, string][] {
  const c = documentCopy[locale].receipt;
  const { payment: p, bill } = data.receipt;
  const rows: [string, string, string][] = [
    [c.number, p.receiptNumber, "receipt-number"],
    [documentCopy[locale].date, formatDateTime(p.paidAt), "receipt-date"],
    [c.receivedFrom, bill?.customerName ?? "—", "receipt-customer"],
    [c.againstBill, p.billNumber, "receipt-bill"],
    [c.method, billingCopy[locale].methods[p.method], "receipt-method"],
  ];
  if (p.reference) rows.push([c.reference, p.reference, "receipt-reference"]);
  if (p.note) rows.push([c.note, p.note, "receipt-note"]);
  rows.push([c.takenBy, p.createdByName ?? "—", "receipt-taken-by"]);
  return rows;
}

/** Bill total, paid to date and the balance after this payment (or now, once voided). */
export function receiptFigures(
  data: ReceiptDocumentData,
  locale: Locale = "en",
): [string, number, string][] {
  const c = documentCopy[locale];
  const { payment, bill, paidToDatePaise, balanceAfterPaise } = data.receipt;
  if (!bill) return [];
  const balance = payment.voidedAt ? bill.balancePaise : balanceAfterPaise;
  const label = payment.voidedAt ? c.receipt.currentBalance : c.receipt.balanceAfter;
  return [
    [c.receipt.billTotal, bill.finalTotalPaise, "receipt-bill-total"],
    [c.receipt.paidToDate, payment.voidedAt ? bill.paidPaise : paidToDatePaise, "receipt-paid"],
    [balance < 0 ? c.figures.credit : label, Math.abs(balance), "receipt-balance"],
  ];
}

/**
 * A payment's receipt as printed: the business, RECEIPT with its number and date, who paid
 * against which bill, the amount in figures and words, method, reference, note, who took it,
 * the bill's figures, and VOIDED with the reason once voided.
 */
export function ReceiptDocument({
  data,
  narrow,
  children,
}: {
  data: ReceiptDocumentData;
  narrow: boolean;
  /** Printed under the figures (the UPI QR). */
  children?: ReactNode;
}) {
  const locale = useLocale();
  const c = documentCopy[locale];
  const { payment } = data.receipt;
  return (
    <article data-testid="receipt" className={documentClass(narrow)}>
      <DocumentHeader business={data.business} narrow={narrow} />
      <h2 className="mt-4 text-center text-lg font-bold tracking-wide">{c.receipt.title}</h2>
      {payment.voidedAt ? <StampBanner word={c.voided} reason={payment.voidReason} /> : null}
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        {receiptRows(data, locale).map(([label, value, id]) => (
          <div key={id} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd data-testid={id} translate={TRANSLATED_ROWS.has(id) ? undefined : "no"}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-lg font-bold">
        {c.amount}:{" "}
        <span data-testid="receipt-amount" className={payment.voidedAt ? "line-through" : ""}>
          <Money paise={payment.amountPaise} />
        </span>
      </p>
      {/* In the page's language (decision 075); not for a browser's translator. */}
      <p className="text-sm" data-testid="receipt-words" lang={locale} translate="no">
        {amountInWords(payment.amountPaise, locale)}
      </p>
      <dl className="mt-4 ml-auto max-w-xs space-y-1">
        {receiptFigures(data, locale).map(([label, paise, id]) => (
          <div key={id} className="flex justify-between gap-4">
            <dt>{label}</dt>
            <dd data-testid={id}>
              <Money paise={paise} />
            </dd>
          </div>
        ))}
      </dl>
      {children}
      <ThankYou />
    </article>
  );
}
