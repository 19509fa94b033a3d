import { parseIndianPhone } from "./phone";

/** A WhatsApp chat link to `number` (digits with country code) with `text` prefilled. */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** The order's WhatsApp message: name, service, quantity and message, one per line. */
export function orderWhatsappText(
  labels: { intro: string; name: string; service: string; quantity: string; message: string },
  values: { name?: string; service?: string; quantity?: string; message?: string },
): string {
  const lines = [labels.intro];
  const add = (label: string, value?: string) => {
    if (value?.trim()) lines.push(`${label}: ${value.trim()}`);
  };
  add(labels.name, values.name);
  add(labels.service, values.service);
  add(labels.quantity, values.quantity);
  add(labels.message, values.message);
  return lines.join("\n");
}

/**
 * The wa.me number of a customer's phone: 91 and the 10 digits of an Indian mobile (the phone
 * rules of ./phone, as reminders and statements use them); null for a landline or anything else,
 * which WhatsApp cannot reach.
 */
export function whatsappNumber(phone: string): string | null {
  const parsed = parseIndianPhone(phone);
  return parsed?.kind === "mobile" ? parsed.e164.slice(1) : null;
}
