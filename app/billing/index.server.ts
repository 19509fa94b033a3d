/**
 * What other parts of the app may use from billing: the demo seed and the record factories
 * (app/factories.server.ts), and the admin's reminder
 * template editor (app/admin/reminders). Anything outside
 * app/billing imports billing through this file, never its internals (see eslint.config.js).
 */
export { billSchema, cancelBill, createBill } from "./bills/index.server";
export { addLedgerRecord, ledgerRecordSchema } from "./ledger/index.server";
export { paymentSchema, recordPayment } from "./payments/index.server";
export { setBooksOpening } from "./cash-book/index.server";
export { createGodownItem, godownItemSchema } from "./godown/index.server";
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
