/**
 * Indian phone numbers, the one helper every form, link and search uses. A number is 10 digits,
 * written with or without +91, 0091, 91 or the trunk 0, with spaces, dashes, dots or brackets.
 * It is stored as +91 followed by the 10 digits. Numbers starting 6–9 are mobiles (the customer's
 * key); the others are landlines with their STD code (044 2345 6789 → +914423456789), kept as a
 * customer's "other phone".
 */
export type IndianPhone = { e164: string; national: string; kind: "mobile" | "landline" };

const PHONE = /^(?:\+91|0091|91(?=[0-9]{10}$)|0(?=[0-9]{10}$))?([0-9]{10})$/;

export function parseIndianPhone(raw: string | null | undefined): IndianPhone | null {
  if (!raw) return null;
  const national = PHONE.exec(raw.replace(/[\s\-().]/g, ""))?.[1];
  if (!national || national.startsWith("0")) return null;
  return {
    e164: `+91${national}`,
    national,
    kind: /^[6-9]/.test(national) ? "mobile" : "landline",
  };
}

/** The number as +91 and 10 digits, or null when it is not an Indian phone number. */
export function normalizeIndianPhone(raw: string): string | null {
  return parseIndianPhone(raw)?.e164 ?? null;
}

/**
 * The one way a phone number is shown (decision 076): an Indian number, however it was stored or
 * typed (+919876501234, 98765 01234, 098765-01234, +91 98765 01234), as "+91 98765 01234";
 * anything else as it is. Links use the stored +91… number (tel:+919876501234,
 * wa.me/919876501234), never this text.
 */
export function formatIndianPhone(phone: string): string {
  const parsed = parseIndianPhone(phone);
  if (!parsed) return phone;
  return `+91 ${parsed.national.slice(0, 5)} ${parsed.national.slice(5)}`;
}

/** formatIndianPhone for a number that may be missing: null or "" stays null. */
export function phoneText(phone: string | null | undefined): string | null {
  return phone ? formatIndianPhone(phone) : null;
}

/**
 * What a search box's digits mean as the start of a stored number: "98765" and "+91 98765"
 * → "+9198765"; null when the query has no digits to search by.
 */
export function phoneSearchPrefix(query: string): string | null {
  const compact = query.replace(/[\s\-().]/g, "");
  if (!/^\+?[0-9]{3,}$/.test(compact)) return null;
  const national = compact.startsWith("+91")
    ? compact.slice(3)
    : compact.startsWith("0091")
      ? compact.slice(4)
      : compact.length > 10 && compact.startsWith("91")
        ? compact.slice(2)
        : compact.replace(/^[+0]/, "");
  return national ? `+91${national}` : null;
}

/** The tel: link of the business's phone as shown ("+91 98765 01234" calls tel:+919876501234). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s/g, "")}`;
}
