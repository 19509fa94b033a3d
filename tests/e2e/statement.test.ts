import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appFactories,
  appDatabase,
  cookieHeader,
  createUser,
  expectNoA11yViolations,
  loginAs,
  newPage,
  visit,
  waitForHydration,
  type TestPage,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * A customer's statement in a real browser, as staff: this month's statement opens on what the
 * customer owed before it; changing the period (URL state) shows that period's entries; the PDF
 * downloads (application/pdf) under its name; the WhatsApp link carries the UPI link for the
 * closing balance; the Tamil statement has Tamil headings. Axe: a11y-sweep.
 */

const PHONE = "9876540777";
const UPI_ID = "limra.prints@okaxis";
const OLD_DAY = "2025-10-15";

const { app, browser } = await openApp();
let staff: TestPage;
let customerId: string;

const indiaToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

beforeAll(async () => {
  staff = await newPage(browser, { baseURL: app.baseUrl });
  const user = await loginAs(staff.context, "staff");
  const db = await appDatabase();
  const { saveBusinessSettings } = await import("../../app/admin/index.server");
  const owner = await createUser("admin");
  await saveBusinessSettings(
    {
      name: "Limra Graphics",
      address: "4, Car Street, Tirunelveli 627006",
      phone: "+919876501234",
      email: "owner@limra.example",
      gstin: "",
      upiId: UPI_ID,
      upiPayeeName: "Limra Prints",
    },
    owner.id,
  );
  const { createBill } = await appFactories();
  const make = async (amount: string, advance: string) => {
    const made = await createBill(user.id, {
      customerName: "Statement Stores",
      customerPhone: PHONE,
      customerAddress: "7, Market Road, Palayamkottai",
      particulars: "Wedding cards",
      amount,
      advance,
    });
    return made;
  };
  // An old bill (15 Oct 2025): ₹2,000 with ₹500 advance; today: ₹1,000 more.
  const old = await make("2000", "500");
  const at = `${OLD_DAY}T06:00:00.000Z`;
  await db.updateTable("complaints").set({ created_at: at }).where("id", "=", old.id).execute();
  await db.updateTable("payments").set({ paid_at: at }).where("bill_id", "=", old.id).execute();
  // Its cash-book entry too, as a payment taken that day is booked (decision 060 reads the book).
  await db
    .updateTable("transactions")
    .set({ created_at: at })
    .where("complaint_id", "=", old.id)
    .execute();
  await make("1000", "");
  const row = await db
    .selectFrom("customers")
    .select("id")
    .where("phone", "=", `+91${PHONE}`)
    .executeTakeFirstOrThrow();
  customerId = row.id;
});

afterAll(async () => {
  await staff?.close();
});

const rowKinds = (page: TestPage["page"]) =>
  page
    .getByTestId("statement-row")
    .evaluateAll((rows) =>
      rows.map((r) => r.getAttribute("data-kind") ?? r.getAttribute("data-row")),
    );

describe("customer statement", () => {
  it("shows this month, opening on the older balance, with a WhatsApp link carrying the UPI link", async () => {
    const { page } = staff;
    await visit(page, `/billing/customers/${customerId}/statement`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Customer statement");
    expect(await rowKinds(page)).toEqual(["opening", "bill", "totals", "closing"]);
    const opening = page.locator('[data-testid="statement-row"][data-row="opening"]');
    expect(await opening.textContent()).toContain("₹1,500.00");
    expect(await page.getByTestId("statement-closing").textContent()).toBe("Amount due: ₹2,500.00");
    const href = await page.getByTestId("statement-whatsapp").getAttribute("href");
    expect(href).toMatch(new RegExp(`^https://wa\\.me/91${PHONE}\\?text=`));
    const upi = `upi://pay?pa=${UPI_ID}&pn=Limra%20Prints&am=2500.00&cu=INR&tn=STMT%20${PHONE}%20${indiaToday().replaceAll("-", "")}`;
    expect(decodeURIComponent(href!.split("?text=")[1]!)).toContain(upi);
    expect(await page.getByTestId("upi-qr").count()).toBe(1);
    staff.expectNoErrors();
  });

  it("prints on A4 without the site's header and footer, the period form or the buttons", async () => {
    const { page } = staff;
    await visit(page, `/billing/customers/${customerId}/statement`);
    await page.evaluate(() => {
      const w = window as unknown as { printed: number };
      w.printed = 0;
      window.print = () => {
        w.printed += 1;
      };
    });
    await page.getByRole("button", { name: "Print" }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: "print" });
    try {
      expect(await page.getByRole("banner").isVisible()).toBe(false);
      expect(await page.getByRole("contentinfo").isVisible()).toBe(false);
      expect(await page.getByRole("button", { name: "Show" }).isVisible()).toBe(false);
      expect(await page.getByRole("link", { name: "Download PDF" }).isVisible()).toBe(false);
      expect(await page.getByTestId("statement").isVisible()).toBe(true);
      expect(await page.getByTestId("statement-closing").isVisible()).toBe(true);
    } finally {
      await page.emulateMedia({ media: "screen" });
    }
  });

  it("changes the period through the form (URL state)", async () => {
    const { page } = staff;
    await visit(page, `/billing/customers/${customerId}/statement`);
    await page.getByLabel("From", { exact: true }).fill("2025-10-01");
    await page.getByLabel("To", { exact: true }).fill("2025-10-31");
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(
      (u) =>
        u.searchParams.get("from") === "2025-10-01" && u.searchParams.get("to") === "2025-10-31",
    );
    await expect
      .poll(() => rowKinds(page))
      .toEqual(["opening", "bill", "advance", "totals", "closing"]);
    expect(await page.getByTestId("statement-closing").textContent()).toBe("Amount due: ₹1,500.00");
    const cells = await page
      .locator('[data-testid="statement-row"][data-kind="advance"]')
      .locator("th, td")
      .allTextContents();
    expect(cells.map((c) => c.trim())).toEqual([
      "15/10/2025",
      expect.stringContaining("Advance RCPT"),
      "",
      "₹500.00",
      "₹1,500.00",
    ]);
    staff.expectNoErrors();
  });

  it("downloads the PDF under its name as application/pdf", async () => {
    const { page } = staff;
    const query = "from=2025-10-01&to=2025-10-31&language=en";
    await visit(page, `/billing/customers/${customerId}/statement?${query}`);
    const link = page.getByRole("link", { name: "Download PDF" });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`statement-${PHONE}-2025-10-01-2025-10-31.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const res = await fetch(new URL((await link.getAttribute("href"))!, app.baseUrl), {
      headers: { Cookie: await cookieHeader(staff.context, app.baseUrl) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
  });

  it("shows the statement in Tamil", async () => {
    const { page } = staff;
    await visit(page, `/billing/customers/${customerId}/statement`);
    await page.getByRole("link", { name: "தமிழ்" }).click();
    await page.waitForURL((u) => u.searchParams.get("language") === "ta");
    await waitForHydration(page);
    const statement = page.getByTestId("statement");
    expect(await statement.getAttribute("lang")).toBe("ta");
    expect(await statement.getByRole("heading", { level: 2 }).textContent()).toBe("கணக்கு அறிக்கை");
    const headers = await statement.locator("thead th").allTextContents();
    expect(headers).toEqual(["தேதி", "விவரம்", "பற்று", "வரவு", "நிலுவை"]);
    const href = await page.getByTestId("statement-whatsapp").getAttribute("href");
    expect(decodeURIComponent(href!)).toContain("இறுதி நிலுவை: ₹2,500.00");
    await expectNoA11yViolations(page, "the Tamil statement");
    staff.expectNoErrors();
  });

  it("refuses a period ending after today, with the reason", async () => {
    const { page } = staff;
    const refused = await page.goto(`/billing/customers/${customerId}/statement?to=2999-01-01`);
    expect(refused?.status()).toBe(400);
    await expect
      .poll(() => page.getByRole("alert").first().textContent())
      .toContain("cannot end after today");
  });
});
