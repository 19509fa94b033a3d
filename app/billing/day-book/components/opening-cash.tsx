import { Form } from "react-router";
import { errorText, mutedText } from "~/components/ui/styles";
import type { FieldErrors } from "~/lib/forms";
import { formatDate, formatRupees, startOfIndiaDay } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { dayBookContent } from "../content";
import type { BooksOpening } from "../day-book";
import { CashFields } from "./cash-fields";

/**
 * The books' opening cash (decision 071): once set, one line saying what, for which day and by
 * whom; until then the admin sees a form to set it for the day shown (once), staff a line
 * saying the admin can. Not printed.
 */
export function BooksOpeningSection({
  opening,
  day,
  isAdmin,
  errors,
  values,
  busy,
}: {
  opening: BooksOpening | null;
  day: string;
  isAdmin: boolean;
  errors: FieldErrors;
  values: Record<string, string>;
  busy: boolean;
}) {
  const content = dayBookContent[useLocale()];
  const c = content.opening;
  return (
    <section
      aria-labelledby="opening-heading"
      className="mt-8 print:hidden"
      data-testid="books-opening"
    >
      <h2 id="opening-heading" className="text-xl font-semibold">
        {c.heading}
      </h2>
      {opening ? (
        <p className="mt-2" data-testid="books-opening-set">
          {fill(c.isSet, {
            amount: formatRupees(opening.amountPaise),
            day: formatDate(startOfIndiaDay(opening.day)),
            by: opening.createdByName ?? "—",
          })}
          {opening.note ? (
            <span className={`block text-sm ${mutedText}`}>{opening.note}</span>
          ) : null}
          {/* A second setting's refusal (409), also without JavaScript. */}
          {errors.openingCash ? (
            <span role="alert" className={`mt-1 block ${errorText}`}>
              {errors.openingCash}
            </span>
          ) : null}
        </p>
      ) : isAdmin ? (
        <Form method="post" className="mt-3 grid max-w-xl gap-4" data-testid="opening-cash-form">
          <p className={`text-sm ${mutedText}`}>{c.intro}</p>
          <input type="hidden" name="intent" value="opening" />
          <input type="hidden" name="day" value={day} />
          <CashFields
            amount={{ name: "openingCash", label: c.amount }}
            note={{ name: "openingNote", label: c.note, optional: content.form.optional }}
            submit={{ label: c.save, pending: c.saving }}
            values={values}
            errors={errors}
            busy={busy}
          />
        </Form>
      ) : (
        <p className={`mt-2 text-sm ${mutedText}`} data-testid="books-opening-unset">
          {c.notSet}
        </p>
      )}
    </section>
  );
}
