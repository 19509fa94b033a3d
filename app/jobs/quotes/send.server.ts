import type { Kysely } from "kysely";
import { formatDay, formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import { whatsappLink, whatsappNumber } from "~/lib/whatsapp";
import { writeAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { nowIso } from "~/platform/db/dialect";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { layoutEmail } from "~/platform/email/templates.server";
import { addJobEvent } from "../events.server";
import { quoteDocumentContent } from "./document-content";

/**
 * Sending the latest quote version to the customer (decision 098), by e-mail through the outbox
 * or as a WhatsApp message staff open, in the customer's language, with the reference, total,
 * validity and a status link of the message's own: `issueUrl` makes a new live link in the
 * same transaction and gives its address (the token exists in the clear only in the message).
 * The first send sets the version's `sent_at`; every send is on the timeline and audit-logged.
 */
export type SendChannel = "email" | "whatsapp";

export type SendRefusal = "no-job" | "no-quote" | "closed" | "no-email" | "no-mobile";

export type SendResult =
  | { ok: true; channel: "email"; to: string }
  | { ok: true; channel: "whatsapp"; url: string }
  | { ok: false; reason: SendRefusal };

/** Makes a live status link of the job in `trx` and gives its full address. */
export type IssueUrl = (trx: Kysely<Database>, jobId: string) => Promise<string>;

async function subject(trx: Kysely<Database>, jobId: string) {
  const job = await trx
    .selectFrom("print_jobs")
    .select(["reference", "name", "phone", "email", "locale", "service", "stage"])
    .where("id", "=", jobId)
    .executeTakeFirst();
  const quote = await trx
    .selectFrom("print_job_quotes")
    .select(["id", "version", "total_paise", "valid_until", "turnaround_days", "sent_at"])
    .where("job_id", "=", jobId)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  return { job, quote };
}

type Found = NonNullable<Awaited<ReturnType<typeof subject>>["job"]>;
type FoundQuote = NonNullable<Awaited<ReturnType<typeof subject>>["quote"]>;

function refusal(job: Found | undefined, quote: FoundQuote | undefined, channel: SendChannel) {
  if (!job) return "no-job";
  if (!quote) return "no-quote";
  if (job.stage === "cancelled") return "closed";
  if (channel === "email" && !job.email) return "no-email";
  if (channel === "whatsapp" && !whatsappNumber(job.phone)) return "no-mobile";
  return null;
}

function quoteEmail(job: Found, quote: FoundQuote, url: string) {
  const t = quoteDocumentContent[job.locale].mail;
  const values = {
    name: job.name,
    reference: job.reference,
    version: quote.version,
    service: job.service,
    total: formatRupees(Number(quote.total_paise)),
    date: formatDay(quote.valid_until),
    days: quote.turnaround_days,
    url: `${url}/quote/pdf?lang=${job.locale}`,
  };
  return layoutEmail({
    subject: fill(t.subject, values),
    greeting: fill(t.greeting, values),
    paragraphs: [fill(t.offer, values), fill(t.validity, values), fill(t.pdf, values)],
    action: { label: t.action, url },
  });
}

function whatsappText(job: Found, quote: FoundQuote, url: string) {
  return fill(quoteDocumentContent[job.locale].whatsapp, {
    reference: job.reference,
    total: formatRupees(Number(quote.total_paise)),
    date: formatDay(quote.valid_until),
    url,
  });
}

export async function sendQuote(opts: {
  jobId: string;
  channel: SendChannel;
  userId: string;
  issueUrl: IssueUrl;
}): Promise<SendResult> {
  const { jobId, channel, userId } = opts;
  return getDb()
    .transaction()
    .execute(async (trx): Promise<SendResult> => {
      const { job, quote } = await subject(trx, jobId);
      const refused = refusal(job, quote, channel);
      if (refused || !job || !quote) return { ok: false, reason: refused ?? "no-quote" };
      const url = await opts.issueUrl(trx, jobId);
      let result: SendResult;
      if (channel === "email") {
        const mail = quoteEmail(job, quote, url);
        await enqueueEmail(trx, { to: job.email!, ...mail, entity: "print_job", entityId: jobId });
        result = { ok: true, channel, to: job.email! };
      } else {
        const text = whatsappText(job, quote, url);
        result = { ok: true, channel, url: whatsappLink(whatsappNumber(job.phone)!, text) };
      }
      if (!quote.sent_at) {
        await trx
          .updateTable("print_job_quotes")
          .set({ sent_at: nowIso() })
          .where("id", "=", quote.id)
          .execute();
      }
      const how = channel === "email" ? "e-mail" : "WhatsApp";
      await addJobEvent(trx, jobId, {
        kind: "quote_sent",
        actor: "staff",
        userId,
        note: `v${quote.version} · ${how}`,
      });
      await writeAudit(trx, {
        actorId: userId,
        action: "print_job.quote_send",
        entity: "print_job",
        entityId: jobId,
        after: { version: quote.version, channel },
      });
      return result;
    });
}
