import { getBusinessSettings } from "~/platform/business-settings.server";
import { upiLink } from "~/lib/upi";
import { getBusiness } from "~/platform/business.server";
import { qrPng, qrSvg } from "~/platform/qr.server";
import { getBill, getBillLines } from "../bills/bills.server";
import { getReceipt, paymentsPanelData } from "../payments/index.server";
import { formatIndianPhone } from "~/lib/phone";

/**
 * What the printed documents (bill preview, bill PDF, receipt, receipt PDF) read: the business
 * details from the owner's settings, the bill with its lines and payments, and the UPI link for
 * the balance (only when a UPI ID is set and something is due).
 */

/** The business as documents print it ("" = leave the line out). */
export type DocumentBusiness = {
  name: string;
  tagline: string;
  address: string;
  phone: string;
  email: string;
  gstin: string;
};

export type UpiSettings = { upiId: string; upiPayeeName: string };

/** The business details from the settings, and the UPI ID and payee name. */
export async function documentBusiness(): Promise<{
  business: DocumentBusiness;
  upi: UpiSettings;
}> {
  const s = await getBusinessSettings();
  return {
    business: {
      name: s.name,
      tagline: getBusiness().tagline,
      address: s.address,
      phone: formatIndianPhone(s.phone),
      email: s.email,
      gstin: s.gstin,
    },
    upi: { upiId: s.upiId, upiPayeeName: s.upiPayeeName },
  };
}

/**
 * The UPI link asking for `balancePaise` with the bill number as note, or null when no UPI ID
 * is set or nothing is due: `upi://pay?pa=<vpa>&pn=<name>&am=<balance>&cu=INR&tn=<bill number>`.
 */
export function upiLinkFor(upi: UpiSettings, balancePaise: number, billNumber: string) {
  if (!upi.upiId || balancePaise <= 0) return null;
  try {
    return upiLink({
      vpa: upi.upiId,
      payeeName: upi.upiPayeeName,
      amountPaise: balancePaise,
      note: billNumber,
    });
  } catch {
    // A UPI ID saved before it was checked: no QR rather than no bill.
    return null;
  }
}

/** The link and its QR code as inline SVG (pages), or null. */
export async function upiQrSvg(link: string | null) {
  return link ? { link, svg: await qrSvg(link, { size: 180 }) } : null;
}

/** The link's QR code as a PNG (PDFs), or null. */
export function upiQrPng(link: string | null): Promise<Buffer | null> {
  return link ? qrPng(link, { size: 300 }) : Promise.resolve(null);
}

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
