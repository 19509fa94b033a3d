import { describe, expect, it } from "vitest";
import { action as jobAction } from "~/jobs/board/routes/job";
import { loader as printLoader } from "~/jobs/quotes/routes/quote-print";
import { loader as pdfLoader } from "~/jobs/quotes/routes/quote-pdf";
import { loader as linkPrintLoader } from "~/jobs/status-link/routes/quote-print";
import { loader as linkPdfLoader } from "~/jobs/status-link/routes/quote-pdf";
import { revokeLinks } from "~/jobs/status-link/tokens.server";
import { getDb } from "~/platform/db/db.server";
import { createQuotedJob, signedIn } from "../factories";
import { pdfText } from "../helpers/pdf-text";
import { callRoute, getRequest, postRequest, toastOf } from "./route-harness";

/**
 * A quote as a document and a message (issue 39, decision 098): the A4 print view and the PDF
 * (en/ta) for staff and through the status link, sending by e-mail through the outbox and by
 * WhatsApp in the customer's language with a status link of the message's own, and refusals.
 */

type Loader = (args: never) => Promise<Response>;

/** A PDF route's answer and its bytes, fetched as a download. */
async function download(
  loader: Loader,
  path: string,
  params: Record<string, string>,
  cookie?: string,
) {
  let body: Uint8Array | undefined;
  const result = await callRoute(
    async (args: never) => {
      const response = await loader(args);
      body = new Uint8Array(await response.clone().arrayBuffer());
      return response;
    },
    getRequest(path, { cookie }),
    params,
  );
  return { result, body };
}

const send = (jobId: string, intent: string, cookie?: string) =>
  callRoute(jobAction, postRequest(`/billing/jobs/${jobId}`, { intent }, { cookie }), {
    id: jobId,
  });

async function outbox(jobId: string) {
  return getDb().selectFrom("email_outbox").selectAll().where("entity_id", "=", jobId).execute();
}

async function written(jobId: string) {
  const db = getDb();
  const [links, events, quote] = await Promise.all([
    db.selectFrom("print_job_links").select("purpose").where("job_id", "=", jobId).execute(),
    db.selectFrom("print_job_events").select("kind").where("job_id", "=", jobId).execute(),
    db
      .selectFrom("print_job_quotes")
      .select("sent_at")
      .where("job_id", "=", jobId)
      .executeTakeFirstOrThrow(),
  ]);
  const audit = await db
    .selectFrom("audit_log")
    .select("action")
    .where("entity_id", "=", jobId)
    .where("action", "=", "print_job.quote_send")
    .execute();
  return {
    links: links.filter((l) => l.purpose === "quote").length,
    sent: events.filter((e) => e.kind === "quote_sent").length,
    sentAt: quote.sent_at,
    audit: audit.length,
  };
}

describe("the quote's print view and PDF", () => {
  it("staff print a version and download it as a PDF in English and Tamil", async () => {
    const { cookie, user } = await signedIn("staff");
    const job = await createQuotedJob(user.id);
    const page = await callRoute(
      printLoader,
      getRequest(`/billing/jobs/${job.id}/quote/print`, { cookie }),
      {
        id: job.id,
      },
    );
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      doc: { reference: job.reference, quote: { version: 1, totalPaise: 350_000 } },
      pdfHref: `/billing/jobs/${job.id}/quote/pdf?v=1`,
    });
    const en = await download(
      pdfLoader,
      `/billing/jobs/${job.id}/quote/pdf?v=1`,
      { id: job.id },
      cookie,
    );
    expect(en.result.status).toBe(200);
    expect(en.result.headers.get("Content-Type")).toBe("application/pdf");
    expect(en.result.headers.get("Content-Disposition")).toBe(
      `attachment; filename="${job.reference}-v1.pdf"`,
    );
    const text = await pdfText(en.body!);
    expect(text).toContain(job.reference);
    expect(text).toMatch(/Total\s*₹3,500\.00/);
    expect(text).toContain("₹12.50");
    expect(text).toContain("Wedding card, 2 colours");
    const ta = await download(
      pdfLoader,
      `/billing/jobs/${job.id}/quote/pdf?lang=ta`,
      { id: job.id },
      cookie,
    );
    expect(ta.result.headers.get("Content-Disposition")).toContain(`${job.reference}-v1-ta.pdf`);
    const tamil = await pdfText(ta.body!);
    expect(tamil).toContain("குறிப்பு எண்");
    expect(tamil).toContain("₹3,500.00");
    expect(tamil).not.toContain("Total");
  });

  it("an unknown version or job is a 404; a customer and a visitor get no document", async () => {
    const { cookie, user } = await signedIn("staff");
    const job = await createQuotedJob(user.id);
    for (const path of [
      `/billing/jobs/${job.id}/quote/print?v=2`,
      `/billing/jobs/${job.id}/quote/print?v=x`,
    ]) {
      const page = await callRoute(printLoader, getRequest(path, { cookie }), { id: job.id });
      expect(page.status, path).toBe(404);
    }
    const none = await callRoute(
      pdfLoader,
      getRequest(`/billing/jobs/nope/quote/pdf`, { cookie }),
      {
        id: "nope",
      },
    );
    expect(none.status).toBe(404);
    const { cookie: customer } = await signedIn("customer");
    for (const c of [customer, undefined]) {
      const pdf = await download(pdfLoader, `/billing/jobs/${job.id}/quote/pdf`, { id: job.id }, c);
      expect([302, 403]).toContain(pdf.result.status);
      expect(pdf.result.headers.get("Content-Type")).not.toBe("application/pdf");
      const page = await callRoute(
        printLoader,
        getRequest(`/billing/jobs/${job.id}/quote/print`, { cookie: c }),
        {
          id: job.id,
        },
      );
      expect([302, 403]).toContain(page.status);
    }
  });

  it("the customer opens the same document and PDF through the status link, not after revoking", async () => {
    const { user } = await signedIn("staff");
    const job = await createQuotedJob(user.id, { job: { locale: "ta" } });
    const { token } = job;
    const page = await callRoute(linkPrintLoader, getRequest(`/r/${token}/quote`), { token });
    expect(page.status).toBe(200);
    expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(page.data).toMatchObject({
      doc: { reference: job.reference, quote: { totalPaise: 350_000 } },
      pdfHref: `/r/${token}/quote/pdf?v=1`,
    });
    const pdf = await download(linkPdfLoader, `/r/${token}/quote/pdf?lang=en`, { token });
    expect(pdf.result.status).toBe(200);
    expect(pdf.result.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.result.headers.get("Content-Disposition")).toMatch(/^attachment; /);
    expect(pdf.result.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(await pdfText(pdf.body!)).toContain(job.reference);
    await revokeLinks(getDb(), job.id, user.id);
    const gone = await download(linkPdfLoader, `/r/${token}/quote/pdf`, { token });
    expect(gone.result.status).toBe(404);
    expect(gone.body).toBeUndefined();
    const gonePage = await callRoute(linkPrintLoader, getRequest(`/r/${token}/quote`), { token });
    expect(gonePage.status).toBe(404);
  });
});

describe("sending the quote", () => {
  it("by e-mail: queued in the customer's language with a new status link and the PDF's link", async () => {
    const { cookie, user } = await signedIn("staff");
    const job = await createQuotedJob(user.id, {
      job: { email: "latha@example.test", locale: "ta" },
    });
    const result = await send(job.id, "quote-email", cookie);
    expect(result.status).toBe(302);
    expect(result.location).toBe(`/billing/jobs/${job.id}`);
    const [mail, ...more] = await outbox(job.id);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ to_address: "latha@example.test", entity: "print_job" });
    expect(mail!.subject).toBe(`உங்கள் விலைப்புள்ளி ${job.reference} — Limra Graphics`);
    expect(mail!.text_body).toContain("₹3,500.00");
    expect(mail!.text_body).toContain("31/12/2099");
    const url = /http:\/\/localhost:3000\/r\/([A-Za-z0-9_-]{43})/.exec(mail!.text_body)!;
    expect(url[1]).not.toBe(job.token);
    expect(mail!.text_body).toContain(`${url[0]}/quote/pdf?lang=ta`);
    // The mailed link opens the customer's page.
    const token = url[1]!;
    const page = await callRoute(linkPrintLoader, getRequest(`/r/${token}/quote`), { token });
    expect(page.status).toBe(200);
    expect(await written(job.id)).toMatchObject({ links: 1, sent: 1, audit: 1 });
    expect((await written(job.id)).sentAt).not.toBeNull();
  });

  it("by WhatsApp: a wa.me link to the mobile whose text has the reference, total and a status link", async () => {
    const { cookie, user } = await signedIn("staff");
    const job = await createQuotedJob(user.id, { job: { phone: "+919443012345" } });
    const result = await send(job.id, "quote-whatsapp", cookie);
    expect(result.status).toBe(302);
    const href = new URL(result.location!);
    expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/919443012345");
    const text = href.searchParams.get("text")!;
    expect(text).toContain(`your quote ${job.reference} comes to ₹3,500.00`);
    expect(text).toMatch(/http:\/\/localhost:3000\/r\/[A-Za-z0-9_-]{43}$/);
    expect(await written(job.id)).toMatchObject({ links: 1, sent: 1, audit: 1 });
    const ta = await createQuotedJob(user.id, { job: { locale: "ta" } });
    const tamil = new URL((await send(ta.id, "quote-whatsapp", cookie)).location!);
    expect(tamil.searchParams.get("text")).toContain(`உங்கள் விலைப்புள்ளி ${ta.reference}`);
  });

  it("refuses (409, nothing written) without an e-mail or a mobile; a customer cannot send", async () => {
    const { cookie, user } = await signedIn("staff");
    const job = await createQuotedJob(user.id, { job: { phone: "+914462345678" } });
    const before = await written(job.id);
    const email = await send(job.id, "quote-email", cookie);
    expect(email.status).toBe(409);
    expect((await toastOf(email))?.title).toMatch(/no e-mail address/);
    const whatsapp = await send(job.id, "quote-whatsapp", cookie);
    expect(whatsapp.status).toBe(409);
    expect((await toastOf(whatsapp))?.title).toMatch(/not an Indian mobile/);
    expect(await written(job.id)).toEqual(before);
    expect(before).toMatchObject({ links: 0, sent: 0, sentAt: null });
    expect(await outbox(job.id)).toHaveLength(0);
    const mailable = await createQuotedJob(user.id, { job: { email: "x@example.test" } });
    const { cookie: customer } = await signedIn("customer");
    const refused = await send(mailable.id, "quote-email", customer);
    expect(refused.status).toBe(302);
    expect(refused.location).not.toBe(`/billing/jobs/${mailable.id}`);
    expect(await outbox(mailable.id)).toHaveLength(0);
  });
});
