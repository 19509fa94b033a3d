import type { Kysely } from "kysely";
import { getDb } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema";
import { nowIso } from "~/platform/db/dialect";
import { writeAudit } from "~/platform/audit.server";
import { getBusiness } from "~/platform/business.server";
import { normalizeIndianPhone } from "~/lib/phone";
import {
  BUSINESS_SETTING_KEYS,
  type BusinessSettingKey,
  type BusinessSettingsInput,
} from "./schema";

/**
 * The business settings the owner edits on /admin/settings: the details the bills, receipts and
 * PDFs print, and the UPI ID and payee name of payment QR codes. Each setting is one row of
 * `business_settings`; a setting without a row keeps its default from the environment
 * (app/platform/business.server.ts). Read from the database on every call (one small table), so
 * a save is seen at once by every server process.
 */

/** The settings as bills and QR codes use them. "" means none (no GSTIN printed, no UPI QR). */
export type BusinessSettings = {
  name: string;
  address: string;
  /** As stored: +91 and 10 digits. */
  phone: string;
  email: string;
  gstin: string;
  upiId: string;
  /** The payee name of UPI QR codes: the one set, else the business name. */
  upiPayeeName: string;
};

/** The values before the owner saves anything: the environment's (no GSTIN or UPI ID). */
function defaults(): BusinessSettingsInput {
  const business = getBusiness();
  return {
    name: business.name,
    address: business.address,
    phone: normalizeIndianPhone(business.phone) ?? business.phone,
    email: business.email,
    gstin: "",
    upiId: "",
    upiPayeeName: "",
  };
}

function isKey(key: string): key is BusinessSettingKey {
  return (BUSINESS_SETTING_KEYS as readonly string[]).includes(key);
}

/** The settings as saved (the defaults where nothing is), read with `db`. */
async function readValues(db: Kysely<Database>): Promise<BusinessSettingsInput> {
  const rows = await db
    .selectFrom("business_settings")
    .select(["key", "value"])
    .where("key", "in", [...BUSINESS_SETTING_KEYS])
    .execute();
  const values = defaults();
  for (const row of rows) if (isKey(row.key)) values[row.key] = row.value;
  return values;
}

/** The settings as saved (the defaults where nothing is): what the form shows. */
export function getBusinessSettingsValues(): Promise<BusinessSettingsInput> {
  return readValues(getDb());
}

/** The business settings: the environment's defaults overlaid by what the owner saved. */
export async function getBusinessSettings(): Promise<BusinessSettings> {
  const values = await getBusinessSettingsValues();
  return { ...values, upiPayeeName: values.upiPayeeName || values.name };
}

/**
 * Saves every setting (checked with businessSettingsSchema) in one transaction with an audit
 * entry holding the settings before and after.
 */
export async function saveBusinessSettings(
  input: BusinessSettingsInput,
  actorId: string,
): Promise<void> {
  const now = nowIso();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await readValues(trx);
      for (const key of BUSINESS_SETTING_KEYS) {
        const value = input[key];
        await trx
          .insertInto("business_settings")
          .values({ key, value, updated_by: actorId, updated_at: now })
          .onConflict((oc) =>
            oc.column("key").doUpdateSet({ value, updated_by: actorId, updated_at: now }),
          )
          .execute();
      }
      await writeAudit(trx, {
        actorId,
        action: "business-settings.update",
        entity: "business_settings",
        before,
        after: input,
      });
    });
}
