import { upiLink } from "~/lib/upi";
import {
  documentBusiness,
  type DocumentBusiness,
  type UpiSettings,
} from "../printing/index.server";
import { statementCopy } from "./content";
import {
  type Statement,
  type StatementLang,
  statementRef,
  statementWhatsappHref,
} from "./statement";
import { customerStatement } from "./statement.server";

/**
 * A statement with what its page, PDF and WhatsApp message need: the business from the settings,
 * the language (the query's, else the customer's), the UPI link for the closing balance and the
 * wa.me link to the customer's mobile.
 */
export type StatementDocument = {
  statement: Statement;
  lang: StatementLang;
  business: DocumentBusiness;
  /** `upi://pay?…&am=<closing>&…&tn=<statement ref>`, or null (no UPI ID, nothing due). */
  upiLink: string | null;
  /** wa.me link with the message, or null when the customer has no mobile. */
  whatsappHref: string | null;
};

/** The UPI link asking for the closing balance, noted with the statement's reference. */
export function statementUpiLink(upi: UpiSettings, statement: Statement): string | null {
  if (!upi.upiId || statement.closingPaise <= 0) return null;
  try {
    return upiLink({
      vpa: upi.upiId,
      payeeName: upi.upiPayeeName,
      amountPaise: statement.closingPaise,
      note: statementRef(statement),
    });
  } catch {
    // A UPI ID saved before it was checked: no link rather than no statement.
    return null;
  }
}

/** The statement document of a customer, or null when there is no such customer. */
export async function statementDocument(
  customerId: string,
  query: { from?: string; to?: string; lang?: StatementLang },
  now: Date = new Date(),
): Promise<StatementDocument | null> {
  const [statement, settings] = await Promise.all([
    customerStatement(customerId, { from: query.from, to: query.to }, now),
    documentBusiness(),
  ]);
  if (!statement) return null;
  const lang = query.lang ?? statement.customer.language;
  const link = statementUpiLink(settings.upi, statement);
  return {
    statement,
    lang,
    business: settings.business,
    upiLink: link,
    whatsappHref: statementWhatsappHref(statement, {
      businessName: settings.business.name,
      copy: statementCopy[lang],
      upiLink: link,
    }),
  };
}
