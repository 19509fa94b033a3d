import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/field";
import { cardClass } from "~/components/ui/styles";
import { fill, type FieldErrors } from "~/lib/forms";
import { formatDateTime } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { QuoteView, quotesContent, type QuoteShown } from "../../quotes";

/**
 * The latest quote on the customer's status page (docs/decisions/095): Accept, and Ask for
 * changes with a message — two plain forms, so it works without JavaScript.
 */
export type StatusQuote = QuoteShown & { acceptedAt: string | null; expired: boolean };

export function StatusQuoteSection({ quote, errors }: { quote: StatusQuote; errors: FieldErrors }) {
  const c = quotesContent[useLocale()];
  const open = !quote.acceptedAt;
  return (
    <section className={`${cardClass} mt-8 p-4`} aria-labelledby="quote-heading">
      <h2 id="quote-heading" className="text-xl font-semibold">
        {c.customer.heading} · {fill(c.version, { version: quote.version })}
      </h2>
      <div className="mt-3">
        <QuoteView quote={quote} />
      </div>
      {quote.acceptedAt ? (
        <p className="mt-4 font-medium text-green-800 dark:text-green-300">
          {fill(c.customer.accepted, { date: formatDateTime(quote.acceptedAt) })}
        </p>
      ) : quote.expired ? (
        <p className="mt-4 font-medium text-red-800 dark:text-red-300">{c.customer.expired}</p>
      ) : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="accept" />
          <input type="hidden" name="version" value={quote.version} />
          <Button type="submit" className="w-full sm:w-auto">
            {c.customer.accept}
          </Button>
        </Form>
      )}
      {open ? (
        <Form method="post" className="mt-6 grid gap-3">
          <input type="hidden" name="intent" value="changes" />
          <input type="hidden" name="version" value={quote.version} />
          <Textarea
            name="message"
            label={c.customer.message}
            errors={errors}
            rows={3}
            maxLength={1000}
            required
          />
          <div>
            <Button type="submit" variant="outline">
              {c.customer.askChanges}
            </Button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
