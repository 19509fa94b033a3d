import type { Page } from "playwright-core";
import { placeOrderContent } from "../../app/intake/content/place-order";
import { proofsContent } from "../../app/jobs/proofs/content";
import { requestReceiptContent } from "../../app/jobs/requests/receipt-content";
import { visit } from "../e2e/harness";

/**
 * The print jobs' steps the e2e tests share (issue 39): a quote request sent through the public
 * form as a visitor sends it, a proof uploaded on the job's page as staff upload it, and the
 * files they send.
 */

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** A minimal PDF (its signature is what the app checks). */
export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** A real 1×1 PNG, so a browser must decode what the app serves. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

type QuoteRequest = {
  name: string;
  phone: string;
  email: string;
  /** One of the form's services; Business Cards when not given. */
  service?: string;
  /** The design file; a PDF named artwork.pdf when not given. */
  file?: UploadFile;
};

/**
 * Fills in /place-order on `page` (English) with one design file, sends it and waits for
 * /thank-you. Returns what that page shows: the request's reference (empty when missing) and
 * the path of its status link.
 */
export async function sendQuoteRequest(
  page: Page,
  request: QuoteRequest,
): Promise<{ reference: string; statusPath: string }> {
  const order = placeOrderContent.en.form;
  await visit(page, "/place-order");
  const form = page.locator("form").filter({ has: page.locator("#files") });
  await form.getByLabel(order.name).fill(request.name);
  await form.getByLabel(order.phone).fill(request.phone);
  await form.getByLabel(order.email).fill(request.email);
  await form.getByLabel(order.service).selectOption(request.service ?? "Business Cards");
  await page
    .locator("#files")
    .setInputFiles([
      request.file ?? { name: "artwork.pdf", mimeType: "application/pdf", buffer: PDF },
    ]);
  await form.getByRole("button", { name: order.submit, exact: true }).click();
  await page.waitForURL((u) => u.pathname === "/thank-you");
  const reference = (await page.getByTestId("request-reference").textContent()) ?? "";
  const link = page.getByRole("link", { name: requestReceiptContent.en.link });
  const statusPath = new URL((await link.getAttribute("href"))!, page.url()).pathname;
  return { reference, statusPath };
}

/** Uploads `file` as the next proof on the job page `jobPath` (opening its upload form). */
export async function uploadProof(page: Page, jobPath: string, file: UploadFile) {
  const c = proofsContent.en;
  await visit(page, jobPath);
  const section = page.getByTestId("job-proofs");
  const upload = section.locator("details").filter({ hasText: c.upload.heading });
  if ((await upload.getAttribute("open")) === null) await upload.locator("summary").click();
  await section.locator('input[name="file"]').setInputFiles([file]);
  await section.getByRole("button", { name: c.upload.submit }).click();
}
