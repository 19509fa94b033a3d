import { beforeAll, describe, expect, it } from "vitest";
import { cancelBill } from "~/billing/bills/bills.server";
import { loader as lookup } from "~/billing/bills/routes/customer-lookup";
import { action as formAction, loader as formLoader } from "~/billing/bills/routes/bill-form";
import { action as listAction } from "~/billing/bills/routes/old-complaint";
import { action as previewAction } from "~/billing/documents/routes/preview";
import { mergeCustomers } from "~/billing/customers/merge.server";
import { getDb } from "~/platform/db/db.server";
import { signedIn, createBill } from "../factories";
import { callRoute, getRequest, postRequest, redirectToast, toastOf } from "./route-harness";

/**
 * Issue: New Bill's customer look-up and the bill's two statuses (decisions 069 and 070), through
 * the routes as the server runs them, on SQLite and PostgreSQL: the look-up route (phone digits,
 * a Tamil name's start; staff only, a customer 403), New Bill opened for a customer
 * (?customer=, unknown ids ignored), Find customer and a pick without JavaScript (nothing saved
 * until Create Bill, the bill then linked to the customer), and the work status's one-tap move
 * (validated, audited, the money untouched, a cancelled bill refused, a customer turned away).
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
let customerUser: Awaited<ReturnType<typeof signedIn>>;

const TAMIL = "செல்வி அச்சகம்";
const PHONE = "9445012345";

beforeAll(async () => {
  staff = await signedIn("staff", "Counter Staff");
  customerUser = await signedIn("customer", "Counter Customer");
});

async function bill(customerName: string, customerPhone: string, extra = {}) {
  const made = await createBill(staff.user.id, {
    customerName,
    customerPhone,
    customerAddress: "12 கீழ ரத வீதி, திருநெல்வேலி",
    particulars: "Visiting cards",
    amount: "500",
    ...extra,
  });
  return made;
}

const row = (id: string) =>
  getDb()
    .selectFrom("complaints")
    .select([
      "status",
      "completion_date",
      "estimated_cost_paise",
      "advance_paise",
      "received_paise",
      "balance_paise",
      "customer_id",
    ])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

const customerOf = async (billId: string) => (await row(billId)).customer_id!;

type Found = { customers: { id: string; name: string; phone: string | null }[] };

const look = async (q: string, cookie = staff.cookie) =>
  callRoute(lookup, getRequest(`/billing/customers/lookup?q=${encodeURIComponent(q)}`, { cookie }));

describe("New Bill's customer look-up", () => {
  it("finds a customer by part of the phone or the start of a Tamil name", async () => {
    const made = await bill(TAMIL, PHONE);
    const id = await customerOf(made.id);
    const byPhone = await look("94450");
    expect(byPhone.status).toBe(200);
    expect(byPhone.headers.get("Cache-Control")).toContain("no-store");
    const phoneMatch = (byPhone.data as Found).customers.find((c) => c.id === id);
    expect(phoneMatch).toMatchObject({ name: TAMIL, phone: "+91 94450 12345" });
    const byName = (await look("செல்வி")).data as Found;
    expect(byName.customers.map((c) => c.id)).toContain(id);
    // Not a prefix of the name: not offered (the customers list's own search).
    expect(((await look("அச்சகம்")).data as Found).customers.map((c) => c.id)).not.toContain(id);
    expect(((await look("")).data as Found).customers).toEqual([]);
  });

  it("leaves a merged customer out (the one kept is offered)", async () => {
    const kept = await customerOf((await bill("Merge Kept Traders", "9445099001")).id);
    const gone = await customerOf((await bill("Merge Gone Traders", "9445099002")).id);
    const merged = await mergeCustomers(kept, gone, staff.user.id);
    expect(merged.ok).toBe(true);
    const ids = ((await look("Merge")).data as Found).customers.map((c) => c.id);
    expect(ids).toContain(kept);
    expect(ids).not.toContain(gone);
  });

  it("answers 403 to a customer and sends a visitor to sign in", async () => {
    const refused = await look("94450", customerUser.cookie);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.data ?? "")).not.toContain(TAMIL);
    const visitor = await callRoute(lookup, getRequest("/billing/customers/lookup?q=94450"));
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/auth\?redirectTo=/);
  });
});

describe("New Bill opened for a customer, and Find customer without JavaScript", () => {
  it("fills the customer's name, phone and address from ?customer=", async () => {
    const made = await bill("Opened For Stores", "9445011111");
    const id = await customerOf(made.id);
    const page = await callRoute(
      formLoader,
      getRequest(`/billing/new-complaint?customer=${id}`, { cookie: staff.cookie }),
    );
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      customer: {
        customerName: "Opened For Stores",
        customerPhone: "+91 94450 11111",
        customerAddress: "12 கீழ ரத வீதி, திருநெல்வேலி",
      },
    });
  });

  it("ignores an unknown customer id (the empty form, no error)", async () => {
    for (const bad of ["no-such-customer", "x".repeat(300), "'; drop table customers; --"]) {
      const page = await callRoute(
        formLoader,
        getRequest(`/billing/new-complaint?customer=${encodeURIComponent(bad)}`, {
          cookie: staff.cookie,
        }),
      );
      expect(page.status).toBe(200);
      expect(page.data).toMatchObject({ customer: null, bill: null });
    }
  });

  it("finds by the phone typed, picks a match, then saves a bill linked to that customer", async () => {
    const made = await bill("முத்து ஸ்டுடியோ", "9445022222");
    const id = await customerOf(made.id);
    const count = async () =>
      Number(
        (
          await getDb()
            .selectFrom("complaints")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const typed = {
      customerName: "",
      customerPhone: "94450 22",
      "lines.0.description": "Wedding album",
      "lines.0.quantity": "1",
      "lines.0.rate": "1500",
      roundOff: "on",
    };
    const post = (body: Record<string, string>) =>
      callRoute(formAction, postRequest("/billing/new-complaint", body, { cookie: staff.cookie }));
    const found = await post({ ...typed, intent: "find-customer" });
    expect(found.status).toBe(200);
    const answer = found.data as unknown as {
      values: Record<string, string>;
      found: { q: string; matches: { id: string; name: string }[] };
    };
    expect(answer.found.q).toBe("94450 22");
    expect(answer.found.matches.map((m) => m.id)).toContain(id);
    expect(answer.values["lines.0.description"]).toBe("Wedding album");
    expect(answer.values.intent).toBeUndefined();
    expect(await count()).toBe(before);

    const picked = await post({ ...typed, intent: `pick-customer:${id}` });
    const values = (picked.data as { values: Record<string, string> }).values;
    expect(values).toMatchObject({
      customerName: "முத்து ஸ்டுடியோ",
      customerPhone: "+91 94450 22222",
      customerAddress: "12 கீழ ரத வீதி, திருநெல்வேலி",
      "lines.0.rate": "1500",
    });
    expect(await count()).toBe(before);

    const saved = await post({ ...values, intent: "save" });
    expect(saved.status).toBe(302);
    const newId = new URL(saved.location!, "http://x").searchParams.get("id")!;
    expect(await customerOf(newId)).toBe(id);
  });

  it("says none matched, keeping what was typed", async () => {
    const found = await callRoute(
      formAction,
      postRequest(
        "/billing/new-complaint",
        { customerName: "Zzqx Nobody", customerPhone: "", intent: "find-customer" },
        { cookie: staff.cookie },
      ),
    );
    expect(found.data).toMatchObject({
      values: { customerName: "Zzqx Nobody" },
      found: { q: "Zzqx Nobody", matches: [] },
    });
  });
});

describe("a bill's work status, moved in one tap", () => {
  type Where = "list" | "preview";
  const move = (id: string, to: string, cookie = staff.cookie, on: Where = "list") =>
    callRoute(
      (on === "list" ? listAction : previewAction) as typeof listAction,
      postRequest(
        on === "list" ? "/billing/old-complaint" : `/billing/complaint-preview?id=${id}`,
        { intent: "work-status", work: `${id}:${to}`, redirectTo: "/billing/old-complaint?page=1" },
        { cookie },
      ),
    );

  it("moves Pending → In Progress → Completed, audited, the money untouched", async () => {
    const made = await bill("Work Mover", "9445033333", { advance: "200" });
    const money = async () => {
      const { status: _s, completion_date: _c, ...rest } = await row(made.id);
      return rest;
    };
    const moneyBefore = await money();
    const first = await move(made.id, "in_progress");
    expect(first.status).toBe(302);
    expect(first.location).toBe("/billing/old-complaint?page=1");
    expect((await redirectToast(first))?.title).toBe(`Bill ${made.number}: work now In Progress`);
    expect(await row(made.id)).toMatchObject({ status: "in_progress", completion_date: null });

    const second = await move(made.id, "completed", staff.cookie, "preview");
    expect(second.status).toBe(302);
    const done = await row(made.id);
    expect(done.status).toBe("completed");
    expect(done.completion_date).not.toBeNull();
    expect(await money()).toEqual(moneyBefore);

    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["actor_id", "before_json", "after_json"])
      .where("entity_id", "=", made.id)
      .where("action", "=", "bill.work-status")
      .orderBy("created_at")
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]!.actor_id).toBe(staff.user.id);
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ status: "pending" });
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ status: "completed" });

    // Back to Pending from the bill's page: allowed, the completion date cleared.
    await move(made.id, "pending", staff.cookie, "preview");
    expect(await row(made.id)).toMatchObject({ status: "pending", completion_date: null });
  });

  it("refuses a bad status (400), an unknown bill (404) and a cancelled bill (409)", async () => {
    const made = await bill("Work Refused", "9445044444");
    for (const bad of ["paid", "delivered", "", "in_progress; drop"]) {
      const r = await move(made.id, bad);
      expect(r.status).toBe(400);
      expect((await toastOf(r))?.description).toBe("Choose a work status for the bill.");
    }
    expect((await move("no-such-bill", "completed")).status).toBe(404);
    const cancelled = await cancelBill(
      made.id,
      { reason: "Customer changed mind", refund: false, refundMethod: "cash" },
      staff.user.id,
    );
    expect(cancelled.ok).toBe(true);
    const r = await move(made.id, "completed");
    expect(r.status).toBe(409);
    expect((await toastOf(r))?.description).toBe(
      "A cancelled bill's work status cannot be changed.",
    );
    expect((await row(made.id)).status).toBe("pending");
  });

  it("turns a customer away and changes nothing", async () => {
    const made = await bill("Work Intruded", "9445055555");
    for (const on of ["list", "preview"] as const) {
      const r = await move(made.id, "completed", customerUser.cookie, on);
      expect(r.status).toBe(302);
      expect(r.location).toBe("/");
    }
    expect((await row(made.id)).status).toBe("pending");
  });
});
