import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { isUniqueViolation, nowIso } from "~/platform/db/dialect";
import { writeAudit } from "~/platform/audit.server";
import { addJobEvent } from "../events.server";
import type { QuoteInput } from "./schema";

/**
 * Quote versions (docs/decisions/095). A version is never edited: saving a quote writes the next
 * version, so every version a customer may have seen stays readable as it was, and an accepted
 * one is locked by construction. The latest version is the offer; only it can be answered.
 */
export type SavedQuote =
  { ok: true; version: number } | { ok: false; reason: "no-job" | "closed" | "busy" };

const CLOSED = new Set(["delivered", "cancelled"]);

async function nextVersion(trx: Kysely<Database>, jobId: string): Promise<number> {
  const row = await trx
    .selectFrom("print_job_quotes")
    .select((eb) => eb.fn.max("version").as("v"))
    .where("job_id", "=", jobId)
    .executeTakeFirst();
  return Number(row?.v ?? 0) + 1;
}

async function insertQuote(
  trx: Kysely<Database>,
  jobId: string,
  version: number,
  q: QuoteInput,
  userId: string,
) {
  const id = crypto.randomUUID();
  const subtotal = q.lines.reduce((sum, l) => sum + l.amountPaise, 0);
  await trx
    .insertInto("print_job_quotes")
    .values({
      id,
      job_id: jobId,
      version,
      subtotal_paise: subtotal,
      discount_paise: q.discountPaise,
      total_paise: subtotal - q.discountPaise,
      valid_until: q.validUntil,
      turnaround_days: q.turnaroundDays,
      notes: q.notes,
      sent_at: null,
      accepted_at: null,
      created_by: userId,
      created_at: nowIso(),
    })
    .execute();
  await trx
    .insertInto("print_job_quote_lines")
    .values(
      q.lines.map((l, position) => ({
        id: crypto.randomUUID(),
        quote_id: id,
        position,
        description: l.description,
        quantity_milli: l.quantityMilli,
        unit: l.unit,
        rate_paise: l.ratePaise,
        amount_paise: l.amountPaise,
        product_id: l.productId ?? null,
        service_id: l.serviceId ?? null,
      })),
    )
    .execute();
  return { id, total: subtotal - q.discountPaise };
}

export async function saveQuoteVersion(
  jobId: string,
  q: QuoteInput,
  userId: string,
): Promise<SavedQuote> {
  try {
    return await getDb()
      .transaction()
      .execute(async (trx): Promise<SavedQuote> => {
        const job = await trx
          .selectFrom("print_jobs")
          .select(["stage"])
          .where("id", "=", jobId)
          .executeTakeFirst();
        if (!job) return { ok: false, reason: "no-job" };
        if (CLOSED.has(job.stage)) return { ok: false, reason: "closed" };
        const version = await nextVersion(trx, jobId);
        const saved = await insertQuote(trx, jobId, version, q, userId);
        if (job.stage === "request") {
          await trx
            .updateTable("print_jobs")
            .set({ stage: "quoted", updated_at: nowIso() })
            .where("id", "=", jobId)
            .execute();
        }
        await addJobEvent(trx, jobId, {
          kind: "quote_saved",
          actor: "staff",
          userId,
          fromStage: job.stage === "request" ? "request" : null,
          toStage: job.stage === "request" ? "quoted" : null,
          note: `v${version}`,
        });
        await writeAudit(trx, {
          actorId: userId,
          action: "print_job.quote_save",
          entity: "print_job",
          entityId: jobId,
          after: { version, quoteId: saved.id, totalPaise: saved.total },
        });
        return { ok: true, version };
      });
  } catch (error) {
    // Two saves at once: the second one's version number was taken; nothing of it was written.
    if (isUniqueViolation(error)) return { ok: false, reason: "busy" };
    throw error;
  }
}

export type QuoteView = {
  id: string;
  version: number;
  subtotalPaise: number;
  discountPaise: number;
  totalPaise: number;
  validUntil: string;
  turnaroundDays: number;
  notes: string | null;
  acceptedAt: string | null;
  sentAt: string | null;
  createdAt: string;
  lines: {
    description: string;
    quantityMilli: number;
    unit: string;
    ratePaise: number;
    amountPaise: number;
    productId: string | null;
    serviceId: string | null;
  }[];
  answers: {
    answer: "accept" | "changes";
    message: string | null;
    via: "link" | "phone" | "shop";
    at: string;
  }[];
};

const iso = (v: string | Date) => new Date(v).toISOString();

/** Every version of the job's quote, newest first, with its lines and answers. */
export async function jobQuotes(jobId: string): Promise<QuoteView[]> {
  const db = getDb();
  const quotes = await db
    .selectFrom("print_job_quotes")
    .selectAll()
    .where("job_id", "=", jobId)
    .orderBy("version", "desc")
    .execute();
  if (!quotes.length) return [];
  const ids = quotes.map((q) => q.id);
  const [lines, answers] = await Promise.all([
    db
      .selectFrom("print_job_quote_lines")
      .selectAll()
      .where("quote_id", "in", ids)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("print_job_answers")
      .select(["quote_id", "answer", "message", "via", "created_at"])
      .where("quote_id", "in", ids)
      .orderBy("created_at")
      .execute(),
  ]);
  return quotes.map((q) => ({
    id: q.id,
    version: q.version,
    subtotalPaise: Number(q.subtotal_paise),
    discountPaise: Number(q.discount_paise),
    totalPaise: Number(q.total_paise),
    validUntil: q.valid_until,
    turnaroundDays: q.turnaround_days,
    notes: q.notes,
    acceptedAt: q.accepted_at ? iso(q.accepted_at) : null,
    sentAt: q.sent_at ? iso(q.sent_at) : null,
    createdAt: iso(q.created_at),
    lines: lines
      .filter((l) => l.quote_id === q.id)
      .map((l) => ({
        description: l.description,
        quantityMilli: Number(l.quantity_milli),
        unit: l.unit,
        ratePaise: Number(l.rate_paise),
        amountPaise: Number(l.amount_paise),
        productId: l.product_id,
        serviceId: l.service_id,
      })),
    answers: answers
      .filter((a) => a.quote_id === q.id)
      .map((a) => ({ answer: a.answer, message: a.message, via: a.via, at: iso(a.created_at) })),
  }));
}
