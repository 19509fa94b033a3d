import { getDb } from "~/platform/db/db.server";
import { nowIso } from "~/platform/db/dialect";
import { addJobEvent } from "../events.server";
import { keepAnswer, type QuoteAnswer } from "../quotes/index.server";

/**
 * An answer to a proof (docs/decisions/100): Approve or Ask for changes, by the customer on the
 * status link (time, IP and user agent kept) or an approval given by phone or in the shop and
 * recorded by staff with a note. Only the latest version can be answered, and not once it is
 * approved (its most recent answer an approval) nor on a cancelled or delivered job. An approval
 * moves a job at 'proof' to 'approved'. The job's row is updated first, so two answers to one
 * job are taken one after the other.
 */
export type ProofAnswer = QuoteAnswer;

export type ProofAnswerResult =
  { ok: true } | { ok: false; reason: "no-proof" | "not-latest" | "approved" | "closed" };

function eventKind(a: ProofAnswer) {
  if (a.answer === "changes") return "proof_changes";
  return a.via === "link" ? "proof_approved" : "proof_approved_recorded";
}

export async function answerProof(a: ProofAnswer): Promise<ProofAnswerResult> {
  return getDb()
    .transaction()
    .execute(async (trx): Promise<ProofAnswerResult> => {
      const now = nowIso();
      await trx
        .updateTable("print_jobs")
        .set({ updated_at: now })
        .where("id", "=", a.jobId)
        .execute();
      const job = await trx
        .selectFrom("print_jobs")
        .select("stage")
        .where("id", "=", a.jobId)
        .executeTakeFirst();
      const proof = await trx
        .selectFrom("print_job_proofs")
        .select(["id", "version"])
        .where("job_id", "=", a.jobId)
        .orderBy("version", "desc")
        .limit(1)
        .executeTakeFirst();
      if (!job || !proof) return { ok: false, reason: "no-proof" };
      if (proof.version !== a.version) return { ok: false, reason: "not-latest" };
      if (job.stage === "cancelled" || job.stage === "delivered") {
        return { ok: false, reason: "closed" };
      }
      const last = await trx
        .selectFrom("print_job_answers")
        .select("answer")
        .where("proof_id", "=", proof.id)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      if (last?.answer === "accept") return { ok: false, reason: "approved" };
      const moves = a.answer === "accept" && job.stage === "proof";
      if (moves) {
        await trx
          .updateTable("print_jobs")
          .set({ stage: "approved", updated_at: now })
          .where("id", "=", a.jobId)
          .execute();
      }
      await addJobEvent(trx, a.jobId, {
        kind: eventKind(a),
        actor: a.via === "link" ? "customer" : "staff",
        userId: a.recordedBy ?? null,
        fromStage: moves ? job.stage : null,
        toStage: moves ? "approved" : null,
        note: a.message ? `v${a.version}: ${a.message}` : `v${a.version}`,
      });
      await keepAnswer(trx, { proofId: proof.id }, a);
      return { ok: true };
    });
}
