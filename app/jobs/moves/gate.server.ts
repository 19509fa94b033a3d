import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";

/**
 * The printing gate (issue 39, docs/decisions/099): the proof with the highest version of the
 * job has, as its most recent answer, an acceptance — from the status link, or recorded by staff
 * as given by phone or in the shop. No proof, no answer, or changes asked last: not approved.
 */
export async function latestProofApproved(trx: Kysely<Database>, jobId: string) {
  const proof = await trx
    .selectFrom("print_job_proofs")
    .select("id")
    .where("job_id", "=", jobId)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!proof) return false;
  const answer = await trx
    .selectFrom("print_job_answers")
    .select("answer")
    .where("proof_id", "=", proof.id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return answer?.answer === "accept";
}
