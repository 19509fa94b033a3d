import type { Selectable } from "kysely";
import { z } from "zod";
import { readRupees } from "~/lib/amount";
import { formKeyField } from "~/lib/zod-fields";
import type { Locale } from "~/lib/i18n/i18n";
import type { Database } from "~/platform/db/schema";
import { billMessageCopy, type BillMessagesCopy } from "./content";
import { billFigures, type Discount, lineAmount, parseQuantity, PAYMENT_METHODS } from "../money";
import {
  BILL_FIELD_COLUMNS,
  billFieldChecks,
  billFieldValues,
  type BillFieldColumns,
  savedColumns,
  type BillFieldName,
} from "../bill-fields";

/**
 * The bill form's schema (what a person may enter and the messages for what is wrong) and the
 * bill as the application sees it, both from the fields declared once in ../bill-fields.ts
 * (decision 093): each declared field's check, column and type come from there, and the form's
 * own parts (lines, discount, advance, payment) are checked here. The server module
 * (bills.server.ts) reads and writes bills through these maps (see "Worked example: add a field
 * to bills" in docs/architecture.md).
 */
/** Lines one bill may have. */
export const MAX_LINES = 100;

/** The form's messages in one language (`{max}` filled in). */
export type BillMessages = BillMessagesCopy;

/** The bill form's messages in the language; English is what the pages always said. */
export function billMessages(locale: Locale): BillMessages {
  const m = billMessageCopy[locale];
  return { ...m, tooManyLines: m.tooManyLines.replace("{max}", String(MAX_LINES)) };
}

export const BILL_MESSAGES = billMessages("en");

/** The paise columns are 32-bit integers on PostgreSQL: more would fail there with a 500. */
const MAX_PAISE = 2_147_483_647;

/** A typed amount as paise, or the message saying why not (the one reading: ~/lib/amount). */
function moneyOf(text: string, m: BillMessages): number | { message: string } {
  const paise = readRupees(text);
  if (typeof paise === "number") return paise;
  return { message: paise === "grouping" ? m.moneyGrouping : m.moneyInvalid };
}

function money(m: BillMessages, required: boolean, requiredMessage: string) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = (v ?? "").trim();
      if (!text) {
        if (required) ctx.addIssue({ code: "custom", message: requiredMessage });
        return 0;
      }
      const paise = moneyOf(text, m);
      if (typeof paise !== "number") {
        ctx.addIssue({ code: "custom", message: paise.message });
        return z.NEVER;
      }
      return paise;
    });
}

/** One line as the server stores it. */
export type BillLineInput = {
  description: string;
  quantityMilli: number;
  unit: string;
  ratePaise: number;
  amountPaise: number;
  /** "product:<id>" or "godown:<id>": what the line sells, if it is a stocked thing. */
  productId: string | null;
  godownItemId: string | null;
};

type Issue = { code: "custom"; message: string; path: string[] };

/** The line numbers the form sent (`lines.3.description` …), in order. */
function lineIndexes(values: Record<string, unknown>): number[] {
  const seen = new Set<number>();
  for (const key of Object.keys(values)) {
    const m = /^lines\.(\d{1,3})\./.exec(key);
    if (m) seen.add(Number(m[1]));
  }
  return [...seen].sort((a, b) => a - b);
}

/**
 * The lines of the form: rows left entirely empty are skipped (the form offers spare rows);
 * a row with anything in it must be a whole line. Without any `lines.*` field the bill is the
 * spec's one "particulars + amount" bill, read as one line (quantity 1, pcs, rate = amount).
 */
function readLines(
  values: Record<string, unknown>,
  issues: Issue[],
  m: BillMessages,
): BillLineInput[] {
  const text = (key: string) => String(values[key] ?? "").trim();
  const indexes = lineIndexes(values);
  if (indexes.length === 0) {
    const rate = moneyOf(text("amount") || "x", m);
    // An unreadable or too large amount is the amount's error alone (not also "total too large").
    if (typeof rate !== "number") return [];
    return [
      {
        description: text("particulars"),
        quantityMilli: 1000,
        unit: "pcs",
        ratePaise: rate,
        amountPaise: rate,
        productId: null,
        godownItemId: null,
      },
    ];
  }
  const lines: BillLineInput[] = [];
  for (const i of indexes) {
    const field = (name: string) => text(`lines.${i}.${name}`);
    const path = (name: string) => [`lines.${i}.${name}`];
    if (!field("description") && !field("rate") && !field("link")) continue;
    const description = field("description");
    if (!description)
      issues.push({
        code: "custom",
        message: m.lineDescriptionRequired,
        path: path("description"),
      });
    if (description.length > 500)
      issues.push({ code: "custom", message: m.tooLong, path: path("description") });
    const quantityMilli = parseQuantity(field("quantity") || "1");
    if (quantityMilli === null)
      issues.push({
        code: "custom",
        message: m.quantityInvalid,
        path: path("quantity"),
      });
    const unit = field("unit") || "pcs";
    if (unit.length > 20)
      issues.push({ code: "custom", message: m.unitInvalid, path: path("unit") });
    const rate = field("rate");
    const read = rate ? moneyOf(rate, m) : null;
    const ratePaise = typeof read === "number" ? read : null;
    if (!rate) issues.push({ code: "custom", message: m.rateRequired, path: path("rate") });
    else if (read !== null && typeof read !== "number")
      issues.push({ code: "custom", message: read.message, path: path("rate") });
    const link = /^(product|godown):([\w-]{1,64})$/.exec(field("link"));
    // A line linked to the stock moves whole units of it (decision 036).
    if (link && quantityMilli !== null && quantityMilli % 1000 !== 0)
      issues.push({ code: "custom", message: m.wholeUnits, path: path("quantity") });
    const amountPaise = lineAmount(quantityMilli ?? 0, ratePaise ?? 0);
    lines.push({
      description,
      quantityMilli: quantityMilli ?? 0,
      unit,
      ratePaise: ratePaise ?? 0,
      amountPaise,
      productId: link?.[1] === "product" ? link[2]! : null,
      godownItemId: link?.[1] === "godown" ? link[2]! : null,
    });
  }
  if (lines.length > MAX_LINES)
    issues.push({ code: "custom", message: m.tooManyLines, path: ["lines"] });
  return lines;
}

/** "12.5" -> 1250 hundredths of a percent; null outside 0–100 or with more than 2 decimals. */
function parsePercent(text: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(text.trim().replace(/%$/, "").trim());
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return bp <= 10000 ? bp : null;
}

/** The bill form's fields as sent, each checked on its own. */
function billFields(m: BillMessages) {
  return z.looseObject({
    // Customer Name, Phone, Address, Particulars and the work status: the declared fields'.
    ...billFieldChecks(m),
    amount: z.string().optional(),
    discountKind: z.enum(["amount", "percent"]).optional(),
    discount: z.string().optional(),
    roundOff: z.string().optional(),
    advance: money(m, false, ""),
    received: money(m, false, ""),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: m.methodInvalid }).optional(),
    paymentReference: z.string().trim().max(100, m.tooLong).optional(),
    /** The new-bill form's key: the same key saved twice is one bill (decision 050). */
    idempotencyKey: formKeyField(m.keyInvalid),
  });
}

/** The one-line bill's particulars and amount (none when the form sent lines). */
function oneLineIssues(v: Record<string, unknown>, m: BillMessages): Issue[] {
  if (lineIndexes(v).length > 0) return [];
  const issues: Issue[] = [];
  if (!String(v.particulars ?? "").trim())
    issues.push({ code: "custom", message: m.particularsRequired, path: ["particulars"] });
  const amount = String(v.amount ?? "").trim();
  const paise = amount ? moneyOf(amount, m) : 0;
  if (!amount) issues.push({ code: "custom", message: m.amountRequired, path: ["amount"] });
  else if (typeof paise !== "number")
    issues.push({ code: "custom", message: paise.message, path: ["amount"] });
  return issues;
}

/** The discount as typed: rupees, or a percentage of the subtotal (none when empty). */
function readDiscount(
  v: { discount?: string; discountKind?: "amount" | "percent" },
  issues: Issue[],
  m: BillMessages,
): Discount {
  const text = (v.discount ?? "").trim();
  if (text && v.discountKind === "percent") {
    const bp = parsePercent(text);
    if (bp !== null) return { kind: "percent", bp };
    issues.push({ code: "custom", message: m.percentInvalid, path: ["discount"] });
  } else if (text) {
    const paise = moneyOf(text, m);
    if (typeof paise === "number") return { kind: "amount", paise };
    issues.push({ code: "custom", message: paise.message, path: ["discount"] });
  }
  return { kind: "amount", paise: 0 };
}

/** The bill form's schema, its messages in `m`'s language. */
export function billSchemaWith(m: BillMessages) {
  return (
    billFields(m)
      // The one-line bill's particulars and amount are checked even when another field is wrong
      // (a blank form shows every missing field at once): `when` runs this on the raw values too.
      .superRefine(
        (raw, ctx) => {
          for (const issue of oneLineIssues(raw as Record<string, unknown>, m)) ctx.addIssue(issue);
        },
        { when: () => true },
      )
      .transform((v, ctx) => {
        const issues: Issue[] = [];
        const oneLine = lineIndexes(v).length === 0;
        const lines = readLines(v, issues, m);
        if (!oneLine && lines.length === 0)
          issues.push({ code: "custom", message: m.linesRequired, path: ["lines"] });
        const discount = readDiscount(v, issues, m);
        const figures = billFigures({
          lineAmounts: lines.map((l) => l.amountPaise),
          discount,
          round: v.roundOff === "on" || v.roundOff === "true",
        });
        if (discount.kind === "amount" && discount.paise > figures.subtotalPaise)
          issues.push({ code: "custom", message: m.discountTooHigh, path: ["discount"] });
        if (figures.subtotalPaise > MAX_PAISE)
          issues.push({ code: "custom", message: m.totalTooLarge, path: ["lines"] });
        // Money taken by UPI or cheque carries the reference staff check it by later.
        const taken = v.advance + v.received > 0;
        const method = v.paymentMethod ?? "cash";
        if (taken && (method === "upi" || method === "cheque") && !v.paymentReference)
          issues.push({
            code: "custom",
            message: m.referenceRequired,
            path: ["paymentReference"],
          });
        for (const issue of issues) ctx.addIssue(issue);
        if (issues.length) return z.NEVER;
        const particulars = oneLine
          ? v.particulars!
          : (v.particulars || lines.map((l) => l.description).join("; ")).slice(0, 2000);
        return {
          // Customer Name, Phone, Address (and any field declared with a check).
          ...billFieldValues(v),
          particulars,
          lines,
          discount,
          figures,
          advance: v.advance,
          received: v.received,
          paymentMethod: v.paymentMethod ?? "cash",
          paymentReference: v.paymentReference || null,
          status: v.status,
          idempotencyKey: v.idempotencyKey,
        };
      })
  );
}

const billSchemas: Partial<Record<Locale, ReturnType<typeof billSchemaWith>>> = {};

/** The bill form's schema answering in the request's language. */
export function billSchemaFor(locale: Locale) {
  return (billSchemas[locale] ??= billSchemaWith(billMessages(locale)));
}

/** The bill form's schema with the English messages (the seed, the tests, the import). */
export const billSchema = billSchemaFor("en");

export type BillInput = z.output<typeof billSchema>;

/**
 * Cancelling a bill from a list: the reason (3–300 characters), whether what the customer paid
 * is handed back ("on"), and how.
 */
export function cancelBillSchemaFor(locale: Locale) {
  const m = billMessages(locale);
  return z.object({
    id: z.string().trim().min(1).max(64),
    reason: z
      .string({ error: m.cancelReason })
      .trim()
      .min(3, m.cancelReason)
      .max(300, m.cancelReason),
    refund: z
      .string()
      .optional()
      .transform((v) => v === "on"),
    refundMethod: z.enum(PAYMENT_METHODS, { error: m.methodInvalid }).default("cash"),
  });
}

/** A stored bill, as the database returns it. */
export type BillRecord = Selectable<Database["complaints"]>;

/**
 * Every field of a bill the application shows, and the column it is read from: the one
 * declaration's (app/billing/bill-fields.ts).
 */
export const BILL_FIELDS: BillFieldColumns = BILL_FIELD_COLUMNS;

/** The columns a bill is read from, in BILL_FIELDS's order. */
export const BILL_COLUMNS = Object.values(BILL_FIELDS) as (typeof BILL_FIELDS)[BillFieldName][];

/** A bill as the application sees it: each field typed as its column. */
export type Bill = { [F in BillFieldName]: BillRecord[(typeof BILL_FIELDS)[F]] };

/**
 * The fields a bills list shows (BillsTable: its cells and actions): a list page's loader sends
 * these, not the whole bill, in every row's hydration data (issue 22). What the customer paid is
 * one figure (`paidPaise`: the advance and the payments after it), and `cancelledAt` is left out
 * of a bill not cancelled (decision 048). Old Pending adds the customer (for its reminders) and
 * the service type (`pending`).
 */
const BILL_ROW_FIELDS = [
  "id",
  "number",
  "customerName",
  "customerPhone",
  "particulars",
  "finalTotalPaise",
  "balancePaise",
  "paymentStatus",
  "status",
  "createdAt",
] as const satisfies readonly BillFieldName[];

/** A bill as a bills list shows it. */
export type BillRow = Pick<Bill, (typeof BILL_ROW_FIELDS)[number]> & {
  /** Paid on the bill: its advance and received payments (not voided). */
  paidPaise: number;
  /** When it was cancelled; absent when it was not. */
  cancelledAt?: string;
} & Partial<Pick<Bill, "customerId" | "serviceType">>;

export function toBillRow(bill: Bill): BillRow {
  const row: Record<string, unknown> = {};
  for (const field of BILL_ROW_FIELDS) row[field] = bill[field];
  row.paidPaise = bill.advancePaise + bill.receivedPaise;
  if (bill.cancelledAt) row.cancelledAt = bill.cancelledAt;
  return row as BillRow;
}

/** A row of Old Pending: with its customer (reminders) and service type. */
export function toPendingBillRow(bill: Bill): BillRow {
  return { ...toBillRow(bill), customerId: bill.customerId, serviceType: bill.serviceType };
}

/** A line of a stored bill. */
export type BillLine = {
  id: string;
  position: number;
  description: string;
  quantityMilli: number;
  unit: string;
  ratePaise: number;
  amountPaise: number;
  productId: string | null;
  godownItemId: string | null;
};

/**
 * The columns the form's input is stored in (the payments, paid amounts, balance and payment
 * status are the payments module's to set; the work status the server's to apply).
 */
export function formColumns(input: BillInput) {
  return {
    // customer_name, customer_phone, customer_address: the declared fields stored as typed.
    ...savedColumns(input),
    complaint_description: input.particulars,
    actual_cost_paise: input.figures.subtotalPaise,
    discount_paise: input.figures.discountPaise,
    discount_percent_bp: input.discount.kind === "percent" ? input.discount.bp : null,
    round_off_paise: input.figures.roundOffPaise,
    estimated_cost_paise: input.figures.finalTotalPaise,
  } satisfies Partial<BillRecord>;
}

/** A stored bill as the application sees it. */
export function toBill(r: Pick<BillRecord, (typeof BILL_FIELDS)[BillFieldName]>): Bill {
  const bill: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(BILL_FIELDS)) bill[field] = r[column];
  return bill as Bill;
}
