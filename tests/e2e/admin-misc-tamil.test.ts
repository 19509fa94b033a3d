import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appDatabase,
  createUser,
  newPage,
  plantSession,
  sessionCookieFor,
  visit,
  type TestPage,
  type TestUser,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * The last English of the admin's users, settings and backup pages and of the store admin, in
 * Tamil (issue 23, decision 052): an anonymised account's name is said in Tamil, the settings'
 * saved values and example values are data, the backup's file format is data, the category
 * names are data in the product form, and the order desk (statuses, moves, payment, timeline,
 * answers) speaks Tamil.
 */

const { app, browser } = await openApp();
let admin: TestPage;

beforeAll(async () => {
  admin = await newPage(browser, { baseURL: app.baseUrl });
  const user = await createUser("admin", { name: "Selvi Admin" });
  await plantSession(admin.context, await sessionCookieFor(user.id));
}, 120_000);

afterAll(async () => {
  await admin?.close();
});

/** Whether the element, or the nearest one that says, is marked translate="no". */
async function markedAsData(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => el.closest("[translate]")?.getAttribute("translate") === "no");
}

/** A customer's cash-on-delivery order, placed through the shop in English; its number. */
async function placeCodOrder(customer: TestUser): Promise<string> {
  const t = await newPage(browser, { baseURL: app.baseUrl });
  await plantSession(t.context, await sessionCookieFor(customer.id));
  const { page } = t;
  await visit(page, "/limra-foods");
  await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes("/limrakart/cart") && r.request().method() === "POST",
    ),
    page
      .getByRole("button", { name: /Add to Cart/ })
      .first()
      .click(),
  ]);
  await visit(page, "/limrakart/checkout");
  await page.locator('[name="name"]').fill("Kala Devi");
  await page.locator('[name="phone"]').fill("98765 43210");
  await page.locator('[name="email"]').fill(customer.email);
  await page.locator('[name="address"]').fill("12 Gandhi Road, Tirunelveli");
  await page.locator('[name="pinCode"]').fill("627001");
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.waitForURL(/\/limrakart\/order-confirmation/);
  const number = (await page.getByTestId("order-number").textContent())!.trim();
  await t.close();
  return number;
}

describe("the admin's last English pages in Tamil", () => {
  it("names an anonymised account in Tamil on /admin/users", async () => {
    const gone = await createUser("customer", { name: "Gone Person" });
    const db = await appDatabase();
    // What the deletion leaves (decision 051): the English placeholder name, a deleted_at.
    await db
      .updateTable("users")
      .set({ name: "Deleted customer", deleted_at: new Date().toISOString() })
      .where("id", "=", gone.id)
      .execute();
    const { page } = admin;
    await visit(page, `/admin/users?lang=ta&q=${encodeURIComponent(gone.email)}`);
    const table = page.getByTestId("users-table");
    await table.getByText("நீக்கப்பட்ட வாடிக்கையாளர்", { exact: true }).waitFor();
    await expect(table.getByText("Deleted customer").count()).resolves.toBe(0);
    // A living account's name stays data.
    await visit(page, "/admin/users?lang=ta&q=Selvi");
    await expect(markedAsData(page, 'text="Selvi Admin"')).resolves.toBe(true);
    admin.expectNoErrors();
  });

  it("keeps the settings' values and examples as data on /admin/settings", async () => {
    const { page } = admin;
    await visit(page, "/admin/settings?lang=ta");
    await page.getByText(/கூகுள் மேப்ஸில் கடையின் இணைப்பு/).waitFor();
    await expect(page.getByText("Google Maps").count()).resolves.toBe(0);
    // The examples in the hints are values to type, marked as data inside Tamil sentences.
    const gstinHint = page.locator("#gstin-hint");
    await expect(gstinHint.textContent()).resolves.toContain("15 எழுத்துகள், எ.கா. ");
    await expect(markedAsData(page, '#gstin-hint >> text="33ABCDE1234F1Z5"')).resolves.toBe(true);
    await expect(markedAsData(page, '#upiId-hint >> text="limragraphics@okaxis"')).resolves.toBe(
      true,
    );
    await expect(markedAsData(page, '#mapUrl-hint >> text="https://"')).resolves.toBe(true);
    // The saved address is the business's data (a text box's value is a text node).
    await expect(page.locator("textarea#address").getAttribute("translate")).resolves.toBe("no");
    await expect(markedAsData(page, "#gstin-hint")).resolves.toBe(false);
    admin.expectNoErrors();
  });

  it("marks the backup's file format as data on /admin/backup", async () => {
    const { page } = admin;
    await visit(page, "/admin/backup?lang=ta");
    await page.getByText(/முழுத் தரவுத்தளத்தின் நகலும்/).waitFor();
    await expect(markedAsData(page, 'text=".tar.gz"')).resolves.toBe(true);
    await expect(markedAsData(page, "text=/முழுத் தரவுத்தளத்தின்/")).resolves.toBe(false);
    admin.expectNoErrors();
  });

  it("marks the category names as data in the store admin's product form", async () => {
    const { page } = admin;
    await visit(page, "/limrakart/admin?lang=ta");
    const select = page.locator("select#categoryId");
    const options = select.locator("option");
    await expect(options.first().textContent()).resolves.toBe("ஒரு வகையைத் தேர்ந்தெடுக்கவும்");
    await expect(options.first().getAttribute("translate")).resolves.toBeNull();
    const tea = select.locator("option", { hasText: "Tea" }).first();
    await expect(tea.getAttribute("translate")).resolves.toBe("no");
    await expect(
      page.locator('input[name="paymentButtonId"]').getAttribute("translate"),
    ).resolves.toBe("no");
    admin.expectNoErrors();
  });

  it("runs the order desk in Tamil: statuses, the queue, payment, timeline, answers", async () => {
    const customer = await createUser("customer");
    const number = await placeCodOrder(customer);
    const { page } = admin;
    await visit(page, "/limrakart/admin?lang=ta&tab=orders");
    const row = page.getByTestId("admin-orders").locator("li", { hasText: number });
    await row.getByText("ஆர்டர் பெறப்பட்டது").waitFor();
    await row.getByText("டெலிவரியின்போது ரொக்கம்").waitFor();
    await row.getByText("நிலுவையில்", { exact: true }).waitFor();
    await expect(
      page.locator("select#order-status option[value=shipped]").textContent(),
    ).resolves.toBe("அனுப்பப்பட்டது");

    await visit(page, "/limrakart/admin?lang=ta&tab=orders&status=awaiting_confirmation");
    const queued = page.getByTestId("queue-actions").first();
    await queued.getByTestId("queue-call").getByText("அழை").waitFor();
    await queued.getByRole("button", { name: "ஆர்டரை உறுதிசெய்" }).waitFor();
    await queued.getByLabel("ரத்து செய்வதற்கான காரணம்").waitFor();

    await page.getByRole("link", { name: number, exact: true }).click();
    const detail = page.getByTestId("admin-order-detail");
    await detail.getByTestId("admin-payment-status").getByText("கட்டணம்: நிலுவையில்").waitFor();
    await detail.getByRole("heading", { name: "கட்டணம்", exact: true }).waitFor();
    await detail.getByRole("heading", { name: "நிகழ்வுகள்" }).waitFor();
    await detail.getByText(/ஆர்டர் பதிவானது \(ஆர்டர் பெறப்பட்டது\)/).waitFor();
    await detail.getByRole("button", { name: "கட்டணம் தோல்வியடைந்தது" }).waitFor();
    await expect(detail.getByText("Timeline").count()).resolves.toBe(0);
    await expect(detail.getByText("Record payment").count()).resolves.toBe(0);

    await detail.getByRole("button", { name: "ஆர்டரை உறுதிசெய்" }).click();
    const toast = page.getByTestId("toast").filter({ hasText: "ஆர்டர் புதுப்பிக்கப்பட்டது" });
    await toast.getByText("இப்போது: உறுதிசெய்யப்பட்டது").waitFor();
    await detail.getByText(/ஆர்டர் பெறப்பட்டது → உறுதிசெய்யப்பட்டது/).waitFor();
    await detail.getByText(/செய்தவர்: Selvi Admin/).waitFor();
    await expect(
      markedAsData(page, '[data-testid="admin-order-timeline"] >> text="Selvi Admin"'),
    ).resolves.toBe(true);
    admin.expectNoErrors();
  }, 120_000);
});
