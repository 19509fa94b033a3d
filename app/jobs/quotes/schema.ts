import { z } from "~/lib/zod";
import { readRupees, MAX_PAISE } from "~/lib/amount";
import { isCalendarDay } from "~/lib/dates";
import { paiseToInput } from "~/lib/format";
import { quoteLineAmount, readQuantity } from "./money";

/**
 * A quote version as staff write it (docs/decisions/095): up to MAX_QUOTE_LINES lines
 * (`lines.<n>.description|quantity|unit|rate`; rows left empty are skipped), a discount in
 * rupees, the day it is valid until, the turnaround in days and notes. Checked in the browser
 * and again on the server; an error names its field.
 */
export const MAX_QUOTE_LINES = 20;
export const QUOTE_ANSWER_MAX = 1000;

export type QuoteMessages = {
  noLines: string;
  description: string;
  quantity: string;
  rate: string;
  tooLong: string;
  discount: string;
  validUntil: string;
  turnaround: string;
  tooMuch: string;
  /** A catalogue item that is not (or no longer) offered. */
  item?: string;
};

/** A catalogue item a line may be taken from (catalogue.server.ts): what it fills in. */
export type CatalogueItem = {
  value: string;
  name: string;
  ratePaise: number | null;
  unit: string;
  productId: string | null;
  serviceId: string | null;
};

export type QuoteLine = {
  description: string;
  quantityMilli: number;
  unit: string;
  ratePaise: number;
  amountPaise: number;
  productId?: string | null;
  serviceId?: string | null;
};

export type QuoteInput = {
  lines: QuoteLine[];
  discountPaise: number;
  validUntil: string;
  turnaroundDays: number;
  notes: string | null;
};

type Errors = Record<string, string>;

type Catalogue = Map<string, CatalogueItem>;

function readLine(
  values: Record<string, string>,
  i: number,
  m: QuoteMessages,
  errors: Errors,
  catalogue: Catalogue,
) {
  const typed = (name: string) => (values[`lines.${i}.${name}`] ?? "").trim();
  const key = (name: string) => `lines.${i}.${name}`;
  const chosen = typed("item");
  if (!typed("description") && !typed("rate") && !typed("quantity") && !chosen) return null;
  const item = chosen ? catalogue.get(chosen) : undefined;
  if (chosen && !item) errors[key("item")] = m.item ?? m.description;
  // What the row leaves empty, the catalogue item fills in.
  const from: Record<string, string> = {
    description: item?.name ?? "",
    unit: item?.unit ?? "",
    rate: item?.ratePaise != null ? paiseToInput(item.ratePaise) : "",
  };
  const field = (name: string) => typed(name) || (from[name] ?? "");
  const description = field("description");
  if (!description) errors[key("description")] = m.description;
  else if (description.length > 300) errors[key("description")] = m.tooLong;
  const quantityMilli = readQuantity(field("quantity") || "1");
  if (quantityMilli === null) errors[key("quantity")] = m.quantity;
  const unit = field("unit") || "pcs";
  if (unit.length > 20) errors[key("unit")] = m.tooLong;
  const rate = readRupees(field("rate") || "x");
  if (typeof rate !== "number") errors[key("rate")] = m.rate;
  const ratePaise = typeof rate === "number" ? rate : 0;
  const q = quantityMilli ?? 0;
  return {
    description,
    quantityMilli: q,
    unit,
    ratePaise,
    amountPaise: quoteLineAmount(q, ratePaise),
    productId: item?.productId ?? null,
    serviceId: item?.serviceId ?? null,
  };
}

/** The lines, discount, validity, turnaround and notes of the form, or its errors by field. */
export function parseQuote(
  values: Record<string, string>,
  m: QuoteMessages,
  catalogue: Catalogue = new Map(),
): { ok: true; data: QuoteInput } | { ok: false; errors: Errors } {
  const errors: Errors = {};
  const lines: QuoteLine[] = [];
  for (let i = 0; i < MAX_QUOTE_LINES; i++) {
    const line = readLine(values, i, m, errors, catalogue);
    if (line) lines.push(line);
  }
  if (!lines.length) errors.lines = m.noLines;
  const discountText = (values.discount ?? "").trim();
  const discount = discountText ? readRupees(discountText) : 0;
  if (typeof discount !== "number") errors.discount = m.discount;
  const subtotal = lines.reduce((sum, l) => sum + l.amountPaise, 0);
  const discountPaise = typeof discount === "number" ? discount : 0;
  if (subtotal > MAX_PAISE) errors.lines = m.tooMuch;
  else if (discountPaise > subtotal) errors.discount = m.discount;
  const validUntil = (values.validUntil ?? "").trim();
  if (!isCalendarDay(validUntil)) errors.validUntil = m.validUntil;
  const turnaround = z.coerce
    .number()
    .int()
    .min(0)
    .max(365)
    .safeParse(values.turnaround ?? "");
  if (!turnaround.success || (values.turnaround ?? "").trim() === "") {
    errors.turnaround = m.turnaround;
  }
  const notes = (values.notes ?? "").trim();
  if (notes.length > 2000) errors.notes = m.tooLong;
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    data: {
      lines,
      discountPaise,
      validUntil,
      turnaroundDays: turnaround.success ? turnaround.data : 0,
      notes: notes || null,
    },
  };
}
