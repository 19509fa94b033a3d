import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { uiContent } from "../../app/components/ui/content";
import { quotesContent } from "../../app/jobs/quotes/content";
import { proofsContent } from "../../app/jobs/proofs/content";
import { newRequestContent } from "../../app/jobs/requests/content";
import { fill } from "../../app/lib/forms";
import { openApp, type SignedInPage } from "../helpers/e2e-app";
import { appDatabase, appFactories, expectNoA11yViolations, visit } from "./harness";

/**
 * The jobs' staff forms on the UI kit's shared parts (issue 38), as staff use them in Chromium:
 * a refused New request and a refused quote show each error by its field and tied to it
 * (aria-invalid; aria-describedby naming the error, then the hint), the quote's lines' error as
 * an alert each line row points at with the catalogue's hint, the "check the form" toast with
 * JavaScript and the typed values kept, in English and in Tamil; the button says "Saving..."
 * while the form is sent. The quote's A4 print view heads with the bill's business block.
 */

const { pageAs } = await openApp();
const n = newRequestContent.en;
const q = quotesContent.en;

const BUSINESS = {
  name: "Limra Graphics",
  address: "12 Car Street, Tirunelveli",
  gstin: "33AAPFU0939F1Z2",
};

let staff: SignedInPage;
/** A walk-in request with no quote yet: its page. */
let jobPath = "";

beforeAll(async () => {
  // The settings the print view heads with, saved before any page reads them.
  const db = await appDatabase();
  const now = new Date().toISOString();
  for (const [key, value] of Object.entries(BUSINESS)) {
    await db
      .insertInto("business_settings")
      .values({ key, value, updated_by: null, updated_at: now })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
      .execute();
  }
  staff = await pageAs("staff");
  await appFactories();
  const { createStaffRequest } = await import("../../app/jobs/requests/staff-create.server");
  const job = await createStaffRequest(
    {
      source: "walk_in",
      phone: "9876540039",
      name: "Selvi Printers",
      email: null,
      locale: "en",
      service: "Wedding cards",
      quantity: "300",
      details: null,
    },
    staff.user.id,
  );
  jobPath = `/billing/jobs/${job.id}`;
});

/** A control's aria-invalid and the texts of the elements its aria-describedby names, in order. */
async function described(page: Page, id: string) {
  const control = page.locator(`[id="${id}"]`);
  const ids = ((await control.getAttribute("aria-describedby")) ?? "").split(" ").filter(Boolean);
  const texts = [];
  for (const ref of ids) texts.push((await page.locator(`[id="${ref}"]`).textContent())?.trim());
  return { invalid: await control.getAttribute("aria-invalid"), ids, texts };
}

/** The toast the refusal showed (with JavaScript), its text. */
async function toastText(page: Page) {
  const toast = page.getByTestId("toast").first();
  await toast.waitFor();
  return toast.textContent();
}

describe("New request", () => {
  it("refused: each error by its field, described with its hint; the toast; the values kept", async () => {
    const { page } = staff;
    await visit(page, "/billing/jobs/new");
    await page.getByLabel(n.name).fill("Kavitha Stores");
    await page.getByLabel(n.details).fill("Gold foil on the names.");
    await page.getByRole("button", { name: n.submit }).click();
    await page.locator("#phone-error").waitFor();
    expect(await described(page, "phone")).toEqual({
      invalid: "true",
      ids: ["phone-error", "phone-hint"],
      texts: [n.messages.phoneRequired, n.phoneHint],
    });
    expect(await described(page, "service")).toEqual({
      invalid: "true",
      ids: ["service-error"],
      texts: [n.messages.required],
    });
    expect(await described(page, "name")).toEqual({ invalid: null, ids: [], texts: [] });
    expect(await toastText(page)).toContain(n.checkForm);
    expect(await page.getByLabel(n.name).inputValue()).toBe("Kavitha Stores");
    expect(await page.getByLabel(n.details).inputValue()).toBe("Gold foil on the names.");
    expect(await page.getByLabel(n.details).getAttribute("rows")).toBe("4");
    await expectNoA11yViolations(page, "the refused New request form");
  });

  it("in Tamil: the labels, the errors and the hint in Tamil, tied the same way", async () => {
    // A page of its own: the language it chooses is remembered in its cookie.
    const { page } = await pageAs("staff");
    const ta = newRequestContent.ta;
    await visit(page, "/billing/jobs/new?lang=ta");
    await page.getByRole("button", { name: ta.submit }).click();
    await page.locator("#phone-error").waitFor();
    expect(await page.locator('label[for="phone"]').textContent()).toContain(ta.phone);
    expect(await described(page, "phone")).toEqual({
      invalid: "true",
      ids: ["phone-error", "phone-hint"],
      texts: [ta.messages.phoneRequired, ta.phoneHint],
    });
    expect(await described(page, "name")).toMatchObject({ texts: [ta.messages.required] });
    expect(await toastText(page)).toContain(ta.checkForm);
  });

  it("saved: the button says Saving... while sent, then the job's page opens", async () => {
    const { page } = staff;
    await visit(page, "/billing/jobs/new");
    await page.getByLabel(n.phone).fill("98765 40038");
    await page.getByLabel(n.name).fill("Kavitha Stores");
    await page.getByLabel(n.service).fill("Wedding cards");
    // The answer held back a moment, so the sent state can be seen.
    await page.route("**/billing/jobs/new*", async (route) => {
      await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    await page.getByRole("button", { name: n.submit }).click();
    await page.getByRole("button", { name: uiContent.en.saving }).waitFor();
    await page.waitForURL(
      (u) => /^\/billing\/jobs\/[^/]+$/.test(u.pathname) && !u.pathname.endsWith("/new"),
    );
    await page.unroute("**/billing/jobs/new*");
  });
});

describe("the quote form", () => {
  it("refused: the lines' error an alert each row points at, with the catalogue's hint", async () => {
    const { page } = staff;
    await visit(page, `${jobPath}/quote`);
    await page.getByRole("button", { name: q.save }).click();
    const alert = page.locator("#lines-error");
    await alert.waitFor();
    expect(await alert.getAttribute("role")).toBe("alert");
    expect(await alert.textContent()).toBe(q.messages.noLines);
    expect(await page.locator("#lines-hint").textContent()).toBe(q.catalogue.hint);
    const rows = page.locator("fieldset");
    expect(await rows.count()).toBe(8);
    for (const row of await rows.all()) {
      expect(await row.getAttribute("aria-describedby")).toBe("lines-error lines-hint");
    }
    expect(await described(page, "validUntil")).toEqual({
      invalid: "true",
      ids: ["validUntil-error", "validUntil-hint"],
      texts: [q.messages.validUntil, q.validUntilHint],
    });
    expect(await toastText(page)).toContain(q.checkForm);
    await expectNoA11yViolations(page, "the refused quote form");
  });

  it("saved, the job page's Print opens its A4 view, headed with the business block the bill has", async () => {
    const { page } = staff;
    await visit(page, `${jobPath}/quote`);
    await page.locator('[name="lines.0.description"]').fill("Wedding card, 2 colours");
    await page.locator('[name="lines.0.quantity"]').fill("300");
    await page.locator('[name="lines.0.rate"]').fill("12.50");
    await page.locator('[name="validUntil"]').fill("2099-12-31");
    await page.locator('[name="turnaround"]').fill("5");
    await page.getByRole("button", { name: q.save }).click();
    await page.waitForURL((u) => u.pathname === jobPath);
    // The one print button of every screen that prints, leading to the latest version's view.
    await page.getByTestId("quote-send").getByRole("link", { name: uiContent.en.print }).click();
    await page.waitForURL(
      (u) => u.pathname === `${jobPath}/quote/print` && u.searchParams.get("v") === "1",
    );
    const header = page.getByTestId("quote-document").locator("header");
    expect(await header.locator("h1").textContent()).toBe(BUSINESS.name);
    expect(await header.locator("h1").getAttribute("translate")).toBe("no");
    expect(await header.getByText(BUSINESS.address).getAttribute("translate")).toBe("no");
    expect(await header.getByTestId("business-gstin").textContent()).toBe(
      `GSTIN: ${BUSINESS.gstin}`,
    );
    await expectNoA11yViolations(page, "the quote's print view");
  });
});

describe("the proof upload", () => {
  it("refused: a file that is not what its name says, its error by the file box and as a toast", async () => {
    const { page } = staff;
    const p = proofsContent.en;
    await visit(page, `${jobPath}/proof`);
    await page.getByLabel(p.upload.file).setInputFiles({
      name: "proof.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("plain text, not a PDF"),
    });
    await page.getByRole("button", { name: p.upload.submit }).click();
    await page.locator("#file-error").waitFor();
    const message = fill(p.problems.type, { name: "proof.pdf" });
    expect(await described(page, "file")).toMatchObject({
      invalid: "true",
      texts: [message, p.upload.fileHint],
    });
    expect(await toastText(page)).toContain(message);
  });
});
