import { getDb } from "~/platform/db/db.server";
import type { PrintJobStage, PrintJobSource } from "~/platform/db/schema";

/** One job as its page shows it: the request, the customer, and the timeline, oldest first. */
export type JobDetail = {
  id: string;
  reference: string;
  source: PrintJobSource;
  stage: PrintJobStage;
  name: string;
  phone: string;
  email: string | null;
  locale: "en" | "ta";
  service: string;
  quantity: string | null;
  details: string | null;
  customerId: string | null;
  orderSubmissionId: string | null;
  dueDay: string | null;
  assignee: string | null;
  createdAt: string;
  liveLinks: number;
  events: {
    id: string;
    kind: string;
    toStage: PrintJobStage | null;
    note: string | null;
    actor: "staff" | "customer" | "system";
    by: string | null;
    at: string;
  }[];
};

const iso = (v: string | Date) => new Date(v).toISOString();

export async function getJob(id: string): Promise<JobDetail | null> {
  const db = getDb();
  const job = await db
    .selectFrom("print_jobs as j")
    .leftJoin("users as u", "u.id", "j.assignee_id")
    .selectAll("j")
    .select("u.name as assignee")
    .where("j.id", "=", id)
    .executeTakeFirst();
  if (!job) return null;
  const [events, links] = await Promise.all([
    db
      .selectFrom("print_job_events as e")
      .leftJoin("users as u", "u.id", "e.user_id")
      .select(["e.id", "e.kind", "e.to_stage", "e.note", "e.actor", "e.created_at", "u.name"])
      .where("e.job_id", "=", id)
      .orderBy("e.created_at")
      .orderBy("e.id")
      .execute(),
    db
      .selectFrom("print_job_links")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("job_id", "=", id)
      .where("revoked_at", "is", null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    id: job.id,
    reference: job.reference,
    source: job.source,
    stage: job.stage,
    name: job.name,
    phone: job.phone,
    email: job.email,
    locale: job.locale,
    service: job.service,
    quantity: job.quantity,
    details: job.details,
    customerId: job.customer_id,
    orderSubmissionId: job.order_submission_id,
    dueDay: job.due_day,
    assignee: job.assignee ?? null,
    createdAt: iso(job.created_at),
    liveLinks: Number(links.n),
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      toStage: e.to_stage,
      note: e.note,
      actor: e.actor,
      by: e.name ?? null,
      at: iso(e.created_at),
    })),
  };
}

/** The job a website order request opened (the admin inbox links to it), or null. */
export async function jobForSubmission(
  submissionId: string,
): Promise<{ href: string; reference: string } | null> {
  const row = await getDb()
    .selectFrom("print_jobs")
    .select(["id", "reference"])
    .where("order_submission_id", "=", submissionId)
    .executeTakeFirst();
  return row ? { href: `/billing/jobs/${row.id}`, reference: row.reference } : null;
}

/** Jobs by id for a customer's timeline (decision 104): reference, service, stage. */
export async function jobsForTimeline(ids: string[]): Promise<
  {
    id: string;
    reference: string;
    service: string;
    stage: PrintJobStage;
    cancelReason: string | null;
  }[]
> {
  if (ids.length === 0) return [];
  const rows = await getDb()
    .selectFrom("print_jobs")
    .select(["id", "reference", "service", "stage", "cancel_reason"])
    .where("id", "in", ids)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    service: r.service,
    stage: r.stage,
    cancelReason: r.cancel_reason,
  }));
}
