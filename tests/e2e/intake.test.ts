import type { Mail } from "./mail";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contactContent } from "../../app/intake/content/contact";
import { intakeMessages } from "../../app/intake/content/messages";
import { placeOrderContent } from "../../app/intake/content/place-order";
import { reviewsContent } from "../../app/intake/content/reviews";
import { shareExperienceContent } from "../../app/intake/content/share-experience";
import { fill } from "../../app/lib/forms";
import {
  cookieHeader,
  createUser,
  expectNoA11yViolations,
  fetchPage,
  filledStars,
  loginAs,
  newPage,
  sessionCookieFor,
  visit,
  type TestPage,
} from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * The public intake forms in a real browser, as a visitor: an order with design files (its
 * notice e-mail through a real SMTP server, the files downloaded again by the admin), the order
 * form's errors, the WhatsApp order link, the contact form, the feedback form, a review from
 * submission to approval, the forms without JavaScript, and axe on every form page.
 */

const m = intakeMessages.en;
const order = placeOrderContent.en;
const contact = contactContent.en;
const reviews = reviewsContent.en;
const feedback = shareExperienceContent.en;

/** Where the business's notices go, and the WhatsApp number, both set for this app. */
const NOTIFY_EMAIL = "orders-desk@limra.test";
const WHATSAPP_NUMBER = "919000012345";

// ---------------------------------------------------------------------------------------------
// The app, Chromium, and a real SMTP server in the test process that keeps every message.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const {
  app,
  browser,
  waitForMail: mailWhere,
} = await openApp({
  smtp: true,
  env: { BUSINESS_NOTIFY_EMAIL: NOTIFY_EMAIL, BUSINESS_WHATSAPP: WHATSAPP_NUMBER },
});

/** The first message whose headers contain `text` (the outbox sends every 5 s): up to 20 s. */
const waitForMail = (text: string, timeoutMs = 20_000): Promise<Mail> =>
  mailWhere(
    (msg) => msg.headers.includes(text),
    `with ${JSON.stringify(text)} in its headers`,
    timeoutMs,
  );

// ---------------------------------------------------------------------------------------------
// Design files: small, but each with the real signature of its type.

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n" +
    "2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]>>endobj\n" +
    "trailer<</Root 1 0 R>>\n%%EOF\n",
);
// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
// A JPEG's start (SOI, JFIF APP0), some bytes, and its end marker.
const JPG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from("JFIF\0", "latin1"),
  Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
  Buffer.from(Array.from({ length: 200 }, (_, i) => i % 256)),
  Buffer.from([0xff, 0xd9]),
]);

type FilePayload = { name: string; mimeType: string; buffer: Buffer };

// ---------------------------------------------------------------------------------------------

const uid = () => randomUUID().slice(0, 8);

/** A page of the app in a fresh context; sites elsewhere (the map frame, wa.me) are stubbed. */
async function open(opts: { javaScriptEnabled?: boolean } = {}): Promise<TestPage> {
  const t = await newPage(browser, { baseURL: app.baseUrl, ...opts });
  await t.context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html; charset=utf-8",
        body: '<!doctype html><html lang="en"><title>Elsewhere</title><p>Elsewhere</p></html>',
      }),
  );
  return t;
}

/** The toast with this title (server-rendered after a redirect, or shown by the form). */
const toast = (page: Page, title: string) =>
  page.getByTestId("toast").filter({ hasText: title }).first();

const text = async (l: Locator) => ((await l.textContent()) ?? "").replace(/\s+/g, " ").trim();

/** The order form (the one with the design files). */
const orderForm = (page: Page) => page.locator("form").filter({ has: page.locator("#files") });

const chosenFiles = (page: Page) =>
  page
    .locator("#files")
    .evaluate((el) => [...((el as HTMLInputElement).files ?? [])].map((f) => f.name));

/**
 * The latest reviews on /reviews. (While React reveals the streamed list, a hidden copy of it
 * can sit outside the section for a moment: only the section's own counts.)
 */
const latestReviews = (page: Page) => page.locator('section[aria-labelledby="latest-heading"]');

/** The figures of /reviews: label → value. */
const reviewStats = (page: Page) =>
  page
    .getByTestId("review-stats")
    .locator(":scope > div")
    .evaluateAll((els) =>
      Object.fromEntries(
        els.map((el) => [
          (el.querySelector("dt")?.textContent ?? "").trim(),
          (el.querySelector("dd")?.textContent ?? "").trim(),
        ]),
      ),
    );

// ---------------------------------------------------------------------------------------------

describe("order form (/place-order)", () => {
  it("sends an order with design files: the notice lists them, the admin downloads them", async () => {
    const id = uid();
    const name = `Order Tester ${id}`;
    const pdf: FilePayload = { name: `proof-${id}.pdf`, mimeType: "application/pdf", buffer: PDF };
    const png: FilePayload = { name: `logo-${id}.png`, mimeType: "image/png", buffer: PNG };
    const jpg: FilePayload = { name: `photo-${id}.jpg`, mimeType: "image/jpeg", buffer: JPG };

    const t = await open();
    const { page } = t;
    try {
      await visit(page, "/place-order");
      const form = orderForm(page);
      await form.getByLabel(order.form.name).fill(name);
      await form.getByLabel(order.form.phone).fill("98765 43210");
      await form.getByLabel(order.form.email).fill(`buyer-${id}@example.test`);
      await form.getByLabel(order.form.service).selectOption("Business Cards");
      await form.getByLabel(order.form.quantity).fill("500 cards");
      await form.getByLabel(order.form.message).fill("Matte finish, both sides");

      // Three files chosen, one removed again: only the listed two are sent.
      await page.locator("#files").setInputFiles([pdf, png, jpg]);
      const listed = page.getByTestId("selected-files").locator("li");
      await listed.nth(2).waitFor();
      expect(await listed.count()).toBe(3);
      await page
        .getByRole("button", { name: fill(order.form.removeFile, { name: png.name }) })
        .click();
      await page.waitForFunction(
        () => document.querySelectorAll("[data-testid=selected-files] li").length === 2,
      );
      const names = (await listed.allTextContents()).join(" ");
      expect(names).toContain(pdf.name);
      expect(names).toContain(jpg.name);
      expect(names).not.toContain(png.name);
      expect(await chosenFiles(page)).toEqual([pdf.name, jpg.name]);
      expect(
        await page.getByText(fill(order.form.selectedFiles, { count: 2 }), { exact: true }).count(),
      ).toBe(1);

      // The post is held back a little, so the sending state can be seen.
      await page.route(
        (url) => url.pathname.startsWith("/place-order"),
        async (route) => {
          if (route.request().method() === "POST") await sleep(1_000);
          await route.continue();
        },
      );
      await form.getByRole("button", { name: order.form.submit, exact: true }).click();
      const sending = form.getByRole("button", { name: m.submitting, exact: true });
      await sending.waitFor();
      expect(await sending.isDisabled()).toBe(true);
      expect(await page.locator("#files").isDisabled()).toBe(true);

      await page.waitForURL((u) => u.pathname === "/thank-you");
      const done = toast(page, m.orderSuccess.title);
      await done.waitFor();
      expect(await text(done)).toContain(m.orderSuccess.description);
      t.expectNoErrors();
    } finally {
      await t.close();
    }

    // The business's notice, through SMTP.
    const mail = await waitForMail(`New order request from ${name}`);
    expect(mail.to).toEqual([NOTIFY_EMAIL]);
    expect(mail.headers).toMatch(
      new RegExp(`^Subject: New order request from ${name}: Business Cards`, "m"),
    );
    expect(mail.body).toContain("Service: Business Cards");
    expect(mail.body).toContain("Quantity: 500 cards");
    expect(mail.body).toContain(`Attached files: ${pdf.name}, ${jpg.name}`);
    expect(mail.body).toContain(jpg.name);
    expect(mail.raw).not.toContain(png.name);
    expect(mail.body).not.toContain(png.name);

    // The admin opens it in the inbox and downloads the files.
    const admin = await open();
    try {
      const user = await loginAs(admin.context, "admin");
      await visit(admin.page, "/admin/inbox?tab=orders");
      const row = admin.page.getByTestId("inbox-list").locator("li").filter({ hasText: name });
      expect(await text(row)).toContain("Business Cards · 500 cards");
      await row.getByRole("link", { name, exact: true }).click();
      await admin.page.waitForURL((u) => u.pathname.startsWith("/admin/inbox/orders/"));
      await admin.page.getByRole("heading", { level: 1, name }).waitFor();
      const field = (label: string) =>
        admin.page
          .locator("dl > div")
          .filter({ has: admin.page.getByText(label, { exact: true }) });
      expect(await text(field("Service").locator("dd"))).toBe("Business Cards");
      expect(await text(field("Phone").locator("dd"))).toBe("+91 98765 43210");

      // Listed by name (the files of one order share their time of arrival).
      const files = admin.page.locator('section[aria-labelledby="files-heading"] a');
      expect(await files.allTextContents()).toEqual([pdf.name, jpg.name].sort());
      await expectNoA11yViolations(admin.page, "the order in the admin inbox");

      // In the browser: a download with the file's name and the same bytes.
      const pdfLink = admin.page.getByRole("link", { name: pdf.name, exact: true });
      const [download] = await Promise.all([admin.page.waitForEvent("download"), pdfLink.click()]);
      expect(download.suggestedFilename()).toBe(pdf.name);
      const downloaded = await readFile((await download.path())!);
      expect(downloaded.equals(PDF)).toBe(true);

      // With the admin's cookie, without a browser.
      const jpgHref = await admin.page
        .getByRole("link", { name: jpg.name, exact: true })
        .getAttribute("href");
      expect(jpgHref).toMatch(/^\/admin\/files\/[^/]+$/);
      const res = await fetch(`${app.baseUrl}${jpgHref}`, {
        headers: { Cookie: await cookieHeader(admin.context, app.baseUrl) },
        redirect: "manual",
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/octet-stream");
      expect(res.headers.get("content-disposition")).toContain(
        `attachment; filename="${jpg.name}"`,
      );
      expect(Buffer.from(await res.arrayBuffer()).equals(JPG)).toBe(true);
      expect(user.role).toBe("admin");

      // A visitor is sent to sign in; a customer is refused.
      const visitor = await fetchPage(`${app.baseUrl}${jpgHref}`);
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("location")).toBe(
        `/auth?redirectTo=${encodeURIComponent(jpgHref!)}`,
      );
      expect(visitor.html).not.toContain("JFIF");
      const customer = await createUser("customer");
      const cookie = await sessionCookieFor(customer.id);
      const refused = await fetchPage(`${app.baseUrl}${jpgHref}`, { cookie: cookie.header });
      expect(refused.status).toBe(403);
      expect(refused.html).not.toContain("JFIF");
      admin.expectNoErrors();
    } finally {
      await admin.close();
    }
  });

  it("refuses an empty form with 'Missing Information' and the fields' messages, and a file over 10 MB", async () => {
    const t = await open();
    const { page } = t;
    try {
      await visit(page, "/place-order");
      const form = orderForm(page);
      await form.getByRole("button", { name: order.form.submit, exact: true }).click();
      const missing = toast(page, m.missingInformation.title);
      await missing.waitFor();
      expect(await text(missing)).toContain(m.missingInformation.description);
      expect(new URL(page.url()).pathname).toBe("/place-order");
      await page.locator("#name-error").waitFor();
      expect(await text(page.locator("#name-error"))).toBe(m.nameRequired);
      expect(await text(page.locator("#phone-error"))).toBe(m.phoneRequired);
      expect(await text(page.locator("#service-error"))).toBe(m.serviceRequired);
      expect(await page.locator("#name").getAttribute("aria-invalid")).toBe("true");
      expect(await page.locator("#email-error").count()).toBe(0);
      // The error state passes axe too.
      await expectNoA11yViolations(page, "/place-order after a refused submit");

      // A file over the limit is refused at once and not listed.
      const big: FilePayload = {
        name: `huge-poster-${uid()}.pdf`,
        mimeType: "application/pdf",
        buffer: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1 - PDF.length, 0x20)]),
      };
      expect(big.buffer.length).toBe(10 * 1024 * 1024 + 1);
      await page.locator("#files").setInputFiles(big);
      const fileError = page.locator("#files-error");
      await fileError.waitFor();
      expect(await text(fileError)).toBe(fill(m.fileTooLarge, { name: big.name }));
      expect(await page.getByTestId("selected-files").count()).toBe(0);
      expect(await chosenFiles(page)).toEqual([]);
      expect(await page.locator("#files").getAttribute("aria-invalid")).toBe("true");

      // A good file after it is listed (and the message goes).
      const small: FilePayload = { name: "small.png", mimeType: "image/png", buffer: PNG };
      await page.locator("#files").setInputFiles(small);
      await page.getByTestId("selected-files").waitFor();
      expect(await page.getByTestId("selected-files").locator("li").allTextContents()).toEqual([
        expect.stringContaining("small.png"),
      ]);
      expect(await fileError.count()).toBe(0);
      expect(await chosenFiles(page)).toEqual(["small.png"]);
      expect(new URL(page.url()).pathname).toBe("/place-order");
      t.expectNoErrors([/status of 400/]);
    } finally {
      await t.close();
    }
  });

  it("Order via WhatsApp opens wa.me with the name, service, quantity and message", async () => {
    const t = await open();
    const { page, context } = t;
    try {
      await visit(page, "/place-order");
      const form = orderForm(page);
      const link = form.getByRole("link", { name: order.form.whatsapp, exact: true });
      const intro = order.whatsappMessage.intro;
      expect(await link.getAttribute("href")).toBe(
        `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(intro)}`,
      );
      expect(await link.getAttribute("target")).toBe("_blank");

      await form.getByLabel(order.form.name).fill("Meena Sundaram");
      await form.getByLabel(order.form.service).selectOption("Wedding Invitations");
      await form.getByLabel(order.form.quantity).fill("250 cards");
      await form.getByLabel(order.form.message).fill("Gold foil & two colours");

      const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
      await popup.waitForURL((u) => u.hostname === "wa.me");
      const url = new URL(popup.url());
      expect(url.protocol).toBe("https:");
      expect(url.pathname).toBe(`/${WHATSAPP_NUMBER}`);
      const w = order.whatsappMessage;
      expect(url.searchParams.get("text")).toBe(
        [
          intro,
          `${w.name}: Meena Sundaram`,
          `${w.service}: ${order.services["Wedding Invitations"]}`,
          `${w.quantity}: 250 cards`,
          `${w.message}: Gold foil & two colours`,
        ].join("\n"),
      );
      expect(await link.getAttribute("href")).toBe(popup.url());
      // The order page itself stays put.
      expect(new URL(page.url()).pathname).toBe("/place-order");
      await popup.close();
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });
});

describe("contact form (/contact)", () => {
  it("prefills the subject from ?subject=, sends the message and e-mails the business", async () => {
    const id = uid();
    const name = `Contact Tester ${id}`;
    const t = await open();
    const { page } = t;
    try {
      await visit(page, "/contact?subject=Portfolio%20request");
      const form = page.locator("form").filter({ has: page.locator("#subject") });
      expect(await form.getByLabel(contact.form.subject).inputValue()).toBe("Portfolio request");
      await form.getByLabel(contact.form.name).fill(name);
      await form.getByLabel(contact.form.email).fill(`writer-${id}@example.test`);
      await form.getByLabel(contact.form.phone).fill("+91 98765 43210");
      await form.getByLabel(contact.form.message).fill("Please send me your portfolio.");
      await form.getByRole("button", { name: contact.form.submit, exact: true }).click();
      await page.waitForURL((u) => u.pathname === "/thank-you-contact");
      const done = toast(page, m.contactSuccess.title);
      await done.waitFor();
      expect(await text(done)).toContain(m.contactSuccess.description);
      t.expectNoErrors();
    } finally {
      await t.close();
    }

    const mail = await waitForMail(`New message from ${name}`);
    expect(mail.to).toEqual([NOTIFY_EMAIL]);
    expect(mail.headers).toMatch(
      new RegExp(`^Subject: New message from ${name}: Portfolio request`, "m"),
    );
    expect(mail.headers).toMatch(new RegExp(`^Reply-To: writer-${id}@example\\.test`, "mi"));
    expect(mail.body).toContain("Subject: Portfolio request");
    expect(mail.body).toContain("Please send me your portfolio.");

    // The admin finds it by searching the contact messages, and opens it.
    const admin = await open();
    try {
      await loginAs(admin.context, "admin");
      await visit(admin.page, "/admin/inbox?tab=contacts");
      await admin.page.getByRole("searchbox", { name: "Search" }).fill(id);
      await admin.page.getByRole("search").getByRole("button", { name: "Search" }).click();
      await admin.page.waitForURL((u) => u.searchParams.get("q") === id);
      const rows = admin.page.getByTestId("inbox-list").locator("li");
      await rows.first().waitFor();
      expect(await rows.count()).toBe(1);
      expect(await text(rows)).toContain("Portfolio request");
      await rows.getByRole("link", { name, exact: true }).click();
      await admin.page.waitForURL((u) => u.pathname.startsWith("/admin/inbox/contacts/"));
      const subject = admin.page
        .locator("dl > div")
        .filter({ has: admin.page.getByText("Subject", { exact: true }) });
      expect(await text(subject.locator("dd"))).toBe("Portfolio request");
      admin.expectNoErrors();
    } finally {
      await admin.close();
    }
  });
});

describe("feedback form (/share-experience)", () => {
  it("enables Submit only with a rating and a service, then thanks the visitor", async () => {
    const t = await open();
    const { page } = t;
    try {
      await visit(page, "/share-experience");
      const f = feedback.form;
      const submit = page.getByRole("button", { name: f.submit, exact: true });
      const hint = page.getByText(f.chooseFirst, { exact: true });
      expect(await submit.isDisabled()).toBe(true);
      expect(await hint.isVisible()).toBe(true);
      expect(await submit.getAttribute("aria-describedby")).toBe("feedback-incomplete");

      await page.getByLabel(f.name).fill("Feedback Tester");
      await page.getByLabel(f.email).fill("feedback@example.test");
      await page.getByLabel(f.feedback).fill("Quick service and a sharp print.");
      expect(await page.getByLabel(f.recommend).isChecked()).toBe(true);
      expect(await submit.isDisabled()).toBe(true);

      // A service alone is not enough.
      await page.getByLabel(f.service).selectOption("Visiting Cards");
      expect(await submit.isDisabled()).toBe(true);
      // A star too: now it can be sent.
      await page
        .locator("label")
        .filter({ hasText: fill(f.star, { rating: 4 }) })
        .click();
      expect(await page.getByLabel(fill(f.star, { rating: 4 })).isChecked()).toBe(true);
      await page.waitForFunction(
        (label) =>
          [...document.querySelectorAll("button[type=submit]")].some(
            (b) => b.textContent?.trim() === label && !(b as HTMLButtonElement).disabled,
          ),
        f.submit,
      );
      expect(await hint.count()).toBe(0);

      await submit.click();
      await page.waitForURL((u) => u.pathname === "/thank-you-contact");
      const done = toast(page, m.feedbackSuccess.title);
      await done.waitFor();
      expect(await text(done)).toContain(m.feedbackSuccess.description);
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });
});

describe("reviews", () => {
  it("a review sent on / appears on /reviews only after the admin approves it", async () => {
    const id = uid();
    const name = `Review Tester ${id}`;
    const words = `Crisp cards, delivered on time (${id}).`;
    const f = reviews.form;
    const visitor = await open();
    const { page } = visitor;
    try {
      await visit(page, "/");
      const section = page.locator("section#share-experience");
      const form = section.locator("form");
      await form.getByLabel(f.name).fill(name);
      await form.getByLabel(f.company).fill("Acme Traders");
      await form.getByLabel(f.location).fill("Chennai");
      await form.getByLabel(f.projectType).selectOption("Business Cards");
      await form
        .locator("label")
        .filter({ hasText: fill(f.star, { rating: 5 }) })
        .click();
      expect(await form.getByLabel(fill(f.star, { rating: 5 })).isChecked()).toBe(true);
      expect(await filledStars(form)).toBe(5);
      await form.getByLabel(f.review).fill(words);
      await form.getByRole("button", { name: f.submit, exact: true }).click();

      const done = toast(page, m.reviewSuccess.title);
      await done.waitFor();
      expect(await text(done)).toContain(m.reviewSuccess.description);
      expect(new URL(page.url()).pathname).toBe("/");
      // The form is cleared: fields empty, no star chosen.
      await page.waitForFunction(
        () =>
          (document.querySelector("#share-experience form #name") as HTMLInputElement | null)
            ?.value === "",
      );
      const fresh = section.locator("form");
      for (const field of [f.name, f.company, f.location, f.review]) {
        expect(await fresh.getByLabel(field).inputValue(), field).toBe("");
      }
      expect(await fresh.getByLabel(f.projectType).inputValue()).toBe("");
      expect(await fresh.locator("input[name=rating]").count()).toBe(5);
      expect(await fresh.locator("input[name=rating]:checked").count()).toBe(0);
      expect(await filledStars(fresh)).toBe(0);

      // Not published yet.
      await visit(page, "/reviews");
      const latest = latestReviews(page);
      await latest.getByText(reviews.empty.title, { exact: true }).waitFor();
      expect(await latest.getByText(reviews.empty.text, { exact: true }).isVisible()).toBe(true);
      expect(await latest.getByTestId("review-list").count()).toBe(0);
      expect(await page.getByText(words).count()).toBe(0);
      expect((await reviewStats(page))[reviews.stats.total]).toBe("0");
      visitor.expectNoErrors();
    } finally {
      await visitor.close();
    }

    // The admin approves it.
    const admin = await open();
    try {
      await loginAs(admin.context, "admin");
      await visit(admin.page, "/admin/inbox?tab=reviews");
      const row = admin.page.getByTestId("inbox-list").locator("li").filter({ hasText: name });
      expect(await text(row)).toContain("5/5 · Business Cards");
      await row.getByRole("button", { name: `Approve review by ${name}`, exact: true }).click();
      await toast(admin.page, "Review approved").waitFor();
      admin.expectNoErrors();
    } finally {
      await admin.close();
    }

    // Now it is on /reviews, and counted.
    const again = await open();
    try {
      await visit(again.page, "/reviews");
      const latest = latestReviews(again.page);
      const list = latest.getByTestId("review-list");
      await list.waitFor();
      // Once revealed, the list is on the page once.
      await again.page.waitForFunction(
        () => document.querySelectorAll("[data-testid=review-list]").length === 1,
      );
      const card = list.locator("li").filter({ hasText: words });
      expect(await card.count()).toBe(1);
      expect(await text(card)).toContain(name);
      expect(await text(card)).toContain("Acme Traders, Chennai");
      expect(await card.getByRole("img").getAttribute("aria-label")).toMatch(/5/);
      expect(await latest.getByText(reviews.empty.title, { exact: true }).count()).toBe(0);
      expect(await reviewStats(again.page)).toEqual({
        [reviews.stats.average]: "5.0/5",
        [reviews.stats.total]: "1",
        [reviews.stats.fiveStar]: "1",
      });
      again.expectNoErrors();
    } finally {
      await again.close();
    }
  });
});

describe("reviews list loading", () => {
  it("shows six skeleton cards while the list loads after a client-side navigation", async () => {
    const t = await open();
    const { page } = t;
    /** A client-side navigation (no link on the site leads to /reviews yet). */
    const navigate = (to: string) =>
      page.evaluate(
        (path) =>
          (
            window as unknown as {
              __reactRouterDataRouter: { navigate(to: string): Promise<void> };
            }
          ).__reactRouterDataRouter.navigate(path),
        to,
      );
    try {
      // The list streams in after the page's data (a "P<n>:" line of the .data response):
      // dropping those lines keeps it loading.
      const hold = (url: URL) => url.pathname === "/reviews.data";
      await page.route(hold, async (route) => {
        const response = await route.fetch();
        const lines = (await response.text()).split("\n");
        const body = lines.filter((line) => !/^P\d+:/.test(line)).join("\n");
        expect(body, "the .data response still has the page's data").not.toBe("");
        await route.fulfill({ response, body });
      });
      // From a hydrated page (the home and content pages are served without hydration, decision 055).
      await visit(page, "/contact");
      await navigate("/reviews");
      await page.waitForURL((u) => u.pathname === "/reviews");
      await page.getByRole("heading", { level: 1, name: reviews.hero.title }).waitFor();
      const latest = latestReviews(page);
      const skeletons = latest.getByTestId("review-skeleton");
      await skeletons.first().waitFor();
      expect(await skeletons.count()).toBe(6);
      const loading = latest.getByRole("status", { name: reviews.list.loading, exact: true });
      expect(await loading.count()).toBe(1);
      expect(await latest.getByText(reviews.empty.title, { exact: true }).count()).toBe(0);
      expect(await page.getByTestId("review-stats").isVisible()).toBe(true);
      await expectNoA11yViolations(page, "/reviews while the list loads");

      // Without the hold, the list (or the empty state) replaces them.
      await page.unroute(hold);
      await navigate("/");
      await page.waitForURL((u) => u.pathname === "/");
      await navigate("/reviews");
      await page.waitForURL((u) => u.pathname === "/reviews");
      await latest
        .getByTestId("review-list")
        .or(latest.getByText(reviews.empty.title, { exact: true }))
        .waitFor();
      expect(await skeletons.count()).toBe(0);
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });
});

describe("without JavaScript", () => {
  it("the contact form is sent and the thank-you page shows the toast", async () => {
    const t = await open({ javaScriptEnabled: false });
    const { page } = t;
    try {
      await page.goto("/contact?subject=Sent%20without%20scripts");
      const form = page.locator("form").filter({ has: page.locator("#subject") });
      expect(await form.getByLabel(contact.form.subject).inputValue()).toBe("Sent without scripts");
      await form.getByLabel(contact.form.name).fill("No Script Visitor");
      await form.getByLabel(contact.form.email).fill("noscript@example.test");
      await form.getByLabel(contact.form.message).fill("Hello from a browser without scripts.");
      await form.getByRole("button", { name: contact.form.submit, exact: true }).click();
      await page.waitForURL((u) => u.pathname === "/thank-you-contact");
      const done = toast(page, m.contactSuccess.title);
      expect(await done.isVisible()).toBe(true);
      expect(await text(done)).toContain(m.contactSuccess.description);
      await expectNoA11yViolations(page, "/thank-you-contact with the toast, without JavaScript");
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });

  it("an order without a name shows 'Missing Information' in the server-rendered page", async () => {
    const t = await open({ javaScriptEnabled: false });
    const { page } = t;
    try {
      await page.goto("/place-order");
      const form = orderForm(page);
      await form.getByLabel(order.form.phone).fill("9876543210");
      await form.getByLabel(order.form.service).selectOption("Posters");
      await form.getByLabel(order.form.quantity).fill("20 posters");
      const [response] = await Promise.all([
        page.waitForResponse(
          (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/place-order",
        ),
        form.getByRole("button", { name: order.form.submit, exact: true }).click(),
      ]);
      expect(response.status()).toBe(400);
      await page.waitForLoadState("domcontentloaded");
      expect(new URL(page.url()).pathname).toBe("/place-order");
      const missing = toast(page, m.missingInformation.title);
      expect(await missing.isVisible()).toBe(true);
      expect(await text(missing)).toContain(m.missingInformation.description);
      expect(await text(page.locator("#name-error"))).toBe(m.nameRequired);
      expect(await page.locator("#phone-error").count()).toBe(0);
      expect(await page.locator("#files-error").count()).toBe(0);
      // What was typed is still there.
      const again = orderForm(page);
      expect(await again.getByLabel(order.form.phone).inputValue()).toBe("9876543210");
      expect(await again.getByLabel(order.form.service).inputValue()).toBe("Posters");
      expect(await again.getByLabel(order.form.quantity).inputValue()).toBe("20 posters");
      await expectNoA11yViolations(page, "/place-order refused, without JavaScript");
      t.expectNoErrors([/status of 400/]);
    } finally {
      await t.close();
    }
  });
});

describe("accessibility (axe)", () => {
  it.each(["/place-order", "/contact", "/reviews", "/share-experience"])(
    "%s passes axe",
    async (path) => {
      const t = await open();
      try {
        await visit(t.page, path);
        await expectNoA11yViolations(t.page, path);
        t.expectNoErrors();
      } finally {
        await t.close();
      }
    },
  );

  it("/admin/inbox passes axe for the admin, on every tab, in light and dark", async () => {
    const t = await open();
    try {
      await loginAs(t.context, "admin");
      for (const theme of ["light", "dark"] as const) {
        if (theme === "dark") {
          await t.page.getByTestId("theme-toggle").filter({ visible: true }).click();
          await t.page.waitForSelector("html.dark");
        }
        // Unread items carry the "NEW" mark (issue 23 measured it at 2.04:1 in dark).
        let unread = 0;
        for (const tab of ["orders", "contacts", "feedback", "reviews"]) {
          await visit(t.page, `/admin/inbox?tab=${tab}`);
          expect(await t.page.getByRole("heading", { level: 1, name: "Inbox" }).count()).toBe(1);
          expect(await t.page.locator("html.dark").count()).toBe(theme === "dark" ? 1 : 0);
          unread += await t.page
            .getByTestId("inbox-list")
            .getByText("New", { exact: true })
            .count();
          await expectNoA11yViolations(t.page, `/admin/inbox?tab=${tab} (${theme})`);
        }
        expect(unread).toBeGreaterThan(0);
      }
      t.expectNoErrors();
    } finally {
      await t.close();
    }
  });
});
