import { describe, expect, it } from "vitest";
import { action as cancelRouteAction } from "~/billing/job-bills/routes/job-cancel";
import { action as jobAction } from "~/jobs/board/routes/job";
import { loader as jobsLoader } from "~/jobs/board/routes/jobs";
import { createRequest } from "~/jobs/index.server";
import { getDb } from "~/platform/db/db.server";
import type { PrintJobStage } from "~/platform/db/schema";
import { answerProofOnLink, createProof } from "~/factories.server";
import { createBill, signedIn } from "../factories";
import {
  callRoute,
  getRequest,
  localeCookie,
  postRequest,
  redirectToast,
  type RouteResult,
} from "./route-harness";

/**
 * Stage moves (issue 39, docs/decisions/099), through the job page's action as a form posts
 * them: allowed moves only, a stale form refused (409), two at once move once, printing refused
 * until the latest proof is approved (a phone approval counts), cancel with a reason (its bill
 * cancelled with it), the assignee, "ready" e-mailed in the customer's language, and roles.
 */

const phone = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

async function newJob(stage: PrintJobStage, opts: { email?: string; locale?: "en" | "ta" } = {}) {
  const made = await getDb()
    .transaction()
    .execute((trx) =>
      createRequest(trx, {
        source: "walk_in",
        name: "Kavitha",
        phone: `+91${phone()}`,
        email: opts.email ?? null,
        locale: opts.locale ?? "en",
        service: "Wedding cards",
        quantity: "300",
        details: null,
        customerId: null,
      }),
    );
  await getDb().updateTable("print_jobs").set({ stage }).where("id", "=", made.id).execute();
  return made;
}

async function jobRow(id: string) {
  return getDb()
    .selectFrom("print_jobs")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

async function post(id: string, cookie: string | undefined, body: Record<string, string>) {
  // The job page's Cancel form posts to billing's /billing/jobs/:id/cancel (decision 099).
  if (body.intent === "cancel") {
    const { intent: _, ...rest } = body;
    const url = `/billing/jobs/${id}/cancel`;
    return callRoute(cancelRouteAction, postRequest(url, rest, { cookie }), { id });
  }
  return callRoute(jobAction, postRequest(`/billing/jobs/${id}`, body, { cookie }), { id });
}

const move = (id: string, cookie: string, from: string, to: string) =>
  post(id, cookie, { intent: "move", from, to });

async function audit(id: string) {
  const rows = await getDb()
    .selectFrom("audit_log")
    .select("action")
    .where("entity_id", "=", id)
    .orderBy("created_at")
    .execute();
  return rows.map((r) => r.action);
}

async function events(id: string) {
  return getDb()
    .selectFrom("print_job_events")
    .select(["kind", "from_stage", "to_stage", "user_id", "note"])
    .where("job_id", "=", id)
    .where("kind", "!=", "created")
    .orderBy("created_at")
    .execute();
}

const toastOf = async (r: RouteResult) =>
  ((r.data as { toast?: { title: string } } | undefined)?.toast?.title ?? "") ||
  ((await redirectToast(r))?.title ?? "");

describe("a stage move", () => {
  it("is one post: the job moves, the timeline and the audit log say who and what", async () => {
    const { cookie, user } = await signedIn("staff");
    const job = await newJob("design");
    const moved = await move(job.id, cookie, "design", "proof");
    expect(moved.status).toBe(302);
    expect(moved.location).toBe(`/billing/jobs/${job.id}`);
    expect((await jobRow(job.id)).stage).toBe("proof");
    expect(await events(job.id)).toEqual([
      { kind: "stage", from_stage: "design", to_stage: "proof", user_id: user.id, note: null },
    ]);
    expect(await audit(job.id)).toEqual(["print_job.stage"]);
    // A back-step for changes, from the board: back to the board.
    const back = await post(job.id, cookie, {
      intent: "move",
      from: "proof",
      to: "design",
      back: "board",
    });
    expect(back.location).toBe("/billing/jobs");
    expect((await jobRow(job.id)).stage).toBe("design");
  });

  it("refuses a move the rules do not allow (409), and a stale form (409), changing nothing", async () => {
    const { cookie } = await signedIn("staff");
    const job = await newJob("design");
    const skip = await move(job.id, cookie, "design", "ready");
    expect(skip.status).toBe(409);
    const fromRequest = await newJob("request");
    expect((await move(fromRequest.id, cookie, "request", "design")).status).toBe(409);
    await move(job.id, cookie, "design", "proof");
    // The same form again (the page still said "design"): refused, not applied twice.
    const stale = await move(job.id, cookie, "design", "proof");
    expect(stale.status).toBe(409);
    expect(await toastOf(stale)).toMatch(/moved meanwhile.*Proof/);
    expect((await jobRow(job.id)).stage).toBe("proof");
    expect(await audit(job.id)).toEqual(["print_job.stage"]);
    // Nonsense is refused too.
    expect((await move(job.id, cookie, "proof", "moon")).status).toBe(409);
  });

  it("two moves at once: one wins, the other is refused", async () => {
    const { cookie } = await signedIn("staff");
    const job = await newJob("proof");
    const results = await Promise.all([
      move(job.id, cookie, "proof", "approved"),
      move(job.id, cookie, "proof", "design"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([302, 409]);
    expect(await events(job.id)).toHaveLength(1);
  });
});

/**
 * Waits until the clock has passed the millisecond it reads now: answers are ordered by their
 * time, so a second answer to one proof must not share the first one's millisecond.
 */
async function nextMillisecond() {
  const now = Date.now();
  while (Date.now() <= now) await new Promise((r) => setTimeout(r, 1));
}

describe("the printing gate", () => {
  it("refuses printing without an approved latest proof, allows it after", async () => {
    const { cookie, user } = await signedIn("staff");
    const job = await newJob("approved");
    const none = await move(job.id, cookie, "approved", "printing");
    expect(none.status).toBe(409);
    expect(await toastOf(none)).toMatch(/latest proof is not approved/);
    // Uploading v1 takes the job back to 'proof'; the customer's approval moves it to 'approved'.
    await createProof(user.id, { jobId: job.id });
    await answerProofOnLink(job.id, 1);
    expect((await jobRow(job.id)).stage).toBe("approved");
    // v2 came after v1's approval: v2 is the latest, not approved yet. Staff put the job at
    // 'approved' by hand; the gate reads the proof's answers, not the stage.
    await createProof(user.id, { jobId: job.id });
    expect((await move(job.id, cookie, "proof", "approved")).status).toBe(302);
    const unapproved = await move(job.id, cookie, "approved", "printing");
    expect(unapproved.status).toBe(409);
    expect(await toastOf(unapproved)).toMatch(/latest proof is not approved/);
    await answerProofOnLink(job.id, 2, "A bigger name, please");
    await nextMillisecond();
    await answerProofOnLink(job.id, 2);
    expect((await move(job.id, cookie, "approved", "printing")).status).toBe(302);
    expect((await jobRow(job.id)).stage).toBe("printing");
  });

  it("refuses when changes were asked last, and counts an approval recorded from the phone", async () => {
    const { cookie, user } = await signedIn("staff");
    const job = await newJob("approved");
    await createProof(user.id, { jobId: job.id });
    await answerProofOnLink(job.id, 1, "The date is wrong");
    expect((await move(job.id, cookie, "proof", "approved")).status).toBe(302);
    const tamil = await move(
      job.id,
      `${cookie}; ${await localeCookie("ta")}`,
      "approved",
      "printing",
    );
    expect(tamil.status).toBe(409);
    expect(await toastOf(tamil)).toMatch(/அச்சிடத் தொடங்க முடியாது/);
    // The job page's form for an approval given by phone.
    await nextMillisecond();
    const recorded = await post(job.id, cookie, {
      intent: "record-proof-approval",
      version: "1",
      via: "phone",
      note: "Said yes on the phone.",
    });
    expect(recorded.status).toBe(302);
    expect((await move(job.id, cookie, "approved", "printing")).status).toBe(302);
  });
});

describe("cancelling a job", () => {
  it("needs a reason (400, nothing written); with one it is cancelled, logged and on the timeline", async () => {
    const { cookie } = await signedIn("staff");
    const job = await newJob("printing");
    for (const reason of ["", "  ", "no", "x".repeat(301)]) {
      const refused = await post(job.id, cookie, { intent: "cancel", from: "printing", reason });
      expect(refused.status).toBe(400);
    }
    expect((await jobRow(job.id)).stage).toBe("printing");
    expect(await audit(job.id)).toEqual([]);
    const done = await post(job.id, cookie, {
      intent: "cancel",
      from: "printing",
      reason: "Customer changed the wedding date",
    });
    expect(done.status).toBe(302);
    const row = await jobRow(job.id);
    expect([row.stage, row.cancel_reason]).toEqual([
      "cancelled",
      "Customer changed the wedding date",
    ]);
    expect(await audit(job.id)).toEqual(["print_job.cancel"]);
    // Closed: no more moves, no second cancel.
    expect((await move(job.id, cookie, "cancelled", "design")).status).toBe(409);
    const again = await post(job.id, cookie, {
      intent: "cancel",
      from: "cancelled",
      reason: "x x x",
    });
    expect(again.status).toBe(409);
  });

  it("cancels its bill through the bill's rule in the same transaction, refunding what was paid", async () => {
    const { cookie, user } = await signedIn("staff");
    const job = await newJob("ready");
    const bill = await createBill(user.id, { advance: "200", paymentMethod: "cash" });
    await getDb()
      .updateTable("print_jobs")
      .set({ bill_id: bill.id })
      .where("id", "=", job.id)
      .execute();
    const done = await post(job.id, cookie, {
      intent: "cancel",
      from: "ready",
      reason: "Customer did not come back",
      refund: "on",
      refundMethod: "cash",
    });
    expect(done.status).toBe(302);
    const after = await getDb()
      .selectFrom("complaints")
      .select(["cancelled_at", "cancel_reason", "complaint_number"])
      .where("id", "=", bill.id)
      .executeTakeFirstOrThrow();
    expect(after.cancelled_at).not.toBeNull();
    expect(after.cancel_reason).toBe("Customer did not come back");
    const refunds = await getDb()
      .selectFrom("transactions")
      .select("amount_paise")
      .where("complaint_id", "=", bill.id)
      .where("transaction_type", "=", "refund")
      .execute();
    expect(refunds.map((r) => Number(r.amount_paise))).toEqual([20_000]);
    expect(await audit(bill.id)).toContain("bill.cancel");
    expect((await jobRow(job.id)).stage).toBe("cancelled");
  });
});

describe("the assignee", () => {
  it("is a staff member or an admin (else 400), audit-logged and on the timeline", async () => {
    const { cookie } = await signedIn("staff");
    const { user: worker } = await signedIn("staff", "Arun Kumar");
    const { user: customer } = await signedIn("customer");
    const job = await newJob("design");
    for (const assignee of [customer.id, "nobody-like-this"]) {
      expect((await post(job.id, cookie, { intent: "assign", assignee })).status).toBe(400);
    }
    expect((await jobRow(job.id)).assignee_id).toBeNull();
    const done = await post(job.id, cookie, { intent: "assign", assignee: worker.id });
    expect(done.status).toBe(302);
    expect((await jobRow(job.id)).assignee_id).toBe(worker.id);
    expect((await events(job.id)).map((e) => [e.kind, e.note])).toEqual([
      ["assigned", "Arun Kumar"],
    ]);
    expect(await audit(job.id)).toEqual(["print_job.assign"]);
    const board = (await callRoute(
      jobsLoader,
      getRequest(`/billing/jobs?assignee=${worker.id}`, { cookie }),
    )) as RouteResult<{ board: { stage: string; jobs: { id: string; assignee: string }[] }[] }>;
    const design = board.data!.board.find((c) => c.stage === "design")!;
    expect(design.jobs.map((j) => [j.id, j.assignee])).toEqual([[job.id, "Arun Kumar"]]);
  });
});

describe("ready", () => {
  it("e-mails the customer through the outbox in their language, pickup or delivery as chosen", async () => {
    const { cookie } = await signedIn("staff");
    const email = `ready-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const job = await newJob("printing", { email, locale: "ta" });
    const done = await move(job.id, cookie, "printing", "ready:delivery");
    expect(done.status).toBe(302);
    const mails = await getDb()
      .selectFrom("email_outbox")
      .select(["subject", "text_body", "entity_id"])
      .where("to_address", "=", email)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("விநியோகத்துக்கு அனுப்பப்பட்டது");
    expect(mails[0]!.subject).toContain(job.reference);
    expect(mails[0]!.text_body).toMatch(/\/r\/[A-Za-z0-9_-]{43}/);
    expect(mails[0]!.entity_id).toBe(job.id);
    expect((await events(job.id)).map((e) => e.kind)).toEqual(["ready_delivery"]);
    // Without a choice of pickup or delivery it is refused.
    const other = await newJob("printing", { email });
    expect((await move(other.id, cookie, "printing", "ready")).status).toBe(409);
  });
});

describe("roles", () => {
  it("a customer or a visitor cannot move, cancel or assign", async () => {
    const job = await newJob("design");
    const { cookie } = await signedIn("customer");
    for (const c of [cookie, undefined]) {
      const bodies: Record<string, string>[] = [
        { intent: "move", from: "design", to: "proof" },
        { intent: "cancel", from: "design", reason: "Not mine to cancel" },
        { intent: "assign", assignee: "" },
      ];
      for (const body of bodies) {
        const result = await post(job.id, c, body);
        expect(result.status).toBe(302);
        expect(result.location).not.toBe(`/billing/jobs/${job.id}`);
      }
    }
    expect((await jobRow(job.id)).stage).toBe("design");
    expect(await audit(job.id)).toEqual([]);
  });
});
