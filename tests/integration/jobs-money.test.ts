import { beforeAll, describe, expect, it } from "vitest";
import { cashBook } from "~/billing/cash-book/cash-book.server";
import { ledgerTotals } from "~/billing/ledger/ledger.server";
import { action as billAction, loader as billLoader } from "~/billing/job-bills/routes/job-bill";
import { action as cancelAction } from "~/billing/job-bills/routes/job-cancel";
import { recordPayment } from "~/billing/payments/index.server";
import { createRequest } from "~/jobs/index.server";
import { loader as jobLoader } from "~/jobs/board/routes/job";
import { answerQuote } from "~/jobs/quotes/answers.server";
import { saveQuoteVersion } from "~/jobs/quotes/quotes.server";
import { loader as statusLoader } from "~/jobs/status-link/routes/status";
import { indiaDateKey } from "~/lib/dates";
import { getDb } from "~/platform/db/db.server";
import { nowIso } from "~/platform/db/dialect";
import { signedIn } from "../factories";
import { callRoute, getRequest, postRequest, uniqueIp, type RouteResult } from "./route-harness";

/**
 * A print job's money (issue 39, decision 101): the advance taken at acceptance is the job's bill
 * made from the accepted quote with the advance as its payment (receipt, cash-book entry); one
 * bill per job whatever the double submits or the staff at once; refusals with nothing written;
 * billed/paid/balance and the UPI QR on the job page and the status link; delivered and paid
 * closes the job; the books reconcile.
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
const UPI_ID = "limra.jobs@okaxis";

beforeAll(async () => {
  staff = await signedIn("staff");
  other = await signedIn("admin");
  await getDb()
    .deleteFrom("business_settings")
    .where("key", "in", ["upiId", "jobAdvancePercent"])
    .execute();
  await getDb()
    .insertInto("business_settings")
    .values({ key: "upiId", value: UPI_ID, updated_by: null, updated_at: nowIso() })
    .execute();
});

/** A phone request quoted 2 × ₹1,500 + 500 × ₹4 less ₹500 (₹4,500), optionally accepted. */
async function quotedJob({ accepted = true } = {}) {
  const job = await getDb()
    .transaction()
    .execute((trx) =>
      createRequest(trx, {
        source: "phone",
        name: "Kavitha",
        phone: "9876501234",
        email: null,
        locale: "ta",
        service: "Banners",
        quantity: "2",
        details: null,
        customerId: null,
      }),
    );
  await saveQuoteVersion(
    job.id,
    {
      lines: [
        {
          description: "Flex banner 6x3",
          quantityMilli: 2000,
          unit: "pcs",
          ratePaise: 150_000,
          amountPaise: 300_000,
        },
        {
          description: "Handbills",
          quantityMilli: 500_000,
          unit: "pcs",
          ratePaise: 400,
          amountPaise: 200_000,
        },
      ],
      discountPaise: 50_000,
      validUntil: "2099-12-31",
      turnaroundDays: 2,
      notes: null,
    },
    staff.user.id,
  );
  if (accepted) {
    const answer = await answerQuote({
      jobId: job.id,
      version: 1,
      answer: "accept",
      message: "Said yes on the phone",
      via: "phone",
      recordedBy: staff.user.id,
    });
    expect(answer).toEqual({ ok: true });
  }
  return job;
}

type Who = { cookie: string };

function postBill(jobId: string, body: Record<string, string>, who: Who = staff) {
  return callRoute(
    billAction,
    postRequest(`/billing/jobs/${jobId}/bill`, body, { headers: { Cookie: who.cookie } }),
    { id: jobId },
  );
}

async function jobRow(id: string) {
  return getDb()
    .selectFrom("print_jobs")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

async function moneyRows(billId: string | null) {
  if (!billId) return { payments: [], entries: [] };
  const db = getDb();
  const [payments, entries] = await Promise.all([
    db.selectFrom("payments").selectAll().where("bill_id", "=", billId).execute(),
    db.selectFrom("transactions").selectAll().where("complaint_id", "=", billId).execute(),
  ]);
  return { payments, entries };
}

async function billsOfJobCustomer(name = "Kavitha") {
  return getDb().selectFrom("complaints").select("id").where("customer_name", "=", name).execute();
}

const key = () => crypto.randomUUID();

describe("the advance at acceptance", () => {
  it("offers the policy's advance (50 % by default) and makes the bill with it as a receipted payment", async () => {
    const job = await quotedJob();
    const page = (await callRoute(
      billLoader,
      getRequest(`/billing/jobs/${job.id}/bill`, { headers: { Cookie: staff.cookie } }),
      { id: job.id },
    )) as RouteResult<{ job: { money: { advancePaise: number; quoteTotalPaise: number } } }>;
    expect(page.data?.job.money).toMatchObject({ quoteTotalPaise: 450_000, advancePaise: 225_000 });

    const before = await ledgerTotals();
    const result = await postBill(job.id, {
      advance: "2250",
      method: "cash",
      idempotencyKey: key(),
    });
    expect(result.status).toBe(302);
    expect(result.location).toBe(`/billing/jobs/${job.id}`);
    const row = await jobRow(job.id);
    expect(row.bill_id).not.toBeNull();
    const bill = await getDb()
      .selectFrom("complaints")
      .selectAll()
      .where("id", "=", row.bill_id!)
      .executeTakeFirstOrThrow();
    expect(Number(bill.estimated_cost_paise)).toBe(450_000);
    expect(Number(bill.advance_paise)).toBe(225_000);
    expect(Number(bill.balance_paise)).toBe(225_000);
    expect(bill.customer_id).toBe(row.customer_id);
    expect(bill.customer_id).not.toBeNull();
    const lines = await getDb()
      .selectFrom("bill_lines")
      .selectAll()
      .where("bill_id", "=", bill.id)
      .orderBy("position")
      .execute();
    expect(
      lines.map((l) => [
        l.description,
        Number(l.quantity_milli),
        Number(l.rate_paise),
        Number(l.amount_paise),
      ]),
    ).toEqual([
      ["Flex banner 6x3", 2000, 150_000, 300_000],
      ["Handbills", 500_000, 400, 200_000],
    ]);
    const { payments, entries } = await moneyRows(bill.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      kind: "advance",
      method: "cash",
      bill_number: bill.complaint_number,
    });
    expect(Number(payments[0]!.amount_paise)).toBe(225_000);
    expect(payments[0]!.receipt_number).toMatch(/^RCPT\d+/);
    expect(entries.map((e) => [e.transaction_type, Number(e.amount_paise), e.payment_id])).toEqual([
      ["advance_payment", 225_000, payments[0]!.id],
    ]);
    // The books: money in once, the sale once.
    const after = await ledgerTotals();
    expect(after.netPaise - before.netPaise).toBe(225_000);
    expect(after.salesPaise - before.salesPaise).toBe(450_000);
    const today = indiaDateKey(new Date());
    const book = await cashBook({ from: today, to: today });
    expect(book.totals.cashIn).toBeGreaterThanOrEqual(225_000);

    const events = await getDb()
      .selectFrom("print_job_events")
      .select(["kind", "note"])
      .where("job_id", "=", job.id)
      .execute();
    expect(events).toContainEqual({ kind: "advance", note: bill.complaint_number });
  });

  it("follows the owner's percentage setting", async () => {
    await getDb()
      .insertInto("business_settings")
      .values({ key: "jobAdvancePercent", value: "30", updated_by: null, updated_at: nowIso() })
      .execute();
    try {
      const job = await quotedJob();
      const page = (await callRoute(
        billLoader,
        getRequest(`/billing/jobs/${job.id}/bill`, { headers: { Cookie: staff.cookie } }),
        { id: job.id },
      )) as RouteResult<{ job: { money: { advancePaise: number } } }>;
      expect(page.data?.job.money.advancePaise).toBe(135_000);
    } finally {
      await getDb()
        .deleteFrom("business_settings")
        .where("key", "=", "jobAdvancePercent")
        .execute();
    }
  });

  it("a double submit is one bill and one payment, the same answer twice", async () => {
    const job = await quotedJob();
    const k = key();
    const [a, b] = await Promise.all([
      postBill(job.id, { advance: "1000", method: "cash", idempotencyKey: k }),
      postBill(job.id, { advance: "1000", method: "cash", idempotencyKey: k }),
    ]);
    const c = await postBill(job.id, { advance: "1000", method: "cash", idempotencyKey: k });
    expect([a.status, b.status, c.status]).toEqual([302, 302, 302]);
    const row = await jobRow(job.id);
    const { payments } = await moneyRows(row.bill_id);
    expect(payments).toHaveLength(1);
  });

  it("refuses a second bill (409), a job without an accepted quote (409), a LimraKart job (409), nothing written", async () => {
    const job = await quotedJob();
    expect(
      (await postBill(job.id, { advance: "0", method: "cash", idempotencyKey: key() })).status,
    ).toBe(302);
    const again = await postBill(
      job.id,
      { advance: "500", method: "cash", idempotencyKey: key() },
      other,
    );
    expect(again.status).toBe(409);
    const row = await jobRow(job.id);
    expect((await moneyRows(row.bill_id)).payments).toHaveLength(0);

    const unaccepted = await quotedJob({ accepted: false });
    const billsBefore = (await billsOfJobCustomer()).length;
    const refused = await postBill(unaccepted.id, {
      advance: "500",
      method: "cash",
      idempotencyKey: key(),
    });
    expect(refused.status).toBe(409);
    expect((await jobRow(unaccepted.id)).bill_id).toBeNull();
    expect((await billsOfJobCustomer()).length).toBe(billsBefore);

    const shop = await quotedJob();
    await getDb()
      .updateTable("print_jobs")
      .set({ source: "shop_order" })
      .where("id", "=", shop.id)
      .execute();
    expect(
      (await postBill(shop.id, { advance: "0", method: "cash", idempotencyKey: key() })).status,
    ).toBe(409);
    expect((await jobRow(shop.id)).bill_id).toBeNull();
  });

  it("refuses bad input with 400 and writes nothing: too much, unreadable, UPI without its reference", async () => {
    const job = await quotedJob();
    const billsBefore = (await billsOfJobCustomer()).length;
    for (const body of [
      { advance: "4500.01", method: "cash" },
      { advance: "lots", method: "cash" },
      { advance: "100", method: "upi" },
      { advance: "100", method: "barter" },
    ]) {
      const result = await postBill(job.id, { ...body, idempotencyKey: key() });
      expect(result.status, JSON.stringify(body)).toBe(400);
    }
    expect((await jobRow(job.id)).bill_id).toBeNull();
    expect((await billsOfJobCustomer()).length).toBe(billsBefore);
  });

  it("is staff and admin only, in the loader and the action", async () => {
    const job = await quotedJob();
    const customer = await signedIn("customer");
    const page = await callRoute(
      billLoader,
      getRequest(`/billing/jobs/${job.id}/bill`, { headers: { Cookie: customer.cookie } }),
      { id: job.id },
    );
    expect(page.status).toBe(302);
    const post = await postBill(
      job.id,
      { advance: "0", method: "cash", idempotencyKey: key() },
      customer,
    );
    expect(post.status).toBe(302);
    expect(post.location).not.toBe(`/billing/jobs/${job.id}`);
    expect((await jobRow(job.id)).bill_id).toBeNull();
  });
});

type Money = {
  bill: { totalPaise: number; paidPaise: number; balancePaise: number } | null;
  duePaise: number;
  closed: boolean;
  upi: { link: string; svg: string } | null;
};

async function statusMoney(token: string) {
  const page = (await callRoute(statusLoader, getRequest(`/r/${token}`, { ip: uniqueIp() }), {
    token,
  })) as RouteResult<{ money: Money }>;
  return page.data!.money;
}

async function jobPageMoney(id: string) {
  const page = (await callRoute(
    jobLoader,
    getRequest(`/billing/jobs/${id}`, { headers: { Cookie: staff.cookie } }),
    { id },
  )) as RouteResult<{ money: Money }>;
  return page.data!.money;
}

describe("what is due, on the job page and the status link", () => {
  it("shows the advance with its UPI QR, then billed, paid and balance; delivered and paid closes the job", async () => {
    const job = await quotedJob();
    const first = await statusMoney(job.token);
    expect(first).toMatchObject({ bill: null, duePaise: 225_000, closed: false });
    const reference = (await jobRow(job.id)).reference;
    expect(first.upi?.link).toMatch(
      new RegExp(`^upi://pay\\?pa=${UPI_ID}&pn=[^&]+&am=2250\\.00&cu=INR&tn=${reference}$`),
    );
    expect(first.upi?.svg).toMatch(/^<svg /);

    await postBill(job.id, {
      advance: "1000",
      method: "upi",
      reference: "UTR123",
      idempotencyKey: key(),
    });
    const billed = await jobPageMoney(job.id);
    expect(billed).toMatchObject({
      bill: { totalPaise: 450_000, paidPaise: 100_000, balancePaise: 350_000 },
      duePaise: 350_000,
      closed: false,
    });
    expect(billed.upi?.link).toContain("am=3500.00");

    const billId = (await jobRow(job.id)).bill_id!;
    await getDb()
      .updateTable("print_jobs")
      .set({ stage: "delivered" })
      .where("id", "=", job.id)
      .execute();
    expect((await statusMoney(job.token)).closed).toBe(false);
    const paid = await recordPayment(
      billId,
      {
        amount: 350_000,
        method: "cash",
        reference: null,
        note: null,
        date: null,
        idempotencyKey: null,
      },
      staff.user.id,
    );
    expect(paid.ok).toBe(true);
    const closed = await statusMoney(job.token);
    expect(closed).toMatchObject({
      bill: { paidPaise: 450_000, balancePaise: 0 },
      duePaise: 0,
      closed: true,
      upi: null,
    });
  });
});

describe("two staff billing one job at once", () => {
  it("gives one bill and one payment, round after round", async () => {
    for (let round = 0; round < 12; round++) {
      const job = await quotedJob();
      const results = await Promise.all([
        postBill(job.id, { advance: "500", method: "cash", idempotencyKey: key() }),
        postBill(job.id, { advance: "700", method: "cash", idempotencyKey: key() }, other),
        postBill(job.id, { advance: "900", method: "cash", idempotencyKey: key() }),
        postBill(job.id, { advance: "1100", method: "cash", idempotencyKey: key() }, other),
      ]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses, `round ${round}`).toEqual([302, 409, 409, 409]);
      const row = await jobRow(job.id);
      const { payments, entries } = await moneyRows(row.bill_id);
      expect(payments, `round ${round}`).toHaveLength(1);
      expect(entries, `round ${round}`).toHaveLength(1);
      const bills = await getDb()
        .selectFrom("complaints")
        .select("id")
        .where("complaint_description", "like", `${row.reference}:%`)
        .execute();
      expect(bills, `round ${round}`).toHaveLength(1);
    }
  });
});

describe("one staff member billing a job while another cancels it", () => {
  it("never leaves a live bill on a cancelled job, round after round", async () => {
    for (let round = 0; round < 12; round++) {
      const job = await quotedJob();
      const cancel = callRoute(
        cancelAction,
        postRequest(
          `/billing/jobs/${job.id}/cancel`,
          {
            from: "design",
            reason: "Customer changed the plan",
            refund: "on",
            refundMethod: "cash",
          },
          { headers: { Cookie: other.cookie } },
        ),
        { id: job.id },
      );
      const [billed, cancelled] = await Promise.all([
        postBill(job.id, { advance: "500", method: "cash", idempotencyKey: key() }),
        cancel,
      ]);
      expect(cancelled.status, `round ${round}`).toBe(302);
      expect([302, 409], `round ${round}`).toContain(billed.status);
      const row = await jobRow(job.id);
      expect(row.stage, `round ${round}`).toBe("cancelled");
      const bills = await getDb()
        .selectFrom("complaints")
        .select(["id", "cancelled_at"])
        .where("complaint_description", "like", `${row.reference}:%`)
        .execute();
      expect(bills.length, `round ${round}`).toBe(billed.status === 302 ? 1 : 0);
      // A bill made first is cancelled with the job, its advance refunded.
      for (const bill of bills) {
        expect(bill.cancelled_at, `round ${round}`).not.toBeNull();
        expect(row.bill_id).toBe(bill.id);
      }
    }
  });
});

describe("erasing a person (decision 051)", () => {
  it("clears their name, phone and e-mail on their print jobs, revokes the links", async () => {
    const { deleteAccount } = await import("~/account/data-deletion.server");
    const { createTestUser } = await import("../factories");
    const person = await createTestUser();
    const job = await getDb()
      .transaction()
      .execute((trx) =>
        createRequest(trx, {
          source: "website",
          name: "Selvi",
          phone: "9876543219",
          email: person.email.toUpperCase(),
          locale: "en",
          service: "Visiting cards",
          quantity: "100",
          details: "My home address is …",
          customerId: null,
        }),
      );
    const result = await deleteAccount(person.id, { kind: "self", id: person.id });
    expect(result.kind).toBe("deleted");
    const row = await jobRow(job.id);
    expect(row).toMatchObject({ phone: "", email: null, details: null });
    expect(row.name).not.toBe("Selvi");
    const live = await getDb()
      .selectFrom("print_job_links")
      .select("id")
      .where("job_id", "=", job.id)
      .where("revoked_at", "is", null)
      .execute();
    expect(live).toEqual([]);
    const page = await callRoute(statusLoader, getRequest(`/r/${job.token}`, { ip: uniqueIp() }), {
      token: job.token,
    });
    expect(page.status).toBe(404);
  });
});
