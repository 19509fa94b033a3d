import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { proofsContent } from "../../app/jobs/proofs/content";
import { stageNames } from "../../app/jobs/stages";
import { openApp } from "../helpers/e2e-app";
import { PDF, PNG, uploadProof } from "../helpers/print-jobs";
import { a11yViolations, appDatabase, visit } from "./harness";

/**
 * Proofs in two browser contexts (issue 39, decision 100): staff upload v1 on the job's page and
 * get the WhatsApp message; the customer, without JavaScript at 360 px, sees the picture on the
 * status link and asks for changes; staff upload v2 (a PDF); the customer approves it and the job
 * is at "Proof approved". A disguised file is refused on the upload page with its message. The
 * pages pass axe, in English and Tamil.
 */

const c = proofsContent.en;

const { pageAs, newVisitorPage } = await openApp();
const staff = await pageAs("staff");

/** A phone request (Tamil, with an e-mail) at the design stage: its page's and its link's paths. */
async function designJob() {
  const db = await appDatabase();
  const { createRequest } = await import("../../app/jobs/index.server");
  const job = await db.transaction().execute((trx) =>
    createRequest(trx, {
      source: "phone",
      name: "Proof Customer",
      phone: "9876540077",
      email: "proof-customer@example.test",
      locale: "ta",
      service: "Wedding cards",
      quantity: "300",
      details: null,
      customerId: null,
    }),
  );
  await db.updateTable("print_jobs").set({ stage: "design" }).where("id", "=", job.id).execute();
  return { jobPath: `/billing/jobs/${job.id}`, statusPath: `/r/${job.token}` };
}

const { jobPath, statusPath } = await designJob();

async function asCustomer<T>(run: (page: Page) => Promise<T>): Promise<T> {
  const customer = await newVisitorPage({ javaScriptEnabled: false });
  try {
    await customer.page.setViewportSize({ width: 360, height: 740 });
    return await run(customer.page);
  } finally {
    await customer.close();
  }
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("proofs from upload to approval", () => {
  it("staff upload v1 and get the WhatsApp message to send", async () => {
    const { page } = staff;
    await uploadProof(page, jobPath, { name: "front.png", mimeType: "image/png", buffer: PNG });
    await page.getByTestId("proof-v1").waitFor();
    expect(new URL(page.url()).pathname).toBe(jobPath);
    const whatsapp = page.getByRole("link", { name: c.sendWhatsapp });
    expect(await whatsapp.getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/919876540077\?text=.+%2Fr%2F/,
    );
    expect(await a11yViolations(page)).toEqual([]);
  }, 120_000);

  it("the customer sees the picture without JavaScript at 360 px and asks for changes", async () => {
    await asCustomer(async (page) => {
      for (const lang of ["ta", "en"]) {
        await page.goto(`${statusPath}?lang=${lang}`);
        expect(await noSidewaysScroll(page), lang).toBe(true);
        expect(await a11yViolations(page), lang).toEqual([]);
      }
      const img = page.getByRole("img", { name: c.imageAlt.replace("{version}", "1") });
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(1);
      await page.getByLabel(c.customer.comment).fill("Please make the names bigger");
      await page.getByRole("button", { name: c.customer.askChanges }).click();
      await page.getByText("Please make the names bigger").waitFor();
    });
  }, 120_000);

  it("a disguised file is refused on the upload page with its message", async () => {
    const { page } = staff;
    await uploadProof(page, jobPath, {
      name: "proof.png",
      mimeType: "image/png",
      buffer: Buffer.from("<!doctype html><script>alert(1)</script>"),
    });
    await page.getByText(c.problems.type.replace("{name}", "proof.png")).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`${jobPath}/proof`);
    expect(await a11yViolations(page)).toEqual([]);
  }, 120_000);

  it("staff upload v2 as a PDF; the customer approves it and the job is approved", async () => {
    const { page } = staff;
    await uploadProof(page, jobPath, { name: "v2.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByTestId("proof-v2").waitFor();
    await asCustomer(async (customer) => {
      await customer.goto(statusPath);
      await customer.getByRole("link", { name: c.pdfLink }).waitFor();
      await customer.getByRole("button", { name: c.customer.approve }).click();
      const approved = customer.getByTestId("proof-approved");
      expect(await approved.textContent()).toContain(
        c.customer.approved.split("{date}")[0]!.trim(),
      );
      await customer.getByText(stageNames.en.approved).first().waitFor();
    });
    await visit(page, jobPath);
    await page
      .getByTestId("proof-v2")
      .getByRole("heading", {
        name: `${c.version.replace("{version}", "2")} · ${c.state.approved}`,
      })
      .waitFor();
    await visit(page, `${jobPath}?lang=ta`);
    expect(await a11yViolations(page)).toEqual([]);
  }, 120_000);
});
