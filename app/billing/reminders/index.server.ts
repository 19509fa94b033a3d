/**
 * Payment reminders' server side, for the other billing sub-features (the customer page's
 * timeline and Old Pending) and, through app/billing/index.server.ts, the admin's template editor.
 */
export {
  composeReminder,
  customerReminders,
  reminderContacts,
  sendReminder,
  type ReminderContact,
  type ReminderLogEntry,
} from "./reminders.server";
export {
  getReminderTemplates,
  previewReminders,
  resetReminderTemplate,
  saveReminderTemplates,
  type ReminderTemplates,
} from "./templates.server";
export {
  REMINDER_MESSAGES,
  reminderTemplatesSchema,
  reminderTemplatesSchemaIn,
  resetTemplateSchema,
  type ReminderTemplatesInput,
} from "./schema";
export {
  DEFAULT_REMINDER_TEMPLATES,
  REMINDER_LANGUAGES,
  REMINDER_PLACEHOLDERS,
  type ReminderLanguage,
  type ReminderPlaceholder,
  type TemplateProblemTexts,
} from "./reminder";
