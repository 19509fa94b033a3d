import { data, redirect } from "react-router";
import { indiaDateKey } from "~/lib/dates";
import { parseWith } from "~/lib/forms";
import { logger } from "~/platform/logger.server";
import { type StatementDocument, statementDocument } from "./document.server";
import { STATEMENT_MESSAGES, statementQueryValues, statementQuerySchema } from "./schema";
import type { StatementParams } from "./statement";
import type { Locale } from "~/lib/i18n/i18n";
import { statementMessages } from "./content";

/** The schema's (English) message in the page's language. */
function inLocale(message: string, locale: Locale): string {
  const key = (Object.keys(STATEMENT_MESSAGES) as (keyof typeof STATEMENT_MESSAGES)[]).find(
    (k) => STATEMENT_MESSAGES[k] === message,
  );
  return key ? statementMessages[locale][key] : message;
}

/**
 * What the statement page and its PDF share: the query parsed (a bad day or language is a 400
 * with its message), the document read (an unknown customer is a 404; a customer merged into
 * another is sent to the kept customer's statement, same query), a failed read a 500.
 */
export async function loadStatement(
  request: Request,
  customerId: string,
  hrefOf: (customerId: string, params: StatementParams) => string,
  locale: Locale = "en",
): Promise<{ doc: StatementDocument; today: string }> {
  const today = indiaDateKey(new Date());
  const url = new URL(request.url);
  const parsed = parseWith(statementQuerySchema(today), statementQueryValues(url));
  if (!parsed.success) {
    const message = Object.values(parsed.errors)[0] ?? STATEMENT_MESSAGES.fromInvalid;
    throw data({ message: inLocale(message, locale) }, { status: 400 });
  }
  let doc: StatementDocument | null;
  try {
    doc = await statementDocument(customerId, parsed.data);
  } catch (error) {
    logger.error("Failed to fetch a statement", `customer ${customerId}`, error);
    throw data({ message: statementMessages[locale].loadFailed }, { status: 500 });
  }
  if (!doc) throw data({ message: statementMessages[locale].notFound }, { status: 404 });
  const kept = doc.statement.customer.mergedInto;
  if (kept) throw redirect(hrefOf(kept, parsed.data));
  return { doc, today };
}
