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
