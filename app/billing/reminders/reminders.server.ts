import type { Kysely } from "kysely";
import { parseIndianPhone } from "~/lib/phone";
import { upiLink } from "~/lib/upi";
import { whatsappLink } from "~/lib/whatsapp";
import { writeAudit } from "~/platform/audit.server";
import { readBusinessSettingValues } from "~/domain/business-settings.server";
import { getDb } from "~/platform/db/db.server";
import { nowIso } from "~/platform/db/dialect";
import type { Database } from "~/platform/db/schema";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { escapeHtml } from "~/platform/email/templates.server";
import {
  type OwingBill,
  REMINDER_SUBJECTS,
  type ReminderChannel,
  type ReminderLanguage,
  reminderLogLabel,
  reminderMessage,
} from "./reminder";
import { getReminderTemplates } from "./templates.server";

/**
 * Sending a payment reminder (decision 028): the customer's bills still owing, oldest first, and
 * their balance fill the template of the customer's language; WhatsApp gets a wa.me link to open
 * (the app cannot send WhatsApp itself, nor know the message went), e-mail goes through the
 * outbox. Each reminder is a `customer_reminders` row (the customer's log) and an audit entry.
 */

const paise = (value: unknown) => Number(value ?? 0);
const iso = (v: string | Date) => (v instanceof Date ? v.toISOString() : String(v));

type ReminderCustomer = {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  language: ReminderLanguage;
};

/** The customer (the one a merged customer was merged into), or null. */
async function findCustomer(
  db: Kysely<Database>,
  id: string,
  hops = 0,
): Promise<ReminderCustomer | null> {
  const row = await db
    .selectFrom("customers")
    .select(["id", "name", "phone", "email", "language", "merged_into"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  if (row.merged_into && hops < 5) return findCustomer(db, row.merged_into, hops + 1);
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email?.trim() || null,
    language: row.language === "ta" ? "ta" : "en",
  };
}

/** The customer's bills not cancelled: those still owing (oldest first) and the net balance. */
async function owingBills(db: Kysely<Database>, customerId: string) {
  const rows = await db
    .selectFrom("complaints")
    .select(["complaint_number", "created_at", "balance_paise"])
    .where("customer_id", "=", customerId)
    .where("cancelled_at", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const balancePaise = rows.reduce((sum, r) => sum + paise(r.balance_paise), 0);
  const bills: OwingBill[] = rows
    .filter((r) => paise(r.balance_paise) > 0)
    .map((r) => ({
      number: r.complaint_number,
      createdAt: iso(r.created_at),
      owedPaise: paise(r.balance_paise),
    }));
  return { bills, balancePaise };
}

/** A composed reminder: the customer, the bills named, the balance and the message. */
export type ComposedReminder = {
  customer: ReminderCustomer;
  bills: OwingBill[];
  balancePaise: number;
  message: string;
  subject: string;
  /** The wa.me link for the customer's mobile, or null without one. */
  whatsappUrl: string | null;
};

/** The UPI transaction note: the bills' numbers, as many as fit. */
function upiNote(bills: OwingBill[]): string {
  const note = bills.map((b) => b.number).join(" ");
  return note.length <= 50 ? note : `${note.slice(0, 47)}...`;
}

/** The reminder the customer would get now, or null for an unknown customer. */
export async function composeReminder(
  customerId: string,
  db: Kysely<Database> = getDb(),
): Promise<ComposedReminder | null> {
  const customer = await findCustomer(db, customerId);
  if (!customer) return null;
  // One after another, all with `db`: inside a SQLite transaction a second connection waits.
  const { bills, balancePaise } = await owingBills(db, customer.id);
  const templates = await getReminderTemplates(db);
  const business = await readBusinessSettingValues(db);
  const link =
    business.upiId && balancePaise > 0
      ? upiLink({
          vpa: business.upiId,
          payeeName: business.upiPayeeName || business.name,
          amountPaise: balancePaise,
          note: upiNote(bills),
        })
      : null;
  // The default instead of a saved template that would not pass today's checks or comes out
  // empty: never an empty WhatsApp message or e-mail.
  const message = reminderMessage(
    templates[customer.language].text,
    {
      customerName: customer.name,
      business: business.name,
      businessPhone: business.phone,
      balancePaise,
      bills,
      upiLink: link,
    },
    customer.language,
  );
  const mobile = parseIndianPhone(customer.phone);
  return {
    customer,
    bills,
    balancePaise,
    message,
    subject: REMINDER_SUBJECTS[customer.language](business.name),
    whatsappUrl:
      mobile?.kind === "mobile" ? whatsappLink(mobile.e164.replace("+", ""), message) : null,
  };
}

export type SendOutcome =
  | { ok: true; reminderId: string; customerName: string; url: string | null; to: string | null }
  | { ok: false; reason: "notFound" | "noMobile" | "noEmail" | "noBalance" };

/** The reminder's e-mail: the message as text, and as HTML with its lines kept. */
function reminderEmail(composed: ComposedReminder) {
  const paragraphs = composed.message
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
  const html = `<!doctype html><html lang="${composed.customer.language}"><body style="font-family:Arial,sans-serif;color:#1f2937">\n${paragraphs}\n</body></html>`;
  return { subject: composed.subject, text: composed.message, html };
}

/**
 * Logs a reminder to the customer by `channel` in one transaction: the `customer_reminders` row
 * (message, language, balance, bills, who, when), the audit entry, and for e-mail the outbox
 * row. WhatsApp answers the wa.me URL to open. Refused (nothing written) for an unknown
 * customer, one who owes nothing, and without a mobile (WhatsApp) or an address (e-mail).
 */
export async function sendReminder(
  customerId: string,
  channel: ReminderChannel,
  actorId: string,
): Promise<SendOutcome> {
  return getDb()
    .transaction()
    .execute(async (trx): Promise<SendOutcome> => {
      const composed = await composeReminder(customerId, trx);
      if (!composed) return { ok: false, reason: "notFound" };
      if (composed.balancePaise <= 0 || composed.bills.length === 0) {
        return { ok: false, reason: "noBalance" };
      }
      if (channel === "whatsapp" && !composed.whatsappUrl) return { ok: false, reason: "noMobile" };
      if (channel === "email" && !composed.customer.email) return { ok: false, reason: "noEmail" };
      const id = crypto.randomUUID();
      const row = {
        id,
        customer_id: composed.customer.id,
        channel,
        language: composed.customer.language,
        message: composed.message,
        balance_paise: composed.balancePaise,
        bill_numbers: composed.bills.map((b) => b.number).join(","),
        sent_by: actorId,
        sent_at: nowIso(),
      };
      await trx.insertInto("customer_reminders").values(row).execute();
      if (channel === "email") {
        await enqueueEmail(trx, {
          to: composed.customer.email!,
          ...reminderEmail(composed),
          entity: "customers",
          entityId: composed.customer.id,
        });
      }
      await writeAudit(trx, {
        actorId,
        action: `customer.reminder.${channel}`,
        entity: "customers",
        entityId: composed.customer.id,
        after: { ...row, message: undefined },
      });
      return {
        ok: true,
        reminderId: id,
        customerName: composed.customer.name,
        url: channel === "whatsapp" ? composed.whatsappUrl : null,
        to: channel === "email" ? composed.customer.email : null,
      };
    });
}

/** One reminder of a customer's log. */
export type ReminderLogEntry = {
  id: string;
  channel: ReminderChannel;
  language: string;
  message: string;
  balancePaise: number;
  billNumbers: string[];
  sentAt: string;
  sentBy: string | null;
  /** "Opened in WhatsApp by Priya", "E-mail queued by Priya". */
  label: string;
};

/** A customer's reminders, newest first (for the customer's timeline). */
export async function customerReminders(
  customerId: string,
  limit = 50,
): Promise<ReminderLogEntry[]> {
  const rows = await getDb()
    .selectFrom("customer_reminders as r")
    .leftJoin("users as u", "u.id", "r.sent_by")
    .select([
      "r.id",
      "r.channel",
      "r.language",
      "r.message",
      "r.balance_paise",
      "r.bill_numbers",
      "r.sent_at",
      "u.name as sender",
    ])
    .where("r.customer_id", "=", customerId)
    .orderBy("r.sent_at", "desc")
    .orderBy("r.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    language: r.language,
    message: r.message,
    balancePaise: paise(r.balance_paise),
    billNumbers: r.bill_numbers ? r.bill_numbers.split(",") : [],
    sentAt: iso(r.sent_at),
    sentBy: r.sender,
    label: reminderLogLabel(r.channel, r.sender),
  }));
}

/** How each customer can be reminded: a mobile for WhatsApp, an address for e-mail. */
export type ReminderContact = { mobile: boolean; email: boolean };

/** The reminder contacts of these customers, by id (unknown ids are left out). */
export async function reminderContacts(
  ids: readonly string[],
): Promise<Record<string, ReminderContact>> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return {};
  const rows = await getDb()
    .selectFrom("customers")
    .select(["id", "phone", "email"])
    .where("id", "in", unique)
    .execute();
  const out: Record<string, ReminderContact> = {};
  for (const r of rows) {
    out[r.id] = {
      mobile: parseIndianPhone(r.phone)?.kind === "mobile",
      email: Boolean(r.email?.trim()),
    };
  }
  return out;
}
