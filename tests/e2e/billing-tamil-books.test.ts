import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appDatabase, visit } from "./harness";
import { openApp, type SignedInPage } from "../helpers/e2e-app";

/**
 * Billing pages in Tamil (?lang=ta), in a real browser as staff: the customers list and a
 * customer's page, the cash book and the godown show their Tamil texts, the data (names, item
 * names, bill numbers) stays as typed inside translate="no", and the translated parts carry
 * no English words.
 */

const { pageAs, factories } = await openApp();
let staff: SignedInPage;
let customerId: string;

beforeAll(async () => {
  staff = await pageAs("staff");
  const { user } = staff;
  const { createBill } = await factories();
  const { createGodownItem } = await import("../../app/billing/godown/godown.server");
  const { godownItemSchema } = await import("../../app/billing/godown/schema");
  const bill = await createBill(user.id, {
    customerName: "Selvi Stores",
    customerPhone: "7666600001",
    particulars: "Visiting cards",
    amount: "500",
    advance: "200",
  });
  const db = await appDatabase();
  const row = await db
    .selectFrom("complaints")
    .select("customer_id")
    .where("id", "=", bill.id)
    .executeTakeFirstOrThrow();
  customerId = row.customer_id!;
  await createGodownItem(
    godownItemSchema.parse({
      itemName: "Glossy Paper",
      category: "Paper",
      quantity: "2",
      minimumStock: "5",
    }),
    user.id,
  );
});

afterAll(async () => {
  await staff?.close();
});

/** The Latin words (2+ letters) of an element's text, leaving out what is under translate="no". */
function englishWordsIn(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((root) => {
    const words: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('[translate="no"]')) continue;
      words.push(...((node.textContent ?? "").match(/[A-Za-z]{2,}/g) ?? []));
    }
    // Brand and tech words, and the time of day ("10:30 am").
    const allowed = ["UPI", "GSTIN", "WhatsApp", "AM", "PM"];
    return words.filter((w) => !allowed.includes(w.toUpperCase() === w ? w : w.toUpperCase()));
  });
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();

describe("billing in Tamil", () => {
  it("shows the customers list and a customer's page in Tamil, names kept as typed", async () => {
    const { page } = staff;
    await visit(page, "/billing/customers?lang=ta");
    expect(await h1(page)).toContain("வாடிக்கையாளர்கள்");
    expect(await page.getByTestId("customers-count").textContent()).toBe("1 வாடிக்கையாளர்");
    const table = page.getByTestId("customers-table");
    expect(await table.locator("thead").textContent()).toContain("கடைசி நடவடிக்கை");
    expect(await table.locator('[translate="no"]').first().textContent()).toContain("Selvi Stores");
    expect(await englishWordsIn(page, '[data-testid="customers-table"] thead')).toEqual([]);

    await visit(page, `/billing/customers/${customerId}?lang=ta`);
    expect(await page.locator('h1 [translate="no"]').textContent()).toBe("Selvi Stores");
    expect(await page.locator("#balance-heading").textContent()).toBe("நிலுவை");
    expect(await page.locator("#timeline-heading").textContent()).toBe("நிகழ்வுகள்");
    const entry = page.getByTestId("timeline-entry").first();
    expect(await entry.textContent()).toContain("பில் ");
    expect(await englishWordsIn(page, '[data-testid="timeline"]')).toEqual([]);
    expect(await englishWordsIn(page, '[data-testid="ageing"]')).toEqual([]);
  });

  it("shows the cash book in Tamil", async () => {
    const { page } = staff;
    await visit(page, "/billing/cash-book?lang=ta");
    expect(await h1(page)).toContain("ரொக்கப் புத்தகம்");
    expect(await page.locator("#range-heading").textContent()).toBe("தேதி வரம்பு");
    const head = await page.getByTestId("cash-book-table").locator("thead").textContent();
    expect(head).toContain("கையிருப்பு ரொக்கம்");
    expect(head).toContain("UPI வரவு");
    expect(await englishWordsIn(page, '[data-testid="cash-book-table"]')).toEqual([]);
  });

  it("shows the godown in Tamil, its item names kept as typed", async () => {
    const { page } = staff;
    await visit(page, "/billing/godown?lang=ta");
    expect(await h1(page)).toContain("கிடங்கு மேலாண்மை");
    const panel = page.getByTestId("low-stock-panel");
    expect(await panel.getByRole("heading").textContent()).toContain("இருப்புக் குறைவு எச்சரிக்கை");
    expect(await panel.textContent()).toContain("இருப்பு: 2 · தேவையான குறைந்தபட்சம்: 5");
    const row = page.getByTestId("godown-row").first();
    expect(await row.textContent()).toContain("இருப்பு குறைவு");
    expect(await row.locator('[translate="no"]').first().textContent()).toBe("Glossy Paper");
    expect(await englishWordsIn(page, '[data-testid="low-stock-panel"]')).toEqual([]);
    expect(await englishWordsIn(page, '[data-testid="godown-table"]')).toEqual([]);
  });
});
