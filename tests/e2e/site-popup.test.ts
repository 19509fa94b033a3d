import type { Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { homeContent } from "../../app/site/content/home";
import {
  expectNoA11yViolations,
  fetchPage,
  newPage,
  visit,
  waitForHydration,
  type TestPage,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * The home page's special-offer popup: opens 1 s after load, once per browser session, closes
 * after 4 s or on its close button, a backdrop click or Escape; no layout shift, nothing on the
 * server.
 */

/** Spec: shown 1 s after the page loads, closed 4 s after that. */
const SHOW_AFTER_MS = 1000;
const CLOSE_AFTER_MS = 4000;

const offer = homeContent.en.offer;

const { app, browser } = await openApp();

type Recorder = {
  /** performance.now() when the page's script had run (a page served without hydration). */
  readyAt?: number;
  /** performance.now() times the popup's `open` attribute appeared and went away. */
  opened: number[];
  closed: number[];
  /** The sum of the layout-shift values (without recent input) so far, and the shifts. */
  shift: number;
  shifts: { value: number; at: number; sources: string[] }[];
};

/**
 * A new session (browser context) with the popup allowed, and a recorder installed before the
 * page's scripts: when the dialog opens and closes, and every layout shift.
 */
async function newSession(): Promise<TestPage> {
  const t = await newPage(browser, { baseURL: app.baseUrl, showOffer: true });
  await t.context.addInitScript(() => {
    const rec = { opened: [], closed: [], shift: 0, shifts: [] } as {
      readyAt?: number;
      opened: number[];
      closed: number[];
      shift: number;
      shifts: { value: number; at: number; sources: string[] }[];
    };
    (window as unknown as { __offer: typeof rec }).__offer = rec;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        rec.shift += entry.value;
        rec.shifts.push({
          value: entry.value,
          at: entry.startTime,
          sources: (entry.sources ?? []).map((s) =>
            s.node instanceof Element ? s.node.outerHTML.slice(0, 120) : String(s.node?.nodeName),
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
    let wasOpen = false;
    const watch = () => {
      if (rec.readyAt === undefined && document.documentElement.hasAttribute("data-static-ready"))
        rec.readyAt = performance.now();
      const dialog = document.querySelector('[data-testid="offer-popup"]');
      const open = dialog?.hasAttribute("open") ?? false;
      if (open && !wasOpen) rec.opened.push(performance.now());
      if (!open && wasOpen) rec.closed.push(performance.now());
      wasOpen = open;
    };
    new MutationObserver(watch).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["open", "data-static-ready"],
    });
  });
  return t;
}

const recorder = (page: Page) =>
  page.evaluate(() => (window as unknown as { __offer: Recorder }).__offer);
const popup = (page: Page) => page.getByTestId("offer-popup");
const popupOpen = (page: Page) =>
  popup(page).evaluate((el) => (el as HTMLDialogElement).open && el.matches(":modal"));

/** Waits until the popup is open (it opens about 1 s after hydration). */
async function waitForOpen(page: Page) {
  await page.waitForSelector('[data-testid="offer-popup"][open]', { timeout: 5_000 });
  expect(await popupOpen(page)).toBe(true);
}

/**
 * Waits until the popup is closed. (No expect.poll: it cannot tell concurrent tests apart.)
 */
async function waitForClosed(page: Page, timeout = 2_000) {
  await page.waitForSelector('[data-testid="offer-popup"]:not([open])', {
    state: "attached",
    timeout,
  });
  expect(await popupOpen(page)).toBe(false);
}

/** Waits `ms` and then checks the popup never opened on this document. */
async function expectNoPopupFor(page: Page, ms: number) {
  await page.waitForTimeout(ms);
  expect((await recorder(page)).opened, "the popup opened again").toEqual([]);
  expect(await popupOpen(page)).toBe(false);
}

describe("server-rendered home page", () => {
  it("has the popup closed in the HTML, and a readable h1 without JavaScript", async () => {
    const { status, html } = await fetchPage(`${app.baseUrl}/`);
    expect(status).toBe(200);
    const dialogs = [...html.matchAll(/<dialog\b[^>]*>/g)].map((m) => m[0]);
    const offerTag = dialogs.find((d) => d.includes('data-testid="offer-popup"'));
    expect(offerTag, "the offer <dialog> in the server HTML").toBeDefined();
    for (const d of dialogs) expect(d).not.toMatch(/\sopen(=|\s|>)/);

    const t = await newPage(browser, {
      baseURL: app.baseUrl,
      javaScriptEnabled: false,
      showOffer: true,
    });
    try {
      await t.page.goto("/");
      const h1 = t.page.locator("main").getByRole("heading", { level: 1 });
      expect(await h1.textContent()).toBe(homeContent.en.hero.title);
      expect(await h1.isVisible()).toBe(true);
      await t.page.waitForTimeout(SHOW_AFTER_MS + 300);
      expect(await popup(t.page).isVisible()).toBe(false);
      expect(await t.page.getByText(offer.heading, { exact: true }).isVisible()).toBe(false);
    } finally {
      await t.close();
    }
  });
});

describe("timing and once per session", () => {
  let t: TestPage;
  let page: Page;

  // A session of its own per test: the second does not count on the first having shown the offer.
  beforeEach(async () => {
    t = await newSession();
    page = t.page;
  });

  afterEach(async () => {
    await t?.close();
  });

  it("is closed before 1 s, opens at 1 s and closes itself 4 s later, without layout shift", async () => {
    await visit(page, "/");
    await waitForOpen(page);
    const rec = await recorder(page);
    const opened = rec.opened[0]!;
    // The page's script arms the timer when it runs (the home page is served without hydration,
    // decision 055): the popup opens 1 s after that, in the page's own clock (not the test's,
    // which a busy machine delays).
    expect(rec.readyAt, "the page's script ran").toBeDefined();
    const readyAt = rec.readyAt!;
    expect(rec.opened).toHaveLength(1);
    expect(opened - readyAt, "opened too early").toBeGreaterThanOrEqual(SHOW_AFTER_MS - 50);
    expect(opened - readyAt, "opened too late").toBeLessThan(SHOW_AFTER_MS + 600);
    expect(await popup(page).getByRole("heading", { name: offer.heading }).isVisible()).toBe(true);
    expect(await popup(page).getByText(offer.text).isVisible()).toBe(true);
    expect(await popup(page).getByRole("img", { name: offer.imageAlt }).count()).toBe(1);
    const cta = popup(page).getByRole("link", { name: offer.cta, exact: true });
    expect(await cta.getAttribute("href")).toBe("/place-order");

    // No layout shift in the first 2 s (the popup sits in the top layer).
    await page.waitForFunction(() => performance.now() > 2_000);
    const { shift, shifts } = await recorder(page);
    expect(shift, JSON.stringify(shifts)).toBeLessThan(0.05);

    await waitForClosed(page, CLOSE_AFTER_MS + 2_000);
    const { closed } = await recorder(page);
    expect(closed).toHaveLength(1);
    expect(closed[0]! - opened, "closed itself after 4 s").toBeGreaterThanOrEqual(
      CLOSE_AFTER_MS - 50,
    );
    expect(closed[0]! - opened).toBeLessThan(CLOSE_AFTER_MS + 500);
    expect(await popup(page).isVisible()).toBe(false);
    t.expectNoErrors();
  });

  it("does not appear again in the same session: another page and back, then a reload", async () => {
    // The session's first visit shows the offer once.
    await visit(page, "/");
    await waitForOpen(page);
    expect((await recorder(page)).opened).toHaveLength(1);
    // To the shop by its link (a whole page: the home page is served without hydration, decision
    // 055), then back to / by a client navigation (the shop is hydrated; OfferPopup's effect arms
    // the popup there): no second offer.
    await page.locator('header a[href="/limrakart"]').filter({ visible: true }).first().click();
    await page.waitForURL(`${app.baseUrl}/limrakart`);
    await waitForHydration(page);
    await page.locator('header a[href="/"]').filter({ visible: true }).first().click();
    await page.waitForURL(`${app.baseUrl}/`);
    await page.locator("main h1").filter({ hasText: homeContent.en.hero.title }).waitFor();
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
    await expectNoPopupFor(page, SHOW_AFTER_MS + 500);

    // A full page load of /about and then /.
    await visit(page, "/about");
    await visit(page, "/");
    await expectNoPopupFor(page, SHOW_AFTER_MS + 500);

    await page.reload();
    await page.locator("main h1").waitFor();
    await expectNoPopupFor(page, SHOW_AFTER_MS + 500);
    t.expectNoErrors();
  });
});

describe("reached by a client navigation", () => {
  it("opens 1 s after the home page renders, in a session that has not seen it", async () => {
    const t = await newSession();
    try {
      await visit(t.page, "/limrakart");
      expect(await popup(t.page).count()).toBe(0);
      await t.page.locator('header a[href="/"]').filter({ visible: true }).first().click();
      await t.page.waitForURL(`${app.baseUrl}/`);
      await t.page.locator("main h1").filter({ hasText: homeContent.en.hero.title }).waitFor();
      // Rendered by React in the hydrated page (no new document): the component's effect.
      expect(await t.page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
      await waitForOpen(t.page);
      await t.page.getByTestId("offer-close").click();
      await waitForClosed(t.page);
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });
});

describe.concurrent("in a new session", () => {
  it("appears again, and passes axe while open", async () => {
    const t = await newSession();
    try {
      // axe takes 1–4 s on a loaded machine and the popup closes itself after 4 s: this test holds
      // that one timer (a 4 s timeout) so axe checks the open state however long it takes; the
      // tests above and below measure the timings themselves.
      await t.context.addInitScript((closeAfter) => {
        const setTimeoutOf = window.setTimeout.bind(window);
        window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) =>
          setTimeoutOf(fn, ms === closeAfter ? 600_000 : ms, ...args)) as typeof setTimeout;
      }, CLOSE_AFTER_MS);
      await visit(t.page, "/");
      await waitForOpen(t.page);
      await expectNoA11yViolations(t.page, "/ with the offer popup open");
      expect(await popupOpen(t.page), "the popup was open while axe ran").toBe(true);
      expect((await recorder(t.page)).closed).toEqual([]);
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });

  it("closes on its close button", async () => {
    const t = await newSession();
    try {
      await visit(t.page, "/");
      await waitForOpen(t.page);
      const close = t.page.getByTestId("offer-close");
      expect(await close.getAttribute("aria-label")).toBe(offer.close);
      await close.click();
      await waitForClosed(t.page);
      const { opened, closed } = await recorder(t.page);
      expect(closed[0]! - opened[0]!).toBeLessThan(CLOSE_AFTER_MS - 500);
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });

  it("closes on a click on the backdrop", async () => {
    const t = await newSession();
    try {
      await visit(t.page, "/");
      await waitForOpen(t.page);
      const box = (await popup(t.page).boundingBox())!;
      // Near the top-left corner of the viewport: outside the dialog box.
      expect(box.x).toBeGreaterThan(10);
      expect(box.y).toBeGreaterThan(10);
      await t.page.mouse.click(5, 5);
      await waitForClosed(t.page);
      const { opened, closed } = await recorder(t.page);
      expect(closed[0]! - opened[0]!).toBeLessThan(CLOSE_AFTER_MS - 500);
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });

  it("stays open on a click inside it, and closes on Escape", async () => {
    const t = await newSession();
    try {
      await visit(t.page, "/");
      await waitForOpen(t.page);
      await popup(t.page).getByRole("heading", { name: offer.heading }).click();
      expect(await popupOpen(t.page)).toBe(true);
      await t.page.keyboard.press("Escape");
      await waitForClosed(t.page);
      const { opened, closed } = await recorder(t.page);
      expect(closed[0]! - opened[0]!).toBeLessThan(CLOSE_AFTER_MS - 500);
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });

  it("shows the Tamil copy on /?lang=ta", async () => {
    const t = await newSession();
    try {
      await visit(t.page, "/?lang=ta");
      await waitForOpen(t.page);
      const ta = homeContent.ta.offer;
      expect(
        await popup(t.page).getByRole("heading", { name: ta.heading, exact: true }).isVisible(),
      ).toBe(true);
      expect(await t.page.getByTestId("offer-close").getAttribute("aria-label")).toBe(ta.close);
      await t.page.keyboard.press("Escape");
      await waitForClosed(t.page);
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });
});
