import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { jobsContent } from "../../app/jobs/board/content";
import { jobMoneyContent } from "../../app/jobs/money/content";
import { movesContent } from "../../app/jobs/moves/content";
import { proofsContent } from "../../app/jobs/proofs/content";
import { quotesContent } from "../../app/jobs/quotes/content";
import { stageNames } from "../../app/jobs/stages";
import { jobBillContent } from "../../app/billing/job-bills/content";
import { paymentCopy } from "../../app/billing/payments/content";
import { openApp } from "../helpers/e2e-app";
import { PDF, PNG, sendQuoteRequest, uploadProof } from "../helpers/print-jobs";
import { visit } from "./harness";

/**
 * Issue 39's whole story in two browser contexts: a visitor sends a quote request with a file
 * and gets a reference and a status link; staff quote it; the customer accepts on the link
 * without JavaScript and without signing in; staff upload proof v1, the customer asks for
 * changes, staff upload v2; printing is refused before v2 is approved (the page says why) and
 * allowed after; ready for pickup; the bill with the advance, the rest as a payment; delivered;
 * the status link says "Delivered, paid".
 */

const { pageAs, newVisitorPage } = await openApp();
const staffPage = pageAs("staff");

const moves = movesContent.en;
const stages = stageNames.en;
const proofs = proofsContent.en;
const q = quotesContent.en;
const money = jobMoneyContent.en;

let reference = "";
let statusPath = "";
let jobPath = "";

/** The customer: a new context each time, no JavaScript, nobody signed in, a 360 px phone. */
async function asCustomer(run: (page: Page) => Promise<void>) {
  const customer = await newVisitorPage({ javaScriptEnabled: false });
  try {
    await customer.page.setViewportSize({ width: 360, height: 740 });
    await customer.page.goto(statusPath);
    await customer.page.getByText(reference, { exact: true }).waitFor();
    await run(customer.page);
  } finally {
    await customer.close();
  }
}

async function staff() {
  return (await staffPage).page;
}

/** Taps a move button on the job's page (one plain form per move). */
async function tapMove(page: Page, name: string) {
  await visit(page, jobPath);
  await page.getByTestId("job-stage").getByRole("button", { name, exact: true }).click();
}

async function stageIs(page: Page, stage: keyof typeof stages) {
  await page
    .getByTestId("job-stage")
    .getByText(moves.now.replace("{stage}", stages[stage]), { exact: true })
    .waitFor();
}

describe("a print job from the website's request to 'Delivered, paid'", () => {
  it("a visitor sends a quote request with a file and gets a reference and a status link", async () => {
    const { page, close } = await newVisitorPage();
    try {
      ({ reference, statusPath } = await sendQuoteRequest(page, {
        name: "Story Customer",
        phone: "98765 40039",
        email: "story-customer@example.test",
      }));
      expect(reference).toMatch(/^Q-\d{4}-\d{4,}$/);
      expect(statusPath).toMatch(/^\/r\/[A-Za-z0-9_-]{43}$/);
    } finally {
      await close();
    }
  }, 120_000);

  it("staff open the job under Jobs and write a quote", async () => {
    const page = await staff();
    await visit(page, "/billing/jobs");
    await page.getByRole("link", { name: reference, exact: true }).click();
    await page.waitForURL((u) => /^\/billing\/jobs\/[^/]+$/.test(u.pathname));
    jobPath = new URL(page.url()).pathname;
    await page.getByRole("link", { name: q.write }).click();
    await page.waitForURL((u) => u.pathname === `${jobPath}/quote`);
    await page.locator('[name="lines.0.description"]').fill("Visiting cards, 2 sides");
    await page.locator('[name="lines.0.quantity"]').fill("500");
    await page.locator('[name="lines.0.rate"]').fill("1.20");
    await page.locator('[name="validUntil"]').fill("2099-12-31");
    await page.locator('[name="turnaround"]').fill("3");
    await page.getByRole("button", { name: q.save }).click();
    await page.waitForURL((u) => u.pathname === jobPath);
    expect(await page.getByTestId("quote-total").textContent()).toContain("600");
  }, 120_000);

  it("the customer accepts the quote on the link without JavaScript or signing in", async () => {
    await asCustomer(async (page) => {
      await page.getByRole("button", { name: q.customer.accept }).click();
      await page.getByText(q.customer.accepted.split("{date}")[0]!.trim()).first().waitFor();
    });
    const page = await staff();
    await visit(page, jobPath);
    await page.getByText(jobsContent.en.job.events.quote_accepted!).first().waitFor();
    await stageIs(page, "design");
  }, 120_000);

  it("staff upload proof v1; the customer asks for changes", async () => {
    const page = await staff();
    await uploadProof(page, jobPath, { name: "v1.png", mimeType: "image/png", buffer: PNG });
    await page.getByTestId("proof-v1").waitFor();
    await stageIs(page, "proof");
    await asCustomer(async (customer) => {
      await customer.getByLabel(proofs.customer.comment).fill("Please make the name bigger");
      await customer.getByRole("button", { name: proofs.customer.askChanges }).click();
      await customer.getByText("Please make the name bigger").first().waitFor();
    });
    await visit(page, jobPath);
    await page.getByText("Please make the name bigger").first().waitFor();
  }, 120_000);

  it("staff upload v2; printing before its approval is refused and the page says why", async () => {
    const page = await staff();
    await uploadProof(page, jobPath, { name: "v2.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByTestId("proof-v2").waitFor();
    // Staff mark the stage by hand, but the printing gate reads the proof's own answers.
    await tapMove(page, moves.moveTo.replace("{stage}", stages.approved));
    await stageIs(page, "approved");
    const answered = page.waitForResponse((r) => r.request().method() === "POST");
    await page
      .getByTestId("job-stage")
      .getByRole("button", { name: moves.moveTo.replace("{stage}", stages.printing) })
      .click();
    expect((await answered).status()).toBe(409);
    await page.getByText(moves.refusals["proof-not-approved"]).first().waitFor();
    await visit(page, jobPath);
    await stageIs(page, "approved");
  }, 120_000);

  it("the customer approves v2; printing is then allowed; ready for pickup", async () => {
    await asCustomer(async (customer) => {
      await customer.getByRole("link", { name: proofs.pdfLink }).waitFor();
      await customer.getByRole("button", { name: proofs.customer.approve }).click();
      await customer.getByTestId("proof-approved").waitFor();
    });
    const page = await staff();
    await tapMove(page, moves.moveTo.replace("{stage}", stages.printing));
    await stageIs(page, "printing");
    await tapMove(page, moves.readyPickup);
    await stageIs(page, "ready");
    await page.getByTestId("ready-whatsapp").waitFor();
  }, 120_000);

  it("staff take the bill with the advance, then record the rest as a payment", async () => {
    const page = await staff();
    const bill = jobBillContent.en;
    await visit(page, `${jobPath}/bill`);
    // The policy's 50 % of the accepted ₹600, filled in.
    expect(await page.getByLabel(bill.advance).inputValue()).toBe("300.00");
    await page.getByRole("button", { name: bill.submit }).click();
    await page.waitForURL((u) => u.pathname === jobPath);
    const figures = page.getByTestId("job-money");
    await expect.poll(() => figures.textContent()).toMatch(/Billed₹600.*Paid₹300.*Balance₹300/);

    await page.getByRole("link", { name: money.addPayment }).click();
    await page.waitForURL((u) => u.pathname.endsWith("/pay"));
    await page.getByRole("heading", { name: paymentCopy.en.pay.title }).waitFor();
    expect(await page.getByLabel(paymentCopy.en.form.amount).inputValue()).toBe("300.00");
    await page.getByRole("button", { name: paymentCopy.en.form.record }).click();
    await page.waitForURL((u) => u.pathname === jobPath);
    await expect.poll(() => figures.textContent()).toMatch(/Paid₹600.*Balance₹0/);
  }, 120_000);

  it("delivered: the job is closed and the status link shows 'Delivered, paid'", async () => {
    const page = await staff();
    await tapMove(page, moves.moveTo.replace("{stage}", stages.delivered));
    await stageIs(page, "delivered");
    expect(await page.getByTestId("job-closed").textContent()).toBe(money.closed);
    await asCustomer(async (customer) => {
      expect(await customer.getByTestId("job-closed").textContent()).toBe(money.closed);
      await customer.getByText(stages.delivered, { exact: true }).first().waitFor();
    });
  }, 120_000);
});
