import { describe, expect, it } from "vitest";
import { statementCopy } from "~/billing/statements/content";
import { statementQuerySchema } from "~/billing/statements/schema";
import {
  balanceText,
  entryText,
  type Statement,
  type StatementEntry,
  statementFileName,
  statementHref,
  statementPdfHref,
  statementRef,
  statementWhatsappHref,
} from "~/billing/statements/statement";

/** The statement's words, links, names and query, without a database. */

const customer = {
  id: "0b3f9c1e-aaaa-bbbb-cccc-000000000000",
  name: "Kannan Traders",
  phone: "+919876512345",
  otherPhone: null,
  address: null,
  language: "en" as const,
  mergedInto: null,
};
const statement: Statement = {
  customer,
  from: "2026-11-01",
  to: "2026-11-26",
  openingPaise: -5_000,
  entries: [],
  totalDebitPaise: 0,
  totalCreditPaise: 0,
  closingPaise: 123_450,
};
const entry = (over: Partial<StatementEntry>): StatementEntry => ({
  id: "x",
  at: "2026-11-20T05:00:00.000Z",
  kind: "bill",
  billNumber: "BILL0042",
  receiptNumber: null,
  method: null,
  note: null,
  debitPaise: 0,
  creditPaise: 0,
  balancePaise: 0,
  ...over,
});

describe("statement links and names", () => {
  it("builds the page and PDF links with only the given query", () => {
    expect(statementHref("c1")).toBe("/billing/customers/c1/statement");
    expect(statementHref("c1", { from: "2026-11-01", to: "2026-11-26", lang: "ta" })).toBe(
      "/billing/customers/c1/statement?from=2026-11-01&to=2026-11-26&language=ta",
    );
    expect(statementPdfHref("a/b", { lang: "en" })).toBe(
      "/billing/customers/a%2Fb/statement/pdf?language=en",
    );
  });

  it("names the file by the mobile, else by the name (Tamil kept), and refs the UPI note", () => {
    expect(statementFileName(statement)).toBe("statement-9876512345-2026-11-01-2026-11-26.pdf");
    const tamil = { ...statement, customer: { ...customer, phone: null, name: "முருகன் ஸ்டோர்ஸ்!" } };
    expect(statementFileName(tamil)).toBe("statement-முருகன்-ஸ்டோர்ஸ்-2026-11-01-2026-11-26.pdf");
    const blank = { ...statement, customer: { ...customer, phone: null, name: "***" } };
    expect(statementFileName(blank)).toBe("statement-customer-2026-11-01-2026-11-26.pdf");
    expect(statementRef(statement)).toBe("STMT 9876512345 20261126");
    expect(statementRef(tamil)).toBe("STMT 0b3f9c1e 20261126");
  });
});

describe("statement words", () => {
  it("writes a negative balance as the customer's credit, in both languages", () => {
    expect(balanceText(123_450, statementCopy.en)).toBe("₹1,234.50");
    expect(balanceText(-5_000, statementCopy.en)).toBe("₹50.00 credit");
    expect(balanceText(-5_000, statementCopy.ta)).toBe("₹50.00 வரவு");
  });

  it("describes each kind of entry with its numbers, method and note", () => {
    const en = statementCopy.en;
    expect(entryText(entry({ note: "Visiting cards" }), en)).toBe("Bill BILL0042 — Visiting cards");
    expect(
      entryText(entry({ kind: "payment", receiptNumber: "RCPT0007", method: "upi" }), en),
    ).toBe("Payment received RCPT0007 (BILL0042) — UPI");
    expect(
      entryText(
        entry({ kind: "void", receiptNumber: "RCPT0007", method: "cash", note: "Bounced" }),
        en,
      ),
    ).toBe("Void of RCPT0007 — Cash · Bounced");
    expect(entryText(entry({ kind: "refund", method: "bank" }), statementCopy.ta)).toBe(
      "பில் BILL0042 தொகை திருப்பி அளிக்கப்பட்டது — வங்கிப் பரிமாற்றம்",
    );
  });

  it("links WhatsApp to the mobile with the message, and not without a mobile", () => {
    const link = "upi://pay?pa=shop@okaxis&pn=Shop&am=1234.50&cu=INR&tn=STMT";
    const href = statementWhatsappHref(statement, {
      businessName: "Limra Graphics",
      copy: statementCopy.en,
      upiLink: link,
    });
    expect(href).toMatch(/^https:\/\/wa\.me\/919876512345\?text=/);
    expect(decodeURIComponent(href!.split("?text=")[1]!).split("\n")).toEqual([
      "Dear Kannan Traders,",
      "Limra Graphics — Statement of account",
      "Period: 01/11/2026 to 26/11/2026",
      "Opening balance: ₹50.00 credit",
      "Closing balance: ₹1,234.50",
      "Amount due: ₹1,234.50",
      `Pay ₹1,234.50 by UPI: ${link}`,
      "Thank you for your business.",
    ]);
    const landline = { ...statement, customer: { ...customer, phone: null } };
    expect(
      statementWhatsappHref(landline, { businessName: "x", copy: statementCopy.en, upiLink: null }),
    ).toBeNull();
  });
});

describe("the statement query", () => {
  const schema = statementQuerySchema("2026-11-26");
  it("takes real days up to today, in order, and en or ta", () => {
    expect(schema.parse({ from: "2026-11-01", to: "2026-11-26", lang: "ta" })).toEqual({
      from: "2026-11-01",
      to: "2026-11-26",
      lang: "ta",
    });
    expect(schema.parse({ from: "", to: undefined, lang: "" })).toEqual({
      from: undefined,
      to: undefined,
      lang: undefined,
    });
    expect(schema.safeParse({ from: "2026-11-26", to: "2026-11-25" }).success).toBe(false);
    expect(schema.safeParse({ from: "2026-11-27" }).success).toBe(false);
    expect(schema.safeParse({ to: "2026-11-27" }).success).toBe(false);
    expect(schema.safeParse({ from: "2026-02-30" }).success).toBe(false);
    expect(schema.safeParse({ lang: "hi" }).success).toBe(false);
  });
});
