import { z } from "zod";
import { describeIssues, setEnv } from "./env.server";
import type { Business, PublicBusiness } from "~/lib/business";
import { formatIndianPhone, normalizeIndianPhone } from "~/lib/phone";

/**
 * The business's public details, in one typed place. Each value can be overridden by an
 * environment variable (documented in .env.example); overrides are validated at start.
 * The defaults are demo values for a fresh install.
 */
export type { Business, PublicBusiness } from "~/lib/business";

const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ]{10,16}$/, "must be a phone number such as +91 98765 43210");

const schema = z.object({
  BUSINESS_NAME: z.string().trim().min(1).default("Limra Graphics"),
  BUSINESS_TAGLINE: z.string().trim().min(1).default("Digital & Offset Printing · Graphic Design"),
  BUSINESS_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .default("12, Main Bazaar Road, Melapalayam, Tirunelveli, Tamil Nadu 627005"),
  BUSINESS_PHONE: phone.default("+91 98765 43210"),
  BUSINESS_WHATSAPP: z
    .string()
    .trim()
    .regex(/^[0-9]{10,15}$/, "digits only, with the country code, e.g. 919876543210")
    .default("919876543210"),
  BUSINESS_EMAIL: z.email().default("hello@limragraphics.in"),
  BUSINESS_NOTIFY_EMAIL: z.email().optional(),
  BUSINESS_MAP_URL: z
    .url()
    .default("https://www.google.com/maps/search/?api=1&query=Melapalayam+Tirunelveli"),
  BUSINESS_MAP_EMBED_URL: z
    .url()
    .default("https://www.google.com/maps?q=Melapalayam,Tirunelveli&output=embed"),
  BUSINESS_GEO: z
    .string()
    .default("8.7077,77.7309")
    .transform((v, ctx) => {
      const [lat, lng] = v.split(",").map((n) => Number(n.trim()));
      if (
        lat === undefined ||
        lng === undefined ||
        !Number.isFinite(lat) ||
        !Number.isFinite(lng) ||
        Math.abs(lat) > 90 ||
        Math.abs(lng) > 180
      ) {
        ctx.addIssue({
          code: "custom",
          message: "must be latitude,longitude such as 8.7077,77.7309",
        });
        return { latitude: 0, longitude: 0 };
      }
      return { latitude: lat, longitude: lng };
    }),
  SOCIAL_FACEBOOK_URL: z.url().default("https://www.facebook.com/limragraphics"),
  SOCIAL_INSTAGRAM_URL: z.url().default("https://www.instagram.com/limragraphics"),
  SOCIAL_YOUTUBE_URL: z.url().default("https://www.youtube.com/@limragraphics"),
  BLOG_URL: z.url().default("https://blog.limragraphics.in"),
  PORTFOLIO_URL: z.url().default("https://portfolio.limragraphics.in"),
  PAYMENT_BUTTON_IDS: z
    .string()
    .default("")
    .transform((v, ctx) => {
      const ids: Record<string, string> = {};
      for (const pair of v
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean)) {
        const [slug, id] = pair.split("=").map((s) => s?.trim());
        if (!slug || !id) {
          ctx.addIssue({ code: "custom", message: `"${pair}" is not slug=button_id` });
          continue;
        }
        ids[slug] = id;
      }
      return ids;
    }),
});

/** The opening hours before the owner saves any (on /admin/settings). */
export const DEFAULT_HOURS = {
  en: "Monday–Saturday: 9:00 AM–8:00 PM; Sunday: Closed",
  ta: "திங்கள்–சனி: காலை 9:00–இரவு 8:00; ஞாயிறு: விடுமுறை",
};

let cached: Business | undefined;

export function getBusiness(): Business {
  if (cached) return cached;
  const parsed = schema.safeParse(setEnv());
  if (!parsed.success) {
    throw new Error(`Invalid business configuration:\n${describeIssues(parsed.error)}`);
  }
  const e = parsed.data;
  cached = {
    name: e.BUSINESS_NAME,
    tagline: e.BUSINESS_TAGLINE,
    address: e.BUSINESS_ADDRESS,
    phone: e.BUSINESS_PHONE,
    whatsappNumber: e.BUSINESS_WHATSAPP,
    email: e.BUSINESS_EMAIL,
    notifyEmail: e.BUSINESS_NOTIFY_EMAIL ?? e.BUSINESS_EMAIL,
    mapUrl: e.BUSINESS_MAP_URL,
    mapEmbedUrl: e.BUSINESS_MAP_EMBED_URL,
    hours: DEFAULT_HOURS,
    geo: e.BUSINESS_GEO,
    social: {
      facebook: e.SOCIAL_FACEBOOK_URL,
      instagram: e.SOCIAL_INSTAGRAM_URL,
      youtube: e.SOCIAL_YOUTUBE_URL,
    },
    blogUrl: e.BLOG_URL,
    portfolioUrl: e.PORTFOLIO_URL,
    paymentButtonIds: e.PAYMENT_BUTTON_IDS,
  };
  return cached;
}

/** What the browser may see: everything but the internal notification address. */
export function publicBusiness(): PublicBusiness {
  const { notifyEmail: _, ...rest } = getBusiness();
  return rest;
}

export function resetBusinessCache() {
  cached = undefined;
}

/** The name, address, phone and e-mail of the business as the owner last saved them. */
export type BusinessContactSnapshot = {
  name: string;
  address: string;
  phone: string;
  email: string;
};

/**
 * The owner's saved details as this process last read them outside a transaction, kept current by
 * app/domain/business-settings.server.ts (every page's root loader reads the settings, and so does
 * boot): what synchronous infrastructure uses — e-mail layouts and subjects, the authenticator's
 * issuer name — where an await is not at hand (decision 038). The environment's before any read.
 */
let contactSnapshot: BusinessContactSnapshot | undefined;

export function rememberBusinessContact(contact: BusinessContactSnapshot): void {
  contactSnapshot = { ...contact };
}

/** The last remembered details (the environment's before any read); the phone as saved. */
export function rememberedBusinessContact(): BusinessContactSnapshot {
  if (contactSnapshot) return contactSnapshot;
  const business = getBusiness();
  return {
    name: business.name,
    address: business.address,
    phone: normalizeIndianPhone(business.phone) ?? business.phone,
    email: business.email,
  };
}

/** The business's name, address and phone as e-mails print them. */
export function businessContact(): { name: string; address: string; phone: string } {
  const values = rememberedBusinessContact();
  return { name: values.name, address: values.address, phone: formatIndianPhone(values.phone) };
}
