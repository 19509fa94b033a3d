import { getDb } from "~/platform/db/db.server";
import type { ReadyHow } from "./rules";

/** What the job page's stage section needs beyond the job (docs/decisions/099). */
export type JobStageView = {
  assigneeId: string | null;
  users: { id: string; name: string }[];
  /** How the job was made ready the last time (pickup or delivery), or null. */
  readyHow: ReadyHow | null;
  hasBill: boolean;
};

/** The people a job may be given to: staff and admins, by name. */
export async function assignableUsers(): Promise<{ id: string; name: string }[]> {
  return getDb()
    .selectFrom("users as u")
    .innerJoin("user_roles as r", "r.user_id", "u.id")
    .select(["u.id", "u.name"])
    .where("r.role", "in", ["staff", "admin"])
    .orderBy("u.name")
    .execute();
}

export async function jobStageView(jobId: string): Promise<JobStageView> {
  const db = getDb();
  const [job, ready, users] = await Promise.all([
    db
      .selectFrom("print_jobs")
      .select(["assignee_id", "bill_id"])
      .where("id", "=", jobId)
      .executeTakeFirst(),
    db
      .selectFrom("print_job_events")
      .select("kind")
      .where("job_id", "=", jobId)
      .where("kind", "in", ["ready_pickup", "ready_delivery"])
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirst(),
    assignableUsers(),
  ]);
  return {
    assigneeId: job?.assignee_id ?? null,
    users,
    readyHow: ready ? (ready.kind.slice("ready_".length) as ReadyHow) : null,
    hasBill: !!job?.bill_id,
  };
}
