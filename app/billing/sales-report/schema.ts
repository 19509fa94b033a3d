import { inputTexts } from "~/lib/input-texts";
import { z } from "~/lib/zod";
import { dayField } from "~/lib/zod-fields";
import {
  daysIn,
  defaultGrouping,
  GROUPS,
  type Grouping,
  MAX_DAYS,
  MAX_DAYS_BY_DAY,
  presetRange,
  type ReportQuery,
} from "./sales-report";

/** The sales report's query (`from`, `to`, `group`), shared by the page, the CSV and the server. */

export const SALES_REPORT_MESSAGES = {
  fromInvalid: "From date: choose a real day as dd/mm/yyyy, e.g. 01/04/2026.",
  toInvalid: "To date: choose a real day as dd/mm/yyyy, e.g. 30/11/2026.",
  fromAfterTo: "The From date must be on or before the To date.",
  dayEarly: inputTexts.en.day.early,
  dayLate: inputTexts.en.day.late,
  tooLong: `A report covers at most ${MAX_DAYS} days (10 years).`,
  dayTooLong: `Grouping by day covers at most ${MAX_DAYS_BY_DAY} days: group by month, or choose fewer days.`,
  groupInvalid: "Group by day or by month.",
  loadFailed: "Failed to fetch the sales report",
} as const;

/** The messages in one language (content.ts has them in English and Tamil). */
export type SalesReportMessages = Record<keyof typeof SALES_REPORT_MESSAGES, string>;

/** A day of the query, its "not a day" message `invalid`: missing or empty is "". */
const reportDay = (invalid: string, m: SalesReportMessages) =>
  dayField({ invalid, early: m.dayEarly, late: m.dayLate, future: m.dayLate }).transform(
    (v) => v ?? "",
  );

/**
 * The query, checked: real days (this month so far without them), from ≤ to, at most 10 years,
 * day grouping at most 400 days; without `group`, days for up to two months and months beyond.
 */
export const salesReportQuerySchema = (
  now: Date = new Date(),
  m: SalesReportMessages = SALES_REPORT_MESSAGES,
) =>
  z
    .object({
      from: reportDay(m.fromInvalid, m),
      to: reportDay(m.toInvalid, m),
      group: z
        .string()
        .trim()
        .optional()
        .transform((v, ctx): Grouping | undefined => {
          if (!v) return undefined;
          if ((GROUPS as readonly string[]).includes(v)) return v as Grouping;
          ctx.addIssue({ code: "custom", message: m.groupInvalid });
          return z.NEVER;
        }),
    })
    .transform((q, ctx): ReportQuery => {
      const month = presetRange("this-month", now);
      const range = { from: q.from || month.from, to: q.to || month.to };
      if (range.from > range.to) {
        ctx.addIssue({ code: "custom", message: m.fromAfterTo, path: ["to"] });
        return z.NEVER;
      }
      const days = daysIn(range);
      if (days > MAX_DAYS) {
        ctx.addIssue({ code: "custom", message: m.tooLong, path: ["to"] });
        return z.NEVER;
      }
      const group = q.group ?? defaultGrouping(range);
      if (group === "day" && days > MAX_DAYS_BY_DAY) {
        ctx.addIssue({
          code: "custom",
          message: m.dayTooLong,
          path: ["group"],
        });
        return z.NEVER;
      }
      return { ...range, group };
    });

/** The query of a URL's search parameters (each at most once; the first one counts). */
export function queryValues(params: URLSearchParams) {
  return {
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
    group: params.get("group") ?? undefined,
  };
}
