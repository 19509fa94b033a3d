import type { Kysely } from "kysely";
import type { Database, PrintJobStage } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { isUniqueViolation, nowIso } from "~/platform/db/dialect";
import { writeAudit } from "~/platform/audit.server";
import { getFileStore, newStorageKey } from "~/platform/storage.server";
import { addJobEvent } from "../events.server";
import { PROOF_EXTENSIONS, type ProofType } from "./schema";

/**
 * A job's proofs (docs/decisions/100): versions 1, 2, … (unique per job), each a file kept
 * privately in the store under a random key, with who uploaded it, when, and the answers to it.
 */
export type ProofAnswerView = {
  answer: "accept" | "changes";
  message: string | null;
  via: "link" | "phone" | "shop";
  by: string | null;
  at: string;
};

export type ProofView = {
  version: number;
  name: string;
  type: string;
  size: number;
  note: string | null;
  by: string | null;
  at: string;
  /** Oldest first. */
  answers: ProofAnswerView[];
  /** Its most recent answer is an approval. */
  approved: boolean;
};

const iso = (v: string | Date) => new Date(v).toISOString();

/** The job's proofs, latest version first, each with its answers. */
export async function jobProofs(jobId: string): Promise<ProofView[]> {
  const db = getDb();
  const [proofs, answers] = await Promise.all([
    db
      .selectFrom("print_job_proofs as p")
      .leftJoin("users as u", "u.id", "p.uploaded_by")
      .select(["p.id", "p.version", "p.original_name", "p.mime_type", "p.size_bytes", "p.note"])
      .select(["p.created_at", "u.name"])
      .where("p.job_id", "=", jobId)
      .orderBy("p.version", "desc")
      .execute(),
    db
      .selectFrom("print_job_answers as a")
      .leftJoin("users as u", "u.id", "a.recorded_by")
      .select(["a.proof_id", "a.answer", "a.message", "a.via", "a.created_at", "u.name"])
      .where("a.job_id", "=", jobId)
      .where("a.proof_id", "is not", null)
      .orderBy("a.created_at")
      .orderBy("a.id")
      .execute(),
  ]);
  return proofs.map((p) => {
    const mine = answers
      .filter((a) => a.proof_id === p.id)
      .map((a) => ({
        answer: a.answer,
        message: a.message,
        via: a.via,
        by: a.name ?? null,
        at: iso(a.created_at),
      }));
    return {
      version: p.version,
      name: p.original_name,
      type: p.mime_type,
      size: p.size_bytes,
      note: p.note,
      by: p.name ?? null,
      at: iso(p.created_at),
      answers: mine,
      approved: mine.at(-1)?.answer === "accept",
    };
  });
}

/** An uploaded file whose type was checked, still in the temporary upload folder. */
export type CheckedProofFile = { name: string; size: number; type: ProofType; tempPath: string };

/** The job as a proof's upload sees it, for telling the customer. */
export type ProofJob = {
  id: string;
  reference: string;
  name: string;
  phone: string;
  email: string | null;
  locale: "en" | "ta";
};

export type UploadResult =
  { ok: true; version: number } | { ok: false; reason: "no-job" | "closed" | "busy" };

/** Stages in which a proof cannot be added; and the stages an upload moves to 'proof'. */
const CLOSED: PrintJobStage[] = ["cancelled", "delivered"];
const TO_PROOF: PrintJobStage[] = ["design", "approved"];

class Refused extends Error {
  constructor(readonly reason: "no-job" | "closed") {
    super(reason);
  }
}

async function insertProof(
  trx: Kysely<Database>,
  job: { id: string; stage: PrintJobStage },
  p: { key: string; file: CheckedProofFile; note: string | null; userId: string },
) {
  const last = await trx
    .selectFrom("print_job_proofs")
    .select((eb) => eb.fn.max("version").as("v"))
    .where("job_id", "=", job.id)
    .executeTakeFirst();
  const version = Number(last?.v ?? 0) + 1;
  const now = nowIso();
  await trx
    .insertInto("print_job_proofs")
    .values({
      id: crypto.randomUUID(),
      job_id: job.id,
      version,
      storage_key: p.key,
      original_name: p.file.name,
      mime_type: p.file.type,
      size_bytes: p.file.size,
      note: p.note,
      uploaded_by: p.userId,
      created_at: now,
    })
    .execute();
  const moves = TO_PROOF.includes(job.stage);
  if (moves) {
    await trx
      .updateTable("print_jobs")
      .set({ stage: "proof", updated_at: now })
      .where("id", "=", job.id)
      .execute();
  }
  await addJobEvent(trx, job.id, {
    kind: "proof_uploaded",
    actor: "staff",
    userId: p.userId,
    fromStage: moves ? job.stage : null,
    toStage: moves ? "proof" : null,
    note: p.note ? `v${version}: ${p.note}` : `v${version}`,
  });
  await writeAudit(trx, {
    actorId: p.userId,
    action: "print_job.proof_upload",
    entity: "print_job",
    entityId: job.id,
    after: { version, type: p.file.type, size: p.file.size, from: moves ? job.stage : null },
  });
  return version;
}

/**
 * Saves the next version: the file goes into the store, then one transaction writes the row
 * (the unique version refuses a second v2 saved at the same moment: "busy"), moves a job at
 * design (or approved, a new version to answer) to proof, adds the timeline event and the
 * audit entry and runs `tell` (the customer's e-mail and links). When anything is refused or
 * fails the stored file is removed again: nothing is left of the upload.
 */
export async function saveProof(
  input: { jobId: string; userId: string; file: CheckedProofFile; note: string | null },
  tell: (trx: Kysely<Database>, job: ProofJob, version: number) => Promise<void>,
): Promise<UploadResult> {
  const store = getFileStore();
  const key = newStorageKey("proofs", PROOF_EXTENSIONS[input.file.type]);
  await store.save(key, input.file.tempPath);
  try {
    const version = await getDb()
      .transaction()
      .execute(async (trx) => {
        const job = await trx
          .selectFrom("print_jobs")
          .select(["id", "reference", "stage", "name", "phone", "email", "locale"])
          .where("id", "=", input.jobId)
          .executeTakeFirst();
        if (!job) throw new Refused("no-job");
        if (CLOSED.includes(job.stage)) throw new Refused("closed");
        const v = await insertProof(trx, job, { ...input, key });
        await tell(trx, job, v);
        return v;
      });
    return { ok: true, version };
  } catch (error) {
    await store.remove(key);
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    if (isUniqueViolation(error)) return { ok: false, reason: "busy" };
    throw error;
  }
}

/** A stored proof version of the job, for sending; null when there is none. */
export async function findProofFile(jobId: string, version: number) {
  const row = await getDb()
    .selectFrom("print_job_proofs as p")
    .innerJoin("print_jobs as j", "j.id", "p.job_id")
    .select(["p.storage_key", "p.mime_type", "j.reference"])
    .where("p.job_id", "=", jobId)
    .where("p.version", "=", version)
    .executeTakeFirst();
  if (!row) return null;
  const ext = PROOF_EXTENSIONS[row.mime_type as ProofType] ?? "bin";
  return {
    key: row.storage_key,
    type: row.mime_type,
    name: `${row.reference}-proof-v${version}.${ext}`,
  };
}
