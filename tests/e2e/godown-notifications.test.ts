import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appDatabase,
  expectNoA11yViolations,
  loginAs,
  newPage,
  visit,
  type TestPage,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * Godown Management and Pending Alerts & Updates in a real browser, as staff: add, edit and
 * delete an item through the dialog with the spec's toasts; an item falling below its minimum
 * raises an alert that shows on the notifications page, is opened and marked read; the same
 * pages without JavaScript; axe on both pages (with the dialog and its errors open).
 */

const { app, browser } = await openApp();

const toast = (page: Page, title: string) =>
  page.getByTestId("toast").filter({ hasText: title }).first();

const rows = (page: Page) => page.getByTestId("godown-row");
const rowOf = (page: Page, name: string) =>
  rows(page).filter({ has: page.locator("td", { hasText: new RegExp(`^${name}$`) }) });
const alerts = (page: Page) => page.getByTestId("notification");

const ITEM = "Glossy photo paper A4";

/** The refused add (a 400 answer, on purpose) is logged by the browser as a failed request. */
const REFUSED_ADD = [
  /status of 400 \(Bad Request\) \(http:\/\/[^)]*\/billing\/godown\.data\?edit=new\)/,
];

let staff: TestPage;
let staffId: string;

/** The item the first tests add through the dialog, as the later ones find it already there. */
const PAPER = {
  itemName: ITEM,
  category: "Paper",
  quantity: "40",
  minimumStock: "10",
  unitPrice: "12.50",
  supplier: "Sivakasi Papers",
};

/**
 * Each test starts from a godown of its own: no items and no alerts, then `items` added by the
 * app's own code (the lists and alerts are the whole shop's, so nothing another test left may
 * count).
 */
async function godownOf(...items: Record<string, string>[]) {
  const db = await appDatabase();
  await db.deleteFrom("notifications").execute();
  await db.deleteFrom("godown_items").execute();
  const { createGodownItem } = await import("../../app/billing/godown/godown.server");
  const { godownItemSchema } = await import("../../app/billing/godown/schema");
  for (const item of items) await createGodownItem(godownItemSchema.parse(item), staffId);
}

describe("godown and notifications", () => {
  beforeAll(async () => {
    staff = await newPage(browser, { baseURL: app.baseUrl });
    staffId = (await loginAs(staff.context, "staff")).id;
  });
  afterAll(async () => {
    await staff?.close();
  });

  it("starts empty, and passes axe", async () => {
    const { page } = staff;
    await godownOf();
    await visit(page, "/billing/service");
    await page
      .getByTestId("service-tiles")
      .getByRole("link", { name: /Godown List/ })
      .click();
    await page.waitForURL("**/billing/godown");
    await page.getByRole("heading", { name: "Godown Management" }).waitFor();
    await page.getByText("No items currently in godown.").waitFor();
    expect(await page.getByTestId("low-stock-panel").count()).toBe(0);
    await expectNoA11yViolations(page, "the empty godown");

    await visit(page, "/billing/notifications");
    await page.getByText("No pending alerts at the moment.").waitFor();
    expect(await page.getByTestId("unread-count").textContent()).toBe("0 unread");
    expect(await page.getByRole("button", { name: "Mark All Read" }).isDisabled()).toBe(true);
    await expectNoA11yViolations(page, "the empty notifications page");
    staff.expectNoErrors(REFUSED_ADD);
  });

  it("adds an item through the dialog, with field errors first", async () => {
    const { page } = staff;
    await godownOf();
    await visit(page, "/billing/godown");
    await page.getByRole("link", { name: "Add Item" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Item" });
    await dialog.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe("item-dialog-heading");

    // A fraction and a negative: refused with the messages, what was typed kept.
    await dialog.locator('[name="itemName"]').fill(ITEM);
    await dialog.locator('[name="category"]').fill("Paper");
    await dialog.locator('[name="quantity"]').fill("1.5");
    await dialog.locator('[name="minimumStock"]').fill("-2");
    await dialog.getByRole("button", { name: "Add Item" }).click();
    await toast(page, "Failed to add item").waitFor();
    await dialog.locator("#quantity-error").waitFor();
    expect(await dialog.locator("#quantity-error").textContent()).toBe(
      "Enter a whole number, 0 or more",
    );
    expect(await dialog.locator("#minimumStock-error").textContent()).toBe(
      "Enter a whole number, 0 or more",
    );
    expect(await dialog.locator('[name="itemName"]').inputValue()).toBe(ITEM);
    await expectNoA11yViolations(page, "the add dialog with errors");

    await dialog.locator('[name="quantity"]').fill("40");
    await dialog.locator('[name="minimumStock"]').fill("10");
    await dialog.locator('[name="unitPrice"]').fill("12.50");
    await dialog.locator('[name="supplier"]').fill("Sivakasi Papers");
    await dialog.getByRole("button", { name: "Add Item" }).click();
    await toast(page, "Item added successfully!").waitFor();
    await page.waitForURL((u) => u.pathname === "/billing/godown" && u.search === "");
    expect(await page.getByRole("dialog").count()).toBe(0);
    const row = rowOf(page, ITEM);
    await row.waitFor();
    const cells = await row.locator("td").allTextContents();
    expect(cells.slice(0, 7)).toEqual([ITEM, "Paper", "40", "10", "₹12.50", "N/A", "In Stock"]);
    expect(await page.getByTestId("low-stock-panel").count()).toBe(0);
    staff.expectNoErrors(REFUSED_ADD);
  });

  it("edits it below its minimum: Low Stock, in the panel, and an alert on the notifications page", async () => {
    const { page } = staff;
    await godownOf(PAPER);
    await visit(page, "/billing/godown");
    await rowOf(page, ITEM)
      .getByRole("link", { name: `Edit ${ITEM}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Item" });
    await dialog.waitFor();
    expect(await dialog.locator('[name="quantity"]').inputValue()).toBe("40");
    expect(await dialog.getByTestId("item-total-value").textContent()).toContain("₹500.00");
    await dialog.locator('[name="quantity"]').fill("3");
    await dialog.locator('[name="location"]').fill("Rack 4, shelf 2");
    await dialog.getByRole("button", { name: "Update Item" }).click();
    await toast(page, "Item updated successfully!").waitFor();
    await expect
      .poll(() => rowOf(page, ITEM).locator("td").allTextContents())
      .toEqual(expect.arrayContaining(["3", "Rack 4, shelf 2", "Low Stock"]));
    const panel = page.getByTestId("low-stock-panel");
    await panel.waitFor();
    expect(await panel.getByTestId("low-stock-item").allTextContents()).toEqual([
      `${ITEM}Stock: 3 · Min required: 10`,
    ]);

    // Saved again while still low: no second alert.
    await rowOf(page, ITEM)
      .getByRole("link", { name: `Edit ${ITEM}` })
      .click();
    await page.getByRole("dialog", { name: "Edit Item" }).locator('[name="quantity"]').fill("2");
    await page.getByRole("button", { name: "Update Item" }).click();
    await toast(page, "Item updated successfully!").waitFor();
    await expect.poll(() => rowOf(page, ITEM).locator("td").nth(2).textContent()).toBe("2");

    await visit(page, "/billing/service");
    await page
      .getByTestId("service-tiles")
      .getByRole("link", { name: /Notifications/ })
      .click();
    await page.waitForURL("**/billing/notifications");
    await alerts(page).first().waitFor();
    expect(await alerts(page).count()).toBe(1);
    const alert = alerts(page).first();
    expect(await alert.getByRole("heading").textContent()).toBe(`Unread: Low stock: ${ITEM}`);
    expect(await alert.getByTestId("priority").textContent()).toBe("High priority");
    expect(await alert.getByTestId("type").textContent()).toBe("Alert");
    expect(await alert.textContent()).toMatch(/down to 3 .*minimum is 10/);
    expect(await alert.locator("time").textContent()).toMatch(
      /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\s[ap]m$/,
    );
    expect(await page.getByTestId("unread-count").textContent()).toBe("1 unread");

    // Refresh keeps it; Open goes to the godown searched for the item.
    await page.getByRole("button", { name: "Refresh" }).click();
    await toast(page, "Notifications refreshed").waitFor();
    expect(await alerts(page).count()).toBe(1);
    await alert.getByRole("link", { name: /Open/ }).click();
    await page.waitForURL(
      (u) => u.pathname === "/billing/godown" && u.searchParams.get("q") === ITEM,
    );
    await expect.poll(() => rows(page).count()).toBe(1);

    // Marked read: gone.
    await visit(page, "/billing/notifications");
    await alerts(page)
      .first()
      .getByRole("button", { name: /Mark read/ })
      .click();
    await toast(page, "Notification marked as read").waitFor();
    await page.getByText("No pending alerts at the moment.").waitFor();
    expect(await alerts(page).count()).toBe(0);
    expect(await page.getByTestId("unread-count").textContent()).toBe("0 unread");
    staff.expectNoErrors(REFUSED_ADD);
  });

  it("searches, and deletes the item after asking", async () => {
    const { page } = staff;
    await godownOf(PAPER);
    await visit(page, "/billing/godown");
    await page.getByRole("searchbox").fill("no such thing");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((u) => u.searchParams.get("q") === "no such thing");
    await page.getByText("No items found matching your search.").waitFor();
    await page.getByRole("link", { name: "Clear" }).click();
    await rowOf(page, ITEM).waitFor();

    await rowOf(page, ITEM).locator("summary").click();
    const confirm = rowOf(page, ITEM).locator("details[open]");
    await confirm.getByText("Are you sure you want to delete this item?").waitFor();
    await confirm.getByRole("button", { name: `Delete ${ITEM}` }).click();
    await toast(page, "Item deleted successfully!").waitFor();
    await page.getByText("No items currently in godown.").waitFor();
    expect(await page.getByTestId("low-stock-panel").count()).toBe(0);
    staff.expectNoErrors(REFUSED_ADD);
  });
});

describe("without JavaScript", () => {
  it("adds an item below its minimum, and marks all alerts read", async () => {
    await godownOf();
    const t = await newPage(browser, { baseURL: app.baseUrl, javaScriptEnabled: false });
    try {
      await loginAs(t.context, "staff");
      const { page } = t;
      await page.goto("/billing/godown");
      await page.getByRole("link", { name: "Add Item" }).click();
      await page.waitForURL((u) => u.searchParams.get("edit") === "new");
      await page.locator('[name="itemName"]').fill("Sticker sheets");
      await page.locator('[name="category"]').fill("Labels");
      await page.locator('[name="quantity"]').fill("1");
      await page.locator('[name="minimumStock"]').fill("5");
      await page.getByRole("button", { name: "Add Item" }).click();
      await toast(page, "Item added successfully!").waitFor();
      expect(await rowOf(page, "Sticker sheets").locator("td").nth(6).textContent()).toBe(
        "Low Stock",
      );

      await page.goto("/billing/notifications");
      expect(await alerts(page).count()).toBe(1);
      await page.getByRole("button", { name: "Mark All Read" }).click();
      await toast(page, "All notifications marked as read").waitFor();
      await page.getByText("No pending alerts at the moment.").waitFor();
      await expectNoA11yViolations(page, "the notifications page without JavaScript");
    } finally {
      await t.close();
    }
  });
});

describe("access", () => {
  it("sends a customer home and a visitor to sign in", async () => {
    const customer = await newPage(browser, { baseURL: app.baseUrl });
    const visitor = await newPage(browser, { baseURL: app.baseUrl });
    try {
      await loginAs(customer.context, "customer");
      for (const path of ["/billing/godown", "/billing/notifications"]) {
        await customer.page.goto(path);
        expect(new URL(customer.page.url()).pathname, path).toBe("/");
        await visitor.page.goto(path);
        expect(new URL(visitor.page.url()).pathname, path).toBe("/auth");
      }
    } finally {
      await customer.close();
      await visitor.close();
    }
  });
});
