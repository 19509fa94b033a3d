import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactContent } from "../../app/intake/content/contact";
import { placeOrderContent } from "../../app/intake/content/place-order";
import { reviewsContent } from "../../app/intake/content/reviews";
import { shareExperienceContent } from "../../app/intake/content/share-experience";
import { DESIGN_FILE_ACCEPT } from "../../app/intake/file-types";
import { FEEDBACK_SERVICES, ORDER_SERVICES, PROJECT_TYPES } from "../../app/intake/options";
import { openingHoursLines } from "../../app/lib/business";
import { fill } from "../../app/lib/forms";
import { DEFAULT_HOURS } from "../../app/platform/business.server";
import { formatRupees } from "../../app/lib/format";
import { layoutText } from "../../app/lib/i18n/i18n";
import { shopContent } from "../../app/shop/content/shop";
import { categorySeeds, productSeeds } from "../../app/shop/shared/seed/seed-data";
import { aboutContent } from "../../app/site/content/about";
import { galleryContent } from "../../app/site/content/gallery";
import { homeContent } from "../../app/site/content/home";
import { simplePagesContent } from "../../app/site/content/pages";
import {
  cancellationRefund,
  privacyPolicy,
  shippingDelivery,
  termsConditions,
} from "../../app/site/content/policies";
import { productsContent } from "../../app/site/content/products";
import { gallerySeeds, serviceSeeds } from "../../app/site/content/seed-data";
import { servicesContent } from "../../app/site/content/services";
import { testimonialsContent } from "../../app/site/content/testimonials";
import type { Localized, PageMeta, PolicyContent } from "../../app/site/content/types";
import { PRIVATE_PREFIXES, PUBLIC_PAGES } from "../../app/site/public-pages";
import {
  expectNoA11yViolations,
  fetchPage,
  loginAs,
  newPage,
  visit,
  type TestPage,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * The public pages in English and Tamil: copy from the content modules, meta tags, hreflang,
 * page-specific sections, accessibility, and the pages without JavaScript.
 */

type Locale = "en" | "ta";
const LOCALES: Locale[] = ["en", "ta"];

/** The welcome page's redirect to / (spec: 3.5 s). */
const WELCOME_REDIRECT_MS = 3500;

const { app, browser } = await openApp();

/** The page's address in a language: English at the bare path, Tamil with ?lang=ta. */
const pageUrl = (path: string, l: Locale) => (l === "ta" ? `${path}?lang=ta` : path);
const absolute = (path: string, l: Locale) => `${app.baseUrl}${pageUrl(path, l)}`;

const main = (page: Page) => page.locator("main");
const section = (page: Page, headingId: string) =>
  page.locator(`section[aria-labelledby="${headingId}"]`);
const text = async (l: Locator) => ((await l.textContent()) ?? "").replace(/\s+/g, " ").trim();
const texts = async (l: Locator) =>
  (await l.allTextContents()).map((s) => s.replace(/\s+/g, " ").trim());
const hrefOf = (l: Locator) => l.getAttribute("href");
/** The texts of the visible h1 or h2 elements inside <main>, in document order. */
const visibleHeadings = (page: Page, level: 1 | 2) =>
  main(page)
    .locator(`h${level}`)
    .evaluateAll((els) =>
      els
        .filter((el) => el.checkVisibility())
        .map((el) => (el.textContent ?? "").replace(/\s+/g, " ").trim()),
    );
const isVisible = (l: Locator) => l.isVisible();

// ---------------------------------------------------------------------------------------------
// What each page must show, beyond its h1 and headings.

async function checkHome(page: Page, l: Locale) {
  const c = homeContent[l];
  const m = main(page);
  // Hero.
  const placeOrder = m.getByRole("link", { name: c.hero.placeOrder, exact: true });
  expect(await isVisible(placeOrder)).toBe(true);
  expect(await hrefOf(placeOrder)).toBe("/place-order");
  const viewWork = m.getByRole("link", { name: c.hero.viewWork, exact: true });
  expect(await isVisible(viewWork)).toBe(true);
  expect(await hrefOf(viewWork)).toBe("/gallery");
  for (const stat of c.hero.stats) {
    expect(await isVisible(m.getByText(stat.label, { exact: true }).first())).toBe(true);
  }

  // Three service cards, from the seeded services, and View All Services.
  const services = section(page, "services-heading");
  const cards = services.locator("ul > li");
  expect(await cards.count()).toBe(3);
  expect(await texts(cards.getByRole("heading", { level: 3 }))).toEqual(
    serviceSeeds.slice(0, 3).map((s) => s.name[l]),
  );
  const viewAll = services.getByRole("link", { name: c.services.viewAll, exact: true });
  expect(await isVisible(viewAll)).toBe(true);
  expect(await hrefOf(viewAll)).toBe("/services");

  // Why choose: every point.
  const why = section(page, "why-heading");
  expect(await texts(why.locator("li h3"))).toEqual(c.whyChoose.points.map((p) => p.title));
  for (const p of c.whyChoose.points) {
    expect(await isVisible(why.getByText(p.text, { exact: true }))).toBe(true);
  }

  // Three featured testimonials with five stars each, and Read More Reviews.
  const reviews = section(page, "testimonials-heading");
  const reviewCards = reviews.locator("ul > li");
  expect(await reviewCards.count()).toBe(3);
  const featured = testimonialsContent[l].items.filter((x) => x.featured).slice(0, 3);
  for (const [i, review] of featured.entries()) {
    const card = reviewCards.nth(i);
    expect(await card.textContent()).toContain(review.name);
    const stars = card.getByRole("img");
    expect(await stars.count()).toBe(1);
    expect(await stars.getAttribute("aria-label")).toBe(
      fill(layoutText(l).site.rating, { rating: 5 }),
    );
    expect(await stars.locator("svg").count()).toBe(5);
    expect(await stars.locator("svg.fill-accent-500").count()).toBe(5);
  }
  const readMore = reviews.getByRole("link", { name: c.testimonials.readMore, exact: true });
  expect(await isVisible(readMore)).toBe(true);
  expect(await hrefOf(readMore)).toBe("/testimonials");

  // Twelve recent-work images and View Full Gallery.
  const work = section(page, "work-heading");
  const items = work.getByTestId("gallery-item");
  expect(await items.count()).toBe(12);
  expect(await items.locator("img").count()).toBe(12);
  expect(await items.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).toEqual(
    gallerySeeds.map((g) => g.image),
  );
  expect(await texts(items)).toEqual(gallerySeeds.map((g) => g.title[l]));
  const viewFull = work.getByRole("link", { name: c.recentWork.viewFull, exact: true });
  expect(await isVisible(viewFull)).toBe(true);
  expect(await hrefOf(viewFull)).toBe("/gallery");
  // Four columns at 1280 px (two at 375 px: a test of its own below).
  const grid = work.getByTestId("gallery-grid");
  const template = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns);
  expect(template.trim().split(/\s+/), template).toHaveLength(4);

  // Closing call to action.
  const cta = section(page, "cta-heading");
  const primary = cta.getByRole("link", { name: c.cta.primary, exact: true });
  expect(await isVisible(primary)).toBe(true);
  expect(await hrefOf(primary)).toBe("/place-order");
  const secondary = cta.getByRole("link", { name: c.cta.secondary, exact: true });
  expect(await isVisible(secondary)).toBe(true);
  expect(await hrefOf(secondary)).toBe("/contact");
}

async function checkAbout(page: Page, l: Locale) {
  const c = aboutContent[l];
  const m = main(page);
  for (const block of [c.mission, c.vision]) {
    expect(await isVisible(m.getByText(block.text, { exact: true }))).toBe(true);
  }
  expect(c.values.items).toHaveLength(4);
  expect(await texts(section(page, "values-heading").locator("li h3"))).toEqual(
    c.values.items.map((v) => v.title),
  );
  const stats = section(page, "stats-heading");
  expect(await texts(stats.locator("dt"))).toEqual(c.stats.items.map((s) => s.label));
  expect(await texts(stats.locator("dd"))).toEqual(c.stats.items.map((s) => s.value));
  expect(c.whyUs.points).toHaveLength(9);
  const why = section(page, "why-us-heading").locator("li");
  expect(await texts(why)).toEqual(c.whyUs.points);
  for (let i = 0; i < 9; i++) expect(await isVisible(why.nth(i))).toBe(true);
  const promise = section(page, "promise-heading");
  expect(await isVisible(promise.getByText(c.promise.text, { exact: true }))).toBe(true);
  const cta = promise.getByRole("link", { name: c.promise.cta, exact: true });
  expect(await hrefOf(cta)).toBe("/place-order");
}

async function checkServices(page: Page, l: Locale) {
  const c = servicesContent[l];
  expect(serviceSeeds).toHaveLength(6);
  const cards = page.getByTestId("service-list").locator(":scope > li");
  expect(await cards.count()).toBe(6);
  for (const [i, seed] of serviceSeeds.entries()) {
    const card = cards.nth(i);
    expect(await card.getAttribute("id")).toBe(seed.slug);
    expect(await text(card.getByRole("heading", { level: 2 }))).toBe(seed.name[l]);
    expect(await isVisible(card.getByText(c.labels.features, { exact: true }))).toBe(true);
    expect(await texts(card.locator("h3 + ul > li")), seed.slug).toEqual(seed.features[l]);
    const quote = card.locator('a[href="/place-order"]');
    expect(await quote.count()).toBe(1);
    expect(await isVisible(quote)).toBe(true);
    // "Get Quote", and the service's name for screen readers.
    expect(await text(quote)).toBe(`${c.labels.getQuote}: ${seed.name[l]}`);
  }
  expect(c.additional.items).toHaveLength(10);
  const additional = section(page, "additional-heading").locator("li");
  expect(await texts(additional)).toEqual(c.additional.items);
  const steps = section(page, "process-heading").locator("ol > li");
  expect(c.process.steps).toHaveLength(4);
  expect(await texts(steps.locator("h3"))).toEqual(c.process.steps.map((s) => s.title));
}

async function checkProducts(page: Page, l: Locale) {
  const c = productsContent[l];
  expect(c.categories).toHaveLength(12);
  expect(c.categories.some((x) => x.popular)).toBe(true);
  const cards = page.getByTestId("product-categories").locator(":scope > li");
  expect(await cards.count()).toBe(12);
  for (const [i, cat] of c.categories.entries()) {
    const card = cards.nth(i);
    expect(await text(card.getByRole("heading", { level: 2 }))).toBe(cat.name);
    const badge = card.getByText(c.labels.popular, { exact: true });
    expect(await badge.count(), `${cat.slug}: Popular badge`).toBe(cat.popular ? 1 : 0);
    if (cat.popular) expect(await isVisible(badge)).toBe(true);
    expect(await text(card)).toContain(`${c.labels.startingFrom} ${cat.startingPrice}`);
    const quote = card.locator('a[href="/place-order"]');
    expect(await text(quote)).toBe(`${c.labels.getQuote}: ${cat.name}`);
    const samples = card.locator('a[href="/gallery"]');
    expect(await text(samples)).toBe(`${c.labels.viewSamples}: ${cat.name}`);
  }

  // The product lists: closed at first, then one open at a time.
  const details = page.getByTestId("product-details");
  const open = (i: number) => details.nth(i).evaluate((el) => (el as HTMLDetailsElement).open);
  // (No expect.poll in these concurrent tests: it cannot tell them apart.)
  const opened = (i: number) =>
    page.waitForFunction(
      (n) =>
        document.querySelectorAll<HTMLDetailsElement>("[data-testid=product-details]")[n]?.open,
      i,
    );
  expect(await details.count()).toBe(12);
  expect(
    await details.evaluateAll((els) =>
      els.every((el) => el.getAttribute("name") === "product-list"),
    ),
  ).toBe(true);
  expect(
    await details.evaluateAll((els) => els.filter((el) => el.hasAttribute("open")).length),
  ).toBe(0);
  await details.nth(0).locator("summary").click();
  await opened(0);
  for (const item of c.categories[0]!.items) {
    expect(await isVisible(details.nth(0).getByText(item.name, { exact: true }))).toBe(true);
  }
  await details.nth(1).locator("summary").click();
  await opened(1);
  expect(await open(0), "the first list closes when another opens").toBe(false);
  expect(await isVisible(details.nth(0).getByText(c.categories[0]!.items[0]!.name))).toBe(false);
  for (const item of c.categories[1]!.items) {
    expect(await isVisible(details.nth(1).getByText(item.name, { exact: true }))).toBe(true);
  }

  // Most popular: three cards.
  expect(c.mostPopular.items).toHaveLength(3);
  const popular = section(page, "popular-heading").locator("li");
  expect(await texts(popular.locator("h3"))).toEqual(c.mostPopular.items.map((p) => p.name));
  // Custom quote: Contact Us and Place Order.
  const custom = section(page, "cta-heading");
  expect(await text(custom.getByRole("heading"))).toBe(c.custom.heading);
  const contact = custom.getByRole("link", { name: c.custom.primary, exact: true });
  expect(await hrefOf(contact)).toBe("/contact");
  const order = custom.getByRole("link", { name: c.custom.secondary, exact: true });
  expect(await hrefOf(order)).toBe("/place-order");
  // axe then runs with the second list open.
}

async function checkTestimonials(page: Page, l: Locale) {
  const c = testimonialsContent[l];
  expect(c.items.filter((x) => x.featured)).toHaveLength(4);
  expect(c.items.filter((x) => !x.featured)).toHaveLength(2);
  const names = (id: string) =>
    section(page, id)
      .getByTestId("testimonial")
      .evaluateAll((els) => els.map((el) => el.querySelector("p")?.textContent ?? ""));
  expect(await names("featured-heading")).toEqual(
    c.items.filter((x) => x.featured).map((x) => x.name),
  );
  expect(await names("more-heading")).toEqual(
    c.items.filter((x) => !x.featured).map((x) => x.name),
  );
  for (const item of c.items) {
    expect(await isVisible(page.getByText(`“${item.text}”`, { exact: true }))).toBe(true);
  }
}

/** The spec's date; the privacy policy was rewritten for the data rights (decision 051). */
const lastUpdated = (path: string) =>
  path === "/privacy-policy" ? "Last updated November 2026" : "Last updated January 2025";

const checkPolicy =
  (path: string, content: Localized<PolicyContent>) => async (page: Page, l: Locale) => {
    expect(content.en.lastUpdated).toBe(lastUpdated(path));
    const m = main(page);
    expect(await isVisible(m.getByText(content[l].intro, { exact: true }))).toBe(true);
    // The last thing in the policy is the last-updated line.
    const last = m.locator("article > :last-child");
    expect(await text(last)).toBe(content[l].lastUpdated);
    expect(await isVisible(last)).toBe(true);
  };

async function checkPortfolio(page: Page, l: Locale) {
  const c = simplePagesContent[l].portfolio;
  const frame = main(page).locator("iframe");
  expect(await frame.count()).toBe(1);
  expect(await frame.getAttribute("title")).toBe(c.frameTitle);
  const src = await frame.getAttribute("src");
  expect(src).toMatch(/^https:\/\//);
  const link = page.getByTestId("portfolio-link");
  expect(await text(link)).toBe(c.openNewTab);
  expect(await isVisible(link)).toBe(true);
  expect(await hrefOf(link)).toBe(src);
  expect(await link.getAttribute("target")).toBe("_blank");
  expect((await link.getAttribute("rel"))?.split(/\s+/)).toContain("noopener");
}

async function checkThankYou(page: Page, l: Locale, key: "thankYou" | "thankYouContact") {
  const c = simplePagesContent[l][key];
  expect(await isVisible(main(page).getByText(c.text, { exact: true }))).toBe(true);
  const home = main(page).getByRole("link", { name: c.backHome, exact: true });
  expect(await hrefOf(home)).toBe("/");
  expect(await page.locator('head meta[name="robots"]').getAttribute("content")).toBe("noindex");
}

/** /welcome as a visitor sees it: not signed in, with sign-in and sign-up (decision 031). */
async function checkWelcome(page: Page, l: Locale) {
  const c = simplePagesContent[l].welcome;
  expect(await isVisible(main(page).getByText(c.visitor.text, { exact: true }))).toBe(true);
  expect(await main(page).getByText(c.text, { exact: true }).count()).toBe(0);
  const signIn = main(page).getByRole("link", { name: c.visitor.signIn, exact: true });
  expect(await hrefOf(signIn)).toBe("/auth");
  const signUp = main(page).getByRole("link", { name: c.visitor.signUp, exact: true });
  expect(await hrefOf(signUp)).toBe("/auth?mode=signup");
  expect(await page.locator('head meta[name="robots"]').getAttribute("content")).toBe("noindex");
}

// The public forms (what they do when sent: intake.test.ts).

/** The options of a <select>: [value, label] pairs, the placeholder first. */
const options = (select: Locator) =>
  select
    .locator("option")
    .evaluateAll((els) =>
      els.map((el) => [el.getAttribute("value"), (el.textContent ?? "").trim()]),
    );

/** The five star radios of a rating, by their labels ("N out of 5 stars"). */
async function checkStars(scope: Locator, starLabel: string) {
  const radios = scope.locator('input[type="radio"][name="rating"]');
  expect(await radios.count()).toBe(5);
  for (let n = 1; n <= 5; n++) {
    const radio = scope.getByRole("radio", { name: fill(starLabel, { rating: n }), exact: true });
    expect(await radio.getAttribute("value")).toBe(String(n));
    expect(await radio.isChecked()).toBe(false);
  }
}

async function checkPlaceOrder(page: Page, l: Locale) {
  const c = placeOrderContent[l];
  const form = main(page)
    .locator("form")
    .filter({ has: page.locator("#files") });
  for (const label of [c.form.name, c.form.phone, c.form.email, c.form.quantity, c.form.message]) {
    const field = form.getByLabel(label);
    expect(await field.isVisible(), label).toBe(true);
    expect(await field.inputValue(), label).toBe("");
  }
  expect(await options(form.getByLabel(c.form.service))).toEqual([
    ["", c.form.servicePlaceholder],
    ...ORDER_SERVICES.map((s) => [s, c.services[s]]),
  ]);
  expect(ORDER_SERVICES).toHaveLength(11);
  const files = form.getByLabel(c.form.files);
  expect(await files.getAttribute("type")).toBe("file");
  expect(await files.getAttribute("multiple")).not.toBeNull();
  expect(await files.getAttribute("accept")).toBe(DESIGN_FILE_ACCEPT);
  expect(await isVisible(form.getByText(c.form.filesHint, { exact: true }))).toBe(true);
  const submit = form.getByRole("button", { name: c.form.submit, exact: true });
  expect(await submit.isEnabled()).toBe(true);
  expect(await submit.getAttribute("type")).toBe("submit");
  const whatsapp = form.getByRole("link", { name: c.form.whatsapp, exact: true });
  expect(await isVisible(whatsapp)).toBe(true);
  const href = new URL((await hrefOf(whatsapp))!);
  expect(href.hostname).toBe("wa.me");
  expect(href.pathname).toMatch(/^\/\d{10,15}$/);
  expect(href.searchParams.get("text")).toBe(c.whatsappMessage.intro);
  expect(await whatsapp.getAttribute("target")).toBe("_blank");
  expect((await whatsapp.getAttribute("rel"))?.split(/\s+/)).toContain("noopener");

  const help = section(page, "help-heading");
  expect(await hrefOf(help.locator('a[href^="tel:"]'))).toMatch(/^tel:\+?\d{10,15}$/);
  expect(await hrefOf(help.locator('a[href^="mailto:"]'))).toMatch(/^mailto:\S+@\S+$/);
  expect(c.steps.items).toHaveLength(4);
  expect(await texts(section(page, "steps-heading").locator("ol > li h3"))).toEqual(
    c.steps.items.map((step) => step.title),
  );
  expect(await isVisible(section(page, "guarantee-heading").getByText(c.guarantee.text))).toBe(
    true,
  );
}

async function checkContact(page: Page, l: Locale) {
  const c = contactContent[l];
  const m = main(page);
  for (const badge of c.hero.badges) {
    expect(await isVisible(m.getByText(badge, { exact: true }))).toBe(true);
  }
  // Four cards: the map, a phone call, an e-mail and a WhatsApp chat.
  const cards = m.locator(`section[aria-label="${c.hero.title}"] > ul > li`);
  expect(await cards.count()).toBe(4);
  const { visit: visitCard, call, email, whatsapp } = c.cards;
  expect(await texts(cards.locator("h2"))).toEqual([
    visitCard.title,
    call.title,
    email.title,
    whatsapp.title,
  ]);
  const link = (i: number, name: string) => cards.nth(i).getByRole("link", { name, exact: true });
  expect(await hrefOf(link(0, visitCard.action))).toMatch(/^https:\/\/www\.google\.com\/maps/);
  expect(await link(0, visitCard.action).getAttribute("target")).toBe("_blank");
  expect(await hrefOf(link(1, call.action))).toMatch(/^tel:\+?\d{10,15}$/);
  expect(await hrefOf(link(2, email.action))).toMatch(/^mailto:\S+@\S+$/);
  const chat = new URL((await hrefOf(link(3, whatsapp.action)))!);
  expect(chat.hostname).toBe("wa.me");
  expect(chat.searchParams.get("text")).toBe(c.whatsappText);
  expect(c.whatsappText).toBe(
    l === "en"
      ? "Hi! I would like to inquire about your printing services."
      : "வணக்கம்! உங்கள் அச்சுச் சேவைகள் பற்றி விசாரிக்க விரும்புகிறேன்.",
  );
  expect(await link(3, whatsapp.action).getAttribute("target")).toBe("_blank");

  // The form, the subject empty without ?subject=.
  const form = section(page, "contact-form-heading").locator("form");
  for (const label of [c.form.name, c.form.email, c.form.phone, c.form.subject, c.form.message]) {
    expect(await form.getByLabel(label).inputValue(), label).toBe("");
  }
  expect(await form.getByRole("button", { name: c.form.submit, exact: true }).isEnabled()).toBe(
    true,
  );

  // The office: a map, the hours, a WhatsApp button.
  const office = section(page, "office-heading");
  const map = office.locator("iframe");
  expect(await map.getAttribute("title")).toBe(c.office.mapTitle);
  expect(await map.getAttribute("src")).toMatch(/^https:\/\//);
  for (const line of openingHoursLines(DEFAULT_HOURS, l)) {
    expect(await isVisible(office.getByText(line, { exact: true }))).toBe(true);
  }
  const officeChat = office.getByRole("link", { name: c.office.whatsapp, exact: true });
  expect(await hrefOf(officeChat)).toBe(chat.href);

  // Six questions, closed until one is opened.
  expect(c.faq.items).toHaveLength(6);
  const faq = section(page, "faq-heading").locator("details");
  expect(await texts(faq.locator("summary"))).toEqual(c.faq.items.map((q) => q.question));
  expect(await faq.evaluateAll((els) => els.filter((el) => el.hasAttribute("open")).length)).toBe(
    0,
  );
  const answer = faq.nth(0).getByText(c.faq.items[0]!.answer, { exact: true });
  expect(await isVisible(answer)).toBe(false);
  await faq.nth(0).locator("summary").click();
  await answer.waitFor();
  expect(await faq.nth(0).evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
}

async function checkReviews(page: Page, l: Locale) {
  const c = reviewsContent[l];
  // A fresh database: no approved review yet.
  const stats = page.getByTestId("review-stats");
  expect(await texts(stats.locator("dt"))).toEqual([
    c.stats.average,
    c.stats.total,
    c.stats.fiveStar,
  ]);
  expect(await texts(stats.locator("dd"))).toEqual([c.stats.none, "0", "0"]);
  // (The list streams in; while React reveals it a hidden copy can exist outside the section.)
  const latest = section(page, "latest-heading");
  await latest.getByText(c.empty.title, { exact: true }).waitFor();
  expect(await isVisible(latest.getByText(c.empty.text, { exact: true }))).toBe(true);
  expect(await latest.getByTestId("review-list").count()).toBe(0);
  expect(await latest.getByTestId("review-skeleton").count()).toBe(0);

  const form = section(page, "review-form-heading").locator("form");
  for (const label of [c.form.name, c.form.company, c.form.location, c.form.review]) {
    expect(await form.getByLabel(label).inputValue(), label).toBe("");
  }
  expect(await options(form.getByLabel(c.form.projectType))).toEqual([
    ["", c.form.projectTypePlaceholder],
    ...PROJECT_TYPES.map((p) => [p, c.form.projectTypes[p]]),
  ]);
  await checkStars(form, c.form.star);
  expect(await form.getByRole("button", { name: c.form.submit, exact: true }).isEnabled()).toBe(
    true,
  );
}

async function checkShareExperience(page: Page, l: Locale) {
  const c = shareExperienceContent[l];
  const m = main(page);
  expect(await isVisible(m.getByText(c.intro, { exact: true }))).toBe(true);
  expect(await hrefOf(m.getByRole("link", { name: c.back, exact: true }))).toBe("/");
  const form = m.locator("form");
  expect(await options(form.getByLabel(c.form.service))).toEqual([
    ["", c.form.servicePlaceholder],
    ...FEEDBACK_SERVICES.map((s) => [s, c.services[s]]),
  ]);
  await checkStars(form, c.form.star);
  expect(await form.getByLabel(c.form.recommend).isChecked()).toBe(true);
  // Hydrated: Submit waits for a rating and a service, and says so.
  const submit = form.getByRole("button", { name: c.form.submit, exact: true });
  expect(await submit.isDisabled()).toBe(true);
  expect(await isVisible(form.getByText(c.form.chooseFirst, { exact: true }))).toBe(true);
}

// LimraKart and the tea pages (the store's behaviour: shop.test.ts).

/** The seeded teas, in the listing's order, and the catalog's first page. */
const TEAS = productSeeds.filter((p) => p.category === "tea");
const STORE_PAGE_SIZE = 24;

async function checkStorefront(page: Page, l: Locale) {
  const c = shopContent[l].storefront;
  const m = main(page);
  expect(await m.getByTestId("product-card").count()).toBe(STORE_PAGE_SIZE);
  expect(await text(m.getByTestId("cart-count"))).toBe("0");
  expect(await hrefOf(m.getByTestId("cart-button"))).toBe("/limrakart?cart=open");
  expect(await isVisible(m.getByRole("searchbox", { name: c.searchLabel }))).toBe(true);
  // Every category, in order, as a link that filters.
  const categories = m.getByRole("navigation", { name: c.categories });
  expect(
    await categories.locator("a").evaluateAll((els) => els.map((el) => el.getAttribute("href"))),
  ).toEqual([
    "/limrakart#products",
    ...[...categorySeeds]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((x) => `/limrakart?category=${x.slug}#products`),
  ]);
  for (const x of categorySeeds) {
    expect(await isVisible(categories.getByText(x.name[l], { exact: true }))).toBe(true);
  }
  const support = m.getByRole("navigation", { name: c.support });
  expect(await hrefOf(support.getByRole("link", { name: c.help, exact: true }))).toBe(
    "/limrakart/help",
  );
  expect(await hrefOf(support.getByRole("link", { name: c.login, exact: true }))).toBe(
    "/auth?redirectTo=%2Flimrakart",
  );
  // A visitor has no account menu and no drawer.
  expect(await m.getByRole("navigation", { name: c.myAccount }).count()).toBe(0);
  expect(await page.getByTestId("cart-drawer").count()).toBe(0);
}

async function checkShopHelp(page: Page, l: Locale) {
  const c = shopContent[l].help;
  const m = main(page);
  const quick = section(page, "quick-heading");
  for (const item of [c.call, c.whatsapp, c.email]) {
    expect(await isVisible(quick.getByRole("link", { name: item.title, exact: true }))).toBe(true);
  }
  expect(await hrefOf(quick.getByRole("link", { name: c.call.title, exact: true }))).toMatch(
    /^tel:\+?\d+$/,
  );
  expect(await hrefOf(quick.getByRole("link", { name: c.email.title, exact: true }))).toMatch(
    /^mailto:/,
  );
  const whatsapp = quick.getByRole("link", { name: c.whatsapp.title, exact: true });
  expect(await hrefOf(whatsapp)).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  expect((await whatsapp.getAttribute("rel"))?.split(/\s+/)).toContain("noopener");
  // The FAQ: every question, all closed, one group of details (one open at a time).
  const faq = m.locator('details[name="limrakart-faq"]');
  expect(await texts(faq.locator("summary"))).toEqual(
    c.faq.flatMap((g) => g.items.map((i) => i.question)),
  );
  expect(await m.locator("details[open]").count()).toBe(0);
  const form = section(page, "form-heading").locator("form");
  for (const label of [c.name, c.email2, c.subject, c.message]) {
    expect(await form.getByLabel(label).count(), label).toBe(1);
  }
  expect(await isVisible(form.getByRole("button", { name: c.send, exact: true }))).toBe(true);
}

async function checkLimraFoods(page: Page, l: Locale) {
  const c = shopContent[l].tea.listing;
  const cards = main(page).getByTestId("tea-card");
  expect(await cards.count()).toBe(TEAS.length);
  for (const [i, tea] of TEAS.entries()) {
    const card = cards.nth(i);
    expect(await text(card.locator("h2"))).toBe(tea.name[l]);
    expect(await text(card)).toContain(formatRupees(tea.pricePaise));
    expect(await hrefOf(card.getByRole("link"))).toBe(tea.route);
    expect(await card.getByRole("button").isEnabled()).toBe(true);
  }
  const soon = main(page).locator('li[aria-disabled="true"]');
  expect(await text(soon.locator("h2"))).toBe(c.comingSoon);
  expect(await soon.getByRole("button", { name: c.notifyMe, exact: true }).isDisabled()).toBe(true);
}

const teaCheck = (tea: (typeof TEAS)[number]) => async (page: Page, l: Locale) => {
  const c = shopContent[l].tea.product;
  const m = main(page);
  const price = formatRupees(tea.pricePaise);
  expect(await texts(m.locator("dl dd"))).toEqual([tea.weight, price]);
  expect(await hrefOf(m.getByRole("link", { name: c.back, exact: true }))).toBe("/limra-foods");
  const whatsapp = m.getByRole("link", { name: c.orderWhatsApp, exact: true });
  const link = new URL((await hrefOf(whatsapp))!);
  expect(link.hostname).toBe("wa.me");
  expect(link.searchParams.get("text")).toBe(
    fill(c.whatsappText, { name: tea.name[l], weight: tea.weight!, price }),
  );
  expect(await isVisible(m.getByRole("button", { name: c.addToCart, exact: true }))).toBe(true);
  if (tea.shelfLifeMonths) {
    expect(await isVisible(m.getByText(fill(c.shelfLife, { months: tea.shelfLifeMonths })))).toBe(
      true,
    );
  }
  // No payment button id is configured for this app: no payment container.
  expect(await m.getByTestId("payment-button").count()).toBe(0);
};

// ---------------------------------------------------------------------------------------------

type PageSpec = {
  path: string;
  meta: (l: Locale) => PageMeta;
  h1: (l: Locale) => string;
  /** The page's own section headings (h2 inside <main>). */
  headings: (l: Locale) => string[];
  /** Everything else the page must show (runs before axe). */
  check: (page: Page, l: Locale) => Promise<void>;
};

const policy = (path: string, content: Localized<PolicyContent>): PageSpec => ({
  path,
  meta: (l) => content[l].meta,
  h1: (l) => content[l].title,
  headings: (l) => content[l].sections.map((s) => s.heading),
  check: checkPolicy(path, content),
});

const PAGES: PageSpec[] = [
  {
    path: "/",
    meta: (l) => homeContent[l].meta,
    h1: (l) => homeContent[l].hero.title,
    headings: (l) => {
      const c = homeContent[l];
      return [
        c.services.heading,
        c.whyChoose.heading,
        c.testimonials.heading,
        c.recentWork.heading,
        c.reviewSlot.heading,
        c.cta.heading,
      ];
    },
    check: checkHome,
  },
  {
    path: "/about",
    meta: (l) => aboutContent[l].meta,
    h1: (l) => aboutContent[l].hero.title,
    headings: (l) => {
      const c = aboutContent[l];
      return [
        c.mission.title,
        c.vision.title,
        c.values.heading,
        c.stats.heading,
        c.whyUs.heading,
        c.promise.heading,
      ];
    },
    check: checkAbout,
  },
  {
    path: "/services",
    meta: (l) => servicesContent[l].meta,
    h1: (l) => servicesContent[l].hero.title,
    headings: (l) => {
      const c = servicesContent[l];
      return [
        ...serviceSeeds.map((s) => s.name[l]),
        c.additional.heading,
        c.process.heading,
        c.cta.heading,
      ];
    },
    check: checkServices,
  },
  {
    path: "/products",
    meta: (l) => productsContent[l].meta,
    h1: (l) => productsContent[l].hero.title,
    headings: (l) => {
      const c = productsContent[l];
      return [...c.categories.map((x) => x.name), c.mostPopular.heading, c.custom.heading];
    },
    check: checkProducts,
  },
  {
    path: "/gallery",
    meta: (l) => galleryContent[l].meta,
    h1: (l) => galleryContent[l].hero.title,
    headings: (l) => [galleryContent[l].cta.heading],
    // Filters, Load More and the lightbox: site-gallery.test.ts.
    check: async (page) => {
      expect(await page.getByTestId("gallery-item").count()).toBe(8);
    },
  },
  {
    path: "/testimonials",
    meta: (l) => testimonialsContent[l].meta,
    h1: (l) => testimonialsContent[l].hero.title,
    headings: (l) => {
      const c = testimonialsContent[l];
      return [c.featuredHeading, c.moreHeading, c.cta.heading];
    },
    check: checkTestimonials,
  },
  {
    path: "/my-portfolio",
    meta: (l) => simplePagesContent[l].portfolio.meta,
    h1: (l) => simplePagesContent[l].portfolio.title,
    headings: () => [],
    check: checkPortfolio,
  },
  {
    path: "/place-order",
    meta: (l) => placeOrderContent[l].meta,
    h1: (l) => placeOrderContent[l].hero.title,
    headings: (l) => {
      const c = placeOrderContent[l];
      return [c.form.heading, c.help.heading, c.steps.heading, c.guarantee.title];
    },
    check: checkPlaceOrder,
  },
  {
    path: "/contact",
    meta: (l) => contactContent[l].meta,
    h1: (l) => contactContent[l].hero.title,
    headings: (l) => {
      const c = contactContent[l];
      return [
        c.cards.visit.title,
        c.cards.call.title,
        c.cards.email.title,
        c.cards.whatsapp.title,
        c.form.heading,
        c.office.heading,
        c.faq.heading,
      ];
    },
    check: checkContact,
  },
  {
    path: "/reviews",
    meta: (l) => reviewsContent[l].meta,
    h1: (l) => reviewsContent[l].hero.title,
    headings: (l) => [reviewsContent[l].form.heading, reviewsContent[l].list.heading],
    check: checkReviews,
  },
  {
    path: "/share-experience",
    meta: (l) => shareExperienceContent[l].meta,
    h1: (l) => shareExperienceContent[l].title,
    headings: () => [],
    check: checkShareExperience,
  },
  policy("/privacy-policy", privacyPolicy),
  policy("/terms-conditions", termsConditions),
  policy("/cancellation-refund", cancellationRefund),
  policy("/shipping-delivery", shippingDelivery),
  {
    path: "/limrakart",
    meta: (l) => shopContent[l].storefront.meta,
    h1: (l) => fill(shopContent[l].storefront.showingAll, { count: productSeeds.length }),
    headings: (l) => [shopContent[l].storefront.categories, shopContent[l].storefront.support],
    check: checkStorefront,
  },
  {
    path: "/limrakart/help",
    meta: (l) => shopContent[l].help.meta,
    h1: (l) => shopContent[l].help.title,
    headings: (l) => {
      const c = shopContent[l].help;
      return [c.quickContact, c.faqTitle, c.formTitle];
    },
    check: checkShopHelp,
  },
  {
    path: "/limra-foods",
    meta: (l) => shopContent[l].tea.listing.meta,
    h1: (l) => shopContent[l].tea.listing.title,
    headings: (l) => [...TEAS.map((t) => t.name[l]), shopContent[l].tea.listing.comingSoon],
    check: checkLimraFoods,
  },
  ...TEAS.map((tea): PageSpec => ({
    path: tea.route!,
    meta: (l) => {
      const c = shopContent[l].tea.product;
      const vars = { name: tea.name[l], weight: tea.weight!, price: formatRupees(tea.pricePaise) };
      return { title: fill(c.metaTitle, vars), description: fill(c.metaDescription, vars) };
    },
    h1: (l) => tea.name[l],
    headings: (l) => [shopContent[l].tea.product.about],
    check: teaCheck(tea),
  })),
  {
    path: "/thank-you",
    meta: (l) => simplePagesContent[l].thankYou.meta,
    h1: (l) => simplePagesContent[l].thankYou.title,
    headings: () => [],
    check: (page, l) => checkThankYou(page, l, "thankYou"),
  },
  {
    path: "/thank-you-contact",
    meta: (l) => simplePagesContent[l].thankYouContact.meta,
    h1: (l) => simplePagesContent[l].thankYouContact.title,
    headings: () => [],
    check: (page, l) => checkThankYou(page, l, "thankYouContact"),
  },
  {
    path: "/welcome",
    meta: (l) => simplePagesContent[l].welcome.meta,
    h1: (l) => simplePagesContent[l].welcome.visitor.title,
    headings: () => [],
    check: checkWelcome,
  },
];

// ---------------------------------------------------------------------------------------------

/**
 * The welcome page goes home by itself after 3.5 s; for checks that take longer (axe), its
 * timer is stretched so the page under test stays put. Only that one delay is changed.
 */
async function holdWelcomeRedirect(t: TestPage) {
  await t.context.addInitScript((ms: number) => {
    const original = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) =>
      original(handler, timeout === ms ? 3_600_000 : timeout, ...args)) as typeof setTimeout;
  }, WELCOME_REDIRECT_MS);
}

/** Stands in for the external portfolio site in the frame (the tests run offline). */
async function stubExternalSites(t: TestPage) {
  await t.context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html; charset=utf-8",
        body: '<!doctype html><html lang="en"><title>Portfolio</title><p>Portfolio</p></html>',
      }),
  );
}

/** A fresh page (own context) at `path` in language `l`, hydrated. */
async function open(path: string, l: Locale, width = 1280): Promise<TestPage> {
  const t = await newPage(browser, { baseURL: app.baseUrl, viewport: { width, height: 800 } });
  await stubExternalSites(t);
  await visit(t.page, pageUrl(path, l));
  return t;
}

/**
 * One stream of pages per language, the two languages side by side (the machine's cores): more
 * pages at once only make each slower.
 */
describe.concurrent.each(LOCALES)("in %s", (l) => {
  describe("every page", { concurrent: false }, () => {
    /** One context per language for these pages (the welcome page's redirect held). */
    let t: TestPage;

    beforeAll(async () => {
      t = await newPage(browser, { baseURL: app.baseUrl });
      await stubExternalSites(t);
      await holdWelcomeRedirect(t);
    });

    afterAll(async () => {
      await t?.close();
    });

    it.each(PAGES)("$path: copy, sections, meta tags, hreflang and axe", async (spec) => {
      const { page } = t;
      t.errors.length = 0;
      const response = await visit(page, pageUrl(spec.path, l));
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(spec.path);
      expect(await page.locator("html").getAttribute("lang")).toBe(l);

      // Title and description from the content module, in this language.
      const meta = spec.meta(l);
      expect(await page.title()).toBe(meta.title);
      const description = page.locator('head meta[name="description"]');
      expect(await description.count()).toBe(1);
      expect(await description.getAttribute("content")).toBe(meta.description);

      // Canonical and hreflang alternates, absolute.
      const canonical = page.locator('head link[rel="canonical"]');
      expect(await canonical.count()).toBe(1);
      expect(await hrefOf(canonical)).toBe(absolute(spec.path, l));
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((els) =>
          els.map((el) => [el.getAttribute("hreflang"), el.getAttribute("href")]),
        );
      expect(alternates).toHaveLength(3);
      expect(Object.fromEntries(alternates)).toEqual({
        en: absolute(spec.path, "en"),
        ta: absolute(spec.path, "ta"),
        "x-default": absolute(spec.path, "en"),
      });

      // One h1 with the page's title, and the page's section headings.
      expect(await main(page).locator("h1").count()).toBe(1);
      expect(await visibleHeadings(page, 1)).toEqual([spec.h1(l)]);
      expect(await visibleHeadings(page, 2)).toEqual(expect.arrayContaining(spec.headings(l)));

      await spec.check(page, l);

      await expectNoA11yViolations(page, pageUrl(spec.path, l));
      expect(new URL(page.url()).pathname).toBe(spec.path);
      t.expectNoErrors();
    });
  });
});

describe("home page (/) details", () => {
  it("shows the recent work in two columns at 375 px", async () => {
    const t = await open("/", "en", 375);
    try {
      const grid = section(t.page, "work-heading").getByTestId("gallery-grid");
      const template = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns);
      expect(template.trim().split(/\s+/), template).toHaveLength(2);
      expect(await t.page.getByTestId("gallery-item").count()).toBe(12);
    } finally {
      await t.close();
    }
  });

  it("describes the business as JSON-LD LocalBusiness", async () => {
    const { html } = await fetchPage(`${app.baseUrl}/`);
    const scripts = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const business = scripts.find((s) => s["@type"] === "LocalBusiness") as
      | {
          name: string;
          address: Record<string, string>;
          telephone: string;
          openingHoursSpecification?: unknown;
          hasMap: string;
          geo: { latitude: number; longitude: number };
        }
      | undefined;
    expect(business, "a LocalBusiness JSON-LD script").toBeDefined();
    expect(business!.name.length).toBeGreaterThan(0);
    expect(homeContent.en.meta.title).toContain(business!.name);
    expect(business!.address["@type"]).toBe("PostalAddress");
    expect(business!.address.streetAddress).toBeTruthy();
    expect(business!.address.addressLocality).toBeTruthy();
    expect(business!.address.postalCode).toMatch(/^\d{6}$/);
    expect(business!.telephone).toMatch(/^\+?\d{10,15}$/);
    // The hours are the owner's words (business settings): no machine-read hours are claimed.
    expect(business!.openingHoursSpecification).toBeUndefined();
    expect(business!.hasMap).toMatch(/^https:\/\//);
    expect(business!.geo).toMatchObject({
      "@type": "GeoCoordinates",
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    // The rating (only with approved reviews) is tested in honest-ratings.test.ts.
  });
});

/*
 * The welcome page's redirect timing and the pages without JavaScript run side by side (the
 * redirect tests mostly wait), after the pages with axe, which would slow the redirect down.
 */
describe.concurrent("/welcome", () => {
  it("greets a signed-in user by name, and Continue goes home", async () => {
    const c = simplePagesContent.en.welcome;
    const t = await newPage(browser, { baseURL: app.baseUrl });
    try {
      await holdWelcomeRedirect(t);
      const user = await loginAs(t.context, "customer", { name: "Kavya Raman" });
      await visit(t.page, "/welcome");
      const h1 = main(t.page).getByRole("heading", { level: 1 });
      expect(await text(h1)).toBe(c.greetingNamed.replace("{name}", user.name));
      expect(await main(t.page).getByText(c.redirecting).isVisible()).toBe(true);
      const cont = main(t.page).getByRole("link", { name: c.continue, exact: true });
      expect(await hrefOf(cont)).toBe("/");
      await cont.click();
      await t.page.waitForURL(`${app.baseUrl}/`);
      await main(t.page)
        .getByRole("heading", { level: 1, name: homeContent.en.hero.title })
        .waitFor();
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });

  it.each(LOCALES)("%s: goes to / by itself after 3.5 s (a signed-in user)", async (l) => {
    const t = await newPage(browser, { baseURL: app.baseUrl });
    try {
      await loginAs(t.context, "customer");
      // Timed inside the page, so a busy machine cannot skew it: record when a 3.5 s timer is
      // set and when the router leaves /welcome (history.pushState/replaceState).
      await t.context.addInitScript(() => {
        const w = window as unknown as { __timing: { scheduled?: number; left?: number } };
        w.__timing = {};
        const setTimeoutOriginal = window.setTimeout.bind(window);
        window.setTimeout = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) => {
          if (ms === 3500) w.__timing.scheduled ??= performance.now();
          return setTimeoutOriginal(fn, ms, ...rest);
        }) as typeof window.setTimeout;
        for (const name of ["pushState", "replaceState"] as const) {
          const original = history[name].bind(history);
          history[name] = (data: unknown, unused: string, url?: string | URL | null) => {
            if (url && new URL(String(url), location.href).pathname === "/") {
              w.__timing.left ??= performance.now();
            }
            return original(data, unused, url);
          };
        }
      });
      await visit(t.page, pageUrl("/welcome", l));
      await t.page.waitForURL(`${app.baseUrl}/`, { timeout: 15_000 });
      const timing = await t.page.evaluate(
        () => (window as unknown as { __timing: { scheduled?: number; left?: number } }).__timing,
      );
      expect(timing.scheduled, "a 3.5 s redirect timer was set").toBeDefined();
      expect(timing.left, "the router went to /").toBeDefined();
      const after = timing.left! - timing.scheduled!;
      expect(after, "left /welcome no sooner than 3.5 s").toBeGreaterThanOrEqual(3_490);
      expect(after, "and not much later").toBeLessThan(6_000);
      await main(t.page)
        .getByRole("heading", { level: 1, name: homeContent[l].hero.title })
        .waitFor();
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });
});

describe.concurrent("without JavaScript", () => {
  it.each(LOCALES)("%s: every page renders its main content with plain links", async (l) => {
    const noJs = await newPage(browser, { baseURL: app.baseUrl, javaScriptEnabled: false });
    await stubExternalSites(noJs);
    const { page } = noJs;
    try {
      for (const spec of PAGES) {
        // The document is all there is: no need to wait for its images.
        const response = await page.goto(pageUrl(spec.path, l), {
          waitUntil: "domcontentloaded",
        });
        expect(response?.status(), spec.path).toBe(200);
        expect(await visibleHeadings(page, 1), spec.path).toEqual([spec.h1(l)]);
        expect(await visibleHeadings(page, 2), spec.path).toEqual(
          expect.arrayContaining(spec.headings(l)),
        );
        // Every link in the page works as a plain link.
        const hrefs = await main(page)
          .locator("a")
          .evaluateAll((els) => els.map((el) => el.getAttribute("href")));
        for (const href of hrefs) {
          expect(href, `${spec.path}: a link without a real href`).toMatch(
            /^(\/|https?:\/\/|tel:|mailto:|\?)/,
          );
        }
      }
      // Following links works too.
      await page.goto(pageUrl("/", l), { waitUntil: "domcontentloaded" });
      await main(page)
        .getByRole("link", { name: homeContent[l].services.viewAll, exact: true })
        .click();
      await page.waitForURL((u) => u.pathname === "/services");
      expect(await text(main(page).getByRole("heading", { level: 1 }))).toBe(
        servicesContent[l].hero.title,
      );
      // The welcome page stays put without JavaScript; a visitor's Sign In still works.
      await page.goto(pageUrl("/welcome", l), { waitUntil: "domcontentloaded" });
      await main(page)
        .getByRole("link", { name: simplePagesContent[l].welcome.visitor.signIn, exact: true })
        .click();
      await page.waitForURL((u) => u.pathname === "/auth");
      noJs.expectNoErrors();
    } finally {
      await noJs.close();
    }
  });
});

describe("for crawlers", () => {
  it("/sitemap.xml lists every public page in both languages as XML", async () => {
    const { status, html, headers } = await fetchPage(`${app.baseUrl}/sitemap.xml`);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^application\/xml/);
    expect(html).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(html).toContain("<urlset");
    for (const p of PUBLIC_PAGES) {
      for (const l of LOCALES) {
        expect(html).toContain(`<loc>${absolute(p.path, l).replace("&", "&amp;")}</loc>`);
      }
    }
    expect(html).toContain('hreflang="x-default"');
  });

  it("/robots.txt is plain text and points at the sitemap", async () => {
    const { status, html, headers } = await fetchPage(`${app.baseUrl}/robots.txt`);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^text\/plain/);
    expect(html).toContain("User-agent: *");
    for (const prefix of PRIVATE_PREFIXES) expect(html).toContain(`Disallow: ${prefix}`);
    expect(html).toContain(`Sitemap: ${app.baseUrl}/sitemap.xml`);
  });
});
