import type { Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appFactories,
  appDatabase,
  expectNoA11yViolations,
  loginAs,
  newPage,
  visit,
  waitForHydration,
  type TestPage,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * Payment reminders in a real browser (decision 028): staff on Old Pending press "Send
 * reminder" and WhatsApp (wa.me, answered here by a stand-in) opens in a new tab with the
 * message and the UPI link, logged as opened by them; the bulk page steps through the overdue
 * customers; the admin edits the Tamil template. The bulk page and the editor pass axe.
 */

const UPI_ID = "limra.prints@okaxis";

const { app, browser } = await openApp();
let staff: TestPage;
let admin: TestPage;
let staffId: string;
let billNumber: string;

beforeAll(async () => {
  staff = await newPage(browser, { baseURL: app.baseUrl });
  admin = await newPage(browser, { baseURL: app.baseUrl });
  staffId = (await loginAs(staff.context, "staff", { name: "Kavya Staff" })).id;
  await loginAs(admin.context, "admin");
  // No network here: wa.me is answered by a stand-in page, in every tab of the context.
  for (const { context } of [staff, admin]) {
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
  }
  const db = await appDatabase();
  const now = new Date().toISOString();
  for (const [key, value] of [
    ["name", "Limra Graphics"],
    ["upiId", UPI_ID],
  ]) {
    await db
      .insertInto("business_settings")
      .values({ key: key!, value: value!, updated_by: null, updated_at: now })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: value! }))
      .execute();
  }
  const { createBill } = await appFactories();
  const made = await createBill(staffId, {
    customerName: "Reminder Customer",
    customerPhone: "9811122233",
    particulars: "Wedding cards",
    amount: "1200",
    advance: "200",
  });
  const row = await db
    .selectFrom("complaints")
    .select(["complaint_number", "customer_id"])
    .where("id", "=", made.id)
    .executeTakeFirstOrThrow();
  billNumber = row.complaint_number;
  // Make the bill 45 days old, so the customer is overdue > 30 days.
  const old = new Date(Date.now() - 45 * 86_400_000).toISOString();
  await db.updateTable("complaints").set({ created_at: old }).where("id", "=", made.id).execute();
  await db
    .updateTable("customers")
    .set({ oldest_due_at: old })
    .where("id", "=", row.customer_id!)
    .execute();
});

afterAll(async () => {
  await staff?.close();
  await admin?.close();
});

const isWhatsapp = (r: Request) => r.url().startsWith("https://wa.me/");

describe("payment reminders", () => {
  it("opens WhatsApp in a new tab from Old Pending with the message and the UPI link, and logs it", async () => {
    const { page, context } = staff;
    await visit(page, "/billing/old-pending");
    await waitForHydration(page);
    const row = page.getByTestId("bill-row").filter({ hasText: billNumber });
    const [popup, request] = await Promise.all([
      context.waitForEvent("page"),
      context.waitForEvent("request", isWhatsapp),
      row.getByRole("button", { name: /^Send reminder to Reminder Customer/ }).click(),
    ]);
    const url = new URL(request.url());
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/919811122233");
    const text = url.searchParams.get("text")!;
    expect(text).toContain("Dear Reminder Customer,");
    expect(text).toContain(`Bill ${billNumber}`);
    expect(text).toContain("Balance due: ₹1,000.00");
    expect(text).toContain(`Pay by UPI: upi://pay?pa=${UPI_ID}&pn=Limra%20Graphics&am=1000.00`);
    await popup.waitForURL(isWhatsappUrl);
    expect(popup.url()).toBe(request.url());
    await popup.close();
    const db = await appDatabase();
    const logged = await db
      .selectFrom("customer_reminders")
      .select(["channel", "sent_by", "message"])
      .execute();
    expect(logged).toEqual([{ channel: "whatsapp", sent_by: staffId, message: text }]);
    staff.expectNoErrors();
  });

  it("lists the overdue customers and steps through them; the bulk page passes axe", async () => {
    const { page } = staff;
    await visit(page, "/billing/old-pending");
    await page.getByRole("link", { name: "Remind all overdue > 30 days" }).click();
    await page.waitForURL((u) => u.pathname === "/billing/reminders");
    const row = page.getByTestId("overdue-row").filter({ hasText: "Reminder Customer" });
    await row.waitFor();
    expect(await row.getByTestId("reminded-today").count()).toBe(1);
    await waitForHydration(page);
    await expectNoA11yViolations(page, "the overdue list");
    await page.getByRole("link", { name: "Remind all overdue > 30 days" }).click();
    await page.getByTestId("reminder-step").waitFor();
    expect(await page.getByTestId("step-progress").textContent()).toBe("1 of 1");
    expect(await page.getByTestId("reminder-preview").textContent()).toContain(
      "Balance due: ₹1,000.00",
    );
    await waitForHydration(page);
    await expectNoA11yViolations(page, "a step of the reminder round");
    // Reminded already today (from Old Pending): the way on is "Finish".
    await page.getByRole("link", { name: "Finish" }).click();
    await page.waitForURL((u) => u.searchParams.get("step") === null);
    staff.expectNoErrors();
  });

  it("lets the admin edit the Tamil template, checked on save; the editor passes axe", async () => {
    const { page } = admin;
    await visit(page, "/admin/reminders");
    await waitForHydration(page);
    await expectNoA11yViolations(page, "the reminder template editor");
    const tamil = page.getByLabel("Tamil (தமிழ்) message");
    await tamil.fill("வணக்கம் {name}, {amount}");
    await page.getByRole("button", { name: "Save templates" }).click();
    await page.getByText("Unknown placeholder {amount}").first().waitFor();
    expect(await tamil.getAttribute("aria-invalid")).toBe("true");
    await tamil.fill("வணக்கம் {name}, நிலுவைத் தொகை {balance}. நன்றி!");
    await page.getByRole("button", { name: "Save templates" }).click();
    await page.getByRole("button", { name: "Reset Tamil (தமிழ்) to default" }).waitFor();
    await expect
      .poll(() => page.getByTestId("reminder-preview-ta").textContent())
      .toBe("வணக்கம் லட்சுமி ஸ்டோர்ஸ், நிலுவைத் தொகை ₹1,850.50. நன்றி!");
    const db = await appDatabase();
    const saved = await db
      .selectFrom("business_settings")
      .select("value")
      .where("key", "=", "reminder_template_ta")
      .executeTakeFirstOrThrow();
    expect(saved.value).toBe("வணக்கம் {name}, நிலுவைத் தொகை {balance}. நன்றி!");
    admin.expectNoErrors([/status of 400/]);
  });
});

function isWhatsappUrl(url: URL): boolean {
  return url.origin === "https://wa.me";
}
