import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { indiaYear } from "../../app/lib/dates";
import {
  appDatabase,
  createUser,
  expectNoA11yViolations,
  fetchPage,
  loginAs,
  newPage,
  visit,
  waitForHydration,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * Issue 21 in a real browser: no made-up rating (none until a review is approved, then the real
 * one), the footer's year and Shop link, the business details saved on /admin/settings in the
 * footer, and axe clean in light and dark on home, contact and /admin/settings (decision 032).
 */

const { app, browser } = await openApp();

type JsonLd = Record<string, unknown>;

async function localBusiness(path: string): Promise<JsonLd> {
  const { html } = await fetchPage(`${app.baseUrl}${path}`);
  const scripts = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as JsonLd);
  const business = scripts.find((s) => s["@type"] === "LocalBusiness");
  expect(business, `a LocalBusiness JSON-LD script on ${path}`).toBeDefined();
  return business!;
}

async function toDark(page: Page) {
  await waitForHydration(page);
  await page.getByTestId("theme-toggle").filter({ visible: true }).click();
  await page.waitForSelector("html.dark");
}

async function approvedReview(rating: number) {
  await appDatabase();
  const { submitReview } = await import("../../app/intake/intake.server");
  const { moderateReview } = await import("../../app/admin/inbox/inbox.server");
  const admin = await createUser("admin");
  const { id } = await submitReview(
    {
      name: "Meena",
      company: "Meena Stores",
      location: "Tirunelveli",
      rating,
      reviewText: "Visiting cards printed well and on time.",
      projectType: "Flyers",
    },
    randomUUID(),
  );
  expect(await moderateReview(id, "approve", admin.id)).toBe(true);
}

describe("honest ratings and business details", () => {
  it("home without reviews: no rating, no aggregateRating; footer year and Shop link; axe", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl });
    try {
      const { page } = t;
      await visit(page, "/");
      expect(await page.getByTestId("home-rating").count()).toBe(0);
      expect(await page.content()).not.toContain("4.9/5");
      expect(await localBusiness("/")).not.toHaveProperty("aggregateRating");
      expect(await localBusiness("/contact")).not.toHaveProperty("aggregateRating");

      const footer = page.locator("footer");
      expect(await footer.textContent()).toContain(`© ${indiaYear()} `);
      const shop = footer.getByRole("link", { name: "Shop on LimraKart" });
      expect(await shop.getAttribute("href")).toBe("/limrakart");
      await expectNoA11yViolations(page, "/ (light)");
      await visit(page, "/contact");
      await expectNoA11yViolations(page, "/contact (light)");
      await toDark(page);
      await expectNoA11yViolations(page, "/contact (dark)");
      await visit(page, "/");
      await page.waitForSelector("html.dark");
      await expectNoA11yViolations(page, "/ (dark)");
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });

  it("settings saved on /admin/settings show in the footer and on the contact page", async () => {
    const t = await newPage(browser, { baseURL: app.baseUrl });
    try {
      const { page } = t;
      await loginAs(t.context, "admin");
      await visit(page, "/admin/settings");
      await expectNoA11yViolations(page, "/admin/settings (light)");
      await page.getByLabel("WhatsApp number").fill("+91 91234 56780");
      await page.getByLabel("Opening hours (English)").fill("Mon–Sat: 10 AM–9 PM; Sunday: Closed");
      await page.getByLabel("Opening hours (Tamil)").fill("திங்கள்–சனி: காலை 10–இரவு 9");
      await page.getByLabel("Map link").fill("https://maps.app.goo.gl/LimraPrints");
      await page.getByRole("button", { name: "Save settings" }).click();
      await page.getByTestId("toast").filter({ hasText: "Settings saved" }).first().waitFor();

      await visit(page, "/contact");
      const footer = page.getByTestId("footer-contact");
      expect(await footer.textContent()).toContain("Mon–Sat: 10 AM–9 PM, Sunday: Closed");
      expect(
        await footer.getByRole("link", { name: /See us on the map/ }).getAttribute("href"),
      ).toBe("https://maps.app.goo.gl/LimraPrints");
      expect(
        await footer.getByRole("link", { name: /Chat on WhatsApp/ }).getAttribute("href"),
      ).toBe("https://wa.me/919123456780");
      const office = page.locator("section[aria-labelledby=office-heading]");
      expect(await office.getByText("Sunday: Closed", { exact: true }).count()).toBe(1);
      expect((await localBusiness("/contact")).hasMap).toBe("https://maps.app.goo.gl/LimraPrints");

      await toDark(page);
      await visit(page, "/admin/settings");
      await page.waitForSelector("html.dark");
      await expectNoA11yViolations(page, "/admin/settings (dark)");
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });

  it("after a review is approved, the home page and its JSON-LD show its rating", async () => {
    await approvedReview(4);
    const t = await newPage(browser, { baseURL: app.baseUrl });
    try {
      const { page } = t;
      await visit(page, "/");
      const rating = page.getByTestId("home-rating");
      expect((await rating.textContent())?.trim()).toBe("4.0/5 from 1 review");
      expect(await rating.getAttribute("href")).toBe("/reviews");
      expect((await localBusiness("/")).aggregateRating).toMatchObject({
        ratingValue: "4.0",
        reviewCount: "1",
      });
      await expectNoA11yViolations(page, "/ with a rating (light)");
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });
});
