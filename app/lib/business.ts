/**
 * The shape of the business's details. The values are read and validated on the server
 * (app/platform/business.server.ts); the type lives here so browser code can name it.
 */
export type Business = {
  name: string;
  tagline: string;
  address: string;
  phone: string;
  whatsappNumber: string;
  email: string;
  notifyEmail: string;
  mapUrl: string;
  /** Opening hours as the customer reads them, in English and in Tamil. */
  hours: { en: string; ta: string };
  mapEmbedUrl: string;
  /** The shop's position, for maps and search engines. */
  geo: { latitude: number; longitude: number };
  social: { facebook: string; instagram: string; youtube: string };
  blogUrl: string;
  portfolioUrl: string;
  /** Hosted payment-button ids per tea product slug; a product without an id shows no button. */
  paymentButtonIds: Record<string, string>;
};

/** The opening hours in `locale`, one line per ";"-separated part ("Mon–Sat: …; Sunday: Closed"). */
export function openingHoursLines(hours: Business["hours"], locale: "en" | "ta"): string[] {
  const text = (locale === "ta" ? hours.ta : hours.en) || hours.en;
  return text
    .split(";")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** What the browser may see: everything but the address staff notifications go to. */
export type PublicBusiness = Omit<Business, "notifyEmail">;
