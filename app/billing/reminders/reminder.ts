import { formatDate, formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";

/**
 * Payment reminders as both the page and the server see them (no database code here): the
 * message templates with their placeholders, the default English and Tamil texts, the check a
 * template must pass before it is saved, and the rendering of a customer's reminder (decision
 * 028). A template is plain text; `{name}`-style placeholders are filled, and a line holding
 * `{upi_link}` is left out when the business has no UPI ID.
 */

export const REMINDERS_PATH = "/billing/reminders";

export type ReminderLanguage = "en" | "ta";
export const REMINDER_LANGUAGES = ["en", "ta"] as const;
export type ReminderChannel = "whatsapp" | "email";
export const REMINDER_CHANNELS = ["whatsapp", "email"] as const;

/**
 * The placeholders a template may use: the customer's name, the business's name (Settings), the
 * balance owed (required), the bills still owing one per line, the UPI link for the balance
 * (its line left out without a UPI ID) and the business's phone (Settings). The admin's editor
 * says so in words (app/admin/reminders/content.ts).
 */
export const REMINDER_PLACEHOLDERS = [
  "name",
  "business",
  "balance",
  "bills",
  "upi_link",
  "phone",
] as const;
export type ReminderPlaceholder = (typeof REMINDER_PLACEHOLDERS)[number];
const KNOWN = new Set<string>(REMINDER_PLACEHOLDERS);

export const TEMPLATE_MAX = 2000;

/** The templates used until the admin saves others (and after "Reset to default"). */
export const DEFAULT_REMINDER_TEMPLATES: Record<ReminderLanguage, string> = {
  en: [
    "Dear {name},",
    "This is a friendly reminder from {business}. These bills are still open:",
    "{bills}",
    "Balance due: {balance}",
    "Pay by UPI: {upi_link}",
    "For any questions please call {phone}. Thank you!",
  ].join("\n"),
  ta: [
    "அன்புள்ள {name},",
    "{business} வழங்கும் அன்பான நினைவூட்டல். பின்வரும் பில்களுக்கு இன்னும் பணம் செலுத்த வேண்டியுள்ளது:",
    "{bills}",
    "செலுத்த வேண்டிய நிலுவைத் தொகை: {balance}",
    "UPI மூலம் செலுத்த: {upi_link}",
    "ஏதேனும் சந்தேகம் இருந்தால் {phone} என்ற எண்ணில் அழைக்கவும். நன்றி!",
  ].join("\n"),
};

/** The e-mail's subject, per language. */
export const REMINDER_SUBJECTS: Record<ReminderLanguage, (business: string) => string> = {
  en: (business) => `Payment reminder from ${business}`,
  ta: (business) => `${business} — பணம் செலுத்த நினைவூட்டல்`,
};

/** Why a template may not be saved, and for a stray brace or an unknown placeholder, where. */
export type TemplateIssue =
  | { kind: "empty" | "tooLong" | "balanceMissing" | "balanceOnUpiLine" }
  | { kind: "unknown" | "unclosed" | "unopened"; found: string };

/** The words of each problem: {found} (where), {max} and {placeholders} are filled in. */
export type TemplateProblemTexts = Record<TemplateIssue["kind"], string>;

/** The problems in English (the admin's editor has them in each language). */
export const TEMPLATE_MESSAGES: TemplateProblemTexts = {
  empty: "Write the message (it cannot be empty).",
  tooLong: "The message is too long (at most {max} characters).",
  balanceMissing: "The message must contain {balance}: the customer has to see what they owe.",
  balanceOnUpiLine:
    "Put {balance} on a line without {upi_link}: while no UPI ID is set, a line holding {upi_link} is left out, and the message would go without the amount, or empty.",
  unknown: "Unknown placeholder {found}. Use only {placeholders}.",
  unclosed: 'Unbalanced brace: "{found}" opens { without a closing }.',
  unopened: 'Unbalanced brace: "{found}" has a } without an opening {.',
};

/** A problem in `texts`' words (English by default). */
export function templateProblemText(
  issue: TemplateIssue,
  texts: TemplateProblemTexts = TEMPLATE_MESSAGES,
): string {
  return fill(texts[issue.kind], {
    found: "found" in issue ? issue.found : "",
    max: TEMPLATE_MAX,
    placeholders: REMINDER_PLACEHOLDERS.map((key) => `{${key}}`).join(", "),
  });
}

const TOKEN = /\{([^{}]*)\}|[{}]/g;

/** The text from a stray "{" on, or up to a stray "}", to name where it is. */
function around(text: string, at: number, brace: string): string {
  const part = brace === "{" ? text.slice(at, at + 20) : text.slice(Math.max(0, at - 19), at + 1);
  return part.replace(/\s+/g, " ");
}

/** A template's lines, as renderReminder splits them. */
const linesOf = (template: string) => template.split(/\r?\n/);

/**
 * The problem with a template, or null when it may be saved: every `{…}` must be a known
 * placeholder, every brace closed, and `{balance}` present on a line kept in every message.
 * Which placeholders can be empty: `{upi_link}` (no UPI ID: its whole line is left out), the
 * business's name and phone (Settings may leave them blank), the customer's name and `{bills}`;
 * `{balance}` never is ("₹0.00" at least). So a template with `{balance}` on a line without
 * `{upi_link}` can never become an empty message (nor one without the amount); one whose only
 * `{balance}` shares a line with `{upi_link}` can ("{balance} {upi_link}" alone: nothing at all).
 */
export function templateIssue(template: string): TemplateIssue | null {
  if (!template.trim()) return { kind: "empty" };
  if (template.length > TEMPLATE_MAX) return { kind: "tooLong" };
  let hasBalance = false;
  for (const match of template.matchAll(TOKEN)) {
    const [whole, key] = match;
    if (key === undefined) {
      // A "{" here has no "}" before the next "{" (or the end); a "}" has no "{" before it.
      const kind = whole === "{" ? "unclosed" : "unopened";
      return { kind, found: around(template, match.index, whole) };
    }
    if (!KNOWN.has(key)) return { kind: "unknown", found: whole };
    if (key === "balance") hasBalance = true;
  }
  if (!hasBalance) return { kind: "balanceMissing" };
  const kept = linesOf(template).filter((line) => !line.includes("{upi_link}"));
  return kept.some((line) => line.includes("{balance}")) ? null : { kind: "balanceOnUpiLine" };
}

/** The problem with a template in English, or null when it may be saved. */
export function templateProblem(template: string): string | null {
  const issue = templateIssue(template);
  return issue && templateProblemText(issue);
}

/** A bill still owing, as the reminder names it. */
export type OwingBill = { number: string; createdAt: string; owedPaise: number };

/** What a reminder is filled with. */
export type ReminderData = {
  customerName: string;
  business: string;
  businessPhone: string;
  balancePaise: number;
  bills: OwingBill[];
  /** The UPI link for the balance, or null (no UPI ID set): its line is left out. */
  upiLink: string | null;
};

const BILL_LINE: Record<ReminderLanguage, (b: OwingBill) => string> = {
  en: (b) => `• Bill ${b.number} of ${formatDate(b.createdAt)}: ${formatRupees(b.owedPaise)} due`,
  ta: (b) => `• பில் ${b.number} (${formatDate(b.createdAt)}): ${formatRupees(b.owedPaise)} நிலுவை`,
};

/** The bills, oldest first, one per line with number, date and amount owed. */
export function billLines(bills: readonly OwingBill[], language: ReminderLanguage): string {
  return bills.map(BILL_LINE[language]).join("\n");
}

/** The template filled for one customer (a line with {upi_link} is dropped without a link). */
export function renderReminder(
  template: string,
  data: ReminderData,
  language: ReminderLanguage,
): string {
  const values: Record<ReminderPlaceholder, string> = {
    name: data.customerName,
    business: data.business,
    balance: formatRupees(data.balancePaise),
    bills: billLines(data.bills, language),
    upi_link: data.upiLink ?? "",
    phone: data.businessPhone,
  };
  const lines = linesOf(template).filter(
    (line) => data.upiLink !== null || !line.includes("{upi_link}"),
  );
  return fill(lines.join("\n"), values);
}

/**
 * The message a customer is sent: the template filled, or the default template of the language
 * when the saved one would not pass templateIssue (one saved before a check was added) or comes
 * out empty. Never an empty message (issue 35).
 */
export function reminderMessage(
  template: string,
  data: ReminderData,
  language: ReminderLanguage,
): string {
  const message = templateIssue(template) ? "" : renderReminder(template, data, language);
  return message.trim()
    ? message
    : renderReminder(DEFAULT_REMINDER_TEMPLATES[language], data, language);
}

/** The days a bulk reminder round may start from ("overdue > 30 days"). */
export const OVERDUE_CHOICES = [30, 60, 90] as const;
export type OverdueDays = (typeof OVERDUE_CHOICES)[number];

/** The bulk list (page) or one of its steps (1-based). */
export function overdueHref(
  overdue: OverdueDays,
  opts: { page?: number; step?: number } = {},
): string {
  const search = new URLSearchParams({ overdue: String(overdue) });
  if (opts.step) search.set("step", String(opts.step));
  else if (opts.page && opts.page > 1) search.set("page", String(opts.page));
  return `${REMINDERS_PATH}?${search.toString()}`;
}

/** Where a customer's reminder is posted. */
export const remindPath = (customerId: string) =>
  `/billing/customers/${encodeURIComponent(customerId)}/remind`;

/** How a reminder reads in the customer's log: honest about what the app can know. */
export function reminderLogLabel(channel: ReminderChannel, sender: string | null): string {
  const who = sender ?? "a former user";
  return channel === "whatsapp" ? `Opened in WhatsApp by ${who}` : `E-mail queued by ${who}`;
}
