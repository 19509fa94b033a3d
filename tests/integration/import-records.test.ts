import { beforeAll, describe, expect, it } from "vitest";
import { BILL_CSV_TEXTS } from "~/billing/bill-fields";
import { BILL_INSERT, type SpooledBill } from "~/billing/import-export/bill-rows.server";
import { insertRows, rowShape } from "~/billing/import-export/insert-rows.server";
import { action as importAction } from "~/billing/import-export/routes/data-import";
import { getDb } from "~/platform/db/db.server";
import { signedIn } from "../factories";
import { callRoute, postRequest } from "./route-harness";

/**
 * Issue 38: an import's rows are records keyed by column name from the parse to the insert. A
 * file with a column the import does not know in the middle of its header, in another order than
 * the export's, is read by name; and the insert writes each value to the column it names, in
 * whatever order the shape lists the columns.
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = await signedIn("staff");
});

async function importCsv(csv: string) {
  const form = new FormData();
  form.set("file", new File([csv], "bills.csv", { type: "text/csv" }));
  let outcome = "";
  await callRoute(
    async (args: never) => {
      outcome = await ((await importAction(args)) as Response).text();
      return new Response(null);
    },
    postRequest("/billing/import-export/import", form, { cookie: staff.cookie }),
  );
  return JSON.parse(outcome.trim().split("\n").at(-1)!) as { result: string; count?: number };
}

const bill = (number: string) =>
  getDb()
    .selectFrom("complaints")
    .selectAll()
    .where("complaint_number", "=", number)
    .executeTakeFirstOrThrow();

describe("an import's rows keyed by column name", () => {
  it("reads a file with an unknown column in the middle and its columns in another order", async () => {
    const csv = [
      "Customer,Remarks,Actual Cost,Bill No,Notes,Phone,Estimated Cost,Status,Date,Service Type",
      'Meena,urgent,"1,250",BILL7101,two copies,9840012345,1200,Completed,2025-06-01 10:30:00,Flex',
      "Ravi,,300,BILL7102,,,300,Paid,2025-06-02,Visiting cards",
    ].join("\r\n");
    expect(await importCsv(csv)).toMatchObject({ result: "ok", count: 2 });
    expect(await bill("BILL7101")).toMatchObject({
      customer_name: "Meena",
      customer_phone: "9840012345",
      service_type: "Flex",
      status: "completed",
      actual_cost_paise: 125000,
      estimated_cost_paise: 120000,
      discount_paise: 5000,
      complaint_description: "Imported from CSV",
      created_at: "2025-06-01T05:00:00.000Z",
      payment_status: "unpaid",
      balance_paise: 120000,
    });
    expect(await bill("BILL7102")).toMatchObject({
      customer_name: "Ravi",
      customer_phone: null,
      service_type: "Visiting cards",
      status: "completed",
      estimated_cost_paise: 30000,
      payment_status: "paid",
      received_paise: 30000,
      balance_paise: 0,
    });
  });

  it("inserts each value into the column it names, whatever the shape's order", async () => {
    // BILL_INSERT's columns reversed: every position differs from the spool's.
    const reversed = rowShape<SpooledBill>(
      "complaints",
      Object.fromEntries(
        BILL_INSERT.names.map((name, i) => [name, BILL_INSERT.types[i]!] as const).reverse(),
      ) as Record<keyof SpooledBill, "text">,
    );
    expect(reversed.names[0]).toBe(BILL_INSERT.names.at(-1));
    const row = {
      // The declaration's plain text fields (bill-fields.ts `csv.text`) empty unless set below.
      ...Object.fromEntries(BILL_CSV_TEXTS.map((t) => [t.column, null])),
      id: crypto.randomUUID(),
      complaint_number: "BILL7201",
      customer_name: "Selvi",
      customer_phone: "+919840099999",
      service_type: "Binding",
      complaint_description: "Thesis binding",
      actual_cost_paise: 45000,
      discount_paise: 5000,
      estimated_cost_paise: 40000,
      status: "in_progress",
      created_by: staff.user.id,
      created_at: "2025-07-01T05:00:00.000Z",
      updated_at: "2025-07-02T05:00:00.000Z",
    } as SpooledBill;
    await getDb()
      .transaction()
      .execute((trx) => insertRows(trx, reversed, [row]));
    const { complaint_number, ...rest } = row;
    expect(await bill(complaint_number!)).toMatchObject(rest);
  });
});
