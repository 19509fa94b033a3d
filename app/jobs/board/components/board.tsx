import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClass, mutedText } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import { formatDay } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { moveChoices, type MoveChoice } from "../../moves";
import { stageNames } from "../../stages";
import { jobsContent, type JobsContent } from "../content";
import type { BoardCard, BoardColumn } from "../list.server";

/**
 * The open jobs by stage (docs/decisions/099): one HTML, columns side by side on wide screens
 * and one list under the other on a phone (CSS only). Each card moves its job in one tap.
 *
 * Light (decision 105): a column is one form posting to the board (`from` once), each card's
 * button naming its move and job (`move` = "<to> <id>"); the cards' looks are written once here,
 * on the board, not on each of up to 140 cards.
 */
const BOARD_CLASS = [
  "mt-4 grid gap-4 md:grid-cols-3 xl:grid-cols-7",
  "[&_li]:grid [&_li]:gap-1 [&_li]:p-3 [&_li]:text-sm",
  "[&_li>a]:font-semibold [&_li>a]:underline [&_li>span]:[overflow-wrap:anywhere]",
  "[&_li>div]:flex [&_li>div]:flex-wrap [&_li>div]:gap-2",
  "[&_li_button]:px-2 [&_li_button]:py-1 [&_li_button]:text-sm",
  // An overdue card (the one with the Overdue badge) has a red border.
  "[&_li:has(.badge)]:border-red-700 dark:[&_li:has(.badge)]:border-red-400",
].join(" ");

type Labels = JobsContent["list"];

function Assignee({ name, c }: { name: string | null; c: Labels }) {
  if (!name) return <span className={mutedText}>{`${c.assignee}: ${c.nobody}`}</span>;
  return (
    <span className={mutedText}>
      {`${c.assignee}: `}
      <span translate="no">{name}</span>
    </span>
  );
}

type CardProps = { job: BoardCard; moves: MoveChoice[]; today: string; c: Labels };

/** A card: its job's link, customer, due day, assignee and move buttons (plain submit buttons). */
function Card({ job, moves, today, c }: CardProps) {
  const overdue = !!job.dueDay && job.dueDay < today;
  const due = job.dueDay ? formatDay(job.dueDay) : "—";
  return (
    <li className="card">
      <a href={`/billing/jobs/${job.id}`} translate="no">
        {job.reference}
      </a>
      <span translate="no">{job.name}</span>
      <span>
        {`${c.due}: ${due}${overdue ? " " : ""}`}
        {overdue ? <Badge tone="danger">{c.overdueBadge}</Badge> : null}
      </span>
      <Assignee name={job.assignee} c={c} />
      {moves.length ? (
        <div>
          {moves.map((m) => (
            <button
              key={m.to}
              name="move"
              value={`${m.to} ${job.id}`}
              className={m.forward ? buttonClass.primary : buttonClass.outline}
            >
              {m.label}
            </button>
          ))}
        </div>
      ) : null}
    </li>
  );
}

type ColumnProps = { col: BoardColumn; today: string; stageHref: (stage: string) => string };

function Column({ col, today, stageHref }: ColumnProps) {
  const locale = useLocale();
  const c = jobsContent[locale].list;
  const moves = moveChoices(col.stage, locale);
  const cards = (
    <ul className="mt-2 grid gap-2">
      {col.jobs.map((job) => (
        <Card key={job.id} job={job} moves={moves} today={today} c={c} />
      ))}
    </ul>
  );
  return (
    <section aria-labelledby={`col-${col.stage}`} className="min-w-0">
      <h2 id={`col-${col.stage}`} className="text-lg font-semibold">
        {stageNames[locale][col.stage]} <span className={mutedText}>({col.count})</span>
      </h2>
      {!col.jobs.length ? (
        <p className={`mt-2 text-sm ${mutedText}`}>{c.none}</p>
      ) : moves.length ? (
        <Form method="post">
          <input type="hidden" name="from" value={col.stage} />
          {cards}
        </Form>
      ) : (
        cards
      )}
      {col.count > col.jobs.length ? (
        <a className="mt-2 inline-block text-sm underline" href={stageHref(col.stage)}>
          {fill(c.showAll, { count: col.count })}
        </a>
      ) : null}
    </section>
  );
}

export function JobsBoard({
  columns,
  today,
  stageHref,
}: {
  columns: BoardColumn[];
  today: string;
  stageHref: (stage: string) => string;
}) {
  return (
    <div className={BOARD_CLASS} data-testid="jobs-board">
      {columns.map((col) => (
        <Column key={col.stage} col={col} today={today} stageHref={stageHref} />
      ))}
    </div>
  );
}
