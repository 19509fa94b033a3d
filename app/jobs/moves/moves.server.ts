import type { Kysely } from "kysely";
import type { Database, PrintJobStage } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { isPostgres, nowIso } from "~/platform/db/dialect";
import { writeAudit } from "~/platform/audit.server";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { addJobEvent } from "../events.server";
import { issueLink } from "../status-link/index.server";
import { latestProofApproved } from "./gate.server";
import { readyEmail } from "./emails.server";
import { movesFrom, type ReadyHow } from "./rules";

/**
 * A stage move by staff (docs/decisions/099): allowed by STAGE_MOVES, from the stage the page
 * showed (`from`), one conditional update on the locked job — a stale form or the loser of two
 * moves at once changes nothing. Printing needs the latest proof approved. Audit-logged and on
 * the timeline; "ready" records pickup or delivery and e-mails the customer in their language.
 */
export type MoveRefusal = "not-found" | "stale" | "not-allowed" | "proof-not-approved";
export type MoveResult =
  | { ok: true; reference: string; emailed: boolean }
  | { ok: false; reason: MoveRefusal; stage?: PrintJobStage };

export type Move = {
  jobId: string;
  from: PrintJobStage;
  to: PrintJobStage;
  how?: ReadyHow;
  userId: string;
};

/** The job's row, locked for the rest of the transaction on PostgreSQL (SQLite has one writer). */
export async function lockJob(trx: Kysely<Database>, jobId: string) {
  let query = trx
    .selectFrom("print_jobs")
    .select(["id", "reference", "stage", "name", "email", "locale", "service", "bill_id"])
    .where("id", "=", jobId);
  if (isPostgres(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

type LockedJob = NonNullable<Awaited<ReturnType<typeof lockJob>>>;

async function checkMove(trx: Kysely<Database>, job: LockedJob | undefined, m: Move) {
  if (!job) return { ok: false as const, reason: "not-found" as const };
  if (job.stage !== m.from)
    return { ok: false as const, reason: "stale" as const, stage: job.stage };
  if (!movesFrom(m.from).includes(m.to) || (m.to === "ready" && !m.how)) {
    return { ok: false as const, reason: "not-allowed" as const, stage: job.stage };
  }
  if (m.to === "printing" && !(await latestProofApproved(trx, job.id))) {
    return { ok: false as const, reason: "proof-not-approved" as const, stage: job.stage };
  }
  return null;
}

async function tellReady(trx: Kysely<Database>, job: LockedJob, how: ReadyHow, userId: string) {
  if (!job.email) return false;
  const token = await issueLink(trx, job.id, "ready", userId);
  await enqueueEmail(trx, readyEmail({ ...job, email: job.email, how, token }));
  return true;
}

export async function moveStage(m: Move): Promise<MoveResult> {
  return getDb()
    .transaction()
    .execute(async (trx): Promise<MoveResult> => {
      const job = await lockJob(trx, m.jobId);
      const refused = await checkMove(trx, job, m);
      if (refused || !job) return refused ?? { ok: false, reason: "not-found" };
      const moved = await trx
        .updateTable("print_jobs")
        .set({ stage: m.to, updated_at: nowIso() })
        .where("id", "=", m.jobId)
        .where("stage", "=", m.from)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return { ok: false, reason: "stale" };
      const how = m.to === "ready" ? m.how : undefined;
      await addJobEvent(trx, m.jobId, {
        kind: how ? `ready_${how}` : "stage",
        actor: "staff",
        userId: m.userId,
        fromStage: m.from,
        toStage: m.to,
      });
      const emailed = how ? await tellReady(trx, job, how, m.userId) : false;
      await writeAudit(trx, {
        actorId: m.userId,
        action: "print_job.stage",
        entity: "print_job",
        entityId: m.jobId,
        before: { stage: m.from },
        after: { stage: m.to, ...(how ? { how, emailed } : {}) },
      });
      return { ok: true, reference: job.reference, emailed };
    });
}
