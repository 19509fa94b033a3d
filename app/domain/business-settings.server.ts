import type { Kysely } from "kysely";
import {
  BUSINESS_SETTING_KEYS,
  COD_CONFIRM_HOURS_DEFAULT,
  codConfirmHoursOf,
  JOB_ADVANCE_PERCENT_DEFAULT,
  jobAdvancePercentOf,
  type BusinessSettingKey,
  type BusinessSettingValues,
} from "~/lib/business-settings";
import type { PublicBusiness } from "~/lib/business";
import { DEFAULT_DELIVERY_SETTINGS, deliveryRuleOf, type DeliveryRule } from "~/lib/delivery";
import { formatIndianPhone, normalizeIndianPhone } from "~/lib/phone";
import {
  getBusiness,
  publicBusiness,
  rememberBusinessContact,
  rememberedBusinessContact,
} from "~/platform/business.server";
import { getDb } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema";

/**
 * The business settings as every feature reads them: the details bills, receipts and PDFs print,
 * and the UPI ID and payee name of payment QR codes (bills and LimraKart orders). Each setting is
 * one row of `business_settings`, saved by the owner on /admin/settings (app/admin/settings); a
 * setting without a row keeps its default from the environment (app/platform/business.server.ts). Read from
 * the database on every call (one small table), so a save is seen at once by every process.
 */

/** The settings as bills and QR codes use them. "" means none (no GSTIN printed, no UPI QR). */
export type BusinessSettings = BusinessSettingValues;

/** The values before the owner saves anything: the environment's (no GSTIN or UPI ID). */
function defaults(): BusinessSettingValues {
  const business = getBusiness();
  return {
    name: business.name,
    address: business.address,
    phone: normalizeIndianPhone(business.phone) ?? business.phone,
    email: business.email,
    whatsappNumber: normalizeIndianPhone(business.whatsappNumber) ?? `+${business.whatsappNumber}`,
    hours: business.hours.en,
    hoursTa: business.hours.ta,
    mapUrl: business.mapUrl,
    gstin: "",
    upiId: "",
    upiPayeeName: "",
    ...DEFAULT_DELIVERY_SETTINGS,
    codConfirmHours: String(COD_CONFIRM_HOURS_DEFAULT),
    jobAdvancePercent: String(JOB_ADVANCE_PERCENT_DEFAULT),
  };
}

function isKey(key: string): key is BusinessSettingKey {
  return (BUSINESS_SETTING_KEYS as readonly string[]).includes(key);
}

/** The settings as saved (the defaults where nothing is), read with `db` (a transaction too). */
export async function readBusinessSettingValues(
  db: Kysely<Database> = getDb(),
): Promise<BusinessSettingValues> {
  const rows = await db
    .selectFrom("business_settings")
    .select(["key", "value"])
    .where("key", "in", [...BUSINESS_SETTING_KEYS])
    .execute();
  const values = defaults();
  for (const row of rows) if (isKey(row.key)) values[row.key] = row.value;
  // A transaction's read may be rolled back: only committed reads are remembered.
  if (!db.isTransaction) rememberBusinessContact(values);
  return values;
}

/** Reads the settings and remembers the contact details (at boot, and after the owner saves). */
export async function refreshBusinessSnapshot(db: Kysely<Database> = getDb()): Promise<void> {
  await readBusinessSettingValues(db);
}

/**
 * The business settings: the environment's defaults overlaid by what the owner saved; the UPI
 * payee name is the one set, else the business name.
 */
export async function getBusinessSettings(): Promise<BusinessSettings> {
  const values = await readBusinessSettingValues();
  return { ...values, upiPayeeName: values.upiPayeeName || values.name };
}

/**
 * The LimraKart delivery rule the owner set (~/lib/delivery), read with `db` (inside a checkout's
 * transaction too, so an order follows the rule as it stands when it is placed).
 */
export async function getDeliveryRule(db: Kysely<Database> = getDb()): Promise<DeliveryRule> {
  return deliveryRuleOf(await readBusinessSettingValues(db));
}

/** Hours a cash-on-delivery order may await confirmation before it is cancelled (decision 035). */
export async function getCodConfirmHours(db: Kysely<Database> = getDb()): Promise<number> {
  return codConfirmHoursOf((await readBusinessSettingValues(db)).codConfirmHours);
}

/** The advance a print job's quote asks on acceptance, in percent (decision 101). */
export async function getJobAdvancePercent(db: Kysely<Database> = getDb()): Promise<number> {
  return jobAdvancePercentOf((await readBusinessSettingValues(db)).jobAdvancePercent);
}

/**
 * The business's public details as every page shows them (footer, contact page, JSON-LD, the
 * WhatsApp links): the environment's (app/platform/business.server.ts) overlaid by the owner's settings.
 * Empty optional settings keep nothing: no e-mail or map link is shown; WhatsApp falls back to
 * the phone.
 */
export async function getPublicBusiness(db: Kysely<Database> = getDb()): Promise<PublicBusiness> {
  const values = await readBusinessSettingValues(db);
  const base = publicBusiness();
  const whatsapp = values.whatsappNumber || values.phone;
  return {
    ...base,
    name: values.name,
    address: values.address,
    phone: formatIndianPhone(values.phone),
    email: values.email,
    whatsappNumber: whatsapp.replace(/[^0-9]/g, ""),
    hours: { en: values.hours, ta: values.hoursTa || values.hours },
    mapUrl: values.mapUrl,
  };
}

/**
 * Where the shop's own notices go (new orders, new website requests): BUSINESS_NOTIFY_EMAIL when
 * the environment sets one, else the e-mail the owner saved on /admin/settings (as last read).
 */
export function notifyEmail(): string {
  const business = getBusiness();
  if (business.notifyEmail !== business.email) return business.notifyEmail;
  return rememberedBusinessContact().email || business.email;
}
