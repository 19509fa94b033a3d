import { z } from "~/lib/zod";
import {
  OVERDUE_CHOICES,
  type OverdueDays,
  REMINDER_CHANNELS,
  TEMPLATE_MESSAGES,
  templateIssue,
  templateProblemText,
  type TemplateProblemTexts,
} from "./reminder";

/** The reminders' forms and queries, shared by the pages and the server. */

export const REMINDER_MESSAGES = {
  channelInvalid: "Choose how to send the reminder: WhatsApp or e-mail.",
  customerNotFound: "Customer not found.",
  noMobile: "This customer has no mobile number, so WhatsApp cannot be opened for them.",
  noEmail: "This customer has no e-mail address.",
  noBalance: "This customer owes nothing: there is nothing to remind them of.",
  sendFailed: "Failed to prepare the reminder. Please try again.",
  overdueInvalid: "Choose 30, 60 or 90 days overdue.",
  stepInvalid: "Choose a step of the list (1 or more).",
  pageInvalid: "Choose a page of the list (1 or more).",
  loadFailed: "Failed to fetch the customers to remind",
  emailQueued: "Reminder e-mail queued",
  templatesSaved: "Reminder templates saved",
  templateReset: "Template reset to the default",
  templatesNotSaved: "Templates not saved",
  languageInvalid: "Choose English or Tamil.",
} as const;

/** POST /billing/customers/:id/remind. */
export const sendReminderSchema = z.object({
  channel: z.enum(REMINDER_CHANNELS, { error: REMINDER_MESSAGES.channelInvalid }),
  redirectTo: z.string().optional(),
});

const wholeFrom1 = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      if (!/^[1-9]\d{0,6}$/.test(v)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return Number(v);
    });

/** /billing/reminders?overdue=30|60|90 (default 30) with a page or a step. */
export const overdueQuerySchema = z.object({
  overdue: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx): OverdueDays => {
      if (!v) return 30;
      const days = Number(v);
      if (!(OVERDUE_CHOICES as readonly number[]).includes(days) || String(days) !== v) {
        ctx.addIssue({ code: "custom", message: REMINDER_MESSAGES.overdueInvalid });
        return z.NEVER;
      }
      return days as OverdueDays;
    }),
  page: wholeFrom1(REMINDER_MESSAGES.pageInvalid),
  step: wholeFrom1(REMINDER_MESSAGES.stepInvalid),
});

/**
 * A template as typed, checked: known placeholders only, braces balanced, {balance} present; a
 * problem in `texts`' words.
 */
const templateField = (texts: TemplateProblemTexts) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? "").replace(/\r\n/g, "\n").trim())
    .superRefine((v, ctx) => {
      const issue = templateIssue(v);
      if (issue) ctx.addIssue({ code: "custom", message: templateProblemText(issue, texts) });
    });

/** The admin's template form, both languages at once, its problems in `texts`' words. */
export function reminderTemplatesSchemaIn(texts: TemplateProblemTexts) {
  const field = templateField(texts);
  return z.object({ en: field, ta: field });
}

/** The admin's template form with its problems in English. */
export const reminderTemplatesSchema = reminderTemplatesSchemaIn(TEMPLATE_MESSAGES);
export type ReminderTemplatesInput = z.output<typeof reminderTemplatesSchema>;

/** "Reset to default" of one language. */
export const resetTemplateSchema = z.object({
  language: z.enum(["en", "ta"], { error: REMINDER_MESSAGES.languageInvalid }),
});
