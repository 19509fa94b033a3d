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
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * The admin's inbox in Tamil (`?lang=ta`, issue 23): the lists, the search, an item's page, its
 * buttons and toasts come from app/admin/inbox/content.ts; what the customers typed (name,
 * e-mail, subject, message, file names) and the mail server's answer are marked translate="no".
 */

const { app, browser } = await openApp();
let admin: TestPage;
const ids: Record<"contact" | "review" | "order", string> = { contact: "", review: "", order: "" };

const toast = (page: Page, title: string) =>
  page.getByTestId("toast").filter({ hasText: title }).first();

/** Is the element (or the nearest one that says) translate="no"? */
const markedAsData = (page: Page, text: string) =>
  page
    .getByText(text, { exact: true })
    .first()
    .evaluate((el) => el.closest("[translate]")?.getAttribute("translate") === "no");

/** A contact message whose e-mail notice failed, a pending review, an order with a file. */
async function seed() {
  const { submitContact, submitReview } = await import("../../app/intake/intake.server");
  const contact = await submitContact(
    {
      name: "Kavitha Raman",
      email: "kavitha@example.test",
      phone: "9876501234",
      subject: "Wedding cards",
      message: "Please call me about wedding invitation cards.",
    } as Parameters<typeof submitContact>[0],
    `inbox-tamil-contact-${Date.now()}`,
  );
  const review = await submitReview(
    {
      name: "Selvam Traders",
      company: "Selvam Traders",
      location: "Madurai",
      rating: 5,
      reviewText: "Good printing, delivered on time.",
      projectType: "Business Cards",
    } as Parameters<typeof submitReview>[0],
    `inbox-tamil-review-${Date.now()}`,
  );
  const db = await appDatabase();
  const failed = await db
    .updateTable("email_outbox")
    .set({ status: "failed", attempts: 8, last_error: "550 Mailbox unavailable" })
    .where("entity_id", "=", contact.id)
    .executeTakeFirst();
  if (Number(failed.numUpdatedRows) !== 1) throw new Error("the contact's e-mail was not queued");
  const order = crypto.randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto("order_submissions")
    .values({
      id: order,
      name: "Arun Prints",
      phone: "9876512345",
      email: null,
      service: "Flex Banners",
      quantity: "2 banners",
      message: null,
      files_info: null,
      customer_id: null,
      form_token: `inbox-tamil-order-${Date.now()}`,
      read_at: null,
      handled_at: null,
      created_at: now,
    })
    .execute();
  await db
    .insertInto("order_files")
    .values({
      id: crypto.randomUUID(),
      submission_id: order,
      original_name: "banner final.pdf",
      storage_key: "inbox-tamil/banner.pdf",
      size_bytes: 2048,
      mime_type: "application/pdf",
      created_at: now,
    })
    .execute();
  Object.assign(ids, { contact: contact.id, review: review.id, order });
}

beforeAll(async () => {
  admin = await newPage(browser, { baseURL: app.baseUrl });
  const user = await createUser("admin");
  await plantSession(admin.context, await sessionCookieFor(user.id));
  await seed();
}, 120_000);

afterAll(async () => {
  await admin?.close();
});

describe("the admin inbox in Tamil", () => {
  it("shows the lists, the search and the items' marks in Tamil, the customers' words as data", async () => {
    const { page } = admin;
    await visit(page, "/admin/inbox?tab=contacts&lang=ta");
    await expect(page.title()).resolves.toBe("உள்பெட்டி — நிர்வாகம்");
    await page.getByRole("heading", { level: 1, name: "உள்பெட்டி" }).waitFor();
    const tabs = page.getByRole("navigation", { name: "உள்பெட்டிப் பட்டியல்கள்" });
    for (const tab of ["ஆர்டர் கோரிக்கைகள்", "தொடர்புச் செய்திகள்", "கருத்துகள்", "மதிப்புரைகள்"]) {
      await tabs.getByRole("link", { name: tab }).waitFor();
    }
    await expect(
      tabs.getByRole("link", { name: "தொடர்புச் செய்திகள்" }).textContent(),
    ).resolves.toContain("1 படிக்காதவை");
    await page.getByRole("searchbox", { name: "தேடல்" }).waitFor();
    await page.getByRole("search").getByRole("button", { name: "தேடு", exact: true }).waitFor();
    const show = page.getByLabel("காட்டு");
    await expect(show.locator("option").allTextContents()).resolves.toEqual([
      "அனைத்தும்",
      "படிக்காதவை",
      "கவனிக்கப்படாதவை",
      "கவனிக்கப்பட்டவை",
    ]);
    await page.getByText("1 பதிவு", { exact: true }).waitFor();
    const list = page.getByTestId("inbox-list");
    await list.getByText("புதியது", { exact: true }).waitFor();
    await list.getByText("மின்னஞ்சல் அனுப்ப முடியவில்லை", { exact: true }).waitFor();
    await expect(markedAsData(page, "Kavitha Raman")).resolves.toBe(true);
    await expect(markedAsData(page, "Wedding cards")).resolves.toBe(true);
    await expect(markedAsData(page, "kavitha@example.test")).resolves.toBe(true);
    for (const english of ["Contact messages", "Nothing here.", "Not handled", "New"]) {
      await expect(page.getByText(english, { exact: true }).count()).resolves.toBe(0);
    }

    await visit(page, "/admin/inbox?tab=reviews&lang=ta");
    const row = page.getByTestId("inbox-list").locator("li").filter({ hasText: "Selvam Traders" });
    await row
      .getByRole("button", { name: "ஏற்றுக்கொள் Selvam Traders எழுதிய மதிப்புரை", exact: true })
      .waitFor();
    await row.getByRole("button", { name: "நிராகரி Selvam Traders எழுதிய மதிப்புரை" }).waitFor();

    await visit(page, "/admin/inbox?tab=feedback&filter=handled&lang=ta");
    await page.getByText("இங்கு எதுவும் இல்லை.", { exact: true }).waitFor();
    admin.expectNoErrors();
  });

  it("shows a contact message in Tamil and says what a button did in Tamil", async () => {
    const { page } = admin;
    await visit(page, `/admin/inbox/contacts/${ids.contact}?lang=ta`);
    await expect(page.title()).resolves.toBe("உள்பெட்டிப் பதிவு — நிர்வாகம்");
    await page.getByRole("heading", { level: 1, name: "Kavitha Raman" }).waitFor();
    await expect(page.getByRole("heading", { level: 1 }).getAttribute("translate")).resolves.toBe(
      "no",
    );
    await page.getByRole("link", { name: "தொடர்புச் செய்திகள்", exact: true }).waitFor();
    await page.getByText(/^தொடர்புச் செய்திகள் · பெறப்பட்டது \d\d\/\d\d\/\d{4}/).waitFor();
    const field = (label: string) =>
      page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
    await expect(field("பொருள்").locator("dd").textContent()).resolves.toBe("Wedding cards");
    await expect(field("தொலைபேசி").locator("dd").textContent()).resolves.toBe("+91 98765 01234");
    await field("செய்தி").waitFor();
    await expect(
      markedAsData(page, "Please call me about wedding invitation cards."),
    ).resolves.toBe(true);
    await page.getByRole("heading", { level: 2, name: "மின்னஞ்சல் அறிவிப்பு" }).waitFor();
    await page
      .getByText("8 முறை முயன்றும் அனுப்ப முடியவில்லை: 550 Mailbox unavailable", { exact: true })
      .waitFor();
    await expect(markedAsData(page, "550 Mailbox unavailable")).resolves.toBe(true);
    await page.getByRole("button", { name: "படிக்காததாகக் குறி" }).waitFor();

    await page.getByRole("button", { name: "கவனிக்கப்பட்டதாகக் குறி" }).click();
    await toast(page, "கவனிக்கப்பட்டதாகக் குறிக்கப்பட்டது").waitFor();
    await page.getByRole("button", { name: "கவனிக்கப்படாததாகக் குறி" }).waitFor();
    await page.getByText(/ · கவனிக்கப்பட்டது \d\d\/\d\d\/\d{4}/).waitFor();
    for (const english of ["Subject", "Message", "Mark as handled", "E-mail notice"]) {
      await expect(page.getByText(english, { exact: true }).count()).resolves.toBe(0);
    }
    admin.expectNoErrors();
  });

  it("shows an order's attached files in Tamil, the file's name as data", async () => {
    const { page } = admin;
    await visit(page, `/admin/inbox/orders/${ids.order}?lang=ta`);
    await page.getByRole("heading", { level: 2, name: "இணைக்கப்பட்ட கோப்புகள்" }).waitFor();
    const file = page.getByRole("link", { name: "banner final.pdf" });
    await expect(file.getAttribute("translate")).resolves.toBe("no");
    await page.getByText("(2 கிலோபைட், application/pdf)", { exact: true }).waitFor();
    const field = (label: string) =>
      page.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
    await expect(field("சேவை").locator("dd").textContent()).resolves.toBe("Flex Banners");
    await expect(field("எண்ணிக்கை").locator("dd").textContent()).resolves.toBe("2 banners");
    await expect(field("மின்னஞ்சல்").locator("dd").textContent()).resolves.toBe("—");
    admin.expectNoErrors();
  });
});
