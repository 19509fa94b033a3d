/**
 * Indian phone numbers: 10 digits, optionally written with +91 (spaces and dashes allowed).
 * Stored as +91 followed by the 10 digits.
 */
export const INDIAN_PHONE_PATTERN = /^(?:\+91)?[0-9]{10}$/;
export function normalizeIndianPhone(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, "");
  return INDIAN_PHONE_PATTERN.test(compact) ? `+91${compact.slice(-10)}` : null;
}
