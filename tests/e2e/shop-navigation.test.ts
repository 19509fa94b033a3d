import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewsContent } from "../../app/intake/content/reviews";
import { shareExperienceContent } from "../../app/intake/content/share-experience";
import { shopContent } from "../../app/shop/content/shop";
import { productSeeds } from "../../app/shop/shared/seed/seed-data";
import { simplePagesContent } from "../../app/site/content/pages";
import {
  expectNoA11yViolations,
  loginAs,
  newPage,
  visit,
  waitForHydration,
  type TestPage,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * The shop joined to the site (issue 21, decision 031) in a real browser: Shop in the main
 * navigation, a tea page's link to its pack in LimraKart, the header's cart icon and its count,
 * My Orders in the user menu, /welcome for a visitor and a user, the two forms' titles, and axe
 * on the changed pages in light and dark, at 360 px and on the desktop.
 */

const GOLD = productSeeds.find((p) => p.slug === "tea-talks-gold-pack")!;
const TRIAL = productSeeds.find((p) => p.slug === "tea-talks-trial-pouch")!;
const teaText = shopContent.en.tea.product;
const welcome = simplePagesContent.en.welcome;

const { app, browser } = await openApp();

const nav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });
const headerCart = (page: Page) => page.getByTestId("header-cart");
const pathOf = (page: Page) => new URL(page.url()).pathname;
const heading = async (page: Page) => (await page.locator("main h1").first().textContent())?.trim();

describe("a visitor", () => {
  let t: TestPage;
  let page: Page;

  beforeAll(async () => {
    t = await newPage(browser, { baseURL: app.baseUrl });
    page = t.page;
  });

  afterAll(async () => {
    await t?.close();
  });

  it("goes home -> Shop in the nav -> a tea -> the tea page links its pack in the shop", async () => {
    await visit(page, "/");
    await nav(page)
      .locator("ul.site-links")
      .getByRole("link", { name: "Shop", exact: true })
      .click();
    await page.waitForURL((u) => u.pathname === "/limrakart");
    await waitForHydration(page);

    await page
      .getByRole("complementary")
      .getByRole("link", { name: /^Tea\b/ })
      .click();
    await page.waitForURL((u) => u.searchParams.get("category") === "tea");
    await page
      .getByTestId("product-card")
      .filter({ hasText: GOLD.name.en })
      .getByRole("link", { name: GOLD.name.en, exact: true })
      .click();
    await page.waitForURL((u) => u.pathname === `/${GOLD.slug}`);
    await waitForHydration(page);
    expect(await heading(page)).toBe(GOLD.name.en);

    const inShop = page.getByRole("link", { name: teaText.inShop, exact: true });
    await inShop.click();
    await page.waitForURL((u) => u.pathname === "/limrakart" && u.searchParams.has("q"));
    await waitForHydration(page);
    const cards = page.getByTestId("product-card");
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getByRole("heading").textContent()).toBe(GOLD.name.en);
    t.expectNoErrors();
  });

  it("sees the cart icon without a badge, named with the count", async () => {
    await visit(page, "/about");
    const cart = headerCart(page);
    expect(await cart.isVisible()).toBe(true);
    expect(await cart.getAttribute("aria-label")).toBe("Cart, 0 items");
    expect(await page.getByTestId("header-cart-count").count()).toBe(0);
    expect(await page.getByTestId("tea-view-cart").count()).toBe(0);
  });

  it("is not told at /welcome that they are signed in", async () => {
    await visit(page, "/welcome");
    const main = page.locator("main");
    expect(await main.textContent()).not.toContain("You are signed in");
    expect(await heading(page)).toBe(welcome.visitor.title);
    expect(
      await main
        .getByRole("link", { name: welcome.visitor.signIn, exact: true })
        .getAttribute("href"),
    ).toBe("/auth");
    expect(
      await main
        .getByRole("link", { name: welcome.visitor.signUp, exact: true })
        .getAttribute("href"),
    ).toBe("/auth?mode=signup");
    // Not sent home after the signed-in greeting's 3.5 seconds.
    await page.waitForTimeout(4_000);
    expect(pathOf(page)).toBe("/welcome");
  });

  it("sees two different titles on the feedback and the review forms", async () => {
    await visit(page, "/share-experience");
    expect(await heading(page)).toBe(shareExperienceContent.en.title);
    expect(await page.title()).toBe(shareExperienceContent.en.meta.title);
    await visit(page, "/reviews");
    expect(await page.locator("#review-form-heading").textContent()).toBe(
      reviewsContent.en.form.heading,
    );
    await visit(page, "/");
    expect(await page.locator("#review-heading").textContent()).toBe(
      reviewsContent.en.form.heading,
    );
    expect(shareExperienceContent.en.title).not.toBe(reviewsContent.en.form.heading);
    t.expectNoErrors();
  });
});

describe("a signed-in customer", () => {
  let t: TestPage;
  let page: Page;

  beforeAll(async () => {
    t = await newPage(browser, { baseURL: app.baseUrl });
    page = t.page;
    await loginAs(t.context, "customer", { name: "Nav Customer" });
  });

  afterAll(async () => {
    await t?.close();
  });

  it("adds a tea to the cart, sees the header count change and reaches the cart from the header", async () => {
    await visit(page, `/${TRIAL.slug}`);
    expect(await page.getByTestId("header-cart-count").count()).toBe(0);
    expect(await page.getByTestId("tea-view-cart").count()).toBe(0);

    await page
      .locator("main")
      .getByRole("button", { name: teaText.addToCart, exact: true })
      .click();
    const badge = page.getByTestId("header-cart-count");
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toBe("1");
    expect(await headerCart(page).getAttribute("aria-label")).toBe("Cart, 1 item");
    const viewCart = page.getByTestId("tea-view-cart");
    expect((await viewCart.textContent())?.trim()).toBe("View cart (1)");
    expect(pathOf(page)).toBe(`/${TRIAL.slug}`);

    await page
      .locator("main")
      .getByRole("button", { name: teaText.addToCart, exact: true })
      .click();
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toBe("2");
    expect(await headerCart(page).getAttribute("aria-label")).toBe("Cart, 2 items");

    await headerCart(page).click();
    await page.waitForURL(
      (u) => u.pathname === "/limrakart" && u.searchParams.get("cart") === "open",
    );
    const drawer = page.getByRole("dialog");
    await drawer.waitFor();
    expect(await drawer.getByTestId("cart-line").filter({ hasText: TRIAL.name.en }).count()).toBe(
      1,
    );
    t.expectNoErrors();
  });

  it("reaches My Orders from the user menu", async () => {
    await visit(page, "/about");
    const menu = page.getByTestId("account-menu");
    await menu.locator("summary").click();
    await menu.getByRole("link", { name: "My Orders", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/limrakart/orders");
    await waitForHydration(page);
    expect(await heading(page)).toBe(shopContent.en.orders.title);
    t.expectNoErrors();
  });

  it("is greeted as signed in at /welcome", async () => {
    await visit(page, "/welcome");
    expect(await heading(page)).toBe("Welcome, Nav Customer!");
    expect(await page.locator("main").textContent()).toContain(welcome.text);
  });

  it("has Shop, the cart and My Orders at 360 px", async () => {
    const small = await newPage(browser, {
      baseURL: app.baseUrl,
      viewport: { width: 360, height: 740 },
    });
    await small.context.addCookies(await t.context.cookies());
    await visit(small.page, "/");
    expect(await headerCart(small.page).isVisible()).toBe(true);
    expect(await small.page.getByTestId("header-cart-count").textContent()).toBe("2");
    const menu = small.page.getByTestId("mobile-menu");
    await menu.locator(":scope > summary").click();
    for (const [name, href] of [
      ["Shop", "/limrakart"],
      ["My Orders", "/limrakart/orders"],
    ]) {
      const link = menu.getByRole("link", { name, exact: true });
      expect(await link.isVisible(), name).toBe(true);
      expect(await link.getAttribute("href")).toBe(href);
    }
    small.expectNoErrors();
    await small.close();
  });
});

// ---------------------------------------------------------------------------------------------
// Accessibility of the changed pages, light and dark, 360 px and desktop.

const CHANGED_PAGES = [
  "/",
  `/${GOLD.slug}`,
  "/limrakart",
  "/welcome",
  "/share-experience",
  "/reviews",
  "/limrakart/orders",
];

/** Switches to the dark theme with the header's toggle (in the menu under 768 px). */
async function darkCookies(context: BrowserContext, page: Page) {
  await visit(page, "/about");
  const toggle = page.getByTestId("theme-toggle").filter({ visible: true });
  if ((await toggle.count()) === 0)
    await page.getByTestId("mobile-menu").locator(":scope > summary").click();
  await toggle.click();
  await page.waitForSelector("html.dark");
  return context.cookies();
}

describe.each([
  ["desktop", { width: 1280, height: 800 }],
  ["360 px", { width: 360, height: 740 }],
])("axe on the changed pages (%s)", (label, viewport) => {
  it.each(["visitor", "customer"] as const)("is clean in light and dark for a %s", async (who) => {
    const t = await newPage(browser, { baseURL: app.baseUrl, viewport });
    if (who === "customer") {
      // With something in the cart: the header's badge and the tea page's View cart are shown.
      await loginAs(t.context, "customer");
      await visit(t.page, `/${GOLD.slug}`);
      await t.page
        .locator("main")
        .getByRole("button", { name: teaText.addToCart, exact: true })
        .click();
      await t.page.getByTestId("tea-view-cart").waitFor();
    }
    for (const path of CHANGED_PAGES) {
      await visit(t.page, path);
      await expectNoA11yViolations(t.page, `${path} (${label}, ${who}, light)`);
    }
    const dark = await darkCookies(t.context, t.page);
    await t.context.addCookies(dark);
    for (const path of CHANGED_PAGES) {
      await visit(t.page, path);
      expect(await t.page.locator("html").getAttribute("class")).toContain("dark");
      await expectNoA11yViolations(t.page, `${path} (${label}, ${who}, dark)`);
    }
    t.expectNoErrors();
    await t.close();
  });
});
