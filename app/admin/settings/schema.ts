import {
  COD_CONFIRM_HOURS_DEFAULT,
  COD_CONFIRM_HOURS_MAX,
  JOB_ADVANCE_PERCENT_DEFAULT,
  type BusinessSettingKey,
} from "~/lib/business-settings";
import { z } from "~/lib/zod";
import { PIN_PREFIX_PATTERN, RUPEES_PATTERN, splitPinCodes } from "~/lib/delivery";
import { optionalPhoneField, requiredPhoneField } from "~/lib/zod-fields";

/**
 * The business settings form (/admin/settings), shared by the page and the server. Every field
 * is a string stored under its own key in `business_settings`: a new setting is one more entry
 * here, in BUSINESS_SETTING_KEYS and in the form, and needs no migration.
 */

export const SETTINGS_MESSAGES = {
  nameRequired: "Business name is required",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a 10-digit Indian phone number, e.g. +91 98765 43210",
  emailInvalid: "Please enter a valid e-mail address, e.g. hello@example.com",
  gstinInvalid: "Please enter the 15-character GSTIN, e.g. 33ABCDE1234F1Z5",
  whatsappInvalid: "Please enter a 10-digit Indian WhatsApp number, e.g. +91 98765 43210",
  mapUrlInvalid:
    "Please enter a web address starting with https://, e.g. https://maps.app.goo.gl/…",
  upiIdInvalid: "Please enter a UPI ID such as limragraphics@okaxis (name@bank, no spaces)",
  rupeesInvalid: "Please enter an amount in rupees, e.g. 50 or 49.50",
  rupeesRequired: "Please enter an amount in rupees (0 for none)",
  pinCodesInvalid:
    "Please enter 6-digit PIN codes or their first digits (e.g. 627001, 6280), separated by commas",
  codConfirmHoursInvalid: "Please enter a whole number of hours from 1 to 720, e.g. 48",
  jobAdvancePercentInvalid: "Please enter a whole percentage from 0 to 100, e.g. 50",
  tooLong: "This is too long",
} as const;
export type SettingsMessageKey = keyof typeof SETTINGS_MESSAGES;
const m = SETTINGS_MESSAGES;

/** The GSTIN: 2-digit state code, PAN, entity number, Z, check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** A UPI ID (VPA): the handle, @, the bank's code. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,64}$/;

/** Optional text: trimmed, at most `max` characters, empty (or missing) as "". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m.tooLong)
    .optional()
    .transform((v) => v ?? "");

/** Optional text that, when given, must match `pattern` (checked after `prepare`). */
const optionalPattern = (pattern: RegExp, message: string, prepare = (v: string) => v) =>
  z
    .string()
    .max(320, m.tooLong)
    .optional()
    .transform((v, ctx) => {
      const value = prepare((v ?? "").trim());
      if (value && !pattern.test(value)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return value;
    });

/** A map link: an https address (it becomes a link on the public pages). */
const MAP_URL_PATTERN = /^https:\/\/[^\s<>"]+\.[^\s<>"]+$/;

/** An amount in rupees ("50", "49.50"), required ("0" for none). */
const requiredRupees = z
  .string({ error: m.rupeesRequired })
  .trim()
  .min(1, m.rupeesRequired)
  .regex(RUPEES_PATTERN, m.rupeesInvalid);

/** PIN codes or prefixes, typed with commas or spaces; saved as "627001, 6280" ("" for all). */
const pinCodeList = z
  .string()
  .max(2000, m.tooLong)
  .optional()
  .transform((v, ctx) => {
    const codes = splitPinCodes(v ?? "");
    if (codes.some((c) => !PIN_PREFIX_PATTERN.test(c))) {
      ctx.addIssue({ code: "custom", message: m.pinCodesInvalid });
      return z.NEVER;
    }
    return codes.join(", ");
  });

export const businessSettingsSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(120, m.tooLong),
  address: optionalText(500),
  phone: requiredPhoneField(m.phoneRequired, m.phoneInvalid),
  email: optionalPattern(z.regexes.email, m.emailInvalid),
  /** Empty: customers are sent to the phone number on WhatsApp. */
  whatsappNumber: optionalPhoneField(m.whatsappInvalid).transform((v) => v ?? ""),
  hours: optionalText(200),
  /** Empty: the English hours are shown on the Tamil pages too. */
  hoursTa: optionalText(200),
  mapUrl: optionalPattern(MAP_URL_PATTERN, m.mapUrlInvalid),
  gstin: optionalPattern(GSTIN_PATTERN, m.gstinInvalid, (v) => v.toUpperCase()),
  upiId: optionalPattern(UPI_ID_PATTERN, m.upiIdInvalid),
  /** Empty: the business name is the payee. */
  upiPayeeName: optionalText(60),
  /** LimraKart delivery (~/lib/delivery): the fee below the free-delivery subtotal. */
  deliveryFee: requiredRupees,
  deliveryFreeFrom: requiredRupees,
  /** Empty: every PIN code in India. */
  deliveryPinCodes: pinCodeList,
  /** Empty: cash on delivery for any total. */
  codMaxTotal: optionalPattern(RUPEES_PATTERN, m.rupeesInvalid),
  /** Empty: the default, 48 hours (decision 035). */
  codConfirmHours: z
    .string()
    .max(10, m.codConfirmHoursInvalid)
    .optional()
    .transform((v, ctx) => {
      const value = (v ?? "").trim();
      if (!value) return String(COD_CONFIRM_HOURS_DEFAULT);
      const hours = /^[0-9]{1,3}$/.test(value) ? Number(value) : 0;
      if (hours < 1 || hours > COD_CONFIRM_HOURS_MAX) {
        ctx.addIssue({ code: "custom", message: m.codConfirmHoursInvalid });
        return z.NEVER;
      }
      return String(hours);
    }),
  /** Empty: the default, 50 % of the accepted quote (decision 101). */
  jobAdvancePercent: z
    .string()
    .max(10, m.jobAdvancePercentInvalid)
    .optional()
    .transform((v, ctx) => {
      const value = (v ?? "").trim().replace(/\s*%$/, "");
      if (!value) return String(JOB_ADVANCE_PERCENT_DEFAULT);
      const percent = /^[0-9]{1,3}$/.test(value) ? Number(value) : -1;
      if (percent < 0 || percent > 100) {
        ctx.addIssue({ code: "custom", message: m.jobAdvancePercentInvalid });
        return z.NEVER;
      }
      return String(percent);
    }),
});

/** The settings as the form sends them, checked: every value a string ("" for none). */
export type BusinessSettingsInput = z.output<typeof businessSettingsSchema>;

/** Every key of the settings (the platform reads them): the form must have each, and only them. */
export { BUSINESS_SETTING_KEYS } from "~/lib/business-settings";
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const formHasEveryKey: SameKeys<keyof BusinessSettingsInput, BusinessSettingKey> = true;
void formHasEveryKey;
