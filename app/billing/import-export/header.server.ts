import { unneutralizeFormula } from "~/platform/csv.server";
import { BILL_CSV_ALIASES } from "../bill-fields";
import { BILL_COLUMN, type BillField, ITEM_COLUMN, type ItemField } from "./columns";

/**
 * Reading an import's header row: which file type it is and where each column is (by the headers
 * of columns.ts, in any case and order, with the export's formula apostrophe, and a few other names).
 */

/** Text as the header names it: apostrophe of the formula guard dropped, any case, single spaces. */
export function headerKey(text: string): string {
  return unneutralizeFormula(text.trim()).toLowerCase().replace(/\s+/g, " ").replace(/\.$/, "");
}

/** The columns a header finds: each export header (as headerKey gives it), and other names. */
export function headerFields<F extends string>(
  columns: Record<F, string>,
  others: Record<string, F>,
): Record<string, F> {
  const fields: Record<string, F> = {};
  for (const [field, header] of Object.entries(columns) as [F, string][]) {
    fields[headerKey(header)] = field;
  }
  return { ...fields, ...others };
}

const BILL_FIELDS = headerFields<BillField>(BILL_COLUMN, BILL_CSV_ALIASES);

const ITEM_FIELDS = headerFields<ItemField>(ITEM_COLUMN, { "minimum stock": "minimum" });

/**
 * Where each field is in a file: the position of the first header (as headerKey gives them) that
 * names it. This is the mapping step right after the parse: from here a row's cells are read by
 * field (RowChecker), whatever the file's order and whatever other columns it has.
 */
export function locateColumns<F extends string>(
  names: Record<string, F>,
  keys: readonly string[],
): Partial<Record<F, number>> {
  const at: Partial<Record<F, number>> = {};
  keys.forEach((key, i) => {
    const field = names[key];
    if (field !== undefined && at[field] === undefined) at[field] = i;
  });
  return at;
}

export type Layout =
  | { kind: "bills"; at: Partial<Record<BillField, number>> }
  | { kind: "items"; at: Partial<Record<ItemField, number>> };

/**
 * What a header row is (the spec): bills when it has Bill No or Customer, godown items when it
 * has Item Name, else null. Columns are found by name in any order; others are ignored.
 */
export function readHeader(fields: string[]): Layout | null {
  const keys = fields.map(headerKey);
  const bills = locateColumns<BillField>(BILL_FIELDS, keys);
  if (bills.number !== undefined || bills.customerName !== undefined)
    return { kind: "bills", at: bills };
  const items = locateColumns<ItemField>(ITEM_FIELDS, keys);
  if (items.name !== undefined) return { kind: "items", at: items };
  return null;
}
