/**
 * What other parts of the app may use from billing: the demo seed and the record factories
 * (app/factories.server.ts), and the admin's reminder
 * template editor (app/admin/reminders). Anything outside
 * app/billing imports billing through this file, never its internals (see eslint.config.js).
 */
export { createBill } from "./bills/bills.server";
export { billSchema } from "./bills/schema";
export { recordPayment } from "./payments/payments.server";
export { paymentSchema } from "./payments/schema";
export { addLedgerRecord } from "./ledger/ledger.server";
export { ledgerRecordSchema } from "./ledger/schema";
export { setBooksOpening } from "./cash-book/index.server";
export { godownItemSchema } from "./godown/schema";
export { createGodownItem } from "./godown/godown.server";
export {
  DEFAULT_REMINDER_TEMPLATES,
  getReminderTemplates,
  previewReminders,
  REMINDER_LANGUAGES,
  REMINDER_MESSAGES,
  REMINDER_PLACEHOLDERS,
  reminderTemplatesSchema,
  reminderTemplatesSchemaIn,
  resetReminderTemplate,
  resetTemplateSchema,
  saveReminderTemplates,
  type ReminderLanguage,
  type ReminderPlaceholder,
  type ReminderTemplates,
  type TemplateProblemTexts,
} from "./reminders/index.server";
