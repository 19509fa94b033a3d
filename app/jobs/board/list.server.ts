import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import { getDb } from "~/platform/db/db.server";
import type { Database, PrintJobStage } from "~/platform/db/schema";
import { indiaDateKey } from "~/lib/dates";
import { OPEN_STAGES } from "../moves";
import { BOARD_COLUMN_SIZE, JOB_PAGE_SIZE, type JobListQuery } from "./schema";

/**
 * The jobs (/billing/jobs, docs/decisions/094 and 099). Open jobs: a board, a column per open
 * stage, each the first BOARD_COLUMN_SIZE by due day and its count. A chosen stage or "all": a
 * list, newest first, 25 a page. Both filtered by assignee and overdue (an open job whose due
 * day has passed in India).
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

type Eb = ExpressionBuilder<Database & { j: Database["print_jobs"] }, "j">;

/** The assignee and overdue filters, as one condition on `print_jobs as j`. */
function filters(query: JobListQuery, today: string) {
  return (eb: Eb): Expression<SqlBool> => {
    const all: Expression<SqlBool>[] = [];
    if (query.assignee === "none") all.push(eb("j.assignee_id", "is", null));
    else if (query.assignee !== "any") all.push(eb("j.assignee_id", "=", query.assignee));
    if (query.overdue) {
      all.push(eb("j.due_day", "<", today), eb("j.stage", "not in", CLOSED));
    }
    return eb.and(all);
  };
}

/** The shown columns of the jobs matching `where`, with the assignee's name. */
function selectRows(where: (eb: Eb) => Expression<SqlBool>) {
  return getDb()
    .selectFrom("print_jobs as j")
    .leftJoin("users as u", "u.id", "j.assignee_id")
    .where(where)
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
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>["execute"]>>[number];

const toRow =
  (today: string) =>
  (r: Row): JobListRow => ({
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
  });

export async function listJobs(query: JobListQuery, now = new Date()) {
  const today = indiaDateKey(now);
  const where = (eb: Eb) => {
    const stage =
      query.stage === "open"
        ? eb("j.stage", "not in", CLOSED)
        : query.stage === "all"
          ? eb.lit(true)
          : eb("j.stage", "=", query.stage);
    return eb.and([filters(query, today)(eb), stage]);
  };
  const counted = await getDb()
    .selectFrom("print_jobs as j")
    .where(where)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const pageCount = Math.max(1, Math.ceil(total / JOB_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const found = await selectRows(where)
    .orderBy("j.created_at", "desc")
    .orderBy("j.id", "desc")
    .limit(JOB_PAGE_SIZE)
    .offset((page - 1) * JOB_PAGE_SIZE)
    .execute();
  return { jobs: found.map(toRow(today)), total, page, pageCount };
}

/**
 * A board card: only what the card shows (decision 105), as the loader's data is sent in the page
 * too. Its stage is its column's; it is overdue when its due day is before the India day.
 */
export type BoardCard = {
  id: string;
  reference: string;
  name: string;
  dueDay: string | null;
  assignee: string | null;
};
export type BoardColumn = { stage: PrintJobStage; count: number; jobs: BoardCard[] };

/** The first BOARD_COLUMN_SIZE cards at `stage` matching `filter`, the soonest due first. */
async function columnCards(
  stage: PrintJobStage,
  filter: (eb: Eb) => Expression<SqlBool>,
): Promise<BoardCard[]> {
  const found = await getDb()
    .selectFrom("print_jobs as j")
    .leftJoin("users as u", "u.id", "j.assignee_id")
    .where((eb) => eb.and([filter(eb), eb("j.stage", "=", stage)]))
    .select(["j.id", "j.reference", "j.name", "j.due_day", "u.name as assignee"])
    .orderBy(sql`j.due_day is null`)
    .orderBy("j.due_day")
    .orderBy("j.created_at")
    .limit(BOARD_COLUMN_SIZE)
    .execute();
  return found.map((r) => ({
    id: r.id,
    reference: r.reference,
    name: r.name,
    dueDay: r.due_day,
    assignee: r.assignee ?? null,
  }));
}

/** The board: per open stage, its count and its first jobs, the soonest due first. */
export async function boardJobs(query: JobListQuery, now = new Date()): Promise<BoardColumn[]> {
  const today = indiaDateKey(now);
  const filter = filters(query, today);
  const [counts, ...columns] = await Promise.all([
    getDb()
      .selectFrom("print_jobs as j")
      .where((eb) => eb.and([filter(eb), eb("j.stage", "in", [...OPEN_STAGES])]))
      .select(["j.stage", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("j.stage")
      .execute(),
    ...OPEN_STAGES.map((stage) => columnCards(stage, filter)),
  ]);
  return OPEN_STAGES.map((stage, i) => ({
    stage,
    count: Number(counts.find((c) => c.stage === stage)?.n ?? 0),
    jobs: columns[i]!,
  }));
}
