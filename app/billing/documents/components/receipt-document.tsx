import type { ReactNode } from "react";
import { Money } from "~/components/ui/money";
import { amountInWords } from "~/lib/amount-in-words";
import { formatDateTime } from "~/lib/format";
import { PAYMENT_METHOD_LABELS } from "../../money";
import type { ReceiptDocumentData } from "../document-data.server";
import { DocumentHeader, StampBanner, ThankYou, documentClass } from "./document-parts";

/** The lines of a receipt, label and value, in print order (shared with the receipt PDF). */
export function receiptRows(data: ReceiptDocumentData): [string, string, string][] {
  const { payment: p, bill } = data.receipt;
  const rows: [string, string, string][] = [
    ["Receipt No", p.receiptNumber, "receipt-number"],
    ["Date", formatDateTime(p.paidAt), "receipt-date"],
    ["Received from", bill?.customerName ?? "—", "receipt-customer"],
    ["Against bill no", p.billNumber, "receipt-bill"],
    ["Method", PAYMENT_METHOD_LABELS[p.method], "receipt-method"],
  ];
  if (p.reference) rows.push(["Reference", p.reference, "receipt-reference"]);
  if (p.note) rows.push(["Note", p.note, "receipt-note"]);
  rows.push(["Taken by", p.createdByName ?? "—", "receipt-taken-by"]);
  return rows;
}

/** Bill total, paid to date and the balance after this payment (or now, once voided). */
export function receiptFigures(data: ReceiptDocumentData): [string, number, string][] {
  const { payment, bill, paidToDatePaise, balanceAfterPaise } = data.receipt;
  if (!bill) return [];
  const balance = payment.voidedAt ? bill.balancePaise : balanceAfterPaise;
  const label = payment.voidedAt ? "Current balance" : "Balance after this payment";
  return [
    ["Bill total", bill.finalTotalPaise, "receipt-bill-total"],
    ["Paid to date", payment.voidedAt ? bill.paidPaise : paidToDatePaise, "receipt-paid"],
    [balance < 0 ? "Credit" : label, Math.abs(balance), "receipt-balance"],
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
  const { payment } = data.receipt;
  return (
    <article data-testid="receipt" className={documentClass(narrow)}>
      <DocumentHeader business={data.business} narrow={narrow} />
      <h2 className="mt-4 text-center text-lg font-bold tracking-wide">RECEIPT</h2>
      {payment.voidedAt ? <StampBanner word="VOIDED" reason={payment.voidReason} /> : null}
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        {receiptRows(data).map(([label, value, id]) => (
          <div key={id} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd data-testid={id}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-lg font-bold">
        Amount:{" "}
        <span data-testid="receipt-amount" className={payment.voidedAt ? "line-through" : ""}>
          <Money paise={payment.amountPaise} />
        </span>
      </p>
      <p className="text-sm" data-testid="receipt-words">
        {amountInWords(payment.amountPaise)}
      </p>
      <dl className="mt-4 ml-auto max-w-xs space-y-1">
        {receiptFigures(data).map(([label, paise, id]) => (
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
