import { data, Form } from "react-router";
import type { Route } from "./+types/jobs";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { PageHeader } from "~/components/ui/page-header";
import { Pager } from "~/components/ui/pagination";
import { Table, type Column } from "~/components/ui/table";
import { inputClass, labelClass, mutedText } from "~/components/ui/styles";
import { fill, parseWith } from "~/lib/forms";
import { indiaDateKey } from "~/lib/dates";
import { formatDate, formatDay } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { metaLocale } from "~/lib/i18n/meta-locale";
import { pageUrl } from "~/lib/page-url";
import { formatIndianPhone } from "~/lib/phone";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { JOB_STAGES, stageNames } from "../../stages";
import { jobsContent } from "../content";
import { assignableUsers, movesAction } from "../../moves/index.server";
import { JobsBoard } from "../components/board";
import { boardJobs, listJobs, type JobListRow } from "../list.server";
import { jobListSchema, type JobListQuery } from "../schema";

/**
 * /billing/jobs: the open jobs as a board by stage, or a chosen stage (or all) as a list, newest
 * first; both filtered by assignee and overdue. `today` (the India day) tells the board's overdue
 * cards.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const params = Object.fromEntries(pageUrl(request).searchParams);
  const parsed = parseWith(jobListSchema, params);
  const query = parsed.success ? parsed.data : jobListSchema.parse({});
  const now = new Date();
  const [list, board, users] = await Promise.all([
    query.stage === "open" ? null : listJobs(query, now),
    query.stage === "open" ? boardJobs(query, now) : null,
    assignableUsers(),
  ]);
  return { list, board, query, users, today: indiaDateKey(now) };
}

/**
 * A board card's tap (decision 105): its column's form sends `from` (the column's stage) once and
 * the button's `move` = "<to> <job id>"; it runs as the job page's move (the allowed moves, 409
 * when the job moved meanwhile, the printing gate) and comes back to the board.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireBillingAccess(context, request);
  const form = await request.formData();
  const [to, jobId, ...rest] = String(form.get("move") ?? "").split(" ");
  if (!to || !jobId || rest.length || !/^[\w-]{1,64}$/.test(jobId)) {
    throw data({ message: "Unknown action" }, { status: 400 });
  }
  const move = new FormData();
  move.set("from", String(form.get("from") ?? ""));
  move.set("to", to);
  move.set("back", "board");
  move.set("boardQuery", boardFilters(request));
  return movesAction("move", move, jobId, user.id, context);
}

/** The board's filters of the posting page ("" for none), for coming back to the same board. */
function boardFilters(request: Request): string {
  const parsed = parseWith(jobListSchema, Object.fromEntries(pageUrl(request).searchParams));
  if (!parsed.success) return "";
  const { assignee, overdue } = parsed.data;
  const p = new URLSearchParams();
  if (assignee !== "any") p.set("assignee", assignee);
  if (overdue) p.set("overdue", "1");
  return p.size ? `?${p.toString()}` : "";
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: jobsContent[metaLocale(matches)].list.title },
  { name: "robots", content: "noindex" },
];

function jobsHref(query: JobListQuery, page: number, stage: string = query.stage) {
  const p = new URLSearchParams({ stage, assignee: query.assignee });
  if (query.overdue) p.set("overdue", "1");
  if (page > 1) p.set("page", String(page));
  return `/billing/jobs?${p.toString()}`;
}

function Filters({ query, users }: { query: JobListQuery; users: { id: string; name: string }[] }) {
  const locale = useLocale();
  const c = jobsContent[locale].list;
  const stages = stageNames[locale];
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
      <div>
        <label htmlFor="stage" className={labelClass}>
          {c.stage}
        </label>
        <select id="stage" name="stage" defaultValue={query.stage} className={inputClass}>
          <option value="open">{c.open}</option>
          <option value="all">{c.all}</option>
          {JOB_STAGES.map((s) => (
            <option key={s} value={s}>
              {stages[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="assignee" className={labelClass}>
          {c.assignee}
        </label>
        <select id="assignee" name="assignee" defaultValue={query.assignee} className={inputClass}>
          <option value="any">{c.anyone}</option>
          <option value="none">{c.nobody}</option>
          {users.map((u) => (
            <option key={u.id} value={u.id} translate="no">
              {u.name}
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 pb-2">
        <input type="checkbox" name="overdue" value="1" defaultChecked={query.overdue} />
        {c.overdue}
      </label>
      <Button type="submit" variant="outline">
        {c.filter}
      </Button>
    </Form>
  );
}

function columns(locale: "en" | "ta"): Column<JobListRow>[] {
  const c = jobsContent[locale].list;
  const stages = stageNames[locale];
  return [
    {
      key: "reference",
      header: c.reference,
      rowHeader: true,
      data: true,
      cell: (j) => (
        <a href={`/billing/jobs/${j.id}`} className="font-semibold underline">
          {j.reference}
        </a>
      ),
    },
    {
      key: "customer",
      header: c.customer,
      data: true,
      cell: (j) => `${j.name}, ${formatIndianPhone(j.phone)}`,
    },
    { key: "service", header: c.service, data: true, cell: (j) => j.service },
    { key: "stage", header: c.stage, cell: (j) => stages[j.stage] },
    {
      key: "due",
      header: c.due,
      cell: (j) => (
        <span className="flex flex-wrap items-center gap-2">
          {j.dueDay ? formatDay(j.dueDay) : "—"}
          {j.overdue ? <Badge tone="danger">{c.overdueBadge}</Badge> : null}
        </span>
      ),
    },
    { key: "assignee", header: c.assignee, data: true, cell: (j) => j.assignee ?? "—" },
    { key: "received", header: c.received, cell: (j) => formatDate(j.createdAt) },
  ];
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const { list, board, query, users, today } = loaderData;
  const locale = useLocale();
  const c = jobsContent[locale].list;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader
        title={c.title}
        backTo="/billing/service"
        backLabel={c.back}
        description={c.description}
        actions={<Button to="/billing/jobs/new">{c.newRequest}</Button>}
      />
      <Filters query={query} users={users} />
      {board ? (
        <JobsBoard columns={board} today={today} stageHref={(stage) => jobsHref(query, 1, stage)} />
      ) : null}
      {list ? (
        <>
          <p className={`mt-4 text-sm ${mutedText}`} data-testid="jobs-count">
            {fill(c.count, { count: list.total })}
          </p>
          <Table
            columns={columns(locale)}
            rows={list.jobs}
            rowKey={(j) => j.id}
            empty={c.empty}
            caption={c.title}
            testId="jobs-table"
          />
          <Pager page={list.page} pageCount={list.pageCount} href={(p) => jobsHref(query, p)} />
        </>
      ) : null}
    </div>
  );
}
