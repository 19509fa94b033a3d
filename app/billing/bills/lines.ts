import { paiseToInput, parseRupeesToPaise } from "~/lib/format";
import { billFigures, type BillFigures, lineAmount, parseQuantity, quantityText } from "../money";
import type { BillLine } from "./schema";

/**
 * The bill form's line rows as typed (browser-safe): where they start from (the refused form's
 * values, else the bill's lines), the spare empty rows a page without JavaScript needs, and the
 * figures they give — the same arithmetic the server stores (app/billing/money.ts).
 */

/** One row of the lines table, as the inputs hold it. */
export type LineRow = {
  /** A key for React that stays with the row when another is removed. */
  key: string;
  description: string;
  quantity: string;
  unit: string;
  rate: string;
  link: string;
};

export const LINE_FIELDS = ["description", "quantity", "unit", "rate", "link"] as const;
export type LineField = (typeof LINE_FIELDS)[number];

/** Empty rows the server adds under the bill's lines, so more can be typed without JavaScript. */
export const SPARE_ROWS = 2;

let counter = 0;
/** A fresh row key (rows made in the browser). */
export function rowKey(): string {
  counter += 1;
  return `new-${counter}`;
}

export function blankRow(key: string): LineRow {
  return { key, description: "", quantity: "", unit: "", rate: "", link: "" };
}

/** True when nothing was typed in the row (the schema skips such rows). */
export function isBlank(row: LineRow): boolean {
  return !row.description.trim() && !row.rate.trim() && !row.link.trim();
}

/** The row numbers a form sent (`lines.3.description` …), in order. */
export function sentLineIndexes(values: Record<string, string>): number[] {
  const seen = new Set<number>();
  for (const key of Object.keys(values)) {
    const m = /^lines\.(\d{1,3})\./.exec(key);
    if (m) seen.add(Number(m[1]));
  }
  return [...seen].sort((a, b) => a - b);
}

/** The rows of a refused (or re-shown) form, as sent, keyed by their number. */
export function rowsFromValues(values: Record<string, string>): LineRow[] {
  return sentLineIndexes(values).map((i) => ({
    key: `sent-${i}`,
    description: values[`lines.${i}.description`] ?? "",
    quantity: values[`lines.${i}.quantity`] ?? "",
    unit: values[`lines.${i}.unit`] ?? "",
    rate: values[`lines.${i}.rate`] ?? "",
    link: values[`lines.${i}.link`] ?? "",
  }));
}

/** A stored bill's lines as rows. */
export function rowsFromLines(lines: readonly BillLine[]): LineRow[] {
  return lines.map((l) => ({
    key: l.id,
    description: l.description,
    quantity: quantityText(l.quantityMilli),
    unit: l.unit,
    rate: paiseToInput(l.ratePaise),
    link: l.productId ? `product:${l.productId}` : l.godownItemId ? `godown:${l.godownItemId}` : "",
  }));
}

/**
 * The rows the form opens with: what was sent (a refused save, "Add line", "Remove"), else the
 * bill's lines plus the spare rows, else only spare rows; and never fewer than one.
 */
export function initialRows(values: Record<string, string>, lines: readonly BillLine[]) {
  const sent = rowsFromValues(values);
  if (sent.length > 0) return sent;
  const rows = rowsFromLines(lines);
  for (let i = 0; i < SPARE_ROWS; i++) rows.push(blankRow(`spare-${i}`));
  return rows;
}

/** A row's amount in paise (0 while its quantity or rate does not read). */
export function rowAmount(row: LineRow): number {
  const quantity = parseQuantity(row.quantity.trim() || "1");
  const rate = parseRupeesToPaise(row.rate.trim() || "x");
  return quantity === null || rate === null ? 0 : lineAmount(quantity, rate);
}

/** What the discount box says, as billFigures takes it (0 while it does not read). */
export function discountOf(kind: string, text: string) {
  const t = text.trim().replace(/%$/, "");
  if (kind === "percent") {
    const m = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(t);
    const bp = m ? Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0")) : 0;
    return { kind: "percent" as const, bp: Math.min(bp, 10000) };
  }
  return { kind: "amount" as const, paise: parseRupeesToPaise(t || "0") ?? 0 };
}

/** The bill's figures from the rows as typed. */
export function rowFigures(m: {
  rows: readonly LineRow[];
  discountKind: string;
  discount: string;
  round: boolean;
  paidPaise: number;
}): BillFigures {
  return billFigures({
    lineAmounts: m.rows.filter((r) => !isBlank(r)).map(rowAmount),
    discount: discountOf(m.discountKind, m.discount),
    round: m.round,
    paidPaise: m.paidPaise,
  });
}

/**
 * The form's values for "Add line" / "Remove line N" without JavaScript: the rows renumbered
 * from 0, one blank row more or row `remove` left out. Other fields are kept as they were.
 */
export function reshapedValues(
  values: Record<string, string>,
  change: { add: true } | { remove: number },
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (!k.startsWith("lines.")) kept[k] = v;
  delete kept.intent;
  const indexes = sentLineIndexes(values).filter(
    (i) => !("remove" in change) || i !== change.remove,
  );
  const rows = indexes.map((i) => LINE_FIELDS.map((f) => values[`lines.${i}.${f}`] ?? ""));
  if ("add" in change || rows.length === 0) rows.push(LINE_FIELDS.map(() => ""));
  rows.forEach((row, n) => LINE_FIELDS.forEach((f, j) => (kept[`lines.${n}.${f}`] = row[j]!)));
  return kept;
}

/** A catalog item a line may sell, as the line's "item" box offers it. */
export type LineItem = {
  /** The box's value: "product:<id>" or "godown:<id>". */
  link: string;
  name: string;
  /** The catalog's price: a shop product's price, a godown item's unit price. */
  ratePaise: number;
  unit: string;
};

/**
 * The row after the clerk picks `item` in its "item" box (null: "—", the line sells nothing
 * from the catalog), `was` being the item the row had before. What a counter clerk expects:
 * picking an item fills what is still to be typed — the description, the catalog's rate, the
 * unit — and leaves alone what they typed: a rate agreed with the customer before the item was
 * picked stays. Picking a *different* item than the row had is a new choice: its rate and unit
 * replace the old item's (the rate was that item's price, typed or filled), and a description
 * that was only the old item's name becomes the new one's. "—" changes nothing but the link.
 */
export function pickItem(row: LineRow, item: LineItem | null, was: LineItem | null): LineRow {
  if (!item) return { ...row, link: "" };
  const switched = was !== null && was.link !== item.link;
  const description = row.description.trim();
  return {
    ...row,
    link: item.link,
    description: !description || description === was?.name ? item.name : row.description,
    rate: switched || !row.rate.trim() ? paiseToInput(item.ratePaise) : row.rate,
    unit: switched || !row.unit.trim() ? item.unit : row.unit,
  };
}

/**
/** Marks an answer whose rows the server filled from their items (see filledFromItems). */
export const FILLED_MARK = "filledFromItems";

/**
 * A form sent without JavaScript, whose linked rows still lack a description or a rate, with
 * them filled from their items (`items`, by link) as the browser fills them on picking, and
 * FILLED_MARK set; null when there was nothing to fill.
 */
export function filledFromItems(
  values: Record<string, string>,
  items: ReadonlyMap<string, LineItem>,
): Record<string, string> | null {
  const filled: Record<string, string> = { ...values, [FILLED_MARK]: "1" };
  let changed = false;
  const indexes = sentLineIndexes(values);
  rowsFromValues(values).forEach((row, n) => {
    const item = items.get(row.link.trim());
    if (!item || (row.description.trim() && row.rate.trim())) return;
    const picked = pickItem(row, item, null);
    for (const f of LINE_FIELDS) filled[`lines.${indexes[n]}.${f}`] = picked[f];
    changed = true;
  });
  return changed ? filled : null;
}
