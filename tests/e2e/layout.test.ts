import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaYear } from "../../app/lib/dates";
import {
  createUser,
  expectNoA11yViolations,
  fetchPage,
  newPage,
  plantSession,
  sessionCookieFor,
  type TestPage,
  visit,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/** The site frame as a visitor sees it: navigation, footer, scroll state, menus, breakpoints. */

const MAIN_LINKS = [
  ["Home", "/"],
  ["About", "/about"],
  ["Services", "/services"],
  ["Products", "/products"],
  ["My Portfolio", "/my-portfolio"],
  ["Shop", "/limrakart"],
] as const;

const MORE_LINKS = [
  ["Gallery", "/gallery"],
  ["Testimonials", "/testimonials"],
  ["Contact", "/contact"],
  ["Limra Foods", "/limra-foods"],
  ["Share Feedback", "/share-experience"],
] as const;

const FOOTER_LINKS = [
  "/",
  "/about",
  "/services",
  "/products",
  "/gallery",
  "/limrakart", // the footer's Shop link, after the quick links
  "/privacy-policy",
  "/terms-conditions",
  "/cancellation-refund",
  "/shipping-delivery",
];

const { app, browser } = await openApp();

const nav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });
/**
 * The row of links shown from 1280 px up: the same list as the phone menu's (issue 22, rendered
 * once), shown as a row.
 */
const desktopRow = (page: Page) => nav(page).locator("ul.site-links");
/** The phone menu's button (the summary of the <details> that holds the site's links). */
const menuButton = (page: Page) => page.getByTestId("mobile-menu").locator(":scope > summary");
const footer = (page: Page) => page.locator("footer");

async function hrefs(links: Locator): Promise<(string | null)[]> {
  return links.evaluateAll((els) => els.map((el) => el.getAttribute("href")));
}

describe("server-rendered HTML", () => {
  it("contains the navigation and the footer before any JavaScript runs", async () => {
    const { status, html } = await fetchPage(`${app.baseUrl}/`);
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]*lang="en"/);
    expect(html).toContain('<nav aria-label="Main navigation"');
    expect(html).toContain("<footer");
    for (const [label, to] of [...MAIN_LINKS, ...MORE_LINKS]) {
      expect(html).toContain(`href="${to}"`);
      expect(html).toContain(`>${label}<`);
    }
    for (const to of FOOTER_LINKS) expect(html).toContain(`href="${to}"`);
    expect(html).toContain('href="/auth"');
    expect(html).toContain('href="/place-order"');
    expect(html).toContain('data-testid="more-menu"');
    expect(html).not.toContain('data-testid="billing-menu"');
    expect(html).not.toContain("/billing/");
    expect(html).toMatch(/href="tel:\+?[0-9]+"/);
    expect(html).toMatch(/href="mailto:[^"@]+@[^"]+"/);
    expect(html).toContain(`© ${indiaYear()}`);
  });
});

describe("desktop (1280 x 800)", () => {
  let t: TestPage;
  let page: Page;

  beforeAll(async () => {
    t = await newPage(browser, { baseURL: app.baseUrl });
    page = t.page;
    await visit(page, "/");
    await nav(page).waitFor();
  });

  afterAll(async () => {
    await t?.close();
  });

  it("shows the main links in one row", async () => {
    const row = desktopRow(page);
    await expect.poll(() => row.isVisible()).toBe(true);
    for (const [label, to] of MAIN_LINKS) {
      const link = row.getByRole("link", { name: label, exact: true });
      expect(await link.isVisible(), label).toBe(true);
      expect(await link.getAttribute("href")).toBe(to);
    }
    // One row: every main link sits on the same line.
    const tops = await row
      .locator(":scope > li")
      .evaluateAll(
        (els, n) => els.slice(0, n).map((el) => Math.round(el.getBoundingClientRect().top)),
        MAIN_LINKS.length,
      );
    expect(new Set(tops).size).toBe(1);
    expect(await menuButton(page).isVisible()).toBe(false);
    const home = row.getByRole("link", { name: "Home", exact: true });
    expect(await home.getAttribute("aria-current")).toBe("page");
  });

  it("links the Blog externally in a new tab", async () => {
    const blog = desktopRow(page).getByRole("link", { name: /^Blog/ });
    expect(await blog.isVisible()).toBe(true);
    expect(await blog.getAttribute("href")).toMatch(/^https?:\/\//);
    expect(await blog.getAttribute("target")).toBe("_blank");
    expect((await blog.getAttribute("rel"))?.split(/\s+/)).toContain("noopener");
  });

  it("has Sign In and Place Order, and no Billing menu for a visitor", async () => {
    const signIn = page
      .getByRole("link", { name: "Sign In", exact: true })
      .filter({ visible: true });
    expect(await signIn.count()).toBe(1);
    expect(await signIn.getAttribute("href")).toBe("/auth");
    const order = page
      .getByRole("link", { name: "Place Order", exact: true })
      .filter({ visible: true });
    expect(await order.count()).toBe(1);
    expect(await order.getAttribute("href")).toBe("/place-order");
    expect(await page.getByTestId("billing-menu").count()).toBe(0);
    expect(await page.getByText("Billing", { exact: true }).count()).toBe(0);
    expect(await page.locator('a[href^="/billing"]').count()).toBe(0);
  });

  it("opens the More menu with the keyboard and closes it on Escape", async () => {
    const more = page.getByTestId("more-menu");
    const summary = more.locator("summary");
    expect(await more.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    expect(await summary.textContent()).toContain("More");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => more.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    const links = more.getByRole("link");
    expect(await links.allTextContents()).toEqual(MORE_LINKS.map(([label]) => label));
    expect(await hrefs(links)).toEqual(MORE_LINKS.map(([, to]) => to));
    for (const [label] of MORE_LINKS) {
      expect(await more.getByRole("link", { name: label }).isVisible(), label).toBe(true);
    }
    await expectNoA11yViolations(page, "/ with the More menu open");

    await page.keyboard.press("Escape");
    await expect.poll(() => more.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await more.getByRole("link", { name: "Gallery" }).isVisible()).toBe(false);
  });

  it("shows the footer: links, address, phone, e-mail, social links and copyright", async () => {
    const f = footer(page);
    const footerHrefs = await hrefs(f.locator('a[href^="/"]'));
    expect(footerHrefs).toEqual(FOOTER_LINKS);
    const text = (await f.textContent()) ?? "";
    expect(text).toContain(`© ${indiaYear()}`);
    // The address, after its screen-reader label.
    const address = f.locator("li", { hasText: "Address:" });
    expect(await address.count()).toBe(1);
    expect((await address.textContent())?.replace("Address:", "").trim().length).toBeGreaterThan(
      10,
    );
    const tel = f.locator('a[href^="tel:"]');
    expect(await tel.count()).toBe(1);
    expect(await tel.getAttribute("href")).toMatch(/^tel:\+?[0-9]{10,15}$/);
    const mail = f.locator('a[href^="mailto:"]');
    expect(await mail.count()).toBe(1);
    expect(await mail.getAttribute("href")).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
    for (const network of ["Facebook", "Instagram", "YouTube"]) {
      const link = f.getByRole("link", { name: new RegExp(`^${network}`) });
      expect(await link.count(), network).toBe(1);
      expect(await link.getAttribute("href")).toMatch(/^https:\/\//);
      expect(await link.getAttribute("target")).toBe("_blank");
      expect((await link.getAttribute("rel"))?.split(/\s+/)).toContain("noopener");
    }
  });

  it("marks the header as scrolled past 50 px and unmarks it at the top", async () => {
    const header = page.locator("header").first();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("false");
    await page.evaluate(() => {
      if (document.documentElement.scrollHeight < window.innerHeight + 200) {
        document.body.style.minHeight = "3000px";
      }
      window.scrollTo(0, 40);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("false");
  });

  it("passes axe and logs no errors", async () => {
    await expectNoA11yViolations(page, "/ (desktop)");
    t.expectNoErrors();
  });
});

describe("mobile (375 x 800)", () => {
  let t: TestPage;
  let page: Page;

  beforeAll(async () => {
    t = await newPage(browser, { baseURL: app.baseUrl, viewport: { width: 375, height: 800 } });
    page = t.page;
    await visit(page, "/");
    await nav(page).waitFor();
  });

  afterAll(async () => {
    await t?.close();
  });

  it("hides the row of links and shows the menu button", async () => {
    expect(await desktopRow(page).isVisible()).toBe(false);
    const menu = page.getByTestId("mobile-menu");
    expect(await menu.evaluate((el) => el.tagName)).toBe("DETAILS");
    expect(await menuButton(page).isVisible()).toBe(true);
    expect(await menu.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    expect(await menu.getByRole("link", { name: "About", exact: true }).isVisible()).toBe(false);
    await expectNoA11yViolations(page, "/ (mobile, menu closed)");
  });

  it("opens a list with every link", async () => {
    const menu = page.getByTestId("mobile-menu");
    await menu.locator(":scope > summary").click();
    await expect.poll(() => menu.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    for (const [label, to] of [...MAIN_LINKS, ...MORE_LINKS]) {
      const link = menu.getByRole("link", { name: label, exact: true });
      expect(await link.isVisible(), label).toBe(true);
      expect(await link.getAttribute("href")).toBe(to);
    }
    const blog = menu.getByRole("link", { name: /^Blog/ });
    expect(await blog.isVisible()).toBe(true);
    expect(await blog.getAttribute("target")).toBe("_blank");
    expect(
      await menu.getByRole("link", { name: "Sign In", exact: true }).getAttribute("href"),
    ).toBe("/auth");
    expect(
      await menu.getByRole("link", { name: "Place Order", exact: true }).getAttribute("href"),
    ).toBe("/place-order");
    expect(await menu.getByText("Billing", { exact: true }).count()).toBe(0);
    await expectNoA11yViolations(page, "/ (mobile, menu open)");

    await page.keyboard.press("Escape");
    await expect.poll(() => menu.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    t.expectNoErrors();
  });
});

/**
 * Where the header's row items sit: one line when every shown item of the row (the brand, each
 * link and menu, the toggles, the account, Place Order, the cart) overlaps every other vertically.
 */
function headerRow(page: Page) {
  return page.locator("header nav").evaluate((el) => {
    const items = [
      ...el.querySelectorAll(
        ":scope > a, ul.site-links > li, .site-actions > *, .site-account > *, [data-testid=header-cart]",
      ),
    ]
      .map((item) => ({
        text: (item.textContent ?? "").slice(0, 20),
        box: item.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    return {
      height: Math.round(el.getBoundingClientRect().height),
      items: items.map(({ text }) => text),
      lowestTop: Math.max(...items.map(({ box }) => box.top)),
      highestBottom: Math.min(...items.map(({ box }) => box.bottom)),
      right: Math.max(...items.map(({ box }) => box.right)),
    };
  });
}

describe("the header at 1280 px: one line for the admin and on Tamil pages (decision 077)", () => {
  let t: TestPage;
  let page: Page;

  beforeAll(async () => {
    t = await newPage(browser, { baseURL: app.baseUrl });
    page = t.page;
  });

  afterAll(async () => {
    await t?.close();
  });

  const expectOneLine = async (label: string, items: number) => {
    const row = await headerRow(page);
    expect(row.items.length, `${label}: ${row.items.join(" | ")}`).toBe(items);
    expect(row.lowestTop, `${label}: an item below the others`).toBeLessThan(row.highestBottom);
    expect(row.height, `${label}: the nav's height`).toBeLessThan(64);
    expect(row.right).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
  };

  it("is one line for a visitor and for the admin, in English and in Tamil", async () => {
    // The brand, 6 links, Blog, More, the toggles, Sign In, Place Order and the cart; in Tamil
    // without About, My Portfolio and Blog (in More there).
    await visit(page, "/?lang=ta");
    await expectOneLine("a Tamil visitor", 13 - 3);
    await visit(page, "/?lang=en");
    await expectOneLine("an English visitor", 13);

    const admin = await createUser("admin", { name: "Meenakshi Sundaram" });
    await plantSession(t.context, await sessionCookieFor(admin.id));
    // …and the Billing menu; the account menu instead of Sign In.
    await visit(page, "/billing/home?lang=en");
    await expectOneLine("the admin in English", 14);
    await visit(page, "/billing/home?lang=ta");
    await expectOneLine("the admin in Tamil", 14 - 3);
    await expectNoA11yViolations(page, "/billing/home in Tamil (1280 px)");

    // Under 1280 px, where the row would wrap, the links are the menu button's panel.
    await page.setViewportSize({ width: 1024, height: 800 });
    expect(await menuButton(page).isVisible()).toBe(true);
    expect(await page.locator("header nav ul.site-links").isVisible()).toBe(false);
    expect((await headerRow(page)).height).toBeLessThan(64);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("moves About, My Portfolio and Blog to the end of the More menu on a Tamil row only", async () => {
    await visit(page, "/?lang=ta");
    // The nav's name is Tamil here: found by place, not by name.
    const row = page.locator("header nav ul.site-links");
    for (const to of ["/about", "/my-portfolio"]) {
      expect(await row.locator(`:scope > li > a[href="${to}"]`).isVisible(), to).toBe(false);
    }
    const more = page.getByTestId("more-menu");
    await more.locator("summary").click();
    await expect.poll(() => more.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    const moved = more.getByRole("link");
    expect((await hrefs(moved)).slice(-3)).toEqual([
      "/about",
      "/my-portfolio",
      await row.locator(':scope > li > a[target="_blank"]').getAttribute("href"),
    ]);
    expect(await moved.count()).toBe(MORE_LINKS.length + 3);
    await expectNoA11yViolations(page, "/ in Tamil, More menu open");
    await page.keyboard.press("Escape");

    // The row is at most 1280 px wide on a wider screen too: still one line there.
    await page.setViewportSize({ width: 1700, height: 800 });
    await expectOneLine("the admin in Tamil at 1700 px", 14 - 3);
    // An English row keeps them: More holds its own links only.
    await visit(page, "/?lang=en");
    await more.locator("summary").click();
    await expect.poll(() => more.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await hrefs(more.getByRole("link"))).toEqual(MORE_LINKS.map(([, to]) => to));
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, "/?lang=en");
    t.expectNoErrors();
  });
});

describe("the Tamil font, shipped (decision 077)", () => {
  it("draws a Tamil page's Tamil in the app's own Noto Sans Tamil, served as a cached woff2", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl });
    const { page } = t;
    const fonts: { url: string; status: number; type?: string; cache?: string }[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".woff2")) {
        fonts.push({
          url: new URL(response.url()).pathname,
          status: response.status(),
          type: response.headers()["content-type"],
          cache: response.headers()["cache-control"],
        });
      }
    });
    await visit(page, "/?lang=ta");
    await page.evaluate(() => document.fonts.ready);

    // Regular (the links) and bold (the headings): each its hashed file under /assets.
    await expect.poll(() => fonts.length).toBe(2);
    for (const font of fonts) {
      expect(font.url).toMatch(/^\/assets\/noto-sans-tamil-tamil-(400|700)-normal-[\w-]+\.woff2$/);
      expect(font.status).toBe(200);
      expect(font.type).toBe("font/woff2");
      expect(font.cache).toMatch(/max-age=31536000/);
      expect(font.cache).toMatch(/immutable/);
    }
    expect(
      await page.evaluate(() =>
        [...document.fonts]
          .filter((f) => f.family.replaceAll('"', "") === "Noto Sans Tamil")
          .map((f) => `${f.weight} ${f.status}`)
          .sort(),
      ),
    ).toEqual(["400 loaded", "700 loaded"]);
    expect(
      await page.evaluate(() => document.fonts.check('16px "Noto Sans Tamil"', "முகப்பு")),
    ).toBe(true);

    // What Chromium drew the Home link's Tamil with: the web font, not one of the machine's.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: 'nav ul.site-links a[href="/"]',
    });
    const { fonts: used } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    expect(used.map((f) => [f.familyName, f.isCustomFont])).toEqual([["Noto Sans Tamil", true]]);
    t.expectNoErrors();
    await t.close();
  });
});
