import { unneutralizeFormula } from "~/platform/csv.server";

/**
 * The import's column map per file type: the headers it recognises (any case, with the export's
 * formula apostrophe), the field each one fills, and the spec's column name for the problem report.
 */

/** Text as the header names it: apostrophe of the formula guard dropped, any case, single spaces. */
function headerKey(text: string): string {
  return unneutralizeFormula(text.trim()).toLowerCase().replace(/\s+/g, " ").replace(/\.$/, "");
}

const BILL_FIELDS = {
  "bill no": "number",
  "bill number": "number",
  date: "date",
  customer: "customer",
  "customer name": "customer",
  phone: "phone",
  "service type": "service",
  status: "status",
  "estimated cost": "estimated",
  "actual cost": "actual",
} as const;
export type BillField = (typeof BILL_FIELDS)[keyof typeof BILL_FIELDS];

const ITEM_FIELDS = {
  "item name": "name",
  category: "category",
  quantity: "quantity",
  "unit price": "price",
  "min stock": "minimum",
  "minimum stock": "minimum",
  location: "location",
  supplier: "supplier",
} as const;
export type ItemField = (typeof ITEM_FIELDS)[keyof typeof ITEM_FIELDS];

/** The spec's column names, for the problem report. */
export const BILL_COLUMN: Record<BillField, string> = {
  number: "Bill No",
  date: "Date",
  customer: "Customer",
  phone: "Phone",
  service: "Service Type",
  status: "Status",
  estimated: "Estimated Cost",
  actual: "Actual Cost",
};
export const ITEM_COLUMN: Record<ItemField, string> = {
  name: "Item Name",
  category: "Category",
  quantity: "Quantity",
  price: "Unit Price",
  minimum: "Min Stock",
  location: "Location",
  supplier: "Supplier",
};

export type Layout =
  | { kind: "bills"; at: Partial<Record<BillField, number>> }
  | { kind: "items"; at: Partial<Record<ItemField, number>> };

/**
 * What a header row is (the spec): bills when it has Bill No or Customer, godown items when it
 * has Item Name, else null. Columns are found by name in any order; others are ignored.
 */
export function readHeader(fields: string[]): Layout | null {
  const keys = fields.map(headerKey);
  const find = <F extends string>(names: Record<string, F>) => {
    const at: Partial<Record<F, number>> = {};
    keys.forEach((key, i) => {
      const field = names[key];
      if (field !== undefined && at[field] === undefined) at[field] = i;
    });
    return at;
  };
  const bills = find<BillField>(BILL_FIELDS);
  if (bills.number !== undefined || bills.customer !== undefined)
    return { kind: "bills", at: bills };
  const items = find<ItemField>(ITEM_FIELDS);
  if (items.name !== undefined) return { kind: "items", at: items };
  return null;
}
