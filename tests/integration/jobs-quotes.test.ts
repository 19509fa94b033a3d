import { describe, expect, it } from "vitest";
import { createRequest } from "~/jobs/index.server";
import { answerQuote } from "~/jobs/quotes/answers.server";
import { jobQuotes, saveQuoteVersion } from "~/jobs/quotes/quotes.server";
import { parseQuote, type QuoteMessages } from "~/jobs/quotes/schema";
import { getDb } from "~/platform/db/db.server";
import { createTestUser } from "../factories";

/**
 * Quotes (issue 39, docs/decisions/095): versions, locking on acceptance, expiry, the answers
 * recorded with who, how and when, the job's stage and due day, and bad input refused.
 */

const M: QuoteMessages = {
  noLines: "no lines",
  description: "description",
  quantity: "quantity",
  rate: "rate",
  tooLong: "too long",
  discount: "discount",
  validUntil: "valid until",
  turnaround: "turnaround",
  tooMuch: "too much",
};

async function newJob() {
  return getDb()
    .transaction()
    .execute((trx) =>
      createRequest(trx, {
        source: "walk_in",
        name: "Latha",
        phone: "9876512345",
        email: null,
        locale: "ta",
        service: "Wedding cards",
        quantity: "300",
        details: null,
        customerId: null,
      }),
    );
}

const form = (overrides: Record<string, string> = {}) => ({
  "lines.0.description": "Wedding card, 2 colours",
  "lines.0.quantity": "300",
  "lines.0.unit": "pcs",
  "lines.0.rate": "12.50",
  "lines.1.description": "Design",
  "lines.1.rate": "500",
  discount: "250",
  validUntil: "2099-12-31",
  turnaround: "5",
  notes: "Envelopes included.",
  ...overrides,
});

function parsed(values: Record<string, string>) {
  const result = parseQuote(values, M);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

async function stage(jobId: string) {
  return getDb()
    .selectFrom("print_jobs")
    .select(["stage", "due_day"])
    .where("id", "=", jobId)
    .executeTakeFirstOrThrow();
}

describe("a quote", () => {
  it("sums its lines like a bill, less the discount", () => {
    const q = parsed(form());
    expect(q.lines.map((l) => l.amountPaise)).toEqual([375_000, 50_000]);
    expect(q.discountPaise).toBe(25_000);
  });

  it("refuses empty lines, negative or zero quantities, bad rates, discounts above the sum", () => {
    const bad: Record<string, string>[] = [
      {
        "lines.0.description": "",
        "lines.0.rate": "",
        "lines.0.quantity": "",
        "lines.1.description": "",
        "lines.1.rate": "",
      },
      { "lines.0.quantity": "-3" },
      { "lines.0.quantity": "0" },
      { "lines.0.rate": "abc" },
      { "lines.0.description": "" },
      { discount: "999999" },
      { validUntil: "2026-02-30" },
      { turnaround: "-1" },
      { turnaround: "" },
      { notes: "x".repeat(10_000) },
    ];
    for (const values of bad)
      expect(parseQuote(form(values), M).ok, JSON.stringify(values)).toBe(false);
  });

  it("is versioned: a save after acceptance is a new version, the accepted one stays as it was", async () => {
    const user = await createTestUser({ role: "staff" });
    const job = await newJob();
    expect(await saveQuoteVersion(job.id, parsed(form()), user.id)).toEqual({
      ok: true,
      version: 1,
    });
    expect((await stage(job.id)).stage).toBe("quoted");
    const accepted = await answerQuote({
      jobId: job.id,
      version: 1,
      answer: "accept",
      message: null,
      via: "link",
      ip: "10.1.2.3",
      userAgent: "Test browser",
    });
    expect(accepted).toEqual({ ok: true });
    const after = await stage(job.id);
    expect(after.stage).toBe("design");
    expect(after.due_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Accepting again, or a second acceptance racing the first, changes nothing.
    expect(
      await answerQuote({
        jobId: job.id,
        version: 1,
        answer: "accept",
        message: null,
        via: "link",
      }),
    ).toEqual({ ok: false, reason: "accepted" });

    expect(await saveQuoteVersion(job.id, parsed(form({ "lines.0.rate": "11" })), user.id)).toEqual(
      {
        ok: true,
        version: 2,
      },
    );
    const quotes = await jobQuotes(job.id);
    expect(quotes.map((q) => q.version)).toEqual([2, 1]);
    expect(quotes[1]!.acceptedAt).not.toBeNull();
    expect(quotes[1]!.lines[0]!.ratePaise).toBe(1250);
    expect(quotes[0]!.lines[0]!.ratePaise).toBe(1100);
    expect(quotes[1]!.answers).toMatchObject([{ answer: "accept", via: "link" }]);
    const answer = await getDb()
      .selectFrom("print_job_answers")
      .selectAll()
      .where("job_id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(answer).toMatchObject({ ip: "10.1.2.3", user_agent: "Test browser", via: "link" });
    // The earlier version can no longer be answered.
    expect(
      await answerQuote({
        jobId: job.id,
        version: 1,
        answer: "changes",
        message: "x",
        via: "link",
      }),
    ).toEqual({ ok: false, reason: "not-latest" });
  });

  it("cannot be accepted once expired; changes may still be asked", async () => {
    const user = await createTestUser({ role: "staff" });
    const job = await newJob();
    await saveQuoteVersion(job.id, parsed(form({ validUntil: "2026-01-10" })), user.id);
    const on = (iso: string) => new Date(iso);
    // The last India day of validity: 10 Jan till 18:29:59 UTC.
    expect(
      await answerQuote(
        { jobId: job.id, version: 1, answer: "accept", message: null, via: "link" },
        on("2026-01-10T18:30:00Z"),
      ),
    ).toEqual({ ok: false, reason: "expired" });
    expect((await stage(job.id)).stage).toBe("quoted");
    expect(
      await answerQuote(
        { jobId: job.id, version: 1, answer: "changes", message: "Cheaper paper?", via: "link" },
        on("2026-01-11T00:00:00Z"),
      ),
    ).toEqual({ ok: true });
    expect(
      await answerQuote(
        { jobId: job.id, version: 1, answer: "accept", message: null, via: "link" },
        on("2026-01-10T18:29:59Z"),
      ),
    ).toEqual({ ok: true });
  });

  it("a phone acceptance is recorded by staff with its note and audit-logged", async () => {
    const user = await createTestUser({ role: "staff" });
    const job = await newJob();
    await saveQuoteVersion(job.id, parsed(form()), user.id);
    expect(
      await answerQuote({
        jobId: job.id,
        version: 1,
        answer: "accept",
        message: "Said yes on the phone at 4 pm",
        via: "phone",
        recordedBy: user.id,
      }),
    ).toEqual({ ok: true });
    const answer = await getDb()
      .selectFrom("print_job_answers")
      .selectAll()
      .where("job_id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(answer).toMatchObject({ via: "phone", recorded_by: user.id, ip: null });
    const audit = await getDb()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", job.id)
      .execute();
    expect(audit.map((a) => a.action)).toContain("print_job.quote_accept_recorded");
    // The database itself refuses a staff-recorded answer without a note.
    await expect(
      getDb()
        .insertInto("print_job_answers")
        .values({
          id: crypto.randomUUID(),
          job_id: job.id,
          quote_id: (await jobQuotes(job.id))[0]!.id,
          proof_id: null,
          answer: "accept",
          message: null,
          via: "phone",
          ip: null,
          user_agent: null,
          recorded_by: user.id,
          created_at: new Date().toISOString(),
        })
        .execute(),
    ).rejects.toThrow();
  });

  it("a quote for an unknown or closed job is refused, nothing written", async () => {
    const user = await createTestUser({ role: "staff" });
    expect(await saveQuoteVersion("nope", parsed(form()), user.id)).toEqual({
      ok: false,
      reason: "no-job",
    });
    const job = await newJob();
    await getDb()
      .updateTable("print_jobs")
      .set({ stage: "cancelled", cancel_reason: "Customer went elsewhere" })
      .where("id", "=", job.id)
      .execute();
    expect(await saveQuoteVersion(job.id, parsed(form()), user.id)).toEqual({
      ok: false,
      reason: "closed",
    });
    expect(await jobQuotes(job.id)).toEqual([]);
  });
});
