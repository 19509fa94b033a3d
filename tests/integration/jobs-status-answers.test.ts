import { describe, expect, it } from "vitest";
import { createRequest } from "~/jobs/index.server";
import { saveQuoteVersion } from "~/jobs/quotes/quotes.server";
import { action as statusAction, loader as statusLoader } from "~/jobs/status-link/routes/status";
import { revokeLinks } from "~/jobs/status-link/tokens.server";
import { getDb } from "~/platform/db/db.server";
import { createTestUser } from "../factories";
import { callRoute, getRequest, postRequest, uniqueIp, type RouteResult } from "./route-harness";

/**
 * The customer's answers on the status link (issue 39, docs/decisions/095): Accept records the
 * time, IP and user agent without signing in; an expired quote is refused (409); a message too
 * long or missing is 400; a revoked link is the same 404; nothing is written when refused.
 */

async function jobWithQuote(validUntil = "2099-12-31") {
  const user = await createTestUser({ role: "staff" });
  const job = await getDb()
    .transaction()
    .execute((trx) =>
      createRequest(trx, {
        source: "phone",
        name: "Kumar",
        phone: "9876598765",
        email: null,
        locale: "en",
        service: "Letterheads",
        quantity: "500",
        details: null,
        customerId: null,
      }),
    );
  await saveQuoteVersion(
    job.id,
    {
      lines: [
        {
          description: "Letterhead A4",
          quantityMilli: 500_000,
          unit: "pcs",
          ratePaise: 400,
          amountPaise: 200_000,
        },
      ],
      discountPaise: 0,
      validUntil,
      turnaroundDays: 3,
      notes: null,
    },
    user.id,
  );
  return job;
}

function answer(token: string, body: Record<string, string>, ip = uniqueIp()) {
  return callRoute(
    statusAction,
    postRequest(`/r/${token}`, body, { ip, headers: { "User-Agent": "Phone browser 1.0" } }),
    { token },
  );
}

async function answers(jobId: string) {
  return getDb().selectFrom("print_job_answers").selectAll().where("job_id", "=", jobId).execute();
}

describe("answers on the status link", () => {
  it("shows the latest quote and accepts it, with time, IP and user agent", async () => {
    const job = await jobWithQuote();
    const page = (await callRoute(statusLoader, getRequest(`/r/${job.token}`), {
      token: job.token,
    })) as RouteResult<{ quote: { version: number; totalPaise: number } | null }>;
    expect(page.data?.quote).toMatchObject({ version: 1, totalPaise: 200_000 });
    const ip = uniqueIp();
    const result = await answer(job.token, { intent: "accept", version: "1" }, ip);
    expect(result.status).toBe(302);
    expect(result.location).toBe(`/r/${job.token}`);
    expect(result.headers.get("Referrer-Policy")).toBe("no-referrer");
    const [row] = await answers(job.id);
    expect(row).toMatchObject({
      answer: "accept",
      via: "link",
      ip,
      user_agent: "Phone browser 1.0",
    });
    expect(row!.recorded_by).toBeNull();
    const again = await answer(job.token, { intent: "accept", version: "1" });
    expect(again.status).toBe(409);
    expect(await answers(job.id)).toHaveLength(1);
  });

  it("refuses an expired quote with 409 and writes nothing", async () => {
    const job = await jobWithQuote("2020-01-01");
    const result = await answer(job.token, { intent: "accept", version: "1" });
    expect(result.status).toBe(409);
    expect(await answers(job.id)).toHaveLength(0);
    const stage = await getDb()
      .selectFrom("print_jobs")
      .select("stage")
      .where("id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(stage.stage).toBe("quoted");
  });

  it("asks for changes with a message; none, or 10,000 characters, is 400 and writes nothing", async () => {
    const job = await jobWithQuote();
    for (const message of ["", "x".repeat(10_000)]) {
      const result = await answer(job.token, { intent: "changes", version: "1", message });
      expect(result.status).toBe(400);
    }
    expect((await answer(job.token, { intent: "nonsense", version: "1" })).status).toBe(400);
    expect(await answers(job.id)).toHaveLength(0);
    const ok = await answer(job.token, {
      intent: "changes",
      version: "1",
      message: "Blue ink please",
    });
    expect(ok.status).toBe(302);
    expect(await answers(job.id)).toMatchObject([
      { answer: "changes", message: "Blue ink please" },
    ]);
  });

  it("a revoked link cannot answer: the same 404", async () => {
    const job = await jobWithQuote();
    await revokeLinks(getDb(), job.id, null);
    const result = await answer(job.token, { intent: "accept", version: "1" });
    expect(result.status).toBe(404);
    expect(await answers(job.id)).toHaveLength(0);
  });
});
