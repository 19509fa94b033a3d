import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
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
 * One stock in a real browser (decision 036): a tea product linked to a godown item; staff write
 * a counter bill for 2 of it; the godown page lists the movement (and the item's Movements page
 * shows who, why, −2 and the bill), and the storefront's product shows 2 fewer in stock. axe in
 * light and dark, and no sideways scrolling at 360 px, on the godown and movements pages.
 */

const { app, browser } = await openApp();
let staff: TestPage;
let item: { id: string; name: string };
let product: { id: string; name: string };

const STOCK = 30;

beforeAll(async () => {
  staff = await newPage(browser, { baseURL: app.baseUrl });
  const user = await loginAs(staff.context, "staff", { name: "Counter Staff" });
  const admin = await loginAs((await newPage(browser)).context, "admin");
  // The item and its product, through the app's own modules on the app's database.
  await appDatabase();
  const { createGodownItem } = await import("../../app/billing/godown/godown.server");
  const { godownItemSchema } = await import("../../app/billing/godown/schema");
  const { saveProduct } = await import("../../app/shop/store-admin/catalog/catalog.server");
  const { productSchema } = await import("../../app/shop/store-admin/catalog/schema");
  const { PRODUCT_MESSAGES } =
    await import("../../app/shop/store-admin/catalog/product-actions.server");
  const name = `Linked Tea ${crypto.randomUUID().slice(0, 6)}`;
  const id = await createGodownItem(
    godownItemSchema.parse({
      itemName: `${name} (godown)`,
      category: "Tea",
      quantity: String(STOCK),
      minimumStock: "5",
      unitPrice: "180",
    }),
    user.id,
  );
  item = { id, name: `${name} (godown)` };
  const saved = await saveProduct(
    productSchema(PRODUCT_MESSAGES).parse({
      name,
      price: "230",
      stock: "0",
      categoryId: "seed-category-tea",
      active: "on",
      godownItemId: id,
    }),
    { actorId: admin.id },
  );
  if (!saved || saved === "link-taken") throw new Error("product not saved");
  product = { id: saved.id, name };
});

const inStock = async (page: Page) => {
  await visit(page, `/limrakart?q=${encodeURIComponent(product.name)}`);
  const card = page.getByTestId("product-card").filter({ hasText: product.name });
  return (await card.textContent()) ?? "";
};

describe("one stock: a counter bill for a linked tea", () => {
  it("takes the units from the godown and the shop, as a movement the godown page shows", async () => {
    const visitor = await newPage(browser, { baseURL: app.baseUrl });
    expect(await inStock(visitor.page)).toContain(`${STOCK} in stock`);

    const { page } = staff;
    await visit(page, "/billing/new-complaint");
    await page.locator('[name="customerName"]').fill("Tea Counter Customer");
    await page.locator('[name="lines.0.link"]').selectOption(`product:${product.id}`);
    expect(await page.locator('[name="lines.0.description"]').inputValue()).toBe(product.name);
    await page.locator('[name="lines.0.quantity"]').fill("2");
    await page.locator('[name="lines.0.rate"]').fill("230");
    await page.getByRole("button", { name: "Create Bill" }).click();
    await page.waitForURL(/\/billing\/complaint-preview\?id=/);
    const number = (await page.getByTestId("bill-number").textContent())!.trim();

    await visit(page, `/billing/godown?q=${encodeURIComponent(item.name)}`);
    const row = page.getByTestId("godown-row").filter({ hasText: item.name });
    expect(await row.textContent()).toContain(product.name);
    const recent = page.getByTestId("recent-movements").getByTestId("movement-row").first();
    expect(await recent.textContent()).toContain(item.name);
    expect(await recent.textContent()).toContain(`Bill ${number}`);
    expect(await recent.getByTestId("movement-delta").textContent()).toBe("−2");

    await row.getByRole("link", { name: `Movements of ${item.name}` }).click();
    await page.waitForURL((u) => u.pathname === "/billing/godown/movements");
    expect(await page.getByTestId("item-quantity").textContent()).toBe(String(STOCK - 2));
    const top = page.getByTestId("movement-row").first();
    const text = (await top.textContent()) ?? "";
    for (const part of ["Counter Staff", "Counter bill", `Bill ${number}`, String(STOCK - 2)])
      expect(text).toContain(part);
    await top.getByRole("link", { name: `Bill ${number}` }).click();
    await page.waitForURL(/\/billing\/complaint-preview\?id=/);

    expect(await inStock(visitor.page)).toContain(`${STOCK - 2} in stock`);
    staff.expectNoErrors();
    visitor.expectNoErrors();
    await visitor.close();
  });
});

/** Switches the context to the dark theme with the header's toggle (in the menu under 768 px). */
async function goDark(context: BrowserContext, page: Page) {
  await visit(page, "/about");
  const toggle = page.getByTestId("theme-toggle").filter({ visible: true });
  if ((await toggle.count()) === 0)
    await page.getByTestId("mobile-menu").locator(":scope > summary").click();
  await toggle.click();
  await page.waitForSelector("html.dark");
  await context.addCookies(await context.cookies());
}

describe.each([
  ["desktop", 1280],
  ["360 px", 360],
])("the godown's stock pages (%s)", (label, width) => {
  it("pass axe in light and dark, without sideways scrolling", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl, viewport: { width, height: 740 } });
    await t.context.addCookies(await staff.context.cookies());
    const pages = [
      "/billing/godown",
      "/billing/godown/movements",
      `/billing/godown/movements?item=${item.id}`,
    ];
    for (const theme of ["light", "dark"]) {
      if (theme === "dark") await goDark(t.context, t.page);
      for (const path of pages) {
        await visit(t.page, path);
        if (theme === "dark")
          expect(await t.page.locator("html").getAttribute("class")).toContain("dark");
        await expectNoA11yViolations(t.page, `${path} (${label}, ${theme})`);
        expect(
          await t.page.evaluate(() => document.documentElement.scrollWidth),
          `${path}: no sideways scrolling`,
        ).toBeLessThanOrEqual(width);
      }
    }
    t.expectNoErrors();
    await t.close();
  });
});
