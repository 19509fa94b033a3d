import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { nowIso } from "~/platform/db/dialect";
import { writeAudit } from "~/platform/audit.server";
import { indiaDateKey } from "~/lib/dates";
import { addJobEvent } from "../events.server";

/**
 * A customer's answer to a quote (docs/decisions/095): Accept or Ask for changes, on the status
 * link (with the time, IP and user agent) or given by phone or in the shop and recorded by staff
 * with a note. Only the latest version can be answered; an expired one (its valid-until day has
 * passed in India) or an accepted one cannot be accepted. Acceptance is one conditional update
 * (`accepted_at is null`), so two at once accept once; it moves a request or quoted job to
 * design and sets its due day from the turnaround.
 */
export type QuoteAnswer = {
  jobId: string;
  version: number;
  answer: "accept" | "changes";
  message: string | null;
  via: "link" | "phone" | "shop";
  ip?: string | null;
  userAgent?: string | null;
  recordedBy?: string | null;
};

/**
 * Keeps one answer to a quote or a proof version (shared with proofs, docs/decisions/100): the
 * row with its time, IP and user agent (cut to 500 characters), and, when staff recorded it, an
 * audit entry `print_job.<quote|proof>_<answer>_recorded` with the way and the note.
 */
export async function keepAnswer(
  trx: Kysely<Database>,
  subject: { quoteId: string } | { proofId: string },
  a: QuoteAnswer,
): Promise<void> {
  const kind = "quoteId" in subject ? "quote" : "proof";
  await trx
    .insertInto("print_job_answers")
    .values({
      id: crypto.randomUUID(),
      job_id: a.jobId,
      quote_id: "quoteId" in subject ? subject.quoteId : null,
      proof_id: "proofId" in subject ? subject.proofId : null,
      answer: a.answer,
      message: a.message,
      via: a.via,
      ip: a.ip ?? null,
      user_agent: a.userAgent ? a.userAgent.slice(0, 500) : null,
      recorded_by: a.recordedBy ?? null,
      created_at: nowIso(),
    })
    .execute();
  if (a.recordedBy) {
    await writeAudit(trx, {
      actorId: a.recordedBy,
      action: `print_job.${kind}_${a.answer}_recorded`,
      entity: "print_job",
      entityId: a.jobId,
      after: { version: a.version, via: a.via, note: a.message },
    });
  }
}

export type AnswerResult =
  { ok: true } | { ok: false; reason: "no-quote" | "not-latest" | "expired" | "accepted" };

/** The India day `days` after `day` (yyyy-mm-dd). */
export function addDays(day: string, days: number): string {
  const ms = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

async function latest(trx: Kysely<Database>, jobId: string) {
  return trx
    .selectFrom("print_job_quotes")
    .select(["id", "version", "valid_until", "turnaround_days", "accepted_at"])
    .where("job_id", "=", jobId)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
}

async function accept(
  trx: Kysely<Database>,
  a: QuoteAnswer,
  quote: { id: string; turnaround_days: number },
  today: string,
) {
  const now = nowIso();
  const locked = await trx
    .updateTable("print_job_quotes")
    .set({ accepted_at: now })
    .where("id", "=", quote.id)
    .where("accepted_at", "is", null)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) !== 1) return false;
  const job = await trx
    .selectFrom("print_jobs")
    .select("stage")
    .where("id", "=", a.jobId)
    .executeTakeFirstOrThrow();
  const moves = job.stage === "request" || job.stage === "quoted";
  await trx
    .updateTable("print_jobs")
    .set({
      ...(moves ? { stage: "design" as const } : {}),
      due_day: addDays(today, quote.turnaround_days),
      updated_at: now,
    })
    .where("id", "=", a.jobId)
    .execute();
  await addJobEvent(trx, a.jobId, {
    kind: a.via === "link" ? "quote_accepted" : "quote_accepted_recorded",
    actor: a.via === "link" ? "customer" : "staff",
    userId: a.recordedBy ?? null,
    fromStage: moves ? job.stage : null,
    toStage: moves ? "design" : null,
    note: a.message ? `v${a.version}: ${a.message}` : `v${a.version}`,
  });
  return true;
}

export async function answerQuote(a: QuoteAnswer, now = new Date()): Promise<AnswerResult> {
  const today = indiaDateKey(now);
  return getDb()
    .transaction()
    .execute(async (trx): Promise<AnswerResult> => {
      const quote = await latest(trx, a.jobId);
      if (!quote) return { ok: false, reason: "no-quote" };
      if (quote.version !== a.version) return { ok: false, reason: "not-latest" };
      if (quote.accepted_at) return { ok: false, reason: "accepted" };
      if (a.answer === "accept") {
        if (quote.valid_until < today) return { ok: false, reason: "expired" };
        if (!(await accept(trx, a, quote, today))) return { ok: false, reason: "accepted" };
      } else {
        await addJobEvent(trx, a.jobId, {
          kind: "quote_changes",
          actor: a.via === "link" ? "customer" : "staff",
          userId: a.recordedBy ?? null,
          note: `v${a.version}: ${a.message ?? ""}`,
        });
      }
      await keepAnswer(trx, { quoteId: quote.id }, a);
      return { ok: true };
    });
}
