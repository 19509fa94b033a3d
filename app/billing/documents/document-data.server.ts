import { getBill, getBillLines } from "../bills/index.server";
import { getReceipt, paymentsPanelData } from "../payments/index.server";
import { documentBusiness, upiLinkFor } from "../printing/index.server";

/**
 * What the printed documents (bill preview, bill PDF, receipt, receipt PDF) read: the business
 * details from the owner's settings, the bill with its lines and payments, and the UPI link for
 * the balance (only when a UPI ID is set and something is due).
 */

/** A bill with everything a document prints of it, or null when there is no such bill. */
export async function billDocumentData(id: string) {
  const [bill, lines, panel, settings] = await Promise.all([
    getBill(id),
    getBillLines(id),
    paymentsPanelData(id),
    documentBusiness(),
  ]);
  if (!bill || !panel) return null;
  const upiLinkText = bill.cancelledAt
    ? null
    : upiLinkFor(settings.upi, bill.balancePaise, bill.number);
  return { bill, lines, panel, ...settings, upiLink: upiLinkText };
}

/**
 * A receipt with the business details and the UPI link for what the bill still owes now (null
 * when nothing is due, the bill is cancelled or gone, or no UPI ID is set), or null when there
 * is no such receipt.
 */
export async function receiptDocumentData(receiptNumber: string) {
  const [receipt, settings] = await Promise.all([getReceipt(receiptNumber), documentBusiness()]);
  if (!receipt) return null;
  const bill = receipt.bill;
  const link =
    bill && !bill.cancelledAt ? upiLinkFor(settings.upi, bill.balancePaise, bill.number) : null;
  return { receipt, business: settings.business, upiLink: link };
}

export type ReceiptDocumentData = NonNullable<Awaited<ReturnType<typeof receiptDocumentData>>>;
