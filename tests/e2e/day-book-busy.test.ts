import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appDatabase, expectNoA11yViolations, fetchPage, visit } from "./harness";
import { openApp, type SignedInPage } from "../helpers/e2e-app";

/**
 * A busy day in the day book, on the built app (decision 084): 130 entries in and 3 out. The page
 * shows the first 50 of money in with "Showing 1–50 of 130 entries", the whole day's totals and
 * plain page links (they work without JavaScript and keep the day); the CSV download and the
 * print view carry every entry.
 */

const DAY = "2025-06-16";
/** 00:00 IST of DAY. */
const START = Date.parse("2025-06-15T18:30:00.000Z");

const { app, pageAs } = await openApp();
let staff: SignedInPage;
let cookie: string;

beforeAll(async () => {
  staff = await pageAs("staff");
  const user = staff.user;
  cookie = user.cookie.header;
  const db = await appDatabase();
  const rows = [];
  for (let i = 0; i < 130; i++) {
    rows.push({
      id: `busy-in-${String(i).padStart(3, "0")}`,
      transaction_type: "payment_received",
      type: "income" as const,
      // ₹100 to ₹229: Σ = ₹21,385.
      amount_paise: (100 + i) * 100,
      payment_method: i % 2 === 0 ? "cash" : "upi",
      description: `Busy payment ${i + 1}`,
      created_by: user.id,
      created_at: new Date(START + 4 * 3600_000 + i * 60_000).toISOString(),
    });
  }
  for (let i = 0; i < 3; i++) {
    rows.push({
      id: `busy-out-${i}`,
      transaction_type: "expense",
      type: "expense" as const,
      amount_paise: 5000,
      payment_method: "cash",
      description: `Busy expense ${i + 1}`,
      created_by: user.id,
      created_at: new Date(START + 5 * 3600_000 + i * 60_000).toISOString(),
    });
  }
  await db.insertInto("transactions").values(rows).execute();
});

afterAll(async () => {
  await staff?.close();
});

describe("a busy day in the day book", () => {
  it("shows the first page, the whole day's totals and page links that keep the day", async () => {
    const { page } = staff;
    await visit(page, `/billing/day-book?day=${DAY}`);
    expect(await page.getByTestId("day-book-in-row").count()).toBe(50);
    expect(await page.getByTestId("day-book-in-showing").textContent()).toBe(
      "Showing 1–50 of 130 entries",
    );
    const total = page.locator('[data-testid="day-book-method-row"][data-method="total"]');
    expect(await total.textContent()).toContain("₹21,385.00");
    // Cash in: ₹100 + ₹102 + … + ₹228 (65 entries) = ₹10,660; out ₹150.
    expect(await page.getByTestId("cash-in").textContent()).toBe("₹10,660.00");
    expect(await page.getByTestId("closing-cash").textContent()).toBe("₹10,510.00");
    expect(await page.getByTestId("day-book-out-showing").count()).toBe(0);

    const pages = page.getByRole("navigation", { name: "Pages of money in" });
    await pages.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=2/);
    expect(new URL(page.url()).searchParams.get("day")).toBe(DAY);
    await page.getByText("Showing 51–100 of 130 entries").waitFor();
    expect(await page.getByTestId("day-book-in-row").first().textContent()).toContain(
      "Busy payment 51",
    );
    staff.expectNoErrors();
  });

  it("serves a later page as plain HTML with its links (no JavaScript needed)", async () => {
    const { status, html } = await fetchPage(`${app.baseUrl}/billing/day-book?day=${DAY}&page=3`, {
      cookie,
    });
    expect(status).toBe(200);
    expect(html).toContain("Showing 101–130 of 130 entries");
    expect(html).toContain(`href="/billing/day-book?day=${DAY}&amp;page=2"`);
    expect(html).toContain("Busy payment 130");
    expect(html).not.toContain("Busy payment 100<");
    const past = await fetchPage(`${app.baseUrl}/billing/day-book?day=${DAY}&page=99`, { cookie });
    expect(past.status).toBe(200);
    expect(past.html).toContain("Showing 101–130 of 130 entries");
    const bad = await fetchPage(`${app.baseUrl}/billing/day-book?day=${DAY}&page=abc`, { cookie });
    expect(bad.status).toBe(200);
    expect(bad.html).toContain("Showing 1–50 of 130 entries");
  });

  it("downloads every entry as CSV", async () => {
    const { page } = staff;
    await visit(page, `/billing/day-book?day=${DAY}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`day_book_${DAY}.csv`);
    const lines = (await readFile(await download.path()))
      .subarray(3)
      .toString("utf8")
      .split("\r\n");
    expect(lines.filter((l) => l.startsWith("Money in,"))).toHaveLength(130);
    expect(lines.filter((l) => l.startsWith("Money out,"))).toHaveLength(3);
    expect(lines).toContain("Total in,,,,,,All methods,21385");
  });

  it("prints every entry: Print opens the print view of the whole day", async () => {
    const { page } = staff;
    await visit(page, `/billing/day-book?day=${DAY}`);
    await page.getByRole("link", { name: "Print" }).click();
    await page.waitForURL(/\/billing\/day-book\/print\?day=/);
    expect(await page.locator('[data-testid="print-in"] tbody tr').count()).toBe(130);
    expect(await page.locator('[data-testid="print-out"] tbody tr').count()).toBe(3);
    expect(await page.getByTestId("print-closing-cash").textContent()).toBe("₹10,510.00");
    await expectNoA11yViolations(page);
    staff.expectNoErrors();
  });
});
