import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { cardClass, inputClass, labelClass, mutedText } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { PAYMENT_METHODS } from "~/lib/payment-methods";
import { whatsappLink, whatsappNumber } from "~/lib/whatsapp";
import { stageNames, type JobStage } from "../../stages";
import { movesContent, readyMessages } from "../content";
import { isOpenStage } from "../rules";
import type { JobStageView } from "../view.server";
import { MoveButtons } from "./move-buttons";

type StageJob = {
  id: string;
  reference: string;
  stage: JobStage;
  name: string;
  phone: string;
  locale: "en" | "ta";
};

/** "Ready": a one-tap WhatsApp message to the customer, in the customer's language. */
function ReadyWhatsapp({ job, view }: { job: StageJob; view: JobStageView }) {
  const c = movesContent[useLocale()];
  const number = whatsappNumber(job.phone);
  if (job.stage !== "ready" || !view.readyHow || !number) return null;
  const text = fill(readyMessages[view.readyHow][job.locale].whatsapp, {
    name: job.name,
    reference: job.reference,
  });
  return (
    <p className="mt-3">
      <a
        className="underline"
        href={whatsappLink(number, text)}
        target="_blank"
        rel="noreferrer"
        data-testid="ready-whatsapp"
      >
        {c.ready.whatsapp}
      </a>{" "}
      <span className={`text-sm ${mutedText}`}>({c.ready[view.readyHow]})</span>
    </p>
  );
}

function Assign({ view }: { view: JobStageView }) {
  const c = movesContent[useLocale()].assign;
  return (
    <Form method="post" className="mt-4 flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="assign" />
      <div>
        <label htmlFor="assignee" className={labelClass}>
          {c.label}
        </label>
        <select
          id="assignee"
          name="assignee"
          defaultValue={view.assigneeId ?? ""}
          className={inputClass}
        >
          <option value="">{c.nobody}</option>
          {view.users.map((u) => (
            <option key={u.id} value={u.id} translate="no">
              {u.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline">
        {c.submit}
      </Button>
    </Form>
  );
}

function Cancel({ job, view }: { job: StageJob; view: JobStageView }) {
  const c = movesContent[useLocale()].cancel;
  return (
    <details className="mt-4">
      <summary className="cursor-pointer underline">{c.title}</summary>
      <Form method="post" action={`/billing/jobs/${job.id}/cancel`} className="mt-2 grid gap-2">
        <input type="hidden" name="from" value={job.stage} />
        <label htmlFor="cancel-reason" className={labelClass}>
          {c.reason}
        </label>
        <textarea
          id="cancel-reason"
          name="reason"
          required
          minLength={3}
          maxLength={300}
          rows={2}
          className={inputClass}
        />
        {view.hasBill ? (
          <>
            <p className={`text-sm ${mutedText}`}>{c.withBill}</p>
            <label className="flex items-center gap-2">
              <input type="checkbox" name="refund" />
              {c.refund}
            </label>
            <label htmlFor="refund-method" className={labelClass}>
              {c.refundMethod}
            </label>
            <select id="refund-method" name="refundMethod" className={inputClass}>
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {c.methods[m]}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <div>
          <Button type="submit" variant="outline">
            {c.submit}
          </Button>
        </div>
      </Form>
    </details>
  );
}

/** The job page's stage section: the moves, "ready" on WhatsApp, the assignee and cancel. */
export function JobStageSection({ job, view }: { job: StageJob; view: JobStageView }) {
  const locale = useLocale();
  const c = movesContent[locale];
  const open = isOpenStage(job.stage);
  return (
    <section className={`${cardClass} p-4`} data-testid="job-stage">
      <h2 className="text-xl font-semibold">{c.title}</h2>
      <p className="mt-1">{fill(c.now, { stage: stageNames[locale][job.stage] })}</p>
      <div className="mt-3">
        <MoveButtons jobId={job.id} stage={job.stage} />
      </div>
      <ReadyWhatsapp job={job} view={view} />
      {open ? <Assign view={view} /> : <p className={`mt-3 ${mutedText}`}>{c.closed}</p>}
      {open ? <Cancel job={job} view={view} /> : null}
    </section>
  );
}
