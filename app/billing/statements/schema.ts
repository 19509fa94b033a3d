import { inputTexts } from "~/lib/input-texts";
import { z } from "~/lib/zod";
import { dayField } from "~/lib/zod-fields";

/** The statement's query (`?from=&to=&lang=`), shared by the page, the PDF and the server. */

export const STATEMENT_MESSAGES = {
  fromInvalid: "Choose a real start day as dd/mm/yyyy, e.g. 01/11/2026.",
  toInvalid: "Choose a real end day as dd/mm/yyyy, e.g. 30/11/2026.",
  toFuture: "The statement cannot end after today (India time).",
  early: inputTexts.en.day.early,
  order: "The start day must be on or before the end day.",
  langInvalid: "Choose the statement's language: en (English) or ta (Tamil).",
  notFound: "This customer does not exist.",
  loadFailed: "Failed to fetch the statement",
} as const;

/** A day of the period, its "not a day" message `invalid`; after today is the schema's to say. */
const periodDay = (invalid: string) =>
  dayField({
    invalid,
    early: STATEMENT_MESSAGES.early,
    late: STATEMENT_MESSAGES.toFuture,
    future: STATEMENT_MESSAGES.toFuture,
  });

/**
 * `from` and `to` (India days, both optional: the server fills the defaults), `to` no later than
 * `today` and not before `from`; `lang` en or ta (optional: the customer's language).
 */
export const statementQuerySchema = (today: string) =>
  z
    .object({
      from: periodDay(STATEMENT_MESSAGES.fromInvalid),
      to: periodDay(STATEMENT_MESSAGES.toInvalid),
      lang: z
        .string()
        .trim()
        .optional()
        .transform((v, ctx) => {
          if (!v) return undefined;
          if (v === "en" || v === "ta") return v;
          ctx.addIssue({ code: "custom", message: STATEMENT_MESSAGES.langInvalid });
          return z.NEVER;
        }),
    })
    .superRefine((q, ctx) => {
      if (q.to && q.to > today) {
        ctx.addIssue({ code: "custom", path: ["to"], message: STATEMENT_MESSAGES.toFuture });
      } else if (q.from && q.from > (q.to ?? today)) {
        ctx.addIssue({ code: "custom", path: ["from"], message: STATEMENT_MESSAGES.order });
      }
    });

/** The query's values as the loaders read them from a URL. */
export function statementQueryValues(url: URL) {
  const get = (name: string) => url.searchParams.get(name) ?? undefined;
  return { from: get("from"), to: get("to"), lang: get("language") };
}
