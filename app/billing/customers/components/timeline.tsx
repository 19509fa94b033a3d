import { Form, Link } from "react-router";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { formatDateTime, formatRupees } from "~/lib/format";
import type { FieldErrors } from "~/lib/forms";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { customersContent } from "../content";
import {
  customerHref,
  isMovable,
  type Timeline,
  type TimelineEntry,
  type TimelineKind,
} from "../customers";
import { DataText } from "~/components/data-text";

const KIND_TONE: Record<TimelineKind, BadgeTone> = {
  bill: "info",
  payment: "success",
  order_request: "purple",
  contact_request: "purple",
  shop_order: "orange",
  job: "info",
  reminder: "warning",
  note: "neutral",
};

const linkClass =
  "font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100";

/** "Move to another customer": the phone number of the customer it belongs to. */
function MoveForm({
  entry,
  errors,
  open,
}: {
  entry: TimelineEntry;
  errors: FieldErrors;
  open: boolean;
}) {
  const fieldName = "phone";
  const c = customersContent[useLocale()].timeline;
  return (
    <details className="mt-2" open={open}>
      <summary className={`cursor-pointer text-sm ${linkClass}`}>{c.move}</summary>
      <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="kind" value={entry.kind} />
        <input type="hidden" name="recordId" value={entry.id} />
        {/* Field ids must be unique on the page: one per entry. */}
        <div>
          <label htmlFor={`move-${entry.id}`} className="block text-sm font-semibold">
            {c.movePhone}
          </label>
          <input
            id={`move-${entry.id}`}
            name={fieldName}
            inputMode="tel"
            autoComplete="off"
            required
            aria-invalid={open && errors.phone ? true : undefined}
            aria-describedby={open && errors.phone ? `move-${entry.id}-error` : undefined}
            className="mt-1 block rounded-md border border-slate-300 px-3 py-1.5 dark:border-slate-700 dark:bg-slate-950"
          />
          {open && errors.phone ? (
            <p
              id={`move-${entry.id}-error`}
              className="mt-1 text-sm text-red-700 dark:text-red-300"
            >
              {errors.phone}
            </p>
          ) : null}
        </div>
        <button type="submit" className={`${buttonClass.outline} !px-3 !py-1.5 text-sm`}>
          {c.moveButton}
        </button>
      </Form>
    </details>
  );
}

function Entry({
  entry,
  errors,
  moveOpen,
}: {
  entry: TimelineEntry;
  errors: FieldErrors;
  moveOpen: boolean;
}) {
  const c = customersContent[useLocale()].timeline;
  const text = (value: string) => <DataText text={value} data={entry.data} />;
  return (
    <li className="py-3" data-testid="timeline-entry" data-kind={entry.kind} data-id={entry.id}>
      <div className="flex flex-wrap items-baseline gap-2">
        <Badge tone={KIND_TONE[entry.kind]}>{c.kinds[entry.kind]}</Badge>
        <span className={entry.struck ? "line-through" : undefined}>
          {entry.href ? (
            <Link to={entry.href} className={linkClass}>
              {text(entry.title)}
            </Link>
          ) : (
            <span className="font-semibold">{text(entry.title)}</span>
          )}
          {entry.amountPaise !== null ? ` — ${formatRupees(entry.amountPaise)}` : null}
        </span>
        {entry.links.map((l) => (
          <Link key={l.href} to={l.href} className={`text-sm ${linkClass}`}>
            {l.label}
            <span className="sr-only"> {text(entry.title)}</span>
          </Link>
        ))}
        <span className={`ml-auto text-sm ${mutedText}`}>{formatDateTime(entry.at)}</span>
      </div>
      {entry.detail ? <p className="mt-1 whitespace-pre-line">{text(entry.detail)}</p> : null}
      {entry.reason ? (
        <p className="mt-1 text-sm text-red-700 dark:text-red-300">{text(entry.reason)}</p>
      ) : null}
      {entry.by ? (
        <p className={`mt-1 text-sm ${mutedText}`}>
          <DataText text={fill(c.by, { name: entry.by })} data={[entry.by]} />
        </p>
      ) : null}
      {isMovable(entry.kind) ? <MoveForm entry={entry} errors={errors} open={moveOpen} /> : null}
    </li>
  );
}

/** The timeline, newest first, 100 a page, with Newer / Older links. */
export function TimelineSection({
  customerId,
  timeline,
  errors,
  moveRecordId,
}: {
  customerId: string;
  timeline: Timeline;
  errors: FieldErrors;
  /** The record whose move failed: its form stays open with the error. */
  moveRecordId?: string;
}) {
  const { entries, page, hasOlder } = timeline;
  const c = customersContent[useLocale()].timeline;
  return (
    <section aria-labelledby="timeline-heading" className="mt-8">
      <h2 id="timeline-heading" className="text-xl font-semibold">
        {c.heading}
      </h2>
      {entries.length === 0 ? (
        <p className={`${cardClass} mt-3 p-5 ${mutedText}`}>{c.empty}</p>
      ) : (
        <ol
          className={`${cardClass} mt-3 divide-y divide-slate-200 px-5 dark:divide-slate-800`}
          data-testid="timeline"
        >
          {entries.map((e) => (
            <Entry
              key={`${e.kind}-${e.id}`}
              entry={e}
              errors={errors}
              moveOpen={e.id === moveRecordId}
            />
          ))}
        </ol>
      )}
      {page > 1 || hasOlder ? (
        <nav aria-label={c.pages} className="mt-3 flex justify-between">
          {page > 1 ? (
            <Button variant="outline" to={customerHref(customerId, { older: page - 1 })}>
              {c.newer}
            </Button>
          ) : (
            <span />
          )}
          {hasOlder ? (
            <Button variant="outline" to={customerHref(customerId, { older: page + 1 })}>
              {c.older}
            </Button>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

/** Add a note to the customer's timeline. */
export function NoteForm({
  errors,
  values,
  busy,
}: {
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
}) {
  const c = customersContent[useLocale()].timeline;
  return (
    <Form method="post" className={`${cardClass} mt-6 p-5`} aria-labelledby="note-heading">
      <h2 id="note-heading" className="text-lg font-semibold">
        {c.noteHeading}
      </h2>
      <input type="hidden" name="intent" value="note" />
      <div className="mt-3">
        <Input
          name="body"
          label={c.noteLabel}
          errors={errors}
          defaultValue={values.body}
          maxLength={1000}
        />
      </div>
      <Button type="submit" className="mt-3" pending={busy} pendingText={c.saving}>
        {c.addNote}
      </Button>
    </Form>
  );
}
