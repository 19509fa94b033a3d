import { data } from "react-router";
import type { Route } from "./+types/day-book-csv";
import { indiaDateKey } from "~/lib/dates";
import { parseWith } from "~/lib/forms";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { csvHeaders, csvStream } from "~/platform/csv.server";
import { logger } from "~/platform/logger.server";
import { DAY_BOOK_CSV_HEADER, dayBookCsvRows, dayBookFileName } from "../csv.server";
import { dayBook } from "../day-book.server";
import { DAY_BOOK_MESSAGES, dayBookQuerySchema } from "../schema";

/**
 * GET /billing/day-book/export?day=yyyy-mm-dd : the day book of that India day (today by default)
 * as `day_book_{day}.csv` — every entry, then the summary rows and the cash counts. Outside the
 * billing layout, so it checks billing access itself. A bad or future day is a 400.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireBillingAccess(context, request);
  const parsed = parseWith(dayBookQuerySchema(indiaDateKey(new Date())), {
    day: new URL(request.url).searchParams.get("day") ?? undefined,
  });
  if (!parsed.success) {
    throw data({ message: parsed.errors.day ?? DAY_BOOK_MESSAGES.dayInvalid }, { status: 400 });
  }
  const { day } = parsed.data;
  let book;
  try {
    book = await dayBook(day);
  } catch (error) {
    logger.error("Failed to export the day book", `user ${user.id}`, error);
    throw data({ message: DAY_BOOK_MESSAGES.loadFailed }, { status: 500 });
  }
  const body = csvStream(DAY_BOOK_CSV_HEADER, dayBookCsvRows(book), (result) => {
    if ("error" in result)
      logger.error("Failed to export the day book", `user ${user.id}`, result.error);
  });
  return new Response(body, { headers: csvHeaders(dayBookFileName(day)) });
}
