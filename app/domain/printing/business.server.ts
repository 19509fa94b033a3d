import { formatIndianPhone } from "~/lib/phone";
import { upiLink } from "~/lib/upi";
import { getBusinessSettings } from "~/domain/business-settings.server";
import { getBusiness } from "~/platform/business.server";
import { qrPng, qrSvg } from "~/platform/qr.server";

/**
 * What every printed document heads and ends with: the business details from the owner's
 * settings, and the UPI link and its QR code for what is due (only when a UPI ID is set and
 * something is due). Used by the bill and the receipt (billing/documents) and the statement
 * (billing/statements).
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
