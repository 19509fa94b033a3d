import { formatDate, formatRupees, startOfIndiaDay } from "~/lib/format";
import { fill } from "~/lib/forms";
import { whatsappLink } from "~/lib/whatsapp";
import type { StatementCopy } from "./content";

/**
 * A customer's statement as the page, the PDF and the WhatsApp message see it (no database code
 * here, so components may import it): the opening balance, each dated entry with its debit or
 * credit and the running balance, the totals and the closing balance (decision 027).
 */

export type StatementLang = "en" | "ta";

/**
 * What an entry is: a bill (debit), an advance or payment (credit), the void of one (debit back),
 * a cancellation (credit of what the bill no longer asks for), a refund (debit: money given back)
 * and the write-off of a payment voided, or money refunded, after its bill was cancelled (credit).
 */
export type StatementEntryKind =
  "bill" | "advance" | "payment" | "void" | "cancel" | "refund" | "write_off";

export type StatementEntry = {
  /** Unique within the statement. */
  id: string;
  /** UTC ISO instant. */
  at: string;
  kind: StatementEntryKind;
  billNumber: string;
  receiptNumber: string | null;
  method: string | null;
  /** The bill's short description, the void's or the cancellation's reason. */
  note: string | null;
  debitPaise: number;
  creditPaise: number;
  /** The running balance after this entry (negative: the customer's credit). */
  balancePaise: number;
};

export type StatementCustomer = {
  id: string;
  name: string;
  /** +91 and 10 digits: the customer's mobile, or null. */
  phone: string | null;
  otherPhone: string | null;
  address: string | null;
  language: StatementLang;
  /** Set when this customer was merged into another one. */
  mergedInto: string | null;
};

export type Statement = {
  customer: StatementCustomer;
  /** First and last India day of the period (yyyy-mm-dd), both included. */
  from: string;
  to: string;
  /** Everything before `from`: what the customer owed (negative: their credit). */
  openingPaise: number;
  entries: StatementEntry[];
  totalDebitPaise: number;
  totalCreditPaise: number;
  /** opening + debits − credits, at the end of `to`. */
  closingPaise: number;
};

export type StatementParams = { from?: string; to?: string; lang?: StatementLang };

function withQuery(path: string, params: StatementParams = {}): string {
  const query = new URLSearchParams();
  if (params.from) query.set("from", params.from);
  if (params.to) query.set("to", params.to);
  if (params.lang) query.set("language", params.lang);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The statement page of a customer, e.g. `/billing/customers/<id>/statement?from=…&to=…`. */
export function statementHref(customerId: string, params?: StatementParams): string {
  return withQuery(`/billing/customers/${encodeURIComponent(customerId)}/statement`, params);
}

/** The statement's PDF download. */
export function statementPdfHref(customerId: string, params?: StatementParams): string {
  return withQuery(`/billing/customers/${encodeURIComponent(customerId)}/statement/pdf`, params);
}

/** A day (yyyy-mm-dd, India) as India writes it: 21/11/2026. */
export const dayText = (day: string) => formatDate(startOfIndiaDay(day));

/** The 10 digits of an Indian number (+91…), or null. */
const nationalDigits = (e164: string | null) => (e164 ? /^\+91(\d{10})$/.exec(e164)?.[1] : null);

/**
 * The statement's reference, the UPI payment note: "STMT 9876543210 20261126" (the mobile, or the
 * customer id's first eight characters, and the last day).
 */
export function statementRef(s: Pick<Statement, "customer" | "to">): string {
  const who = nationalDigits(s.customer.phone) ?? s.customer.id.slice(0, 8);
  return `STMT ${who} ${s.to.replaceAll("-", "")}`;
}

/**
 * The PDF's file name: `statement-<phone or name>-<from>-<to>.pdf`, the mobile's 10 digits, else
 * the name with anything but letters and digits made a dash (Tamil letters kept).
 */
export function statementFileName(s: Pick<Statement, "customer" | "from" | "to">): string {
  const slug =
    s.customer.name
      .normalize("NFC")
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "") || "customer";
  const who = nationalDigits(s.customer.phone) ?? slug;
  return `statement-${who}-${s.from}-${s.to}.pdf`;
}

/** A balance in words of the statement: "₹1,200.00", or "₹50.00 credit" when negative. */
export function balanceText(paise: number, copy: StatementCopy): string {
  return paise < 0 ? `${formatRupees(-paise)} ${copy.creditMark}` : formatRupees(paise);
}

/** An entry's particulars: "Bill BILL0042 — Visiting cards", "Payment received RCPT0007 (UPI)"… */
export function entryText(e: StatementEntry, copy: StatementCopy): string {
  const method = e.method ? copy.methods[e.method as keyof StatementCopy["methods"]] : undefined;
  const vars = { bill: e.billNumber, receipt: e.receiptNumber ?? "" };
  const parts: Record<StatementEntryKind, string> = {
    bill: `${copy.bill} ${e.billNumber}`,
    advance: `${copy.advance} ${e.receiptNumber} (${e.billNumber})`,
    payment: `${copy.payment} ${e.receiptNumber} (${e.billNumber})`,
    void: fill(copy.voided, vars),
    cancel: fill(copy.cancelled, vars),
    refund: fill(copy.refund, vars),
    write_off: fill(e.receiptNumber ? copy.writeOff : copy.refundWriteOff, vars),
  };
  const extras = [method ?? e.method, e.note].filter(Boolean).join(" · ");
  return extras ? `${parts[e.kind]} — ${extras}` : parts[e.kind];
}

/** What the closing balance asks of the customer, in a line. */
export function closingLine(closingPaise: number, copy: StatementCopy): string {
  if (closingPaise > 0) return `${copy.amountDue}: ${formatRupees(closingPaise)}`;
  if (closingPaise < 0) return `${copy.creditLeft}: ${formatRupees(-closingPaise)}`;
  return copy.nothingDue;
}

/**
 * The WhatsApp message: greeting, business and title, period, opening and closing balances, what
 * is due (or the credit), the UPI link for the closing balance when there is one, thanks.
 */
export function statementWhatsappText(
  s: Statement,
  opts: { businessName: string; copy: StatementCopy; upiLink: string | null },
): string {
  const { copy } = opts;
  const range = fill(copy.range, { from: dayText(s.from), to: dayText(s.to) });
  return [
    fill(copy.greeting, { name: s.customer.name }),
    `${opts.businessName} — ${copy.title}`,
    `${copy.period}: ${range}`,
    `${copy.openingBalance}: ${balanceText(s.openingPaise, copy)}`,
    `${copy.closingBalance}: ${balanceText(s.closingPaise, copy)}`,
    closingLine(s.closingPaise, copy),
    ...(opts.upiLink
      ? [fill(copy.payByUpi, { amount: formatRupees(s.closingPaise), link: opts.upiLink })]
      : []),
    copy.thanks,
  ].join("\n");
}

/** The wa.me link to the customer's mobile with the message, or null without a mobile. */
export function statementWhatsappHref(
  s: Statement,
  opts: Parameters<typeof statementWhatsappText>[1],
): string | null {
  const digits = nationalDigits(s.customer.phone);
  return digits ? whatsappLink(`91${digits}`, statementWhatsappText(s, opts)) : null;
}
