import { cleanDay } from "~/lib/dates";
import { z } from "~/lib/zod";

/** The statement's query (`?from=&to=&lang=`), shared by the page, the PDF and the server. */

export const STATEMENT_MESSAGES = {
  fromInvalid: "Choose a real start day (yyyy-mm-dd), e.g. 2026-11-01.",
  toInvalid: "Choose a real end day (yyyy-mm-dd), e.g. 2026-11-30.",
  toFuture: "The statement cannot end after today (India time).",
  order: "The start day must be on or before the end day.",
  langInvalid: "Choose the statement's language: en (English) or ta (Tamil).",
  notFound: "This customer does not exist.",
  loadFailed: "Failed to fetch the statement",
} as const;

function dayField(message: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const day = cleanDay(v);
      if (!day) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return day;
    });
}

/**
 * `from` and `to` (India days, both optional: the server fills the defaults), `to` no later than
 * `today` and not before `from`; `lang` en or ta (optional: the customer's language).
 */
export const statementQuerySchema = (today: string) =>
  z
    .object({
      from: dayField(STATEMENT_MESSAGES.fromInvalid),
      to: dayField(STATEMENT_MESSAGES.toInvalid),
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

export type StatementQuery = z.output<ReturnType<typeof statementQuerySchema>>;

/** The query's values as the loaders read them from a URL. */
export function statementQueryValues(url: URL) {
  const get = (name: string) => url.searchParams.get(name) ?? undefined;
  return { from: get("from"), to: get("to"), lang: get("language") };
}
