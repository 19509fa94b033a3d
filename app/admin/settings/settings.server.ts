import { getDb } from "~/platform/db/db.server";
import { nowIso } from "~/platform/db/dialect";
import { writeAudit } from "~/platform/audit.server";
import {
  readBusinessSettingValues,
  refreshBusinessSnapshot,
} from "~/domain/business-settings.server";
import { BUSINESS_SETTING_KEYS, type BusinessSettingsInput } from "./schema";

/**
 * Saving the business settings the owner edits on /admin/settings. Reading them is the
 * platform's (app/domain/business-settings.server.ts), as bills, receipts and the shop use them.
 */
export {
  getBusinessSettings,
  readBusinessSettingValues as getBusinessSettingsValues,
  type BusinessSettings,
} from "~/domain/business-settings.server";

/**
 * Saves the settings given (checked with businessSettingsSchema; the form gives every one) in one
 * transaction with an audit entry holding the settings before and after. A setting left out keeps
 * its value.
 */
export async function saveBusinessSettings(
  input: Partial<BusinessSettingsInput>,
  actorId: string,
): Promise<void> {
  const now = nowIso();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await readBusinessSettingValues(trx);
      for (const key of BUSINESS_SETTING_KEYS) {
        const value = input[key];
        if (value === undefined) continue;
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
        after: { ...before, ...input },
      });
    });
  await refreshBusinessSnapshot();
}
