import { getDb } from "~/platform/db/db.server";

/**
 * Proof versions and their answers written straight into the tables (issue 39), for the stage
 * rules' tests while the proofs sub-feature is built alongside; its factory replaces this.
 */
export async function addProof(jobId: string, version: number): Promise<string> {
  const id = crypto.randomUUID();
  await getDb()
    .insertInto("print_job_proofs")
    .values({
      id,
      job_id: jobId,
      version,
      storage_key: `proofs/${id}.pdf`,
      original_name: `proof-v${version}.pdf`,
      mime_type: "application/pdf",
      size_bytes: 1234,
      note: null,
      uploaded_by: null,
      created_at: new Date(Date.now() + version).toISOString(),
    })
    .execute();
  return id;
}

export async function answerProof(
  jobId: string,
  proofId: string,
  answer: "accept" | "changes",
  via: "link" | "phone" | "shop" = "link",
  at = new Date(),
): Promise<void> {
  await getDb()
    .insertInto("print_job_answers")
    .values({
      id: crypto.randomUUID(),
      job_id: jobId,
      quote_id: null,
      proof_id: proofId,
      answer,
      message: via === "link" ? null : "Said yes on the phone.",
      via,
      ip: null,
      user_agent: null,
      recorded_by: null,
      created_at: at.toISOString(),
    })
    .execute();
}
