import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loader as templateLoader } from "~/billing/import-export/routes/csv-template";
import { action as exportAction } from "~/billing/import-export/routes/data-export";
import { action as importAction } from "~/billing/import-export/routes/data-import";
import {
  action as pageAction,
  loader as pageLoader,
} from "~/billing/import-export/routes/import-export";
import {
  IMPORT_MESSAGES,
  type ImportOutcome,
  type ImportProgress,
  MAX_IMPORT_BYTES,
} from "~/billing/import-export/import-export-client";
import { formatBillNumber } from "~/billing/money";
import { indiaDateKey } from "~/lib/format";
import { inputTexts } from "~/lib/input-texts";
import { readCsv } from "~/platform/csv.server";
import { getDb } from "~/platform/db/db.server";
import { CLIENT_IP_HEADER } from "~/platform/request-info.server";
import { signedIn, createBill } from "../factories";
import {
  BASE_URL,
  callRoute,
  getRequest,
  postRequest,
  redirectToast,
  type RouteResult,
  toastOf,
  uniqueIp,
} from "./route-harness";

/**
 * /billing/import-export: who may use it; the three exports (file name, columns, BOM, formula
 * neutralising, the log); the import's messages, all-or-nothing rule with its row report, bill
 * numbers (taken, twice in a file, the counter), amounts, statuses and dates, godown items with
 * the low-stock notification; a round trip through export and import; the log; the 20 MB limit.
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = await signedIn("staff");
});

const db = () => getDb();

async function count(
  table:
    | "complaints"
    | "godown_items"
    | "import_export_logs"
    | "notifications"
    | "transactions"
    | "income_expenses",
) {
  const row = await db()
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function counter(): Promise<number> {
  const row = await db()
    .selectFrom("counters")
    .select("value")
    .where("name", "=", "bill")
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** No bills, bookings or godown items; the counter at 0 (set-up only). */
async function emptyBooks() {
  await db().deleteFrom("transactions").execute();
  await db().deleteFrom("income_expenses").execute();
  await db().deleteFrom("payments").execute();
  await db().deleteFrom("complaints").execute();
  await db().deleteFrom("godown_items").execute();
  await db().updateTable("counters").set({ value: 0 }).where("name", "=", "bill").execute();
}

async function newBill(over: Record<string, string> = {}) {
  const created = await createBill(staff.user.id, {
    customerName: "Kannan Traders",
    customerPhone: "",
    particulars: "Visiting cards",
    amount: "100",
    ...over,
  });
  return created;
}

async function newItem(
  over: Partial<{
    item_name: string;
    category: string;
    quantity: number;
    unit_price_paise: number;
    minimum_stock: number;
    location_in_godown: string | null;
    supplier_name: string | null;
    created_at: string;
  }> = {},
) {
  const now = new Date().toISOString();
  const values = {
    id: crypto.randomUUID(),
    item_name: "Art card 300 gsm",
    category: "Paper",
    quantity: 40,
    unit_price_paise: 1250,
    minimum_stock: 10,
    location_in_godown: "Rack A2",
    supplier_name: "Sivakasi Paper Mart",
    created_by: staff.user.id,
    created_at: now,
    updated_at: now,
    ...over,
  };
  await db()
    .insertInto("godown_items")
    .values({ ...values, total_value_paise: values.quantity * values.unit_price_paise })
    .execute();
  return values.id;
}

// ---------------------------------------------------------------------------------------------
// Calling the routes (the harness keeps status and headers; the bodies are read here)

type Captured = { result: RouteResult; response?: Response };

async function capture(
  fn: (args: never) => Promise<unknown>,
  request: Request,
  params: Record<string, string> = {},
): Promise<Captured> {
  let response: Response | undefined;
  const result = await callRoute(
    async (args: never) => {
      const answer = await fn(args);
      if (
        answer instanceof Response &&
        answer.body &&
        (answer.status < 300 || answer.status >= 400)
      ) {
        response = answer;
        return new Response(null, { status: answer.status, headers: answer.headers });
      }
      return answer;
    },
    request,
    params,
  );
  return { result, response };
}

/** POST /billing/import-export/export; the file's bytes once the stream has ended. */
async function exportFile(type: string, cookie = staff.cookie) {
  const logsBefore = await count("import_export_logs");
  const { result, response } = await capture(
    exportAction as never,
    postRequest("/billing/import-export/export", { type }, { cookie }),
  );
  const bytes = response ? new Uint8Array(await response.arrayBuffer()) : new Uint8Array();
  // The log row is written as the stream ends: wait until it has landed (a loaded machine can
  // take longer than any fixed pause), so the next test's "latest log" is not this one's.
  if (response?.ok) {
    for (let i = 0; i < 250 && (await count("import_export_logs")) === logsBefore; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  return { result, bytes, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
}

async function records(text: string) {
  const out: string[][] = [];
  async function* source() {
    yield Buffer.from(text, "utf8");
  }
  for await (const r of readCsv(source())) out.push(r.fields);
  return out;
}

function uploadForm(content: string | Uint8Array, fileName: string): FormData {
  const form = new FormData();
  form.set("file", new File([content as BlobPart], fileName, { type: "text/csv" }));
  return form;
}

/** POST /billing/import-export/import (the NDJSON endpoint): the progress lines and the outcome. */
async function importFile(
  content: string | Uint8Array,
  fileName = "bills.csv",
  cookie = staff.cookie,
) {
  const { result, response } = await capture(
    importAction as never,
    postRequest("/billing/import-export/import", uploadForm(content, fileName), { cookie }),
  );
  const text = response ? await response.text() : "";
  const lines = text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as ImportProgress | ImportOutcome);
  const outcome = lines.at(-1) as ImportOutcome | undefined;
  return {
    result,
    contentType: response?.headers.get("Content-Type") ?? result.headers.get("Content-Type"),
    progress: lines.filter((l): l is ImportProgress => "phase" in l),
    outcome: outcome && "result" in outcome ? outcome : undefined,
  };
}

async function expectOk(content: string, fileName = "bills.csv") {
  const r = await importFile(content, fileName);
  expect(r.outcome, JSON.stringify(r.outcome)).toMatchObject({ result: "ok" });
  return (r.outcome as Extract<ImportOutcome, { result: "ok" }>).count;
}

async function expectRejected(content: string | Uint8Array, fileName = "bills.csv") {
  const r = await importFile(content, fileName);
  expect(r.outcome?.result, JSON.stringify(r.outcome)).toBe("error");
  return r.outcome as Extract<ImportOutcome, { result: "error" }>;
}

const BILL_HEADER = "Bill No,Date,Customer,Phone,Service Type,Status,Estimated Cost,Actual Cost";

async function latestLog() {
  return db()
    .selectFrom("import_export_logs")
    .select([
      "operation_type",
      "table_name",
      "file_name",
      "records_count",
      "status",
      "error_message",
      "created_by",
    ])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

async function billByNumber(number: string) {
  return db()
    .selectFrom("complaints")
    .select([
      "id",
      "complaint_number",
      "customer_name",
      "customer_phone",
      "service_type",
      "status",
      "complaint_description",
      "actual_cost_paise",
      "discount_paise",
      "estimated_cost_paise",
      "received_paise",
      "balance_paise",
      "payment_status",
      "created_at",
      "created_by",
    ])
    .where("complaint_number", "=", number)
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------

describe("access", () => {
  it("refuses visitors and customers on the page, the export, the import and the templates, writing nothing", async () => {
    const customer = await signedIn("customer");
    const before = {
      logs: await count("import_export_logs"),
      bills: await count("complaints"),
      notifications: await count("notifications"),
    };
    const csv = `${BILL_HEADER}\r\nBILL7777,,Sneaky,,,,10,10\r\n`;
    const calls: [string, (cookie: string | undefined) => Promise<RouteResult>][] = [
      [
        "/billing/import-export",
        (cookie) => callRoute(pageLoader, getRequest("/billing/import-export", { cookie })),
      ],
      [
        "/billing/import-export",
        (cookie) =>
          callRoute(
            pageAction,
            postRequest("/billing/import-export", uploadForm(csv, "x.csv"), { cookie }),
          ),
      ],
      [
        "/billing/import-export/export",
        (cookie) =>
          callRoute(
            exportAction,
            postRequest("/billing/import-export/export", { type: "complaints" }, { cookie }),
          ),
      ],
      [
        "/billing/import-export/import",
        (cookie) =>
          callRoute(
            importAction,
            postRequest("/billing/import-export/import", uploadForm(csv, "x.csv"), { cookie }),
          ),
      ],
      [
        "/billing/import-export/template/complaints",
        (cookie) =>
          callRoute(
            templateLoader,
            getRequest("/billing/import-export/template/complaints", { cookie }),
            {
              type: "complaints",
            },
          ),
      ],
    ];
    for (const [path, run] of calls) {
      const visitor = await run(undefined);
      expect(visitor.status, `visitor ${path}`).toBe(302);
      expect(visitor.location, `visitor ${path}`).toBe(
        `/auth?redirectTo=${encodeURIComponent(path)}`,
      );
      const refused = await run(customer.cookie);
      expect(refused.status, `customer ${path}`).toBe(302);
      expect(refused.location, `customer ${path}`).toBe("/");
    }
    expect({
      logs: await count("import_export_logs"),
      bills: await count("complaints"),
      notifications: await count("notifications"),
    }).toEqual(before);
    expect(await billByNumber("BILL7777")).toBeUndefined();
  });

  it("lets staff and admins in", async () => {
    const admin = await signedIn("admin");
    for (const { cookie } of [staff, admin]) {
      const page = await callRoute(pageLoader, getRequest("/billing/import-export", { cookie }));
      expect(page.status).toBe(200);
    }
  });
});

describe("export", () => {
  beforeAll(async () => {
    await emptyBooks();
    await newBill({
      customerName: '=HYPERLINK("x")',
      customerPhone: "9876543210",
      amount: "1250.50",
      discount: "50.50",
      advance: "200",
      received: "100",
    });
    await newBill({
      customerName: "முருகன், ஸ்டோர்ஸ்",
      particulars: "Line one\nline two",
      amount: "99",
    });
    await newItem({ item_name: "@risk ink", supplier_name: 'Says "hi"', location_in_godown: null });
  });

  it("exports bills as complaints_export_{date}.csv: BOM, the spec's columns, neutralised formulas, India time, rupees", async () => {
    const before = await count("import_export_logs");
    const { result, bytes, text } = await exportFile("complaints");
    expect(result.status).toBe(200);
    const fileName = `complaints_export_${indiaDateKey(new Date())}.csv`;
    expect(result.headers.get("Content-Disposition")).toBe(`attachment; filename="${fileName}"`);
    expect(result.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(result.headers.get("X-Total-Rows")).toBe("2");
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split("\r\n")[0]).toBe(`\uFEFF${BILL_HEADER}`);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).toContain(`"=""+919876543210"""`);
    const rows = await records(text);
    expect(rows[0]).toEqual(BILL_HEADER.split(","));
    const first = await billByNumber("BILL0001");
    const ist = new Date(Date.parse(first!.created_at) + 5.5 * 3600_000)
      .toISOString()
      .slice(0, 19)
      .replace("T", " ");
    expect(rows[1]).toEqual([
      "BILL0001",
      ist,
      `'=HYPERLINK("x")`,
      '="+919876543210"',
      "Service",
      "pending",
      "1200.00",
      "1250.50",
    ]);
    expect(rows[2]).toEqual([
      "BILL0002",
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      "முருகன், ஸ்டோர்ஸ்",
      "",
      "Service",
      "pending",
      "99.00",
      "99.00",
    ]);
    expect(await count("import_export_logs")).toBe(before + 1);
    expect(await latestLog()).toMatchObject({
      operation_type: "export",
      table_name: "complaints",
      file_name: fileName,
      records_count: 2,
      status: "completed",
      error_message: null,
      created_by: staff.user.id,
    });
  });

  it("exports transactions and inventory with their columns", async () => {
    const tx = await exportFile("transactions");
    expect(tx.result.headers.get("Content-Disposition")).toContain(
      `transactions_export_${indiaDateKey(new Date())}.csv`,
    );
    const txRows = await records(tx.text);
    expect(txRows[0]).toEqual([
      "Date",
      "Type",
      "Amount",
      "Payment Method",
      "Reference",
      "Description",
    ]);
    expect(
      txRows
        .slice(1)
        .map((r) => r.slice(1))
        .sort(),
    ).toEqual([
      ["advance_payment", "200.00", "cash", "BILL0001", "Advance for bill BILL0001 (RCPT0001)"],
      [
        "payment_received",
        "100.00",
        "cash",
        "BILL0001",
        "Payment received for bill BILL0001 (RCPT0002)",
      ],
    ]);
    expect(await latestLog()).toMatchObject({
      table_name: "transactions",
      records_count: 2,
      status: "completed",
    });

    const inv = await exportFile("inventory");
    expect(inv.result.headers.get("Content-Disposition")).toContain(
      `inventory_export_${indiaDateKey(new Date())}.csv`,
    );
    expect(await records(inv.text)).toEqual([
      ["Item Name", "Category", "Quantity", "Unit Price", "Min Stock", "Location", "Supplier"],
      ["'@risk ink", "Paper", "40", "12.50", "10", "", 'Says "hi"'],
    ]);
    expect(await latestLog()).toMatchObject({
      table_name: "godown_items",
      records_count: 1,
      status: "completed",
    });
  });

  it("refuses an unknown type and a GET changes nothing", async () => {
    const before = await count("import_export_logs");
    const bad = await exportFile("users");
    expect(bad.result.status).toBe(400);
    expect(await count("import_export_logs")).toBe(before);
  });

  it("reads the rows in batches (2,500 bills, in order) and logs an abandoned download as failed", async () => {
    const now = Date.now();
    const rows = Array.from({ length: 2_500 }, (_, i) => ({
      id: crypto.randomUUID(),
      complaint_number: `BATCH${String(i).padStart(5, "0")}`,
      customer_name: `Batch ${i}`,
      customer_phone: null,
      customer_address: null,
      complaint_description: "x",
      actual_cost_paise: 100,
      discount_paise: 0,
      estimated_cost_paise: 100,
      advance_paise: 0,
      received_paise: 0,
      completion_date: null,
      created_by: null,
      // Two bills share each moment: the id breaks the tie.
      created_at: new Date(now - 10_000_000 + Math.floor(i / 2) * 1000).toISOString(),
      updated_at: new Date(now).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 500)
      await db()
        .insertInto("complaints")
        .values(rows.slice(i, i + 500))
        .execute();
    const { text } = await exportFile("complaints");
    const numbers = (await records(text))
      .slice(1)
      .map((r) => r[0]!)
      .filter((n) => n.startsWith("BATCH"));
    expect(numbers).toHaveLength(2_500);
    expect(new Set(numbers).size).toBe(2_500);
    expect(numbers.slice(0, 2).sort()).toEqual(["BATCH00000", "BATCH00001"]);

    // A client that goes away after the first chunk: the log says failed.
    const { response } = await capture(
      exportAction as never,
      postRequest(
        "/billing/import-export/export",
        { type: "complaints" },
        { cookie: staff.cookie },
      ),
    );
    const reader = response!.body!.getReader();
    await reader.read();
    await reader.cancel();
    await new Promise((r) => setTimeout(r, 20));
    expect(await latestLog()).toMatchObject({ operation_type: "export", status: "failed" });
    const batch = db()
      .selectFrom("complaints")
      .select("id")
      .where("complaint_number", "like", "BATCH%");
    await db().deleteFrom("transactions").where("complaint_id", "in", batch).execute();
    await db().deleteFrom("payments").where("bill_id", "in", batch).execute();
    await db().deleteFrom("complaints").where("complaint_number", "like", "BATCH%").execute();
  });

  it("offers empty templates for bills and godown items (header and BOM only)", async () => {
    for (const [type, header] of [
      ["complaints", BILL_HEADER],
      ["inventory", "Item Name,Category,Quantity,Unit Price,Min Stock,Location,Supplier"],
    ] as const) {
      const { result, response } = await capture(
        templateLoader as never,
        getRequest(`/billing/import-export/template/${type}`, { cookie: staff.cookie }),
        { type },
      );
      expect(result.status).toBe(200);
      expect(result.headers.get("Content-Disposition")).toBe(
        `attachment; filename="${type}_template.csv"`,
      );
      const bytes = new Uint8Array(await response!.arrayBuffer());
      expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(
        `\uFEFF${header}\r\n`,
      );
    }
    const missing = await callRoute(
      templateLoader,
      getRequest("/billing/import-export/template/transactions", { cookie: staff.cookie }),
      {
        type: "transactions",
      },
    );
    expect(missing.status).toBe(404);
  });
});

describe("import messages", () => {
  beforeEach(emptyBooks);

  it("refuses an unrecognized header, a header alone, an empty file, another file type and a malformed file, logging each with an alert", async () => {
    const cases: [string | Uint8Array, string, string][] = [
      [
        "Date,Type,Amount\r\n2026-01-01,refund,10\r\n",
        "tx.csv",
        "Unrecognized file format. Please use the correct CSV template.",
      ],
      [
        `${BILL_HEADER}\r\n`,
        "only-header.csv",
        "File must contain header and at least one data row",
      ],
      ["\uFEFF", "bom-only.csv", "File must contain header and at least one data row"],
      [
        `${BILL_HEADER}\r\nBILL0001,,A,,,,1,1\r\n`,
        "bills.xlsx",
        "Only CSV files are supported. Save the sheet as CSV (comma separated) and try again.",
      ],
      [
        new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 1, 2]),
        "sheet.csv",
        "Only CSV files are supported. Save the sheet as CSV (comma separated) and try again.",
      ],
      [`${BILL_HEADER}\r\nBILL0001,"unclosed,A\r\n`, "broken.csv", "The file is not valid CSV"],
    ];
    for (const [content, fileName, message] of cases) {
      const notificationsBefore = await count("notifications");
      const r = await importFile(content, fileName);
      expect(r.contentType).toBe("application/x-ndjson; charset=utf-8");
      expect(r.outcome?.result, fileName).toBe("error");
      expect((r.outcome as { message: string }).message, fileName).toContain(message);
      const log = await latestLog();
      expect(log, fileName).toMatchObject({
        operation_type: "import",
        file_name: fileName,
        status: "failed",
        records_count: 0,
      });
      expect(log!.error_message).toContain(message);
      expect(await count("notifications")).toBe(notificationsBefore + 1);
      const alert = await db()
        .selectFrom("notifications")
        .select(["title", "message", "type", "priority"])
        .orderBy("created_at", "desc")
        .executeTakeFirstOrThrow();
      expect(alert).toMatchObject({ title: "Import failed", type: "alert", priority: "high" });
      expect(alert.message).toContain(fileName);
    }
    expect(await count("complaints")).toBe(0);
  });

  it("without JavaScript the page's own action imports and answers with the toast (and the report)", async () => {
    const ok = await callRoute(
      pageAction,
      postRequest(
        "/billing/import-export",
        uploadForm(`${BILL_HEADER}\r\nBILL0042,,Page Import,,,,10,10\r\n`, "p.csv"),
        {
          cookie: staff.cookie,
        },
      ),
    );
    expect(ok.status).toBe(302);
    expect(ok.location).toBe("/billing/import-export");
    expect(await redirectToast(ok)).toMatchObject({ title: "Successfully imported 1 record!" });
    expect(await billByNumber("BILL0042")).toBeDefined();

    const bad = await callRoute(
      pageAction,
      postRequest(
        "/billing/import-export",
        uploadForm(`${BILL_HEADER}\r\nBILL0043,,,,,,10,10\r\n`, "p.csv"),
        {
          cookie: staff.cookie,
        },
      ),
    );
    expect(bad.status).toBe(400);
    expect(await toastOf(bad)).toMatchObject({
      description: "Failed to import data: 1 problem found in the file; nothing was imported.",
    });
    expect((bad.data as { report: unknown }).report).toEqual({
      message: "1 problem found in the file; nothing was imported.",
      problems: [{ line: 2, column: "Customer", message: "Required" }],
      problemCount: 1,
    });
    const none = await callRoute(
      pageAction,
      postRequest("/billing/import-export", new FormData(), { cookie: staff.cookie }),
    );
    expect(none.status).toBe(400);
    expect(await toastOf(none)).toMatchObject({
      description: "Failed to import data: Choose a CSV file to import.",
    });
  });
});

describe("malformed CSV", () => {
  beforeEach(emptyBooks);

  it("reports a stray quote inside a field as a problem of its line and column, importing nothing", async () => {
    const good = Array.from({ length: 1_000 }, (_, i) => `,,Customer ${i},,,,1,1`);
    const cases: [string, string, { line: number; column: string; message: RegExp }][] = [
      [
        "stray.csv",
        `${BILL_HEADER}\r\n${good.join("\r\n")}\r\nBILL0002,,Kan"nan,,,,1,1\r\n`,
        { line: 1002, column: "Customer", message: /quote/i },
      ],
      [
        "closing.csv",
        `${BILL_HEADER}\r\nBILL0001,,Kannan,,,,1,1\r\nBILL0002,,"Kan"nan",,,,1,1\r\n`,
        { line: 3, column: "Customer", message: /quote/i },
      ],
      [
        "unclosed.csv",
        `${BILL_HEADER}\r\nBILL0001,,Kannan,,,,1,1\r\nBILL0002,,"Kannan,,,,1,1\r\nBILL0003,,X,,,,1,1\r\n`,
        { line: 3, column: "Customer", message: /never closed/ },
      ],
    ];
    for (const [fileName, content, problem] of cases) {
      const r = await importFile(content, fileName);
      expect(r.result.status, fileName).toBe(200);
      const outcome = r.outcome as Extract<ImportOutcome, { result: "error" }>;
      expect(outcome.result, fileName).toBe("error");
      expect(outcome.message, fileName).toBe(
        `The file is not valid CSV near line ${problem.line}; nothing was imported.`,
      );
      expect(outcome.problemCount, fileName).toBe(1);
      expect(outcome.problems, fileName).toEqual([
        {
          line: problem.line,
          column: problem.column,
          message: expect.stringMatching(problem.message),
        },
      ]);
      expect(await latestLog(), fileName).toMatchObject({ status: "failed", records_count: 0 });
      expect(await count("complaints"), fileName).toBe(0);
    }
  });

  it("lists the rows' problems found before the malformed line with it", async () => {
    const content = `${BILL_HEADER}\r\nBILL0001,,,,,,1,1\r\nBILL0002,,Kan"nan,,,,1,1\r\n`;
    const outcome = await expectRejected(content, "both.csv");
    expect(outcome.problemCount).toBe(2);
    expect(outcome.problems.map((p) => [p.line, p.column])).toEqual([
      [2, "Customer"],
      [3, "Customer"],
    ]);
    expect(await count("complaints")).toBe(0);
  });

  it("answers the page's own action (without JavaScript) with the report, not an error page", async () => {
    const bad = await callRoute(
      pageAction,
      postRequest(
        "/billing/import-export",
        uploadForm(`${BILL_HEADER}\r\nBILL0043,,Kan"nan,,,,10,10\r\n`, "p.csv"),
        { cookie: staff.cookie },
      ),
    );
    expect(bad.status).toBe(400);
    const report = (bad.data as { report: { problems: { line: number; column: string }[] } })
      .report;
    expect(report.problems).toEqual([expect.objectContaining({ line: 2, column: "Customer" })]);
    expect(await count("complaints")).toBe(0);
  });
});

describe("importing bills", () => {
  beforeEach(emptyBooks);

  it("is all or nothing: 50,000 good rows and one bad one write nothing and report its line and column", async () => {
    const lines = [BILL_HEADER];
    for (let i = 1; i <= 50_000; i++) {
      const status = i === 49_999 ? "Lost" : i % 3 === 0 ? "Completed" : "In Progress";
      lines.push(
        `BILL${String(i).padStart(5, "0")},2025-06-01 10:${String(i % 60).padStart(2, "0")}:00,Customer ${i},98765${String(i).padStart(5, "0")},Printing,${status},90.00,100.00`,
      );
    }
    const before = { counter: await counter(), logs: await count("import_export_logs") };
    const started = Date.now();
    const r = await importFile(lines.join("\r\n") + "\r\n", "big.csv");
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(r.outcome).toEqual({
      result: "error",
      message: "1 problem found in the file; nothing was imported.",
      problems: [
        {
          line: 50_000,
          column: "Status",
          message: "Status must be Pending, In Progress, Completed or Paid",
        },
      ],
      problemCount: 1,
    });
    expect(r.progress.some((p) => p.phase === "parse")).toBe(true);
    expect(await count("complaints")).toBe(0);
    expect(await counter()).toBe(before.counter);
    expect(await count("import_export_logs")).toBe(before.logs + 1);
    expect(await latestLog()).toMatchObject({ status: "failed", file_name: "big.csv" });
  }, 60_000);

  it("lists the first 100 problems by line and counts them all", async () => {
    const lines = [BILL_HEADER];
    for (let i = 1; i <= 300; i++) lines.push(`B${i},31/02/2026,,,,,2,5`);
    const outcome = await expectRejected(lines.join("\n"));
    // Each row: no customer, an impossible date.
    expect(outcome.problemCount).toBe(600);
    expect(outcome.problems).toHaveLength(100);
    expect(outcome.problems[0]).toEqual({
      line: 2,
      column: "Date",
      message: "Not a date: use YYYY-MM-DD HH:mm:ss or DD/MM/YYYY",
    });
    expect(outcome.problems.at(-1)!.line).toBe(51);
  });

  it("reports a bill number that exists and one that is twice in the file, and writes nothing", async () => {
    const existing = await newBill();
    const before = await count("complaints");
    const outcome = await expectRejected(
      [
        BILL_HEADER,
        `${existing.number},,A,,,,1,1`,
        "BILL0100,,B,,,,1,1",
        "BILL0101,,C,,,,1,1",
        "BILL0100,,D,,,,1,1",
        "Old-7,,E,,,,1,1",
        // Another number than BILL0100 (as text), so no problem.
        "BILL00100,,F,,,,1,1",
        "Old-7,,G,,,,1,1",
        "BILL0100,,H,,,,1,1",
      ].join("\r\n"),
    );
    expect(outcome.problems).toEqual([
      { line: 2, column: "Bill No", message: `Bill number ${existing.number} already exists` },
      { line: 5, column: "Bill No", message: "Bill number BILL0100 is also on line 3 of the file" },
      { line: 8, column: "Bill No", message: "Bill number Old-7 is also on line 6 of the file" },
      { line: 9, column: "Bill No", message: "Bill number BILL0100 is also on line 3 of the file" },
    ]);
    expect(outcome.problemCount).toBe(4);
    expect(await count("complaints")).toBe(before);
  });

  it("moves the counter past the imported numbers, numbers rows without one, and a new bill follows", async () => {
    await newBill(); // BILL0001
    const n = await expectOk(
      [
        BILL_HEADER,
        "BILL0500,,Imported A,,,,10,10",
        ",,No Number,,,,20,20",
        "BILL0007,,Imported B,,,,30,30",
        "X-99,,Odd Number,,,,40,40",
      ].join("\r\n"),
    );
    expect(n).toBe(4);
    expect((await billByNumber("BILL0501"))?.customer_name).toBe("No Number");
    expect(await billByNumber("X-99")).toBeDefined();
    expect(await counter()).toBe(501);
    expect((await newBill()).number).toBe("BILL0502");

    // A file without BILL numbers leaves the counter where it is, except for the numbers drawn.
    await expectOk([BILL_HEADER, ",,Fresh One,,,,1,1", ",,Fresh Two,,,,1,1"].join("\n"));
    expect((await billByNumber("BILL0503"))?.customer_name).toBe("Fresh One");
    expect((await billByNumber("BILL0504"))?.customer_name).toBe("Fresh Two");
    expect(await counter()).toBe(504);
    expect((await newBill()).number).toBe(formatBillNumber(505));
  });

  it("writes a larger file in batches, reporting progress, and numbers 1,250 rows without a number in order", async () => {
    const lines = [BILL_HEADER];
    for (let i = 1; i <= 1_250; i++) lines.push(`,2025-01-01 09:00:00,Walk-in ${i},,,,1,1`);
    const r = await importFile(lines.join("\r\n"), "walk-ins.csv");
    expect(r.outcome).toEqual({ result: "ok", count: 1_250, table: "complaints" });
    const writes = r.progress.filter((p) => p.phase === "write");
    expect(writes.at(-1)).toEqual({ phase: "write", done: 1_250, total: 1_250 });
    expect(writes.length).toBeGreaterThan(1);
    expect((await billByNumber("BILL0001"))?.customer_name).toBe("Walk-in 1");
    expect((await billByNumber("BILL1250"))?.customer_name).toBe("Walk-in 1250");
    expect(await counter()).toBe(1_250);
  });

  it("reads amounts (estimated = after discount), statuses, dates, phones and defaults; a bill marked Paid gets its payment", async () => {
    const header =
      "customer,STATUS,Estimated Cost,Actual Cost,Date,Phone,Bill No,Service Type,Extra";
    const n = await expectOk(
      [
        header,
        'Kannan,In Progress,"1,200.50",1250,2025-06-01 10:30:00,\'+919876543210,BILL0001,Flex,ignored',
        "முருகன்,,₹99,,15/08/2025,,BILL0002,,",
        "Selvi,COMPLETED,,Rs. 40,2025-08-15,,BILL0003,,",
        "Priya,paid,10,0,,,BILL0004,,",
      ].join("\r\n"),
    );
    expect(n).toBe(4);
    expect(await billByNumber("BILL0001")).toMatchObject({
      customer_name: "Kannan",
      customer_phone: "+919876543210",
      service_type: "Flex",
      status: "in_progress",
      complaint_description: "Imported from CSV",
      actual_cost_paise: 125000,
      discount_paise: 4950,
      estimated_cost_paise: 120050,
      created_at: "2025-06-01T05:00:00.000Z",
      created_by: staff.user.id,
    });
    expect(await billByNumber("BILL0002")).toMatchObject({
      status: "pending",
      service_type: "Service",
      actual_cost_paise: 9900,
      estimated_cost_paise: 9900,
      discount_paise: 0,
      created_at: "2025-08-14T18:30:00.000Z",
    });
    // An empty Estimated Cost is 0; actual 40 stays, all of it discount.
    expect(await billByNumber("BILL0003")).toMatchObject({
      status: "completed",
      estimated_cost_paise: 0,
      actual_cost_paise: 4000,
      discount_paise: 4000,
    });
    // Decision 023: each imported bill is one line and owes its total, except one marked Paid,
    // whose total became a payment with a receipt and a cash-book entry (its work: completed).
    const priya = await billByNumber("BILL0004");
    expect(priya).toMatchObject({
      status: "completed",
      payment_status: "paid",
      balance_paise: 0,
      received_paise: 1000,
      estimated_cost_paise: 1000,
      actual_cost_paise: 1000,
    });
    expect(Math.abs(Date.parse(priya!.created_at) - Date.now())).toBeLessThan(60_000);
    expect(await billByNumber("BILL0001")).toMatchObject({
      payment_status: "unpaid",
      balance_paise: 120050,
      received_paise: 0,
    });
    expect(await billByNumber("BILL0003")).toMatchObject({
      payment_status: "paid",
      balance_paise: 0,
    });
    const lines = await getDb()
      .selectFrom("bill_lines as l")
      .innerJoin("complaints as c", "c.id", "l.bill_id")
      .select(["c.complaint_number", "l.quantity_milli", "l.rate_paise", "l.amount_paise"])
      .where("c.complaint_number", "in", ["BILL0001", "BILL0002", "BILL0003", "BILL0004"])
      .orderBy("c.complaint_number")
      .execute();
    expect(
      lines.map((l) => [l.complaint_number, Number(l.quantity_milli), Number(l.amount_paise)]),
    ).toEqual([
      ["BILL0001", 1000, 125000],
      ["BILL0002", 1000, 9900],
      ["BILL0003", 1000, 4000],
      ["BILL0004", 1000, 1000],
    ]);
    const payments = await getDb()
      .selectFrom("payments")
      .selectAll()
      .where("bill_id", "in", [priya!.id])
      .execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      bill_number: "BILL0004",
      amount_paise: 1000,
      note: "Imported as Paid",
    });
    expect(payments[0]!.receipt_number).toMatch(/^RCPT\d{4,}$/);
    const entries = await getDb()
      .selectFrom("transactions")
      .selectAll()
      .where(
        "complaint_id",
        "in",
        (
          await getDb()
            .selectFrom("complaints")
            .select("id")
            .where("complaint_number", "in", ["BILL0001", "BILL0002", "BILL0003", "BILL0004"])
            .execute()
        ).map((r) => r.id),
      )
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      payment_id: payments[0]!.id,
      amount_paise: 1000,
      type: "income",
    });
    expect(await count("income_expenses")).toBe(0);
    expect(await latestLog()).toMatchObject({
      operation_type: "import",
      table_name: "complaints",
      records_count: 4,
      status: "completed",
    });
  });

  it("reports wrong amounts, statuses and dates by line and column", async () => {
    const outcome = await expectRejected(
      [
        BILL_HEADER,
        "BILL0001,2025-13-01,A,,,,1,1",
        "BILL0002,,B,,,Lost,1,1",
        "BILL0003,,C,,,,200,100",
        "BILL0004,,D,,,,-5,10",
        "BILL0005,,E,,,,1.234,10",
        `BILL0006,,${"x".repeat(121)},,,,1,1`,
      ].join("\n"),
    );
    expect(outcome.problems.map((p) => [p.line, p.column])).toEqual([
      [2, "Date"],
      [3, "Status"],
      [4, "Estimated Cost"],
      [5, "Estimated Cost"],
      [6, "Estimated Cost"],
      [7, "Customer"],
    ]);
    expect(await count("complaints")).toBe(0);
  });

  it("refuses a file with an amount that is not a number (decision 022), writing no bill", async () => {
    const before = await count("import_export_logs");
    const outcome = await expectRejected(
      [
        BILL_HEADER,
        "BILL0001,2025-06-01,Kannan,,,,100,120",
        "BILL0002,2025-06-02,Selvi,,,,50,abc",
        "BILL0003,2025-06-03,Priya,,,,40,40",
        "BILL0004,2025-06-04,Murugan,,,,,",
      ].join("\r\n"),
    );
    expect(outcome.problems).toEqual([
      { line: 3, column: "Actual Cost", message: '"abc" is not an amount' },
    ]);
    expect(outcome.problemCount).toBe(1);
    // Another column with a word: Estimated Cost.
    const estimated = await expectRejected([BILL_HEADER, "BILL0001,,A,,,,abc,1"].join("\n"));
    expect(estimated.problems).toEqual([
      { line: 2, column: "Estimated Cost", message: '"abc" is not an amount' },
    ]);
    expect(await count("complaints")).toBe(0);
    expect(await counter()).toBe(0);
    expect(await count("import_export_logs")).toBe(before + 2);
    expect(await latestLog()).toMatchObject({ status: "failed" });
  });

  it("refuses a bill dated after today in India or before 2000, and an amount badly grouped", async () => {
    const tomorrow = indiaDateKey(new Date(Date.now() + 24 * 60 * 60 * 1000));
    const entries = await count("transactions");
    const outcome = await expectRejected(
      [
        BILL_HEADER,
        "BILL0001,2030-01-01,Paid Later,,,Paid,500,500",
        `BILL0002,${tomorrow},Tomorrow,,,,1,1`,
        "BILL0003,31/12/1999,Old One,,,,1,1",
        "BILL0004,2025-02-29,No Day,,,,1,1",
        'BILL0005,,Commas,,,,"10,00","1,0,0"',
      ].join("\n"),
    );
    const future = "The date cannot be after today (India time).";
    expect(outcome.problems).toEqual([
      { line: 2, column: "Date", message: future },
      { line: 3, column: "Date", message: future },
      { line: 4, column: "Date", message: "Enter a date from 01/01/2000 on." },
      { line: 5, column: "Date", message: "Not a date: use YYYY-MM-DD HH:mm:ss or DD/MM/YYYY" },
      { line: 6, column: "Estimated Cost", message: inputTexts.en.amountGrouping },
      { line: 6, column: "Actual Cost", message: inputTexts.en.amountGrouping },
    ]);
    expect(await count("complaints")).toBe(0);
    expect(await count("transactions")).toBe(entries);
    // Today (India) and well-formed grouping are taken.
    const today = indiaDateKey(new Date());
    expect(
      await expectOk(
        [BILL_HEADER, `BILL0006,${today},Today,,,Paid,"1,00,000.50","100,000.50"`].join("\n"),
      ),
    ).toBe(1);
    expect(await billByNumber("BILL0006")).toMatchObject({ estimated_cost_paise: 10_000_050 });
  });

  it("refuses a date that is not a date and a negative amount; an empty date is today", async () => {
    const outcome = await expectRejected(
      [BILL_HEADER, "BILL0001,next week,A,,,,1,1", "BILL0002,,B,,,,1,-1"].join("\n"),
    );
    expect(outcome.problems).toEqual([
      { line: 2, column: "Date", message: "Not a date: use YYYY-MM-DD HH:mm:ss or DD/MM/YYYY" },
      { line: 3, column: "Actual Cost", message: "Cannot be negative" },
    ]);
    expect(await count("complaints")).toBe(0);
    expect(await expectOk([BILL_HEADER, "BILL0001,,A,,,,,"].join("\n"))).toBe(1);
    const bill = await billByNumber("BILL0001");
    expect(bill).toMatchObject({ estimated_cost_paise: 0, actual_cost_paise: 0 });
    expect(Math.abs(Date.parse(bill!.created_at) - Date.now())).toBeLessThan(60_000);
  });

  it("stores a NUL character in a cell as U+FFFD, as every text the app binds", async () => {
    // Past the first 4 KB, which are checked for binary content.
    const padding = Array.from(
      { length: 300 },
      (_, i) => `BILL${5000 + i},,Padding row ${i},,,,1,1`,
    );
    const n = await expectOk([BILL_HEADER, ...padding, "BILL0020,,Nul\0Name,,,,1,1"].join("\r\n"));
    expect(n).toBe(301);
    expect((await billByNumber("BILL0020"))?.customer_name).toBe("Nul\uFFFDName");
  });

  it("reads a semicolon file saved by a spreadsheet (BOM, CRLF, quoted line breaks)", async () => {
    const n = await expectOk(
      '\uFEFFBill No;Customer;Estimated Cost;Actual Cost\r\nBILL0010;"Sri Amman; Stores";"1,500";"2,000"\r\nBILL0011;"Two\r\nlines";5;5\r\n',
    );
    expect(n).toBe(2);
    expect((await billByNumber("BILL0010"))?.customer_name).toBe("Sri Amman; Stores");
    expect((await billByNumber("BILL0011"))?.customer_name).toBe("Two\r\nlines");
  });
});

describe("importing bills: customers", () => {
  it("links the imported bills to their customers by phone and works out their figures", async () => {
    await expectOk(
      [
        BILL_HEADER,
        "BILL0900,2025-05-01,Ponni Traders,98765 33333,,,1000,1000",
        "BILL0901,2025-06-01,Ponni Tradings,+91-98765-33333,,Paid,400,400",
        "BILL0902,2025-06-02,Sri Ram Stores,0452 2345678,,,50,50",
        "BILL0903,2025-06-03,Walk-in,,,,70,70",
      ].join("\n"),
    );
    const linked = async (number: string) =>
      (
        await db()
          .selectFrom("complaints")
          .select("customer_id")
          .where("complaint_number", "=", number)
          .executeTakeFirstOrThrow()
      ).customer_id;
    const ponni = await db()
      .selectFrom("customers")
      .selectAll()
      .where("phone", "=", "+919876533333")
      .executeTakeFirstOrThrow();
    expect(await linked("BILL0900")).toBe(ponni.id);
    expect(await linked("BILL0901")).toBe(ponni.id);
    expect(await linked("BILL0903")).toBeNull();
    expect([ponni.name, JSON.parse(ponni.alt_names)]).toEqual([
      "Ponni Tradings",
      ["Ponni Traders"],
    ]);
    expect(Number(ponni.bill_count)).toBe(2);
    expect(Number(ponni.billed_paise)).toBe(140_000);
    expect(Number(ponni.received_paise)).toBe(40_000);
    expect(Number(ponni.balance_paise)).toBe(100_000);
    expect(new Date(ponni.oldest_due_at!).toISOString()).toBe("2025-04-30T18:30:00.000Z");
    const store = await db()
      .selectFrom("customers")
      .select(["id", "other_phone"])
      .where("other_phone", "=", "+914522345678")
      .executeTakeFirstOrThrow();
    expect(await linked("BILL0902")).toBe(store.id);
  });
});

describe("importing godown items", () => {
  beforeEach(emptyBooks);

  it("imports items with computed values; those at or below the minimum are flagged, with one summary alert", async () => {
    const before = await count("notifications");
    const n = await expectOk(
      [
        "Item Name,Category,Quantity,Unit Price,Min Stock,Location,Supplier",
        "Art card,Paper,40,12.50,10,Rack A,Sivakasi Paper Mart",
        "Flex roll,Flex,2,1500,5,,",
        "Ink black,Ink,0,450,0,Shelf 3,",
        "Lamination film,Film,,,,,",
      ].join("\r\n"),
      "godown.csv",
    );
    expect(n).toBe(4);
    const items = await db()
      .selectFrom("godown_items")
      .select([
        "item_name",
        "category",
        "quantity",
        "unit_price_paise",
        "minimum_stock",
        "total_value_paise",
        "location_in_godown",
        "supplier_name",
        "low_stock_alerted",
        "created_by",
      ])
      .orderBy("item_name")
      .execute();
    expect(items).toEqual([
      {
        item_name: "Art card",
        category: "Paper",
        quantity: 40,
        unit_price_paise: 1250,
        minimum_stock: 10,
        total_value_paise: 50000,
        location_in_godown: "Rack A",
        supplier_name: "Sivakasi Paper Mart",
        low_stock_alerted: 0,
        created_by: staff.user.id,
      },
      {
        item_name: "Flex roll",
        category: "Flex",
        quantity: 2,
        unit_price_paise: 150000,
        minimum_stock: 5,
        total_value_paise: 300000,
        location_in_godown: null,
        supplier_name: null,
        low_stock_alerted: 1,
        created_by: staff.user.id,
      },
      {
        item_name: "Ink black",
        category: "Ink",
        quantity: 0,
        unit_price_paise: 45000,
        minimum_stock: 0,
        total_value_paise: 0,
        location_in_godown: "Shelf 3",
        supplier_name: null,
        low_stock_alerted: 1,
        created_by: staff.user.id,
      },
      {
        item_name: "Lamination film",
        category: "Film",
        quantity: 0,
        unit_price_paise: 0,
        minimum_stock: 0,
        total_value_paise: 0,
        location_in_godown: null,
        supplier_name: null,
        low_stock_alerted: 1,
        created_by: staff.user.id,
      },
    ]);
    // Each item with a quantity came in as one 'import' stock movement (decision 036).
    const moves = await db()
      .selectFrom("stock_movements as m")
      .innerJoin("godown_items as g", "g.id", "m.godown_item_id")
      .select(["g.item_name", "m.delta", "m.quantity_after", "m.reason", "m.created_by"])
      .orderBy("g.item_name")
      .execute();
    expect(moves).toEqual([
      {
        item_name: "Art card",
        delta: 40,
        quantity_after: 40,
        reason: "import",
        created_by: staff.user.id,
      },
      {
        item_name: "Flex roll",
        delta: 2,
        quantity_after: 2,
        reason: "import",
        created_by: staff.user.id,
      },
    ]);
    expect(await count("notifications")).toBe(before + 1);
    const alert = await db()
      .selectFrom("notifications")
      .select(["title", "message", "type", "priority", "link"])
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(alert).toEqual({
      title: "Low stock after import",
      message: "3 imported items are at or below the minimum stock.",
      type: "alert",
      priority: "high",
      link: "/billing/godown",
    });
    expect(await latestLog()).toMatchObject({
      table_name: "godown_items",
      records_count: 4,
      status: "completed",
    });
  });

  it("refuses fractions, negatives and missing names, writing nothing", async () => {
    const outcome = await expectRejected(
      [
        "Item Name,Category,Quantity,Unit Price,Min Stock",
        "A,Paper,1.5,1,1",
        ",Paper,1,1,1",
        "C,Paper,-2,1,1",
        "D,,1,-1,0.5",
      ].join("\n"),
      "godown.csv",
    );
    expect(outcome.problems.map((p) => [p.line, p.column, p.message])).toEqual([
      [2, "Quantity", "Must be a whole number"],
      [3, "Item Name", "Required"],
      [4, "Quantity", "Cannot be negative"],
      [5, "Category", "Required"],
      [5, "Unit Price", "Cannot be negative"],
      [5, "Min Stock", "Must be a whole number"],
    ]);
    expect(await count("godown_items")).toBe(0);
  });

  it("refuses a quantity, price or minimum that is not a number (decision 022); empty is 0", async () => {
    const outcome = await expectRejected(
      [
        "Item Name,Category,Quantity,Unit Price,Min Stock",
        "A,Paper,ten,1,1",
        "B,Paper,1,Rs. abc,",
        "C,Paper,,,2 boxes",
        `D,Paper,${"9".repeat(30)}x,,`,
      ].join("\n"),
      "godown.csv",
    );
    expect(outcome.problems.map((p) => [p.line, p.column, p.message])).toEqual([
      [2, "Quantity", '"ten" is not a number'],
      [3, "Unit Price", '"Rs. abc" is not an amount'],
      [4, "Min Stock", '"2 boxes" is not a number'],
      [5, "Quantity", `"${"9".repeat(30)}x" is not a number`],
    ]);
    expect(await count("godown_items")).toBe(0);
  });
});

describe("round trip", () => {
  it("exports bills and godown items, imports them into empty tables and gets the same rows back", async () => {
    await emptyBooks();
    await newBill({
      customerName: '=cmd|"/c calc"!A0',
      customerPhone: "+91 98765 43210",
      amount: "1000",
      discount: "100",
    });
    await newBill({ customerName: "  Sree  Ganesh, Tex ", amount: "0.50" });
    await newBill({ customerName: 'திருமண அழைப்பிதழ் "Gold"\nLine 2', amount: "25000" });
    const third = await newBill({ customerName: "@Home Bakery", amount: "10" });
    await db()
      .updateTable("complaints")
      .set({ status: "in_progress" })
      .where("id", "=", third.id)
      .execute();
    await newItem({
      item_name: "-Minus item",
      category: "Ink, Black",
      quantity: 3,
      minimum_stock: 5,
      supplier_name: "+Plus Traders",
    });
    await newItem({
      item_name: "Board",
      category: "வாரியம்",
      quantity: 100,
      unit_price_paise: 99,
      location_in_godown: null,
    });

    const billColumns = [
      "complaint_number",
      "customer_name",
      "customer_phone",
      "service_type",
      "status",
      "estimated_cost_paise",
      "actual_cost_paise",
      "discount_paise",
      "created_at",
    ] as const;
    const itemColumns = [
      "item_name",
      "category",
      "quantity",
      "unit_price_paise",
      "minimum_stock",
      "total_value_paise",
      "location_in_godown",
      "supplier_name",
    ] as const;
    const toSecond = (iso: string) => iso.slice(0, 19);
    const bills = async () =>
      (
        await db()
          .selectFrom("complaints")
          .select([...billColumns])
          .orderBy("complaint_number")
          .execute()
      ).map((b) => ({
        ...b,
        created_at: toSecond(b.created_at),
      }));
    const items = async () =>
      db()
        .selectFrom("godown_items")
        .select([...itemColumns])
        .orderBy("item_name")
        .execute();
    const before = { bills: await bills(), items: await items() };
    expect(before.bills).toHaveLength(4);

    const billFile = await exportFile("complaints");
    const itemFile = await exportFile("inventory");
    await emptyBooks();
    expect(await expectOk(billFile.text, "complaints_export.csv")).toBe(4);
    expect(await expectOk(itemFile.text, "inventory_export.csv")).toBe(2);
    expect({ bills: await bills(), items: await items() }).toEqual(before);
    expect(await counter()).toBe(4);
  });

  it("keeps phone numbers as they are and formulas neutralised through export and import (decision 045)", async () => {
    await emptyBooks();
    const bills = [
      { name: '=HYPERLINK("x")', phone: "+919876543210" },
      { name: "@SUM(1)", phone: "9876543210" },
      { name: "-2+3", phone: "+91 98765-43210" },
    ];
    for (const bill of bills) {
      const created = await newBill({ customerName: bill.name });
      // As an imported bill keeps it (the bill form would store +91 and 10 digits).
      await db()
        .updateTable("complaints")
        .set({ customer_phone: bill.phone })
        .where("id", "=", created.id)
        .execute();
    }
    const stored = async () =>
      db()
        .selectFrom("complaints")
        .select(["complaint_number", "customer_name", "customer_phone"])
        .orderBy("complaint_number")
        .execute();
    const before = await stored();
    expect(before.map((b) => [b.customer_name, b.customer_phone])).toEqual(
      bills.map((b) => [b.name, b.phone]),
    );

    const first = await exportFile("complaints");
    const rows = (await records(first.text)).slice(1).sort((a, b) => a[0]!.localeCompare(b[0]!));
    expect(rows.map((r) => [r[2], r[3]])).toEqual([
      [`'=HYPERLINK("x")`, '="+919876543210"'],
      ["'@SUM(1)", "9876543210"],
      ["'-2+3", '="+91 98765-43210"'],
    ]);
    // No cell runs anything: a formula is only ever a phone number as text.
    for (const cell of rows.flat()) {
      if (cell.startsWith("=")) expect(cell).toMatch(/^="\+[0-9 -]+"$/);
      else expect(cell).not.toMatch(/^[+\-@\t\r]/);
    }

    await emptyBooks();
    expect(await expectOk(first.text, "complaints_export.csv")).toBe(3);
    expect(await stored()).toEqual(before);
    // Exported again, the file has the same lines (the guard written again, not doubled); the
    // bills made in one second may come in another order, as the import keeps whole seconds.
    const lines = (text: string) => text.split("\r\n").sort();
    expect(lines((await exportFile("complaints")).text)).toEqual(lines(first.text));

    // The file as a spreadsheet saves it back (the text formulas as their plain values), and a
    // file of an older export (phone numbers after an apostrophe): the same bills again.
    for (const phoneCell of [(p: string) => p, (p: string) => `'${p}`]) {
      let saved = first.text;
      for (const phone of ["+919876543210", "+91 98765-43210"]) {
        saved = saved.replace(`"=""${phone}"""`, phoneCell(phone));
      }
      expect(saved).not.toContain('"=""');
      await emptyBooks();
      expect(await expectOk(saved, "complaints_export.csv")).toBe(3);
      expect(await stored()).toEqual(before);
    }
  });
});

describe("activities", () => {
  it("shows the 10 newest log entries with who did them", async () => {
    await exportFile("inventory");
    await importFile("nonsense\r\n1\r\n", "bad.csv");
    const page = await callRoute(
      pageLoader,
      getRequest("/billing/import-export", { cookie: staff.cookie }),
    );
    const { activities, counts } = page.data as Exclude<
      Awaited<ReturnType<typeof pageLoader>>,
      Response
    >;
    expect(activities).toHaveLength(10);
    expect(activities[0]).toMatchObject({
      operation: "import",
      fileName: "bad.csv",
      status: "failed",
      by: staff.user.name,
      error: "Unrecognized file format. Please use the correct CSV template.",
    });
    expect(activities[1]).toMatchObject({
      operation: "export",
      table: "godown_items",
      status: "completed",
      by: staff.user.name,
    });
    expect(typeof counts.complaints).toBe("number");
  });
});

describe("the 20 MB limit", () => {
  it("answers 413 for a declared body over the limit without reading it", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const request = new Request(`${BASE_URL}/billing/import-export/import`, {
      method: "POST",
      body,
      duplex: "half",
      headers: {
        "Content-Type": "multipart/form-data; boundary=xyz",
        "Content-Length": String(21 * 1024 * 1024),
        Cookie: staff.cookie,
        [CLIENT_IP_HEADER]: uniqueIp(),
      },
    } as RequestInit);
    const r = await importFileRaw(request);
    expect(r.status).toBe(413);
    expect(r.outcome).toMatchObject({
      result: "error",
      message:
        "The file is larger than 20 MB. Split it into smaller files and import them one by one.",
    });
    expect(pulled).toBeLessThanOrEqual(2);
    expect(await latestLog()).toMatchObject({ operation_type: "import", status: "failed" });
  });

  it("takes a file of exactly 20 MB (the limit is inclusive) and refuses one byte more", async () => {
    const row = `${BILL_HEADER}\r\nBILL0777,,Exact Size,,,,1,1\r\n`;
    // Empty lines (skipped by the reader) fill the file up to the limit.
    const exact = row + "\n".repeat(MAX_IMPORT_BYTES - row.length);
    expect(Buffer.byteLength(exact)).toBe(20 * 1024 * 1024);
    const ok = await importFile(exact, "exact.csv");
    expect(ok.outcome, JSON.stringify(ok.outcome)).toMatchObject({ result: "ok", count: 1 });
    expect(await billByNumber("BILL0777")).toBeDefined();

    const over = await importFile(`${exact}\n`, "over.csv");
    expect(over.result.status).toBe(413);
    expect(over.outcome).toMatchObject({ result: "error", message: IMPORT_MESSAGES.tooLarge });
  });

  it("answers 413 for a streamed file that passes 20 MB, and stops reading there", async () => {
    const head = new TextEncoder().encode(
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="huge.csv"\r\nContent-Type: text/csv\r\n\r\n' +
        `${BILL_HEADER}\r\n`,
    );
    const line = new TextEncoder().encode(",,Customer,,,,1,1\r\n".padEnd(1023, "x") + "\n");
    let sent = 0;
    const total = 30 * 1024 * 1024;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        if (sent >= total) return controller.close();
        const chunk = new Uint8Array(64 * 1024);
        for (let i = 0; i < chunk.length; i += line.length)
          chunk.set(line.subarray(0, Math.min(line.length, chunk.length - i)), i);
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(`${BASE_URL}/billing/import-export/import`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { "Content-Type": "multipart/form-data; boundary=xyz", Cookie: staff.cookie },
    } as RequestInit);
    const before = await count("complaints");
    const r = await importFileRaw(request);
    expect(r.status).toBe(413);
    expect(sent).toBeLessThan(22 * 1024 * 1024);
    expect(await count("complaints")).toBe(before);
  });
});

async function importFileRaw(request: Request) {
  const { result, response } = await capture(importAction as never, request);
  let outcome: ImportOutcome | undefined;
  if (response) {
    outcome = JSON.parse((await response.text()).trim().split("\n").at(-1)!) as ImportOutcome;
  }
  return { status: result.status, outcome };
}
