import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appDatabase, cookieHeader, fetchPage, loginAs, newPage, visit } from "./harness";
import { pdfText } from "../helpers/pdf-text";
import { openApp } from "../helpers/e2e-app";

/**
 * Issue 19's money, one bill through the counter's day in a real browser: a bill of three lines
 * with a discount and a cash advance, a UPI part-payment with its reference, the receipt's PDF,
 * Old Pending showing the balance, the rest paid from Old Pending (the bill leaves the list), the
 * UPI payment voided (the bill comes back owing that much), and a delete refused. The books are
 * checked against the payments at the end.
 */

const { app, browser } = await openApp();

const toast = (page: Page, title: string) =>
  page.getByTestId("toast").filter({ hasText: title }).first();

const CUSTOMER = "Selvi Textiles";

async function fillLine(page: Page, i: number, line: Record<string, string>) {
  for (const [field, value] of Object.entries(line))
    await page.locator(`[name="lines.${i}.${field}"]`).fill(value);
}

const billRow = (page: Page, number: string) =>
  page
    .getByTestId("bill-row")
    .filter({ has: page.locator("td", { hasText: new RegExp(`^${number}$`) }) });

/** New Bill: 2 × ₹1,450 + 24.5 sq.ft × ₹18.40 + 1.5 h × ₹600 = ₹4,250.80, 10 % off, rounded. */
async function writeBill(page: Page): Promise<{ id: string; number: string }> {
  await visit(page, "/billing/new-complaint");
  await page.locator('[name="customerName"]').fill(CUSTOMER);
  await page.locator('[name="customerPhone"]').fill("9443012345");
  await page.getByRole("button", { name: "Add line" }).click();
  await fillLine(page, 0, {
    description: "Visiting cards",
    quantity: "2",
    unit: "sets",
    rate: "1450",
  });
  await fillLine(page, 1, {
    description: "Flex banner",
    quantity: "24.5",
    unit: "sq.ft",
    rate: "18.40",
  });
  await fillLine(page, 2, {
    description: "Logo redesign",
    quantity: "1.5",
    unit: "hours",
    rate: "600",
  });
  await page.locator('[name="discountKind"]').selectOption("percent");
  await page.locator('[name="discount"]').fill("10");
  const text = (id: string) => page.getByTestId(id).textContent();
  await expect.poll(() => text("subtotal")).toBe("₹4,250.80");
  // ₹4,250.80 − ₹425.08 = ₹3,825.72, rounded up 28 paise to ₹3,826.
  expect(await text("round-off")).toBe("+₹0.28");
  expect(await text("final-total")).toBe("₹3,826.00");
  await page.locator('[name="advance"]').fill("1000");
  await expect.poll(() => text("balance")).toBe("₹2,826.00");
  await page.getByRole("button", { name: "Create Bill" }).click();
  await page.waitForURL(/\/billing\/complaint-preview\?id=/);
  const id = new URL(page.url()).searchParams.get("id")!;
  const number = (await page.getByTestId("bill-number").textContent())!.trim();
  await toast(page, `Bill ${number} created successfully!`).waitFor();
  return { id, number };
}

/** From the preview: ₹1,500 by UPI with its reference; lands on the receipt. */
async function payByUpi(page: Page): Promise<string> {
  expect(await page.getByTestId("preview-balance").textContent()).toBe("₹2,826.00");
  await page.getByRole("link", { name: "Add payment" }).first().click();
  await page.waitForURL(/\/billing\/bills\/[^/]+\/pay$/);
  await page.getByLabel("Amount (₹)").fill("1500");
  await page.getByLabel("Method").selectOption("upi");
  await page.getByLabel("Reference").fill("432198765012");
  await page.getByRole("button", { name: "Record payment" }).click();
  await page.waitForURL(/\/billing\/receipts\/RCPT\d{4,}$/);
  await toast(page, "Payment recorded").waitFor();
  return page.url().split("/").pop()!;
}

describe("a bill's money from the counter to the books", () => {
  it("takes an advance and a UPI part-payment, prints a receipt, follows Old Pending, voids and refuses a delete", async () => {
    const staff = await newPage(browser, { baseURL: app.baseUrl });
    const { page } = staff;
    await loginAs(staff.context, "staff");
    const { id, number } = await writeBill(page);
    const receipt = await payByUpi(page);

    // The receipt as a PDF: its number, the bill, the amount in figures (₹) and words, the UPI ref.
    const cookie = await cookieHeader(staff.context, app.baseUrl);
    const pdf = await fetch(`${app.baseUrl}/billing/receipts/${receipt}/pdf`, {
      headers: { Cookie: cookie },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const words = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const expected of [
      receipt,
      number,
      CUSTOMER,
      "₹1,500.00",
      "Rupees One Thousand Five Hundred Only",
      "432198765012",
    ])
      expect(words, expected).toContain(expected);
    expect(words).not.toContain("Rs.");

    // Old Pending: listed with its balance (₹3,826 − ₹1,000 − ₹1,500 = ₹1,326).
    await visit(page, `/billing/old-pending?q=${number}`);
    const row = billRow(page, number);
    expect(await row.getByTestId("payment-status").textContent()).toBe("Payment: Part-paid");
    expect(await row.locator("td").nth(7).textContent()).toBe("₹1,326");

    // The rest, in cash, from the list: the bill is paid and leaves Old Pending.
    await row.getByRole("link", { name: `Add payment ${number}` }).click();
    await page.waitForURL(/\/pay\?redirectTo=/);
    await expect.poll(() => page.getByLabel("Amount (₹)").inputValue()).toBe("1326.00");
    await page.getByRole("button", { name: "Record payment" }).click();
    await page.waitForURL(/\/billing\/old-pending/);
    await toast(page, "Payment recorded").waitFor();
    expect(await billRow(page, number).count()).toBe(0);

    // The UPI payment was a mistake: voided with a reason, kept struck through; owed again.
    await visit(page, `/billing/complaint-preview?id=${id}`);
    expect(await page.getByTestId("preview-balance").textContent()).toBe("₹0.00");
    const payment = page.getByTestId("payment-row").filter({ hasText: receipt });
    await payment.getByText("Void", { exact: true }).click();
    await payment.getByLabel("Reason").fill("The UPI transfer bounced");
    await payment.getByRole("button", { name: "Void payment" }).click();
    await toast(page, "Payment voided").waitFor();
    await expect.poll(() => payment.getAttribute("data-voided")).toBe("true");
    expect(await page.getByTestId("preview-balance").textContent()).toBe("₹1,500.00");
    await visit(page, `/billing/old-pending?q=${number}`);
    expect(await billRow(page, number).locator("td").nth(7).textContent()).toBe("₹1,500");

    // A bill with payments is not deleted: cancel it instead.
    const refused = await fetchPage(`${app.baseUrl}/billing/old-complaint`, {
      method: "POST",
      cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "delete", id }).toString(),
    });
    expect(refused.status).toBe(409);
    expect(refused.html).toContain("This bill has payments. Void them first or cancel the bill.");

    // The books: three payments in (₹1,000 + ₹1,500 + ₹1,326), one void out (₹1,500).
    const db = await appDatabase();
    const entries = await db
      .selectFrom("transactions")
      .select(["transaction_type", "amount_paise", "payment_method"])
      .where("complaint_id", "=", id)
      .orderBy("created_at")
      .execute();
    expect(entries).toEqual([
      { transaction_type: "advance_payment", amount_paise: 100000, payment_method: "cash" },
      { transaction_type: "payment_received", amount_paise: 150000, payment_method: "upi" },
      { transaction_type: "payment_received", amount_paise: 132600, payment_method: "cash" },
      { transaction_type: "payment_void", amount_paise: 150000, payment_method: "upi" },
    ]);
    const bill = await db
      .selectFrom("complaints")
      .select(["balance_paise", "payment_status", "complaint_number"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(bill).toEqual({
      balance_paise: 150000,
      payment_status: "part_paid",
      complaint_number: number,
    });
    staff.expectNoErrors();
    await staff.close();
  });
});
