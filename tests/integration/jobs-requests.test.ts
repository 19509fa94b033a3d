import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import { action as orderRoute } from "~/intake/routes/place-order";
import { loader as statusLoader } from "~/jobs/status-link/routes/status";
import { hashToken, revokeLinks, issueLink, TOKEN_BYTES } from "~/jobs/status-link/tokens.server";
import { STATUS_RATE_LIMIT } from "~/jobs/status-link/status.server";
import { createRequest } from "~/jobs/index.server";
import { allocateReference } from "~/jobs/requests/reference.server";
import { loader as thankYouLoader } from "~/site/routes/thank-you";
import { getDb } from "~/platform/db/db.server";
import {
  callRoute,
  cookieHeaderFrom,
  getRequest,
  postRequest,
  uniqueIp,
  type RouteResult,
} from "./route-harness";

/**
 * Print requests (issue 39, docs/decisions/094): the yearly reference drawn in the request's
 * transaction, the status link's token (entropy, only its hash stored, revocation, the same 404
 * for unknown and revoked, the rate limit, noindex and no-referrer), and the order form giving
 * both on /thank-you and in the customer's e-mail.
 */

function orderForm(overrides: Record<string, string> = {}) {
  const form = new FormData();
  const fields = {
    name: "Meena K",
    phone: "98765 43210",
    email: "meena@example.test",
    service: "Business Cards",
    quantity: "300",
    message: "Gold foil on the names.",
    formToken: crypto.randomUUID(),
    website: "",
    ...overrides,
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

async function postOrder(form = orderForm()) {
  return callRoute(orderRoute, postRequest("/place-order", form));
}

async function thankYou(cookie: string) {
  const result = (await callRoute(
    thankYouLoader,
    getRequest("/thank-you", { cookie }),
  )) as RouteResult<{
    receipt: { reference: string; path: string } | null;
  }>;
  return result.data!.receipt;
}

async function openStatus(token: string, ip = uniqueIp()) {
  return callRoute(statusLoader, getRequest(`/r/${token}`, { ip }), { token }) as Promise<
    RouteResult<{ status: { reference: string; stage: string; service: string } }>
  >;
}

const year = () => Number(new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 4));

describe("the order form opens a print request", () => {
  it("gives a reference and a status link on /thank-you and in the customer's e-mail", async () => {
    const result = await postOrder();
    expect(result.status).toBe(302);
    expect(result.location).toBe("/thank-you");
    const receipt = await thankYou(cookieHeaderFrom(result));
    expect(receipt?.reference).toMatch(new RegExp(`^Q-${year()}-\\d{4,}$`));
    const token = receipt!.path.replace("/r/", "");
    const job = await getDb()
      .selectFrom("print_jobs")
      .selectAll()
      .where("reference", "=", receipt!.reference)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ source: "website", stage: "request", service: "Business Cards" });
    expect(job.order_submission_id).not.toBeNull();
    expect(job.customer_id).not.toBeNull();

    const mail = await getDb()
      .selectFrom("email_outbox")
      .selectAll()
      .where("entity", "=", "print_job")
      .where("entity_id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe("meena@example.test");
    expect(mail.subject).toContain(receipt!.reference);
    expect(mail.text_body).toContain(`/r/${token}`);

    const page = await openStatus(token);
    expect(page.status).toBe(200);
    expect(page.data?.status).toMatchObject({ reference: receipt!.reference, stage: "request" });
    expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(page.headers.get("X-Robots-Tag")).toContain("noindex");
  });

  it("stores no request when the form is refused", async () => {
    const before = await countJobs();
    const result = await postOrder(orderForm({ name: "", service: "" }));
    expect(result.status).toBe(400);
    expect(await countJobs()).toBe(before);
  });

  it("a second post of the same form is the same request, with a fresh link", async () => {
    const form = orderForm();
    const first = await thankYou(cookieHeaderFrom(await postOrder(form)));
    const again = await thankYou(cookieHeaderFrom(await postOrder(form)));
    expect(again?.reference).toBe(first?.reference);
    expect(again?.path).not.toBe(first?.path);
    expect((await openStatus(again!.path.slice(3))).status).toBe(200);
  });
});

async function countJobs() {
  const row = await getDb()
    .selectFrom("print_jobs")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function newJob() {
  return getDb()
    .transaction()
    .execute((trx) =>
      createRequest(trx, {
        source: "phone",
        name: "Ravi",
        phone: "9876500000",
        email: null,
        locale: "ta",
        service: "Flex banner",
        quantity: "2",
        details: null,
        customerId: null,
      }),
    );
}

describe("references", () => {
  it("count up within the India year and start again at 1 the next year", async () => {
    const refs = await getDb()
      .transaction()
      .execute(async (trx) => [
        await allocateReference(trx, "2031-12-31T18:29:59.000Z"),
        await allocateReference(trx, "2031-12-31T18:30:00.000Z"),
        await allocateReference(trx, "2031-06-01T00:00:00.000Z"),
      ]);
    expect(refs).toEqual(["Q-2031-0001", "Q-2032-0001", "Q-2031-0002"]);
  });

  it("a rolled-back request gives its number back", async () => {
    const peek = () =>
      getDb()
        .transaction()
        .execute(async (trx) => {
          const ref = await allocateReference(trx, "2033-03-01T00:00:00.000Z");
          throw Object.assign(new Error("rollback"), { ref });
        })
        .catch((e: { ref: string }) => e.ref);
    expect(await peek()).toBe("Q-2033-0001");
    expect(await peek()).toBe("Q-2033-0001");
  });

  it("requests made at once never share a reference", async () => {
    const made = await Promise.all(Array.from({ length: 8 }, () => newJob()));
    expect(new Set(made.map((m) => m.reference)).size).toBe(8);
  });
});

describe("the status link's token", () => {
  it("has 256 random bits, is stored only as its sha256, and opens its job", async () => {
    const { id, token } = await newJob();
    expect(Buffer.from(token, "base64url")).toHaveLength(TOKEN_BYTES);
    expect(TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    const rows = await getDb()
      .selectFrom("print_job_links")
      .selectAll()
      .where("job_id", "=", id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(token));
    const dump = await sql<{ n: number | string }>`
      select count(*) as n from print_job_links where token_hash = ${token} or id = ${token}`.execute(
      getDb(),
    );
    expect(Number(dump.rows[0]!.n)).toBe(0);
    const tokens = await Promise.all(Array.from({ length: 50 }, () => newJob()));
    expect(new Set(tokens.map((t) => t.token)).size).toBe(50);
  });

  it("answers an unknown, a malformed and a revoked token with the same 404", async () => {
    const { id, token } = await newJob();
    expect((await openStatus(token)).status).toBe(200);
    await revokeLinks(getDb(), id, null);
    const answers = await Promise.all(
      [token, "A".repeat(43), "nope", `${token}x`].map((t) => openStatus(t)),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.data ?? null).toBeNull();
      expect(answer.headers.get("Referrer-Policy")).toBe("no-referrer");
      expect(answer.headers.get("X-Robots-Tag")).toContain("noindex");
    }
  });

  it("a replacement opens the job while the revoked one stays closed", async () => {
    const { id, token } = await newJob();
    await revokeLinks(getDb(), id, null);
    const fresh = await issueLink(getDb(), id, "staff");
    expect((await openStatus(token)).status).toBe(404);
    expect((await openStatus(fresh)).status).toBe(200);
  });

  it("is rate limited per address, unknown tokens included", async () => {
    const ip = uniqueIp();
    const { token } = await newJob();
    for (let i = 0; i < STATUS_RATE_LIMIT.limit; i++) {
      expect((await openStatus(i % 2 ? token : "B".repeat(43), ip)).status).not.toBe(429);
    }
    const limited = await openStatus(token, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBeTruthy();
    expect((await openStatus(token)).status).toBe(200);
  });
});
