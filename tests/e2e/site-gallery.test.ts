import type { Locator, Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { galleryContent } from "../../app/site/content/gallery";
import { homeContent } from "../../app/site/content/home";
import { gallerySeeds } from "../../app/site/content/seed-data";
import type { GalleryCategory } from "../../app/site/content/types";
import { expectNoA11yViolations, newPage, visit, waitForHydration, type TestPage } from "./harness";
import { pluralForm } from "~/lib/plural";
import { openApp } from "../helpers/e2e-app";

/** /gallery: filters with real counts, Load More, with and without JavaScript; the lightbox. */

const en = galleryContent.en;
/** Items per page of the gallery (spec: 8, then Load More). */
const PAGE_SIZE = 8;
/** The filters in display order: "all", then the categories. */
const FILTERS = Object.keys(en.filters) as ("all" | GalleryCategory)[];
const CATEGORIES = FILTERS.filter((f): f is GalleryCategory => f !== "all");

const seedsIn = (filter: "all" | GalleryCategory) =>
  filter === "all" ? gallerySeeds : gallerySeeds.filter((g) => g.category === filter);
const showing = (shown: number, total: number, l: "en" | "ta" = "en") =>
  pluralForm(total, galleryContent[l].showing.one, galleryContent[l].showing.other)
    .replace("{shown}", String(shown))
    .replace("{total}", String(total));
const counter = (index: number, total: number) =>
  en.lightbox.counter.replace("{index}", String(index)).replace("{total}", String(total));

const { app, browser } = await openApp();

const filterLink = (page: Page, filter: string) =>
  page.getByTestId("gallery-filters").locator(`a[data-category="${filter}"]`);
const showingText = (page: Page) => page.getByTestId("gallery-showing").textContent();
const items = (page: Page) => page.locator("main").getByTestId("gallery-item");
const itemTitles = async (page: Page) =>
  (await items(page).locator("span").allTextContents()).map((s) => s.trim());
const itemHrefs = (page: Page) =>
  items(page).evaluateAll((els) => els.map((el) => el.getAttribute("href")));
const lightbox = (page: Page) => page.getByTestId("lightbox");
const isOpen = (dialog: Locator) => dialog.evaluate((el) => (el as HTMLDialogElement).open);

describe("the seed data", () => {
  it("has twelve items over the five categories", () => {
    expect(gallerySeeds).toHaveLength(12);
    expect(FILTERS).toEqual([
      "all",
      "business-cards",
      "banners",
      "id-cards",
      "wedding",
      "brochures",
    ]);
    for (const c of CATEGORIES) expect(seedsIn(c).length, c).toBeGreaterThan(0);
  });
});

describe("filters and Load More, with JavaScript", () => {
  let t: TestPage;
  let page: Page;

  // Each test on a page of its own, just opened: none relies on where the one before left it.
  beforeEach(async () => {
    t = await newPage(browser, { baseURL: app.baseUrl });
    page = t.page;
    await visit(page, "/gallery");
  });

  afterEach(async () => {
    t.expectNoErrors();
    await t?.close();
  });

  it("shows every filter with its real count, and the first eight of twelve", async () => {
    for (const f of FILTERS) {
      const link = filterLink(page, f);
      expect(await link.isVisible(), f).toBe(true);
      expect(await link.textContent(), f).toContain(en.filters[f]);
      expect(await link.getByTestId("filter-count").textContent(), f).toBe(
        String(seedsIn(f).length),
      );
    }
    expect(await filterLink(page, "all").getByTestId("filter-count").textContent()).toBe("12");
    expect(await filterLink(page, "all").getAttribute("aria-current")).toBe("page");
    for (const c of CATEGORIES) {
      expect(await filterLink(page, c).getAttribute("aria-current"), c).toBeNull();
    }
    expect(await showingText(page)).toBe(showing(PAGE_SIZE, 12));
    expect(await showingText(page)).toBe("Showing 8 of 12 projects");
    expect(await itemHrefs(page)).toEqual(gallerySeeds.slice(0, PAGE_SIZE).map((g) => g.image));
    expect(await page.getByTestId("load-more").isVisible()).toBe(true);
  });

  it("Load More shows the rest and then disappears", async () => {
    await page.getByTestId("load-more").click();
    await expect.poll(() => showingText(page)).toBe(showing(12, 12));
    expect(new URL(page.url()).searchParams.get("show")).toBe(String(PAGE_SIZE * 2));
    expect(await itemHrefs(page)).toEqual(gallerySeeds.map((g) => g.image));
    expect(await itemTitles(page)).toEqual(gallerySeeds.map((g) => g.title.en));
    expect(await page.getByTestId("load-more").count()).toBe(0);
  });

  it("each filter shows only its category and updates the count line and aria-current", async () => {
    for (const f of [...CATEGORIES, "all" as const]) {
      await filterLink(page, f).click();
      const expected = seedsIn(f);
      const shown = Math.min(expected.length, PAGE_SIZE);
      // Two categories can have the same count: wait for this one's items.
      await expect
        .poll(() => itemHrefs(page), { message: f })
        .toEqual(expected.slice(0, shown).map((g) => g.image));
      expect(await showingText(page), f).toBe(showing(shown, expected.length));
      expect(new URL(page.url()).searchParams.get("category")).toBe(f === "all" ? null : f);
      expect(await itemTitles(page), f).toEqual(expected.slice(0, shown).map((g) => g.title.en));
      for (const other of FILTERS) {
        expect(await filterLink(page, other).getAttribute("aria-current"), `${f}/${other}`).toBe(
          other === f ? "page" : null,
        );
      }
      // Counts stay the real totals whatever the filter.
      for (const other of FILTERS) {
        expect(await filterLink(page, other).getByTestId("filter-count").textContent()).toBe(
          String(seedsIn(other).length),
        );
      }
      expect(await page.getByTestId("load-more").count(), f).toBe(
        expected.length > PAGE_SIZE ? 1 : 0,
      );
    }
    expect(await showingText(page)).toBe("Showing 8 of 12 projects");
  });

  it("shows Tamil counts and labels with ?lang=ta", async () => {
    const ta = await newPage(browser, { baseURL: app.baseUrl });
    try {
      await visit(ta.page, "/gallery?lang=ta");
      expect(await showingText(ta.page)).toBe(showing(PAGE_SIZE, 12, "ta"));
      for (const f of FILTERS) {
        expect(await filterLink(ta.page, f).textContent()).toContain(galleryContent.ta.filters[f]);
      }
      expect(await ta.page.getByTestId("load-more").textContent()).toBe(galleryContent.ta.loadMore);
    } finally {
      await ta.close();
    }
  });
});

describe("filters and Load More, without JavaScript", () => {
  it("are plain links that the server answers", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl, javaScriptEnabled: false });
    const page = t.page;
    try {
      await page.goto("/gallery");
      expect(await showingText(page)).toBe(showing(PAGE_SIZE, 12));
      for (const f of CATEGORIES) {
        await filterLink(page, f).click();
        await page.waitForURL((u) => u.searchParams.get("category") === f);
        const expected = seedsIn(f);
        expect(await showingText(page), f).toBe(
          showing(Math.min(expected.length, PAGE_SIZE), expected.length),
        );
        expect(await filterLink(page, f).getAttribute("aria-current")).toBe("page");
        expect(await itemHrefs(page)).toEqual(expected.slice(0, PAGE_SIZE).map((g) => g.image));
      }
      await filterLink(page, "all").click();
      await page.waitForURL((u) => u.pathname === "/gallery" && u.search === "");
      expect(await showingText(page)).toBe(showing(PAGE_SIZE, 12));
      await page.getByTestId("load-more").click();
      await page.waitForURL((u) => u.searchParams.get("show") === String(PAGE_SIZE * 2));
      expect(await showingText(page)).toBe(showing(12, 12));
      expect(await items(page).count()).toBe(12);
      expect(await page.getByTestId("load-more").count()).toBe(0);
      // A thumbnail is a link to the full-size image.
      expect(await items(page).first().getAttribute("href")).toBe(gallerySeeds[0]!.image);
      await expectNoA11yViolations(page, "/gallery?show=16 without JavaScript");
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });
});

/** Opens the lightbox on item `index` and checks it shows that item. */
async function openLightbox(page: Page, index: number) {
  const item = items(page).nth(index);
  await item.click();
  const dialog = lightbox(page);
  await expect.poll(() => isOpen(dialog)).toBe(true);
  expect(await dialog.isVisible()).toBe(true);
  return { item, dialog };
}

async function expectShows(dialog: Locator, seed: (typeof gallerySeeds)[number], n: string) {
  await expect.poll(() => dialog.locator("figcaption p").first().textContent()).toBe(seed.title.en);
  const img = dialog.locator("img");
  expect(await img.getAttribute("src")).toBe(seed.image);
  expect(await img.getAttribute("alt")).toBe(seed.title.en);
  expect(await img.isVisible()).toBe(true);
  expect(await dialog.getByText(n, { exact: true }).isVisible()).toBe(true);
}

describe("lightbox on /gallery", () => {
  let t: TestPage;
  let page: Page;

  // Each test on a page of its own, just opened: none relies on where the one before left it.
  beforeEach(async () => {
    t = await newPage(browser, { baseURL: app.baseUrl });
    page = t.page;
    await visit(page, "/gallery");
  });

  afterEach(async () => {
    t.expectNoErrors();
    await t?.close();
  });

  it("opens on a click with the full image and its title, and passes axe", async () => {
    const { dialog } = await openLightbox(page, 0);
    expect(await dialog.getAttribute("aria-label")).toBe(en.lightbox.label);
    expect(await dialog.evaluate((el) => el.matches(":modal"))).toBe(true);
    await expectShows(dialog, gallerySeeds[0]!, counter(1, PAGE_SIZE));
    await expectNoA11yViolations(page, "/gallery with the lightbox open");
  });

  it("moves with ArrowRight and ArrowLeft, wrapping around", async () => {
    const { dialog } = await openLightbox(page, 0);
    await page.keyboard.press("ArrowRight");
    await expectShows(dialog, gallerySeeds[1]!, counter(2, PAGE_SIZE));
    await page.keyboard.press("ArrowRight");
    await expectShows(dialog, gallerySeeds[2]!, counter(3, PAGE_SIZE));
    await page.keyboard.press("ArrowLeft");
    await expectShows(dialog, gallerySeeds[1]!, counter(2, PAGE_SIZE));
    await page.keyboard.press("ArrowLeft");
    await expectShows(dialog, gallerySeeds[0]!, counter(1, PAGE_SIZE));
    await page.keyboard.press("ArrowLeft");
    await expectShows(dialog, gallerySeeds[PAGE_SIZE - 1]!, counter(PAGE_SIZE, PAGE_SIZE));
    await page.keyboard.press("ArrowRight");
    await expectShows(dialog, gallerySeeds[0]!, counter(1, PAGE_SIZE));
    // The Next and Previous buttons do the same.
    await dialog.getByRole("button", { name: en.lightbox.next }).click();
    await expectShows(dialog, gallerySeeds[1]!, counter(2, PAGE_SIZE));
    await dialog.getByRole("button", { name: en.lightbox.previous }).click();
    await expectShows(dialog, gallerySeeds[0]!, counter(1, PAGE_SIZE));
  });

  it("closes on Escape and gives focus back to the page", async () => {
    const { dialog } = await openLightbox(page, 0);
    await page.keyboard.press("Escape");
    await expect.poll(() => isOpen(dialog)).toBe(false);
    expect(await dialog.isVisible()).toBe(false);
    // Focus is back on the thumbnail that opened it, not lost on <body> or in the dialog.
    expect(
      await items(page)
        .first()
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    // The page is usable again: the next thumbnail opens the viewer on that image.
    const { dialog: again } = await openLightbox(page, 3);
    await expectShows(again, gallerySeeds[3]!, counter(4, PAGE_SIZE));
  });

  it("closes on its close button", async () => {
    const { dialog } = await openLightbox(page, 0);
    expect(await isOpen(dialog)).toBe(true);
    await dialog.getByTestId("lightbox-close").click();
    await expect.poll(() => isOpen(dialog)).toBe(false);
    expect(await dialog.getByTestId("lightbox-close").isVisible()).toBe(false);
  });

  it("closes on a click on the backdrop", async () => {
    const { dialog } = await openLightbox(page, 1);
    await expectShows(dialog, gallerySeeds[1]!, counter(2, PAGE_SIZE));
    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    // A point outside the dialog box: the backdrop.
    const x = 5;
    const y = 5;
    expect(x < box.x || y < box.y || x > box.x + box.width || y > box.y + box.height).toBe(true);
    expect(viewport.width).toBeGreaterThan(x);
    await page.mouse.click(x, y);
    await expect.poll(() => isOpen(dialog)).toBe(false);
    // A click inside the picture does not close it.
    const { dialog: again } = await openLightbox(page, 2);
    await again.locator("img").click();
    expect(await isOpen(again)).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => isOpen(again)).toBe(false);
  });
});

describe("lightbox on the home page's recent work", () => {
  it("opens, moves with the arrow keys over all twelve, and closes", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl });
    const page = t.page;
    try {
      await visit(page, "/");
      const work = page.locator('section[aria-labelledby="work-heading"]');
      expect(await work.getByRole("heading", { level: 2 }).first().textContent()).toBe(
        homeContent.en.recentWork.heading,
      );
      expect(await items(page).count()).toBe(12);
      const { dialog } = await openLightbox(page, 0);
      expect(await work.getByTestId("lightbox").count()).toBe(1);
      await expectShows(dialog, gallerySeeds[0]!, counter(1, 12));
      await page.keyboard.press("ArrowRight");
      await expectShows(dialog, gallerySeeds[1]!, counter(2, 12));
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await expectShows(dialog, gallerySeeds[11]!, counter(12, 12));
      await expectNoA11yViolations(page, "/ with the lightbox open");
      await page.keyboard.press("Escape");
      await expect.poll(() => isOpen(dialog)).toBe(false);
      expect(
        await items(page)
          .first()
          .evaluate((el) => el === document.activeElement),
      ).toBe(true);
      await openLightbox(page, 5);
      await dialog.getByTestId("lightbox-close").click();
      await expect.poll(() => isOpen(dialog)).toBe(false);
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });

  it("works in Tamil too (counter and labels)", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl });
    const page = t.page;
    try {
      await visit(page, "/gallery?lang=ta");
      await waitForHydration(page);
      const { dialog } = await openLightbox(page, 0);
      const ta = galleryContent.ta.lightbox;
      expect(await dialog.getAttribute("aria-label")).toBe(ta.label);
      await expect
        .poll(() => dialog.locator("figcaption p").first().textContent())
        .toBe(gallerySeeds[0]!.title.ta);
      expect(
        await dialog
          .getByText(ta.counter.replace("{index}", "1").replace("{total}", String(PAGE_SIZE)), {
            exact: true,
          })
          .isVisible(),
      ).toBe(true);
      expect(await dialog.getByRole("button", { name: ta.close }).isVisible()).toBe(true);
      await expectNoA11yViolations(page, "/gallery?lang=ta with the lightbox open");
      await page.keyboard.press("Escape");
      await expect.poll(() => isOpen(dialog)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
