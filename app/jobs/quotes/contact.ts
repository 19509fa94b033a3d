import { parseIndianPhone } from "~/lib/phone";

/**
 * The wa.me number of a job's phone (decision 098): 91 and the 10 digits of an Indian mobile
 * (the phone rules of ~/lib/phone, as reminders and statements use them); null for a landline
 * or anything else, which WhatsApp cannot reach.
 */
export function whatsappNumber(phone: string): string | null {
  const parsed = parseIndianPhone(phone);
  return parsed?.kind === "mobile" ? parsed.e164.slice(1) : null;
}
