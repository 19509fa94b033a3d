import { beforeAll, describe, expect, it } from "vitest";
import { loader } from "~/admin/audit/routes/audit";
import { voidPayment } from "~/billing/payments/index.server";
import { writeAudit } from "~/platform/audit.server";
import { getDb } from "~/platform/db/db.server";
import { signedIn, createBill, createPayment } from "../factories";
import { callRoute, getRequest } from "./route-harness";

/**
 * /admin/audit: the audit log's entries written by the real model actions, read through the
 * route's loader: filtered by user, record type, action and India day, 50 a page, each with only
 * the fields it changed; admins only. On SQLite and PostgreSQL.
 */

let admin: Awaited<ReturnType<typeof signedIn>>;
let staff: Awaited<ReturnType<typeof signedIn>>;
let billId: string;
let paymentId: string;

beforeAll(async () => {
  admin = await signedIn("admin", "Audit Admin");
  staff = await signedIn("staff", "Audit Staff");
  const bill = await createBill(staff.user.id, {
    customerName: "Audit Customer",
    customerPhone: "",
    particulars: "Visiting cards",
    amount: "900",
  });
  billId = bill.id;
  const paid = await createPayment(staff.user.id, billId, { amount: "400", method: "cash" });
  paymentId = paid.id;
  const voided = await voidPayment(paymentId, "Wrong amount", staff.user.id);
  if (!voided.ok) throw new Error(voided.reason);
});

const page = (query: string, cookie = admin.cookie) =>
  callRoute(loader, getRequest(`/admin/audit${query}`, { cookie }));

type Entry = Awaited<ReturnType<typeof listed>>["entries"][number];

async function listed(query: string) {
  const result = await page(query);
  expect(result.status).toBe(200);
  return result.data!;
}

describe("the audit log screen", () => {
  it("lists a user's entries newest first, readable, with links and only the changed fields", async () => {
    const data = await listed(`?user=${staff.user.id}`);
    expect(data.entries.map((e) => e.action)).toEqual([
      "payment.void",
      "payment.create",
      "bill.create",
    ]);
    expect(data.entries.every((e) => e.actorName === "Audit Staff")).toBe(true);
    expect(data.options.users).toContainEqual({ value: staff.user.id, label: "Audit Staff" });
    expect(data.options.entities).toEqual(expect.arrayContaining(["bill", "payment"]));

    const [voided, paid, created] = data.entries as [Entry, Entry, Entry];
    expect(created.href).toBe(`/billing/new-complaint?id=${billId}`);
    expect(created.changes.every((c) => c.before === undefined && c.after !== undefined)).toBe(
      true,
    );
    expect(created.changes.map((c) => c.field)).toContain("customer_name");
    expect(paid.href).toMatch(/^\/billing\/receipts\/.+/);
    expect(voided.entityId).toBe(paymentId);
    // The void's after holds the three fields it set; the payment's other fields are not listed.
    expect(voided.changes.map((c) => c.field).sort()).toEqual([
      "void_reason",
      "voided_at",
      "voided_by",
    ]);
    expect(voided.changes.find((c) => c.field === "void_reason")).toEqual({
      field: "void_reason",
      before: "null",
      after: "Wrong amount",
    });
    expect(voided.beforeJson).toContain("receipt_number");
  });

  it("filters by record type and action", async () => {
    const bills = await listed(`?user=${staff.user.id}&entity=bill`);
    expect(bills.entries.map((e) => e.action)).toEqual(["bill.create"]);
    const voids = await listed(`?user=${staff.user.id}&action=payment.void`);
    expect(voids.entries.map((e) => e.entityId)).toEqual([paymentId]);
    expect((await listed(`?user=${staff.user.id}&entity=order`)).entries).toEqual([]);
  });

  it("filters by whole India days: 18:29:59Z is the day before, 18:30:00Z the day itself", async () => {
    const actor = await signedIn("staff");
    const row = (id: string, at: string) => ({
      id: crypto.randomUUID(),
      actor_id: actor.user.id,
      action: "bill.update",
      entity: "bill",
      entity_id: id,
      before_json: JSON.stringify({ amount_paise: 100, customer_name: "A" }),
      after_json: JSON.stringify({ amount_paise: 200, customer_name: "A" }),
      created_at: at,
    });
    await getDb()
      .insertInto("audit_log")
      .values([row("late", "2026-01-09T18:29:59.000Z"), row("early", "2026-01-09T18:30:00.000Z")])
      .execute();
    const day = async (d: string) =>
      (await listed(`?user=${actor.user.id}&from=${d}&to=${d}`)).entries.map((e) => e.entityId);
    expect(await day("2026-01-09")).toEqual(["late"]);
    expect(await day("2026-01-10")).toEqual(["early"]);
    expect(await day("2026-01-11")).toEqual([]);
    const both = await listed(`?user=${actor.user.id}&from=2026-01-09&to=2026-01-10`);
    expect(both.entries.map((e) => e.entityId)).toEqual(["early", "late"]);
    // Only the field that changed.
    expect(both.entries[0]!.changes).toEqual([
      { field: "amount_paise", before: "100", after: "200" },
    ]);
    // A bad day is no filter.
    expect((await listed(`?user=${actor.user.id}&from=2026-02-31`)).total).toBe(2);
  });

  it("pages 50 entries at a time, counted in SQL", async () => {
    const actor = await signedIn("staff");
    for (let i = 0; i < 60; i++) {
      await writeAudit(getDb(), {
        actorId: actor.user.id,
        action: "ledger.add",
        entity: "income_expense",
        entityId: `e${i}`,
        after: { amount_paise: i },
      });
    }
    const first = await listed(`?user=${actor.user.id}`);
    expect([first.total, first.page, first.pageCount, first.entries.length]).toEqual([
      60, 1, 2, 50,
    ]);
    const second = await listed(`?user=${actor.user.id}&page=2`);
    expect([second.page, second.entries.length]).toEqual([2, 10]);
    const ids = new Set([...first.entries, ...second.entries].map((e) => e.id));
    expect(ids.size).toBe(60);
  });

  it("names the system for entries without a user, an unknown action as it is", async () => {
    await writeAudit(getDb(), { actorId: null, action: "odd.thing", entity: "audit_probe" });
    const data = await listed(`?entity=audit_probe`);
    const system = data.entries.find((e) => e.actorId === null)!;
    expect(system.actorName).toBeNull();
    expect(system.action).toBe("odd.thing");
    expect(data.options.users).toContainEqual({ value: "system", label: "System" });
    const tamil = await listed(`?entity=audit_probe&lang=ta`);
    expect(tamil.options.users).toContainEqual({ value: "system", label: "அமைப்பு (தானியங்கி)" });
    expect((await listed(`?entity=audit_probe&user=system`)).entries.every((e) => !e.actorId)).toBe(
      true,
    );
  });

  it("refuses staff and customers (403) and sends a visitor to sign in", async () => {
    for (const role of ["staff", "customer"] as const) {
      const other = await signedIn(role);
      expect((await page("", other.cookie)).status).toBe(403);
    }
    const visitor = await callRoute(loader, getRequest("/admin/audit"));
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe("/auth?redirectTo=%2Fadmin%2Faudit");
  });
});
