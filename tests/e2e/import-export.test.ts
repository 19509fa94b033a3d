import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDay } from "../../app/lib/format";
import { openApp, openAppForSuite } from "../helpers/e2e-app";
import {
  appDatabase,
  createUser,
  expectNoA11yViolations,
  sessionCookieFor,
  visit,
  type TestPage,
} from "./harness";

/**
 * /billing/import-export in a real browser, as staff: each export downloaded with its progress
 * bar reaching 100 % and the spec's file name; the bills export imported into a fresh app (its
 * own empty database) and the bills then found in Old Bills; a file with a wrong row answered
 * with the row report; the import without JavaScript; axe on the row report (the page: a11y-sweep).
 */

/**
 * Two apps, one after the other: the first (openApp) for the exports; the import's describe
 * stops it (startApp runs one app at a time) and opens a fresh one with its own empty database
 * (openAppForSuite: started in that describe's beforeAll, stopped in its afterAll). `opened` is
 * the one running.
 */
const first = await openApp();
let opened: Pick<typeof first, "app" | "pageAs"> = first;
const dir = await mkdtemp(path.join(tmpdir(), "limra-ie-e2e-"));

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const CUSTOMERS = ["முருகன் ஸ்டோர்ஸ்", '=HYPERLINK("x")', "Kannan, Traders"];

function indiaDate(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
}

const toast = (page: Page, text: string) =>
  page.getByTestId("toast").filter({ hasText: text }).first();

async function asStaff(): Promise<TestPage & { userId: string }> {
  const t = await opened.pageAs("staff", {}, { acceptDownloads: true });
  return { ...t, userId: t.user.id };
}

/** Forgets this process's handles on the stopped app's database, so the next app starts clean. */
async function forgetApp() {
  const [env, auth] = await Promise.all([
    import("../../app/platform/env.server"),
    import("../../app/platform/auth/auth.server"),
  ]);
  env.resetEnvCache();
  auth.resetAuth();
}

/**
 * Each test starts from a bill book, stock and import/export log of its own: empty, numbering
 * from BILL0001 (the counts and the activity list are the whole shop's, so nothing another
 * test left may count).
 */
async function emptyBooks() {
  const db = await appDatabase();
  for (const table of [
    "import_export_logs",
    "transactions",
    "income_expenses",
    // Payments name their bills: the database refuses to delete a bill from under them (0025).
    "payments",
    "complaints",
    "godown_items",
  ] as const) {
    await db.deleteFrom(table).execute();
  }
  // A new bill book numbers from BILL0001 again.
  await db.updateTable("counters").set({ value: 0 }).where("name", "=", "bill").execute();
}

/** Three bills (one with an advance and a payment: two transactions), by the app's own code. */
async function createThreeBills(userId: string) {
  const bills = await import("../../app/billing/bills/bills.server");
  for (const [i, name] of CUSTOMERS.entries()) {
    const created = await bills.createBill(
      bills.billSchema.parse({
        customerName: name,
        particulars: "Flex banner",
        amount: String(100 * (i + 1)),
        discount: i === 0 ? "10" : "",
        advance: i === 0 ? "20" : "",
        received: i === 0 ? "30" : "",
      }),
      userId,
    );
    expect(created.ok).toBe(true);
  }
}

/** The bills export of the running app holding only the three bills, saved as a file. */
async function billsExportFile(): Promise<string> {
  await emptyBooks();
  const user = await createUser("staff");
  await createThreeBills(user.id);
  const res = await fetch(`${opened.app.baseUrl}/billing/import-export/export`, {
    method: "POST",
    headers: {
      Cookie: (await sessionCookieFor(user.id)).header,
      Origin: opened.app.baseUrl,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ type: "complaints" }).toString(),
  });
  expect(res.status).toBe(200);
  const file = path.join(dir, "bills-export.csv");
  await writeFile(file, Buffer.from(await res.arrayBuffer()));
  return file;
}

let billsFile = "";

describe("export", () => {
  it("downloads each export with its progress reaching 100 % and the spec's file name", async () => {
    await emptyBooks();
    const staff = await asStaff();
    const { page } = staff;
    // Three bills and a godown item, written by the app's own code into the app's database.
    await createThreeBills(staff.userId);
    const { getDb } = await import("../../app/platform/db/db.server");
    const now = new Date().toISOString();
    await getDb()
      .insertInto("godown_items")
      .values({
        id: crypto.randomUUID(),
        item_name: "Art card 300 gsm",
        category: "Paper",
        quantity: 4,
        unit_price_paise: 1250,
        minimum_stock: 10,
        total_value_paise: 5000,
        location_in_godown: "Rack A2",
        supplier_name: null,
        created_by: staff.userId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await visit(page, "/billing/import-export");
    expect(await page.getByTestId("export-complaints").textContent()).toContain("3 records");

    for (const [type, label, rows] of [
      ["complaints", "Bills", 3],
      ["transactions", "Transactions", 2],
      ["inventory", "Inventory", 1],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: `Export ${label}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${type}_export_${indiaDate()}.csv`);
      await expect
        .poll(() => page.getByTestId(`export-progress-${type}-percent`).textContent())
        .toBe("100%");
      await toast(page, `${label} data exported successfully!`).waitFor();
      const file = path.join(dir, download.suggestedFilename());
      await download.saveAs(file);
      const bytes = await readFile(file);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.toString("utf8").slice(1).split("\r\n").filter(Boolean);
      expect(lines).toHaveLength(rows + 1);
      if (type === "complaints") {
        expect(lines[0]).toBe(
          "Bill No,Date,Customer,Phone,Service Type,Status,Estimated Cost,Actual Cost",
        );
        expect(lines.join("\n")).toContain(`"'=HYPERLINK(""x"")"`);
      }
    }
    // The log, newest first, after the page refreshed it.
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect.poll(() => page.getByTestId("activity").count()).toBe(3);
    expect(await page.getByTestId("activity").first().textContent()).toContain(
      `inventory_export_${indiaDate()}.csv`,
    );
    staff.expectNoErrors();
    await staff.close();
  });
});

describe("the accountant's export (decision 073)", () => {
  it("downloads from its card beside the bills' export as bills_{from}_{to}.csv, one row per line", async () => {
    await emptyBooks();
    const staff = await asStaff();
    const { page } = staff;
    await createThreeBills(staff.userId);
    await visit(page, "/billing/import-export");
    const card = page.getByTestId("export-accountant");
    // Beside the bills' card: right after it.
    expect(
      await page
        .locator('[data-testid^="export-"]')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute("data-testid"))),
    ).toEqual([
      "export-complaints",
      "export-accountant",
      "export-transactions",
      "export-inventory",
    ]);
    const today = indiaDate();
    const from = `${today.slice(0, 7)}-01`;
    // The date boxes show dd/mm/yyyy (decision 074); the file is named by the ISO days.
    expect(await card.getByLabel("From Date").inputValue()).toBe(formatDay(from));
    expect(await card.getByLabel("To Date").inputValue()).toBe(formatDay(today));
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("button", { name: "Download accountant's export" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`bills_${from}_${today}.csv`);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n").filter(Boolean);
    expect(lines[0]?.startsWith("Bill No,Date,Customer,Phone,Item,Quantity,Unit,")).toBe(true);
    expect(lines).toHaveLength(4);
    const date = today.split("-").reverse().join("/");
    // The first bill: ₹100 − ₹10 off, ₹20 advance and ₹30 received: ₹50 paid, ₹40 owed.
    expect(lines).toContain(
      `BILL0001,${date},முருகன் ஸ்டோர்ஸ்,,Flex banner,1,pcs,100.00,100.00,90.00,10.00,50.00,0.00,40.00,Part-paid,Pending,`,
    );
    expect(lines.join("\n")).toContain(`"'=HYPERLINK(""x"")"`);
    // Still on the page: the answer was a download, not a navigation.
    expect(new URL(page.url()).pathname).toBe("/billing/import-export");
    await expectNoA11yViolations(page, "import/export with the accountant's export");
    // In Tamil the card speaks Tamil.
    await page.getByTestId("language-toggle").filter({ visible: true }).click();
    await page.waitForSelector('html[lang="ta"]');
    await expect
      .poll(() => card.locator("button[type=submit]").textContent())
      .toContain("கணக்காளருக்கான ஏற்றுமதியைப் பதிவிறக்கு");
    staff.expectNoErrors();
    await staff.close();
  });
});

describe("import into a fresh app", () => {
  beforeAll(async () => {
    // The file to import: the bills export of the app about to be replaced (made here, so this
    // part does not depend on the export test having run first).
    billsFile = await billsExportFile();
    // The first app and its browser stop here (their afterAll finds them stopped).
    await first.browser.close();
    await first.app.stop();
    await forgetApp();
  });
  // Started in the beforeAll after the one above (vitest runs a suite's beforeAll in order).
  const fresh = openAppForSuite();
  beforeAll(() => {
    opened = fresh;
  });

  it("imports the bills export and shows the bills in Old Bills", async () => {
    await emptyBooks();
    expect(billsFile).not.toBe("");
    const staff = await asStaff();
    const { page } = staff;
    await visit(page, "/billing/import-export");
    expect(await page.getByText("No recent activities found.").count()).toBe(1);
    await page.locator("#file").setInputFiles(billsFile);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await toast(page, "Successfully imported 3 records!").waitFor();
    await expect.poll(() => page.getByTestId("import-progress-percent").textContent()).toBe("100%");
    await expect.poll(() => page.getByTestId("activity").count()).toBe(1);

    await visit(page, "/billing/old-complaint");
    const table = page.getByTestId("bills-table");
    for (const name of CUSTOMERS) {
      await expect.poll(() => table.textContent()).toContain(name);
    }
    for (const number of ["BILL0001", "BILL0002", "BILL0003"]) {
      expect(await table.textContent()).toContain(number);
    }
    staff.expectNoErrors();
    await staff.close();
  });

  it("shows the row report for a file with a wrong row, and imports nothing", async () => {
    await emptyBooks();
    const staff = await asStaff();
    const { page } = staff;
    const file = path.join(dir, "wrong.csv");
    await writeFile(
      file,
      "Bill No,Customer,Status,Estimated Cost,Actual Cost\r\n" +
        "BILL0100,Good Row,pending,10,10\r\n" +
        "BILL0101,Bad Row,Lost,10,10\r\n" +
        "BILL0102,,pending,50,10\r\n" +
        "BILL0103,Typo Row,pending,10,abc\r\n",
    );
    await visit(page, "/billing/import-export");
    await page.locator("#file").setInputFiles(file);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await toast(page, "Failed to import data: 4 problems found in the file").waitFor();
    const report = page.getByTestId("row-report");
    await report.waitFor();
    const rows = report.getByTestId("problem-row");
    expect(await rows.count()).toBe(4);
    expect(await rows.nth(0).textContent()).toContain("3Status");
    expect(await rows.nth(1).textContent()).toContain("4Customer");
    expect(await rows.nth(2).textContent()).toContain("4Estimated Cost");
    // A word in a money column is a problem, not 0 (decision 022).
    expect(await rows.nth(3).textContent()).toBe('5Actual Cost"abc" is not an amount');
    expect(await page.getByText("Successfully imported").count()).toBe(0);
    await expectNoA11yViolations(page, "the row report");
    await visit(page, "/billing/old-complaint?q=BILL0100");
    expect(await page.getByTestId("bill-row").count()).toBe(0);
    staff.expectNoErrors();
    await staff.close();
  });

  it("works without JavaScript: the import posts to the page, which answers with the outcome", async () => {
    await emptyBooks();
    const t = await opened.pageAs("staff", {}, { javaScriptEnabled: false });
    const { page } = t;
    const good = path.join(dir, "nojs.csv");
    await writeFile(
      good,
      "Bill No,Customer,Estimated Cost,Actual Cost\r\nBILL0200,No Script,5,5\r\n",
    );
    await page.goto("/billing/import-export");
    await page.locator("#file").setInputFiles(good);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.waitForLoadState("load");
    await toast(page, "Successfully imported 1 record!").waitFor();

    await page.locator("#file").setInputFiles(good);
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page.waitForLoadState("load");
    await toast(page, "Failed to import data").waitFor();
    expect(await page.getByTestId("problem-row").first().textContent()).toContain(
      "Bill number BILL0200 already exists",
    );
    await expectNoA11yViolations(page, "the row report without JavaScript");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export Bills" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`complaints_export_${indiaDate()}.csv`);
    await t.close();
  });
});
