import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Select, Textarea } from "~/components/ui/field";
import { cardClass, mutedText } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import { formatDateTime } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { quotesContent } from "../content";
import { QuoteSend, type QuoteContact } from "./quote-send";
import { QuoteView, type QuoteShown } from "./quote-view";

/** A quote version with its state, as the job's page lists them. */
export type JobQuote = QuoteShown & {
  acceptedAt: string | null;
  sentAt: string | null;
  expired: boolean;
  answers: {
    answer: "accept" | "changes";
    message: string | null;
    via: "link" | "phone" | "shop";
    at: string;
  }[];
};

function Answers({ quote }: { quote: JobQuote }) {
  const c = quotesContent[useLocale()];
  if (!quote.answers.length) return null;
  return (
    <ul className="mt-3 grid gap-2 text-sm">
      {quote.answers.map((a, i) => (
        <li key={i}>
          <strong>{c.answers[a.answer]}</strong> {c.via[a.via]} · {formatDateTime(a.at)}
          {a.message ? (
            <span className="block break-words" translate="no">
              {a.message}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function RecordAcceptance({ version }: { version: number }) {
  const c = quotesContent[useLocale()];
  return (
    <details className="mt-4">
      <summary className="cursor-pointer font-medium">{c.record}</summary>
      <Form method="post" className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="record-acceptance" />
        <input type="hidden" name="version" value={version} />
        <p className={`text-sm ${mutedText}`}>{c.recordHint}</p>
        <Select
          name="via"
          label={c.recordVia}
          options={[
            ["phone", c.via.phone],
            ["shop", c.via.shop],
          ]}
        />
        <Textarea
          name="note"
          label={c.recordNote}
          rows={2}
          required
          requiredMark
          maxLength={1000}
        />
        <div>
          <Button type="submit" variant="outline">
            {c.recordAccept}
          </Button>
        </div>
      </Form>
    </details>
  );
}

export function JobQuotes({
  jobId,
  quotes,
  contact,
}: {
  jobId: string;
  quotes: JobQuote[];
  contact: QuoteContact;
}) {
  const c = quotesContent[useLocale()];
  const [latest, ...earlier] = quotes;
  return (
    <section className={`${cardClass} p-4`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">
          {c.title}
          {latest ? ` · ${fill(c.version, { version: latest.version })}` : ""}
        </h2>
        <Button to={`/billing/jobs/${jobId}/quote`} variant="outline">
          {latest ? c.change : c.write}
        </Button>
      </div>
      {latest ? (
        <div className="mt-3" data-testid="latest-quote">
          {latest.acceptedAt ? (
            <p className="font-medium text-green-800 dark:text-green-300">
              {fill(c.accepted, { date: formatDateTime(latest.acceptedAt) })}
            </p>
          ) : latest.expired ? (
            <p className="font-medium text-red-800 dark:text-red-300">{c.expired}</p>
          ) : null}
          <QuoteView quote={latest} />
          <QuoteSend
            jobId={jobId}
            version={latest.version}
            sentAt={latest.sentAt}
            contact={contact}
          />
          <Answers quote={latest} />
          {!latest.acceptedAt && !latest.expired ? (
            <RecordAcceptance version={latest.version} />
          ) : null}
        </div>
      ) : null}
      {earlier.length ? (
        <details className="mt-4">
          <summary className="cursor-pointer font-medium">{c.earlier}</summary>
          {earlier.map((q) => (
            <div
              key={q.version}
              className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-700"
            >
              <h3 className="font-semibold">
                {fill(c.version, { version: q.version })}
                {q.acceptedAt
                  ? ` · ${fill(c.accepted, { date: formatDateTime(q.acceptedAt) })}`
                  : ""}
              </h3>
              <QuoteView quote={q} />
              <a
                className="mt-2 inline-block underline"
                href={`/billing/jobs/${jobId}/quote/print?v=${q.version}`}
              >
                {fill(c.printVersion, { version: q.version })}
              </a>
              <Answers quote={q} />
            </div>
          ))}
        </details>
      ) : null}
    </section>
  );
}
