import { describe, expect, it } from "vitest";
import { loader as jobsLoader } from "~/jobs/board/routes/jobs";
import { action as jobAction, loader as jobLoader } from "~/jobs/board/routes/job";
import { action as newAction } from "~/jobs/requests/routes/new-request";
import { loader as inboxItemLoader } from "~/admin/inbox/routes/item";
import { createRequest } from "~/jobs/index.server";
import { getDb } from "~/platform/db/db.server";
import { signedIn } from "../factories";
import {
  callRoute,
  cookieHeaderFrom,
  getRequest,
  postRequest,
  type RouteResult,
} from "./route-harness";

/**
 * The staff's Jobs area (issue 39, docs/decisions/094): roles checked on the server, the list's
 * filters, a walk-in/phone request (the customer found by phone or made), a job's page with its
 * timeline, its status links revoked or replaced (audit-logged), and the inbox's link to it.
 */

type JobPage = RouteResult<{
  job: { id: string; reference: string; liveLinks: number; events: { kind: string }[] };
  newLink: string | null;
}>;

const phone = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

async function newJob(overrides: { phone?: string; stage?: string; due?: string } = {}) {
  const made = await getDb()
    .transaction()
    .execute((trx) =>
      createRequest(trx, {
        source: "phone",
        name: "Selvi",
        phone: overrides.phone ?? phone(),
        email: null,
        locale: "en",
        service: "Visiting cards",
        quantity: "200",
        details: null,
        customerId: null,
      }),
    );
  if (overrides.due) {
    await getDb()
      .updateTable("print_jobs")
      .set({ due_day: overrides.due, stage: (overrides.stage ?? "design") as never })
      .where("id", "=", made.id)
      .execute();
  }
  return made;
}

async function count(table: "print_jobs" | "print_job_links" | "audit_log") {
  const row = await getDb()
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("who may open the Jobs area", () => {
  it("staff and admin; a customer and a visitor are turned away, and post nothing", async () => {
    const job = await newJob();
    for (const role of ["staff", "admin"] as const) {
      const { cookie } = await signedIn(role);
      expect((await callRoute(jobsLoader, getRequest("/billing/jobs", { cookie }))).status).toBe(
        200,
      );
      const page = await callRoute(jobLoader, getRequest(`/billing/jobs/${job.id}`, { cookie }), {
        id: job.id,
      });
      expect(page.status).toBe(200);
    }
    const { cookie: customer } = await signedIn("customer");
    for (const cookie of [customer, undefined]) {
      const list = await callRoute(jobsLoader, getRequest("/billing/jobs", { cookie }));
      expect(list.status).toBe(302);
      const before = await count("print_jobs");
      const post = await callRoute(
        newAction,
        postRequest("/billing/jobs/new", validRequest(), { cookie }),
      );
      expect(post.status).toBe(302);
      expect(post.location).not.toMatch(/^\/billing\/jobs\//);
      expect(await count("print_jobs")).toBe(before);
      const links = await count("print_job_links");
      const replace = await callRoute(
        jobAction,
        postRequest(`/billing/jobs/${job.id}`, { intent: "replace-link" }, { cookie }),
        { id: job.id },
      );
      expect(replace.status).toBe(302);
      expect(await count("print_job_links")).toBe(links);
    }
  });

  it("an unknown job is a 404", async () => {
    const { cookie } = await signedIn("staff");
    const page = await callRoute(jobLoader, getRequest("/billing/jobs/nope", { cookie }), {
      id: "nope",
    });
    expect(page.status).toBe(404);
  });
});

function validRequest(overrides: Record<string, string> = {}) {
  return {
    source: "walk_in",
    phone: phone(),
    name: "Murugan",
    email: "",
    locale: "ta",
    service: "Flex banner 6x3",
    quantity: "1",
    details: "Shop opening, red background.",
    ...overrides,
  };
}

describe("a walk-in or phone request", () => {
  it("is saved with a reference, linked to the customer of that phone, and its link shown once", async () => {
    const { cookie, user } = await signedIn("staff");
    const first = await callRoute(
      newAction,
      postRequest("/billing/jobs/new", validRequest({ phone: "9840012345" }), { cookie }),
    );
    expect(first.status).toBe(302);
    const id = first.location!.split("/").pop()!;
    const again = await callRoute(
      newAction,
      postRequest(
        "/billing/jobs/new",
        validRequest({ phone: "+91 98400 12345", source: "phone" }),
        { cookie },
      ),
    );
    const id2 = again.location!.split("/").pop()!;
    const jobs = await getDb()
      .selectFrom("print_jobs")
      .selectAll()
      .where("id", "in", [id, id2])
      .execute();
    expect(jobs).toHaveLength(2);
    expect(jobs[0]!.customer_id).not.toBeNull();
    expect(jobs[0]!.customer_id).toBe(jobs[1]!.customer_id);
    expect(jobs.map((j) => j.created_by)).toEqual([user.id, user.id]);
    const audit = await getDb()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["print_job.create"]);

    const shown = cookieHeaderFrom(first);
    const page = (await callRoute(
      jobLoader,
      getRequest(`/billing/jobs/${id}`, { cookie: `${cookie}; ${shown}` }),
      { id },
    )) as JobPage;
    expect(page.data?.newLink).toMatch(/\/r\/[A-Za-z0-9_-]{43}$/);
    // The cookie of one job shows nothing on another's page.
    const other = (await callRoute(
      jobLoader,
      getRequest(`/billing/jobs/${id2}`, { cookie: `${cookie}; ${shown}` }),
      { id: id2 },
    )) as JobPage;
    expect(other.data?.newLink).toBeNull();
  });

  it("refuses bad input with 400 and writes nothing", async () => {
    const { cookie } = await signedIn("staff");
    const before = await Promise.all([count("print_jobs"), count("audit_log")]);
    for (const bad of [
      validRequest({ phone: "" }),
      validRequest({ phone: "12345" }),
      validRequest({ name: "  " }),
      validRequest({ service: "" }),
      validRequest({ source: "carrier-pigeon" }),
      validRequest({ email: "not-an-email" }),
      validRequest({ details: "x".repeat(10_000) }),
    ]) {
      const result = await callRoute(newAction, postRequest("/billing/jobs/new", bad, { cookie }));
      expect(result.status).toBe(400);
    }
    expect(await Promise.all([count("print_jobs"), count("audit_log")])).toEqual(before);
  });
});

type Row = { reference: string; overdue: boolean };

describe("the list", () => {
  it("filters by stage, assignee and overdue", async () => {
    const { cookie, user } = await signedIn("staff");
    const late = await newJob({ due: "2020-01-01", stage: "printing" });
    const onTime = await newJob({ due: "2099-01-01", stage: "printing" });
    const delivered = await newJob({ due: "2020-01-01", stage: "delivered" });
    await getDb()
      .updateTable("print_jobs")
      .set({ assignee_id: user.id })
      .where("id", "=", onTime.id)
      .execute();
    const refs = async (query: string) => {
      const result = (await callRoute(
        jobsLoader,
        getRequest(`/billing/jobs?${query}`, { cookie }),
      )) as RouteResult<{
        list: { jobs: Row[] } | null;
        board: { jobs: Row[] }[] | null;
      }>;
      // Open jobs come as a board (a column per stage), a chosen stage or "all" as a list.
      const jobs = result.data!.list?.jobs ?? result.data!.board!.flatMap((c) => c.jobs);
      return jobs.map((j) => j.reference);
    };
    const overdue = await refs("overdue=1&stage=all");
    expect(overdue).toContain(late.reference);
    expect(overdue).not.toContain(onTime.reference);
    expect(overdue).not.toContain(delivered.reference);
    expect(await refs(`assignee=${user.id}&stage=all`)).toEqual([onTime.reference]);
    const open = await refs("stage=open");
    expect(open).not.toContain(delivered.reference);
    expect(await refs("stage=delivered")).toContain(delivered.reference);
    // Nonsense in the query falls back to the defaults instead of failing.
    const odd = await callRoute(
      jobsLoader,
      getRequest("/billing/jobs?stage=x&assignee=%27;--&page=-4&overdue=maybe", { cookie }),
    );
    expect(odd.status).toBe(200);
  });
});

describe("a job's status links", () => {
  it("replace ends the old links and shows the new one once; revoke ends all; both audit-logged", async () => {
    const { cookie } = await signedIn("staff");
    const job = await newJob();
    const replaced = await callRoute(
      jobAction,
      postRequest(`/billing/jobs/${job.id}`, { intent: "replace-link" }, { cookie }),
      { id: job.id },
    );
    expect(replaced.status).toBe(302);
    const links = await getDb()
      .selectFrom("print_job_links")
      .selectAll()
      .where("job_id", "=", job.id)
      .orderBy("created_at")
      .execute();
    expect(links).toHaveLength(2);
    expect(links.filter((l) => l.revoked_at === null)).toHaveLength(1);
    const page = (await callRoute(
      jobLoader,
      getRequest(`/billing/jobs/${job.id}`, {
        cookie: `${cookie}; ${cookieHeaderFrom(replaced)}`,
      }),
      { id: job.id },
    )) as JobPage;
    expect(page.data?.job.liveLinks).toBe(1);
    expect(page.data?.newLink).toBeTruthy();
    expect(page.data?.job.events.map((e) => e.kind)).toEqual(["created", "link_replaced"]);

    const revoked = await callRoute(
      jobAction,
      postRequest(`/billing/jobs/${job.id}`, { intent: "revoke-links" }, { cookie }),
      { id: job.id },
    );
    expect(revoked.status).toBe(302);
    const live = await getDb()
      .selectFrom("print_job_links")
      .select("id")
      .where("job_id", "=", job.id)
      .where("revoked_at", "is", null)
      .execute();
    expect(live).toHaveLength(0);
    const audit = await getDb()
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", job.id)
      .orderBy("created_at")
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      "print_job.link_replace",
      "print_job.links_revoke",
    ]);
  });

  it("an unknown intent is 400 and changes nothing", async () => {
    const { cookie } = await signedIn("staff");
    const job = await newJob();
    const result = await callRoute(
      jobAction,
      postRequest(`/billing/jobs/${job.id}`, { intent: "explode" }, { cookie }),
      { id: job.id },
    );
    expect(result.status).toBe(400);
  });
});

describe("the admin inbox", () => {
  it("links a website order request to its job", async () => {
    const { cookie } = await signedIn("admin");
    const submission = crypto.randomUUID();
    await getDb()
      .insertInto("order_submissions")
      .values({
        id: submission,
        name: "Anbu",
        phone: "9876501234",
        email: null,
        service: "Business Cards",
        quantity: null,
        message: null,
        files_info: null,
        customer_id: null,
        form_token: crypto.randomUUID(),
        read_at: null,
        handled_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const job = await getDb()
      .transaction()
      .execute((trx) =>
        createRequest(trx, {
          source: "website",
          name: "Anbu",
          phone: "9876501234",
          email: null,
          locale: "en",
          service: "Business Cards",
          quantity: null,
          details: null,
          customerId: null,
          orderSubmissionId: submission,
        }),
      );
    const item = (await callRoute(
      inboxItemLoader,
      getRequest(`/admin/inbox/orders/${submission}`, { cookie }),
      { kind: "orders", id: submission },
    )) as RouteResult<{ job: { href: string; reference: string } | null }>;
    expect(item.data?.job).toEqual({ href: `/billing/jobs/${job.id}`, reference: job.reference });
  });
});
