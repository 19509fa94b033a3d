/**
 * UPI payment links ("upi://pay?..."), the text a UPI QR code carries: any UPI app (GPay,
 * PhonePe, Paytm, BHIM) that scans it opens a payment to the shop with the amount and note filled.
 */

/** A UPI ID (VPA) such as "limra.prints@okaxis": 2–256 characters, handle "@" bank. */
const VPA = /^[a-zA-Z0-9.\-_]+@[a-zA-Z][a-zA-Z0-9]+$/;

/** Whether `text` (trimmed) has the shape of a UPI ID, e.g. "name@bank". */
export function isValidVpa(text: string): boolean {
  const vpa = text.trim();
  return vpa.length >= 2 && vpa.length <= 256 && VPA.test(vpa);
}

export type UpiLinkInput = {
  /** The payee's UPI ID, e.g. "limra.prints@okaxis". */
  vpa: string;
  /** The payee's name as the paying app shows it. */
  payeeName: string;
  /** The amount to pay in integer paise; 0 or less leaves the amount for the payer to type. */
  amountPaise: number;
  /** The transaction note, e.g. the bill number "BILL0042"; left out when empty. */
  note?: string;
};

/** Integer paise -> "1234.50" (rupees with two decimals, no grouping, as UPI expects). */
function upiAmount(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

/**
 * The UPI payment link, parameters in this order: pa (UPI ID), pn (payee name), am (rupees with
 * two decimals; left out when the amount is 0 or less), cu=INR, tn (note; left out when empty).
 * Every value is percent-encoded with encodeURIComponent (a space becomes %20, "&" becomes %26),
 * except "@", which RFC 3986 allows in a query and which some UPI apps expect literally in pa:
 *
 *   upiLink({ vpa: "shop@okaxis", payeeName: "Limra Prints", amountPaise: 123450, note: "BILL0042" })
 *   -> "upi://pay?pa=shop@okaxis&pn=Limra%20Prints&am=1234.50&cu=INR&tn=BILL0042"
 *
 * Throws a RangeError for a UPI ID that isValidVpa refuses or an amount that is not integer paise.
 */
export function upiLink({ vpa, payeeName, amountPaise, note }: UpiLinkInput): string {
  if (!isValidVpa(vpa)) throw new RangeError(`not a UPI ID: ${vpa}`);
  if (!Number.isSafeInteger(amountPaise)) {
    throw new RangeError(`amountPaise must be an integer, got ${amountPaise}`);
  }
  const params: [string, string][] = [
    ["pa", vpa.trim()],
    ["pn", payeeName.trim()],
  ];
  if (amountPaise > 0) params.push(["am", upiAmount(amountPaise)]);
  params.push(["cu", "INR"]);
  if (note?.trim()) params.push(["tn", note.trim()]);
  const encode = (value: string) => encodeURIComponent(value).replaceAll("%40", "@");
  return `upi://pay?${params.map(([k, v]) => `${k}=${encode(v)}`).join("&")}`;
}
