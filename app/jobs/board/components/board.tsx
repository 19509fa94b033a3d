import { Badge } from "~/components/ui/badge";
import { mutedText } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import { formatDay } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { MoveButtons } from "../../moves";
import { stageNames } from "../../stages";
import { jobsContent } from "../content";
import type { BoardColumn, JobListRow } from "../list.server";

/**
 * The open jobs by stage (docs/decisions/099): one HTML, columns side by side on wide screens
 * and one list under the other on a phone (CSS only). Each card moves its job in one tap.
 */
function Card({ job }: { job: JobListRow }) {
  const c = jobsContent[useLocale()].list;
  return (
    <li
      className={`card grid gap-1 p-3 text-sm ${job.overdue ? "border-red-700 dark:border-red-400" : ""}`}
      data-testid="job-card"
    >
      <a href={`/billing/jobs/${job.id}`} className="font-semibold underline" translate="no">
        {job.reference}
      </a>
      <span className="break-words" translate="no">
        {job.name}
      </span>
      <span className="flex flex-wrap items-center gap-1">
        {c.due}: {job.dueDay ? formatDay(job.dueDay) : "—"}
        {job.overdue ? <Badge tone="danger">{c.overdueBadge}</Badge> : null}
      </span>
      <span className={mutedText}>
        {c.assignee}: {job.assignee ? <span translate="no">{job.assignee}</span> : c.nobody}
      </span>
      <MoveButtons jobId={job.id} stage={job.stage} back="board" compact />
    </li>
  );
}

export function JobsBoard({
  columns,
  stageHref,
}: {
  columns: BoardColumn[];
  stageHref: (stage: string) => string;
}) {
  const locale = useLocale();
  const c = jobsContent[locale].list;
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-3 xl:grid-cols-7" data-testid="jobs-board">
      {columns.map((col) => (
        <section key={col.stage} aria-labelledby={`col-${col.stage}`} className="min-w-0">
          <h2 id={`col-${col.stage}`} className="text-lg font-semibold">
            {stageNames[locale][col.stage]} <span className={mutedText}>({col.count})</span>
          </h2>
          {col.jobs.length ? (
            <ul className="mt-2 grid gap-2">
              {col.jobs.map((job) => (
                <Card key={job.id} job={job} />
              ))}
            </ul>
          ) : (
            <p className={`mt-2 text-sm ${mutedText}`}>{c.none}</p>
          )}
          {col.count > col.jobs.length ? (
            <a className="mt-2 inline-block text-sm underline" href={stageHref(col.stage)}>
              {fill(c.showAll, { count: col.count })}
            </a>
          ) : null}
        </section>
      ))}
    </div>
  );
}
