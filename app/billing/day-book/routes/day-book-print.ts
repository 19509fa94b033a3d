import { data } from "react-router";
import type { Route } from "./+types/day-book-print";
import { indiaDateKey } from "~/lib/dates";
import { parseWith } from "~/lib/forms";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { logger } from "~/platform/logger.server";
import { getPreferences } from "~/platform/preferences.server";
import { NONCE_HEADER } from "~/platform/security-headers.server";
import { dayBookContent } from "../content";
import { dayBook } from "../day-book.server";
import { dayBookPrintHtml, htmlStream } from "../print.server";
import { dayBookQuerySchema } from "../schema";

/**
 * GET /billing/day-book/print?day=yyyy-mm-dd : the day book of that India day (today by default)
 * with every entry, for A4 (decision 084), streamed as the entries are read. Outside the billing
 * layout, so it checks billing access itself. A bad or future day is a 400.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireBillingAccess(context, request);
  const { locale } = getPreferences(context);
  const m = dayBookContent[locale].messages;
  const parsed = parseWith(dayBookQuerySchema(indiaDateKey(new Date()), m), {
    day: new URL(request.url).searchParams.get("day") ?? undefined,
  });
  if (!parsed.success) {
    throw data({ message: parsed.errors.day ?? m.dayInvalid }, { status: 400 });
  }
  let book;
  try {
    book = await dayBook(parsed.data.day);
  } catch (error) {
    logger.error("Failed to print the day book", `user ${user.id}`, error);
    throw data({ message: m.loadFailed }, { status: 500 });
  }
  const nonce = request.headers.get(NONCE_HEADER) ?? "";
  const chunks = dayBookPrintHtml(book, locale, nonce);
  return new Response(htmlStream(chunks), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-store",
    },
  });
}
