import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visit, type TestPage } from "./harness";
import { openApp } from "../helpers/e2e-app";

/**
 * The last English-only staff texts in Tamil (issue 23): the screens a guard middleware's
 * refusal shows (drawn by the root's error page, which has no loader data: the refusal carries
 * the request's language).
 */

const { pageAs, newVisitorPage } = await openApp();
let visitor: TestPage;
let customer: TestPage;
let staff: TestPage;
let admin: TestPage;

/** The browser logs the refused document's 401/403 as an error: that is the answer expected. */
const REFUSED = [/status of 40[13]/];

beforeAll(async () => {
  visitor = await newVisitorPage();
  customer = await pageAs("customer");
  staff = await pageAs("staff");
  admin = await pageAs("admin");
});

afterAll(async () => {
  await visitor?.close();
  await customer?.close();
  await staff?.close();
  await admin?.close();
});

describe("a guard's refusal in Tamil", () => {
  it("refuses a customer the store admin in Tamil (/limrakart/admin?lang=ta)", async () => {
    const { page } = customer;
    const response = await visit(page, "/limrakart/admin?lang=ta");
    expect(response?.status()).toBe(403);
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("ta");
    await page.getByRole("heading", { level: 1, name: "நிர்வாகி அணுகல் தேவை" }).waitFor();
    await page.getByText("இந்தப் பகுதி கடையின் நிர்வாகிகளுக்கு மட்டும்.").waitFor();
    await page.getByRole("link", { name: "கடைக்குச் செல்" }).waitFor();
    await expect(page.title()).resolves.toBe("நிர்வாகி அணுகல் தேவை");
    await expect(page.getByText("Admin Access Required").count()).resolves.toBe(0);
    customer.expectNoErrors(REFUSED);
  });

  it("asks a visitor to sign in to the store admin in Tamil", async () => {
    const { page } = visitor;
    const response = await visit(page, "/limrakart/admin?lang=ta");
    expect(response?.status()).toBe(401);
    await page.getByRole("heading", { level: 1, name: "அணுகல் மறுக்கப்பட்டது" }).waitFor();
    await page.getByRole("link", { name: "உள்நுழை" }).waitFor();
    await expect(page.getByText("Access Denied").count()).resolves.toBe(0);
    visitor.expectNoErrors(REFUSED);
  });

  it("keeps the store admin's refusal in English for an English page", async () => {
    const { page } = customer;
    await visit(page, "/limrakart/admin?lang=en");
    await page.getByRole("heading", { level: 1, name: "Admin Access Required" }).waitFor();
    await page.getByRole("link", { name: "Go to Store" }).waitFor();
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("en");
  });
});

describe("the root's error page in Tamil", () => {
  it("refuses staff the admin area in Tamil, Go Home included (/admin?lang=ta)", async () => {
    const { page } = staff;
    const response = await visit(page, "/admin?lang=ta");
    expect(response?.status()).toBe(403);
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("ta");
    await page.getByRole("heading", { level: 1, name: "அணுகல் மறுக்கப்பட்டது" }).waitFor();
    await page.getByText("இந்தப் பகுதியைப் பயன்படுத்த நீங்கள் நிர்வாகியாக இருக்க வேண்டும்.").waitFor();
    await page.getByRole("link", { name: "முகப்புக்குச் செல்" }).waitFor();
    await expect(page.getByText("Go Home").count()).resolves.toBe(0);
    staff.expectNoErrors(REFUSED);
  });

  it("keeps the admin area's refusal in English for an English page", async () => {
    const { page } = staff;
    await visit(page, "/admin?lang=en");
    await page.getByRole("heading", { level: 1, name: "Access Denied" }).waitFor();
    await page.getByText("You must be an admin to access this panel.").waitFor();
    await page.getByRole("link", { name: "Go Home" }).waitFor();
  });

  it("shows a 404 of a page without its own error page in Tamil", async () => {
    const { page } = staff;
    const response = await visit(page, "/limrakart/orders/LK-NONE?lang=ta");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "ஏதோ தவறு நடந்துவிட்டது" }).waitFor();
    await page.getByRole("link", { name: "முகப்புக்குச் செல்" }).waitFor();
    await expect(page.getByText("Go Home").count()).resolves.toBe(0);
    staff.expectNoErrors([...REFUSED, /status of 404/]);
  });
});

describe("the settings form's errors with their example values", () => {
  /** Sends a GSTIN one character short; answers the error shown and its part marked as data. */
  async function refusedGstin(lang: "en" | "ta", save: string) {
    const { page } = admin;
    await visit(page, `/admin/settings?lang=${lang}`);
    await page.getByLabel("GSTIN").fill("33ABCDE1234F1Z");
    await page.getByRole("button", { name: save }).click();
    const error = page.locator("#gstin-error");
    await error.waitFor();
    return [await error.textContent(), await error.locator('[translate="no"]').textContent()];
  }

  it("shows the GSTIN error in Tamil, its example marked as data", async () => {
    await expect(refusedGstin("ta", "அமைப்புகளைச் சேமி")).resolves.toEqual([
      "15 எழுத்து GSTIN-ஐ உள்ளிடவும், எ.கா. 33ABCDE1234F1Z5",
      "33ABCDE1234F1Z5",
    ]);
    await expect(refusedGstin("en", "Save settings")).resolves.toEqual([
      "Please enter the 15-character GSTIN, e.g. 33ABCDE1234F1Z5",
      "33ABCDE1234F1Z5",
    ]);
    admin.expectNoErrors([/status of 400/]);
  });
});

describe("a refused CSV import in Tamil", () => {
  it("lists the rows' problems in Tamil, the file's values marked as data", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "limra-edges-"));
    try {
      const file = path.join(dir, "wrong.csv");
      await writeFile(
        file,
        "Bill No,Customer,Status,Estimated Cost,Actual Cost\r\n" +
          "BILL0901,Typo Row,pending,10,abc\r\n" +
          "BILL0902,,pending,10,10\r\n",
      );
      const { page } = staff;
      await visit(page, "/billing/import-export?lang=ta");
      await page.locator("#file").setInputFiles(file);
      await page.getByRole("button", { name: "இறக்குமதி செய்", exact: true }).click();
      await page
        .getByTestId("toast")
        .filter({ hasText: "கோப்பில் 2 பிழைகள் கண்டறியப்பட்டன; எதுவும் இறக்குமதி செய்யப்படவில்லை." })
        .first()
        .waitFor();
      const rows = page.getByTestId("row-report").getByTestId("problem-row");
      await expect(rows.nth(0).textContent()).resolves.toBe('2Actual Cost"abc" ஒரு தொகை அல்ல');
      await expect(rows.nth(0).locator('[translate="no"]').allTextContents()).resolves.toEqual([
        "Actual Cost",
        '"abc"',
      ]);
      await expect(rows.nth(1).textContent()).resolves.toBe("3Customerநிரப்பப்பட வேண்டும்");
      staff.expectNoErrors([...REFUSED, /status of 404/]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
