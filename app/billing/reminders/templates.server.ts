import type { Kysely } from "kysely";
import { upiLink } from "~/lib/upi";
import { writeAudit } from "~/platform/audit.server";
import { getBusinessSettings } from "~/domain/business-settings.server";
import { getDb } from "~/platform/db/db.server";
import { nowIso } from "~/platform/db/dialect";
import type { Database } from "~/platform/db/schema";
import {
  DEFAULT_REMINDER_TEMPLATES,
  REMINDER_LANGUAGES,
  type ReminderLanguage,
  reminderMessage,
} from "./reminder";
import type { ReminderTemplatesInput } from "./schema";

/**
 * The reminder templates the admin edits on /admin/reminders (decision 028): one row of
 * `business_settings` per language (`reminder_template_en`, `reminder_template_ta`) over the
 * defaults in ./reminder.ts. No row means the default; "Reset to default" deletes the row.
 */

const keyOf = (language: ReminderLanguage) => `reminder_template_${language}`;

export type ReminderTemplate = { text: string; custom: boolean };
export type ReminderTemplates = Record<ReminderLanguage, ReminderTemplate>;

/** The templates in use: the saved one per language, else the default. */
export async function getReminderTemplates(
  db: Kysely<Database> = getDb(),
): Promise<ReminderTemplates> {
  const rows = await db
    .selectFrom("business_settings")
    .select(["key", "value"])
    .where("key", "in", REMINDER_LANGUAGES.map(keyOf))
    .execute();
  const saved = new Map(rows.map((r) => [r.key, r.value]));
  const one = (language: ReminderLanguage): ReminderTemplate => {
    const text = saved.get(keyOf(language));
    return text
      ? { text, custom: true }
      : { text: DEFAULT_REMINDER_TEMPLATES[language], custom: false };
  };
  return { en: one("en"), ta: one("ta") };
}

/** Saves both templates (checked by reminderTemplatesSchema), audited, in one transaction. */
export async function saveReminderTemplates(
  input: ReminderTemplatesInput,
  actorId: string,
): Promise<void> {
  const now = nowIso();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await getReminderTemplates(trx);
      for (const language of REMINDER_LANGUAGES) {
        const value = input[language];
        await trx
          .insertInto("business_settings")
          .values({ key: keyOf(language), value, updated_by: actorId, updated_at: now })
          .onConflict((oc) =>
            oc.column("key").doUpdateSet({ value, updated_by: actorId, updated_at: now }),
          )
          .execute();
      }
      await writeAudit(trx, {
        actorId,
        action: "reminder-templates.update",
        entity: "business_settings",
        entityId: "reminder_templates",
        before: { en: before.en.text, ta: before.ta.text },
        after: input,
      });
    });
}

/** Goes back to the default template of one language, audited. */
export async function resetReminderTemplate(
  language: ReminderLanguage,
  actorId: string,
): Promise<void> {
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await getReminderTemplates(trx);
      await trx.deleteFrom("business_settings").where("key", "=", keyOf(language)).execute();
      await writeAudit(trx, {
        actorId,
        action: "reminder-templates.reset",
        entity: "business_settings",
        entityId: "reminder_templates",
        before: { [language]: before[language].text },
        after: { [language]: DEFAULT_REMINDER_TEMPLATES[language] },
      });
    });
}

/** Sample customers the editor's preview is filled with. */
const SAMPLE = {
  en: { name: "Lakshmi Stores" },
  ta: { name: "லட்சுமி ஸ்டோர்ஸ்" },
} as const;

/**
 * The templates filled with sample data and the business's own name, phone and UPI ID: what a
 * customer owing ₹1,850.50 on two bills would get (the default's text for a saved template that
 * would not be sent, as reminderMessage does).
 */
export async function previewReminders(
  templates: Record<ReminderLanguage, string>,
): Promise<{ previews: Record<ReminderLanguage, string>; hasUpi: boolean }> {
  const business = await getBusinessSettings();
  const balancePaise = 185050;
  const link = business.upiId
    ? upiLink({
        vpa: business.upiId,
        payeeName: business.upiPayeeName,
        amountPaise: balancePaise,
        note: "Payment reminder",
      })
    : null;
  const data = (language: ReminderLanguage) => ({
    customerName: SAMPLE[language].name,
    business: business.name,
    businessPhone: business.phone,
    balancePaise,
    bills: [
      { number: "BILL0041", createdAt: "2026-09-02T05:30:00.000Z", owedPaise: 120000 },
      { number: "BILL0057", createdAt: "2026-10-14T06:00:00.000Z", owedPaise: 65050 },
    ],
    upiLink: link,
  });
  return {
    previews: {
      en: reminderMessage(templates.en, data("en"), "en"),
      ta: reminderMessage(templates.ta, data("ta"), "ta"),
    },
    hasUpi: link !== null,
  };
}
