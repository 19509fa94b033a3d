import { describe, expect, it } from "vitest";
import {
  BILL_CSV_TEXTS,
  BILL_FIELD,
  type BillFieldSpec,
  csvAliasesOf,
  csvHeadersOf,
} from "~/billing/bill-fields";
import { BILL_INSERT, type SpooledBill } from "~/billing/import-export/bill-rows.server";
import { BILL_COLUMN, EXPORT_COLUMNS, recordCells } from "~/billing/import-export/columns";
import {
  headerFields,
  headerKey,
  locateColumns,
  readHeader,
} from "~/billing/import-export/header.server";
import { extendShape, rowShape } from "~/billing/import-export/insert-rows.server";
import { RowChecker } from "~/billing/import-export/validate.server";

/**
 * Issue 38: a bill's fields are declared once and a CSV row is a record keyed by column name from
 * the parse to the write, so a column added in the middle (of the declaration, of a file's
 * header, of an insert's columns) shifts nothing.
 */

const BILL = {
  number: "BILL0042",
  createdAt: "2026-01-05 10:30:00",
  customerName: "Kannan",
  customerPhone: "+919876543210",
  serviceType: "Flex",
  status: "pending",
  finalTotalPaise: "1200.50",
  amountPaise: "1250.00",
};

/**
 * The declaration of the spec's CSV fields (BILL below: any other declared field left out) with a
 * Notes field inserted before `before`.
 */
function withNotesBefore(before: string): Record<string, BillFieldSpec> {
  const entries = (Object.entries(BILL_FIELD) as [string, BillFieldSpec][]).filter(
    ([field]) => field in BILL,
  );
  const at = entries.findIndex(([field]) => field === before);
  const notes: BillFieldSpec = {
    column: "cancel_reason",
    csv: { header: "Notes", aliases: ["remarks"] },
  };
  return Object.fromEntries([...entries.slice(0, at), ["notes", notes], ...entries.slice(at)]);
}

describe("the bills CSV's columns come from the one declaration", () => {
  // The spec's exact header is asserted by the import-export tests (integration and e2e).
  it("are the declared fields with a header, in the declaration's order, each under its header", () => {
    const declared = Object.entries(BILL_FIELD).flatMap(([field, spec]: [string, BillFieldSpec]) =>
      spec.csv ? [[field, spec.csv.header]] : [],
    );
    expect(Object.entries(BILL_COLUMN)).toEqual(declared);
    expect(EXPORT_COLUMNS.complaints).toEqual(declared.map(([, header]) => header));
  });

  it("a field declared in the middle takes its place in the header and every cell stays under its own header", () => {
    const columns = csvHeadersOf(withNotesBefore("serviceType"));
    const header = Object.values(columns);
    expect(header).toEqual([
      "Bill No",
      "Date",
      "Customer",
      "Phone",
      "Notes",
      "Service Type",
      "Status",
      "Estimated Cost",
      "Actual Cost",
    ]);
    const cells = recordCells(columns)({ ...BILL, notes: "Rush job" });
    const byHeader = Object.fromEntries(header.map((h, i) => [h, cells[i]]));
    expect(byHeader).toEqual({
      "Bill No": "BILL0042",
      Date: "2026-01-05 10:30:00",
      Customer: "Kannan",
      Phone: "+919876543210",
      Notes: "Rush job",
      "Service Type": "Flex",
      Status: "pending",
      "Estimated Cost": "1200.50",
      "Actual Cost": "1250.00",
    });
  });

  it("an import finds the fields by name, whatever the file's order and the columns added in the middle", () => {
    const fields = withNotesBefore("customerPhone");
    const names = headerFields(csvHeadersOf(fields), csvAliasesOf(fields));
    const file = [
      "Actual Cost",
      "REMARKS",
      "customer",
      "Unknown",
      "Bill No",
      "Phone",
      "Estimated Cost",
      "Date",
      "Status",
      "Service Type",
    ];
    const at = locateColumns(names, file.map(headerKey));
    const checker = new RowChecker(at, csvHeadersOf(fields));
    checker.start(
      [
        "1250.00",
        "Rush job",
        "Kannan",
        "x",
        "BILL0042",
        "+919876543210",
        "1200.50",
        "2026-01-05 10:30:00",
        "pending",
        "Flex",
      ],
      2,
    );
    const read = Object.fromEntries(Object.keys(at).map((f) => [f, checker.cell(f)]));
    expect(read).toEqual({ ...BILL, notes: "Rush job" });
  });

  it("the real header reader reads a bills file with an unknown column in the middle by name", () => {
    const layout = readHeader([
      "Bill No",
      "Date",
      "Customer",
      "Remarks",
      "Phone",
      "Service Type",
      "Status",
      "Estimated Cost",
      "Actual Cost",
    ]);
    expect(layout).toEqual({
      kind: "bills",
      at: {
        number: 0,
        createdAt: 1,
        customerName: 2,
        customerPhone: 4,
        serviceType: 5,
        status: 6,
        finalTotalPaise: 7,
        amountPaise: 8,
      },
    });
  });
});

const SPOOLED = {
  // The declaration's plain text fields (bill-fields.ts `csv.text`) empty unless set below.
  ...Object.fromEntries(BILL_CSV_TEXTS.map((t) => [t.column, null])),
  id: "b-1",
  complaint_number: "BILL0042",
  customer_name: "Kannan",
  customer_phone: "+919876543210",
  service_type: "Flex",
  complaint_description: "Imported from CSV",
  actual_cost_paise: 125000,
  discount_paise: 4950,
  estimated_cost_paise: 120050,
  status: "pending",
  created_by: "u-1",
  created_at: "2026-01-05T05:00:00.000Z",
  updated_at: "2026-01-06T05:00:00.000Z",
} as SpooledBill;

describe("an import's records from the spool to the insert", () => {
  it("the spool's packing of a bill gives the same record back", () => {
    const line = JSON.stringify([BILL_INSERT.pack(SPOOLED)]);
    expect(BILL_INSERT.unpack(line)).toEqual([SPOOLED]);
  });

  it("a column added in the middle of an insert's shape packs under its own name and type", () => {
    type WithNotes = SpooledBill & { cancel_reason: string | null };
    const types = Object.fromEntries(BILL_INSERT.names.map((n, i) => [n, BILL_INSERT.types[i]]));
    const entries = Object.entries(types);
    const middle = Math.floor(entries.length / 2);
    const shape = rowShape<WithNotes>(
      "complaints",
      Object.fromEntries([
        ...entries.slice(0, middle),
        ["cancel_reason", "text"],
        ...entries.slice(middle),
      ]) as Record<keyof WithNotes, "text">,
    );
    const row: WithNotes = { ...SPOOLED, cancel_reason: "Rush job" };
    const packed = shape.pack(row);
    // Each value is at its column's position, each column with its own type.
    shape.names.forEach((name, i) => {
      expect(packed[i]).toBe(row[name]);
      expect(shape.types[i]).toBe(name === "cancel_reason" ? "text" : types[name]);
    });
    expect(shape.unpack(JSON.stringify([packed]))).toEqual([row]);
  });

  it("a shape extended with more columns keeps the first ones and their types", () => {
    const settled = extendShape<SpooledBill, { customer_id: string | null }>(BILL_INSERT, {
      customer_id: "text",
    });
    expect(settled.names).toEqual([...BILL_INSERT.names, "customer_id"]);
    expect(settled.types).toEqual([...BILL_INSERT.types, "text"]);
    const row = { ...SPOOLED, customer_id: "c-1" };
    expect(settled.unpack(JSON.stringify([settled.pack(row)]))).toEqual([row]);
  });
});
