import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { PrintJobStage } from "~/platform/db/schema";
import { nowIso } from "~/platform/db/dialect";

/** One entry of a job's timeline, written in the transaction of the change it records. */
export type JobEvent = {
  kind: string;
  actor: "staff" | "customer" | "system";
  userId?: string | null;
  fromStage?: PrintJobStage | null;
  toStage?: PrintJobStage | null;
  note?: string | null;
};

export async function addJobEvent(
  trx: Kysely<Database>,
  jobId: string,
  event: JobEvent,
): Promise<void> {
  await trx
    .insertInto("print_job_events")
    .values({
      id: crypto.randomUUID(),
      job_id: jobId,
      kind: event.kind,
      from_stage: event.fromStage ?? null,
      to_stage: event.toStage ?? null,
      note: event.note ?? null,
      actor: event.actor,
      user_id: event.userId ?? null,
      created_at: nowIso(),
    })
    .execute();
}
