import { getDb } from "~/platform/db/db.server";
import type { PrintJobStage } from "~/platform/db/schema";
import { indiaDateKey } from "~/lib/dates";
import { JOB_PAGE_SIZE, type JobListQuery } from "./schema";

/**
 * The jobs list (/billing/jobs): newest first, 25 a page, filtered by stage ("open": neither
 * delivered nor cancelled), assignee and overdue (an open job whose due day has passed in India).
 */
export type JobListRow = {
  id: string;
  reference: string;
  name: string;
  phone: string;
  service: string;
  stage: PrintJobStage;
  dueDay: string | null;
  overdue: boolean;
  assignee: string | null;
  createdAt: string;
};

const CLOSED: PrintJobStage[] = ["delivered", "cancelled"];

export async function listJobs(query: JobListQuery, now = new Date()) {
  const today = indiaDateKey(now);
  let base = getDb().selectFrom("print_jobs as j");
  if (query.stage === "open") base = base.where("j.stage", "not in", CLOSED);
  else if (query.stage !== "all") base = base.where("j.stage", "=", query.stage);
  if (query.assignee === "none") base = base.where("j.assignee_id", "is", null);
  else if (query.assignee !== "any") base = base.where("j.assignee_id", "=", query.assignee);
  if (query.overdue) {
    base = base.where("j.due_day", "<", today).where("j.stage", "not in", CLOSED);
  }
  const counted = await base
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const pageCount = Math.max(1, Math.ceil(total / JOB_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const rows = await base
    .leftJoin("users as u", "u.id", "j.assignee_id")
    .select([
      "j.id",
      "j.reference",
      "j.name",
      "j.phone",
      "j.service",
      "j.stage",
      "j.due_day",
      "j.created_at",
      "u.name as assignee",
    ])
    .orderBy("j.created_at", "desc")
    .orderBy("j.id", "desc")
    .limit(JOB_PAGE_SIZE)
    .offset((page - 1) * JOB_PAGE_SIZE)
    .execute();
  const jobs: JobListRow[] = rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    name: r.name,
    phone: r.phone,
    service: r.service,
    stage: r.stage,
    dueDay: r.due_day,
    overdue: !!r.due_day && r.due_day < today && !CLOSED.includes(r.stage),
    assignee: r.assignee ?? null,
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return { jobs, total, page, pageCount };
}

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
