import type { Selectable } from "kysely";
import { unneutralizeFormula } from "~/platform/csv.server";
import type { Database } from "~/platform/db/schema";
import { type ImportProblem, MAX_REPORTED_PROBLEMS } from "./import-export-client";
import type { BillStatusValue } from "../money";
import { CellError, parseImportDate, parseMoney, parseStatus, parseWholeNumber } from "./cells";
import { BILL_CSV_TEXTS, type BillCsvTextColumns } from "../bill-fields";
import type { BillField, ItemField } from "./columns";

/**
 * Checking one row of an import per type (bills, godown items), and the list of the file's
 * problems (line, column, message) that rejects it.
 */

type Complaint = Selectable<Database["complaints"]>;

/** One bill of an import: the CSV's fields, typed as the columns they are stored in. */
export type BillRow = {
  number: Complaint["complaint_number"] | null;
  createdAt: Complaint["created_at"];
  customerName: Complaint["customer_name"];
  /** The declaration's plain text fields (the phone): column -> text, null when empty. */
  texts: BillCsvTextColumns;
  serviceType: Complaint["service_type"];
  status: Complaint["status"];
  /** The final total (after discount): estimated_cost_paise. */
  estimatedPaise: Complaint["estimated_cost_paise"];
  /** The amount before discount: actual_cost_paise. */
  actualPaise: Complaint["actual_cost_paise"];
};

export type ItemRow = {
  name: string;
  category: string;
  quantity: number;
  unitPricePaise: number;
  minimumStock: number;
  location: string | null;
  supplier: string | null;
};

/**
 * Checks the rows of one file against its header, one at a time: each check gives the row, or
 * null with the row's problems in `problems` (emptied at the start of each check). One object
 * for the whole file, with no closures made per row (see CellError).
 */
export class RowChecker<F extends string> {
  readonly problems: ImportProblem[] = [];
  private fields: string[] = [];
  private line = 0;

  constructor(
    private readonly at: Partial<Record<F, number>>,
    private readonly columns: Record<F, string>,
  ) {}

  start(fields: string[], line: number) {
    this.fields = fields;
    this.line = line;
    if (this.problems.length) this.problems.length = 0;
  }

  /**
   * A column's value: trimmed, the export's formula guard removed (an apostrophe, or the
   * `="…"` around a phone number: decision 045); "" if no column.
   */
  cell(field: F): string {
    const i = this.at[field];
    if (i === undefined) return "";
    let value = (this.fields[i] ?? "").trim();
    // As the database layer binds every text (NulTextPlugin): PostgreSQL cannot store U+0000.
    if (value.includes("\0")) value = value.replaceAll("\0", "\uFFFD");
    const first = value.charCodeAt(0);
    return first === 39 || first === 61 ? unneutralizeFormula(value) : value;
  }

  /** The row's problems in the order of the columns (a stable sort: a column's stay in order). */
  inColumnOrder() {
    if (this.problems.length < 2) return;
    const order = Object.values<string>(this.columns);
    this.problems.sort((a, b) => order.indexOf(a.column) - order.indexOf(b.column));
  }

  problem(field: F, message: string) {
    this.problems.push({ line: this.line, column: this.columns[field], message });
  }

  text(field: F, max: number, required = false): string {
    const value = this.cell(field);
    if (required && !value) this.problem(field, "Required");
    else if (value.length > max) this.problem(field, `Too long (at most ${max} characters)`);
    return value;
  }

  /** A parsed value, or `fallback` with the parser's problem noted. */
  value<T>(field: F, parsed: T | CellError, fallback: T): T {
    if (parsed instanceof CellError) {
      this.problem(field, parsed.message);
      return fallback;
    }
    return parsed;
  }
}

export function checkBill(c: RowChecker<BillField>, now: string): BillRow | null {
  // A line's problems are listed in the order of the file's columns (inColumnOrder).
  const number = c.text("number", 30);
  const createdAt = c.value("createdAt", parseImportDate(c.cell("createdAt"), now), now);
  const customerName = c.text("customerName", 120, true);
  // The declaration's plain text fields (the phone), each stored as it is.
  const texts: Record<string, string | null> = {};
  for (const t of BILL_CSV_TEXTS) texts[t.column] = c.text(t.field, t.max) || null;
  const serviceType = c.text("serviceType", 60) || "Service";
  const status = c.value("status", parseStatus(c.cell("status")), "pending" as BillStatusValue);
  const estimatedPaise = c.value("finalTotalPaise", parseMoney(c.cell("finalTotalPaise")), 0);
  let actualPaise = c.value("amountPaise", parseMoney(c.cell("amountPaise")), 0);
  // Estimated Cost is the final total after discount, Actual Cost the amount before it; a bill
  // without an amount before discount had none.
  if (actualPaise === 0) actualPaise = estimatedPaise;
  else if (estimatedPaise > actualPaise) {
    c.problem(
      "finalTotalPaise",
      "Estimated Cost (the total after discount) cannot be more than Actual Cost (the amount before discount)",
    );
  }
  if (c.problems.length) {
    c.inColumnOrder();
    return null;
  }
  return {
    number: number || null,
    createdAt,
    customerName,
    texts: texts as BillCsvTextColumns,
    serviceType,
    status,
    estimatedPaise,
    actualPaise,
  };
}

export function checkItem(c: RowChecker<ItemField>): ItemRow | null {
  // In the order of the export's columns.
  const name = c.text("name", 120, true);
  const category = c.text("category", 60, true);
  const quantity = c.value("quantity", parseWholeNumber(c.cell("quantity")), 0);
  const unitPricePaise = c.value("price", parseMoney(c.cell("price")), 0);
  const minimumStock = c.value("minimum", parseWholeNumber(c.cell("minimum")), 0);
  const location = c.text("location", 120);
  const supplier = c.text("supplier", 120);
  if (!c.problems.length && quantity * unitPricePaise > Number.MAX_SAFE_INTEGER) {
    c.problem("quantity", "Quantity × Unit Price is too large");
  }
  if (c.problems.length) return null;
  return {
    name,
    category,
    quantity,
    unitPricePaise,
    minimumStock,
    location: location || null,
    supplier: supplier || null,
  };
}

/** The first MAX_REPORTED_PROBLEMS problems by line (in whatever order they are found) and the count. */
export class ProblemList {
  readonly kept: ImportProblem[] = [];
  count = 0;
  add(p: ImportProblem) {
    this.count++;
    const kept = this.kept;
    if (kept.length >= MAX_REPORTED_PROBLEMS && p.line >= kept[kept.length - 1]!.line) return;
    let i = kept.length;
    while (i > 0 && kept[i - 1]!.line > p.line) i--;
    kept.splice(i, 0, p);
    if (kept.length > MAX_REPORTED_PROBLEMS) kept.pop();
  }
}

/** An import that cannot go ahead: the message, and the rows' problems if any. */
export class ImportRejected extends Error {
  constructor(
    message: string,
    readonly problems: ImportProblem[] = [],
    readonly problemCount = problems.length,
  ) {
    super(message);
  }
}
