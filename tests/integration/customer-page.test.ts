import { beforeAll, describe, expect, it } from "vitest";
import { customerAgeing, getCustomer } from "~/billing/customers/index.server";
import { mergeCustomers, moveRecord } from "~/billing/customers/merge.server";
import { customerMoveSchema } from "~/billing/customers/schema";
import { action, loader } from "~/billing/customers/routes/customer";
import { voidPayment } from "~/billing/payments/index.server";
import { submitContact, submitOrder } from "~/intake/intake.server";
import { createRequest } from "~/jobs/index.server";
import { getDb } from "~/platform/db/db.server";
import { addToCart } from "~/shop/cart/cart.server";
import { placeOrder } from "~/shop/checkout/checkout.server";
import { createTestUser, signedIn, createBill, createPayment } from "../factories";
import { callRoute, getRequest, postRequest, redirectToast } from "./route-harness";

/**
 * A customer's page (/billing/customers/:id): details, balance by age (the buckets add up to the
 * balance), the timeline of every kind of record; editing (GSTIN checked, 400 not 500), notes;
 * merging a duplicate (every kind of record moves, figures refreshed, one audit entry, bad
 * merges refused, the merged URL leads to the kept customer); moving one record to another
 * customer; guards. On SQLite and PostgreSQL.
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  staff = await signedIn("staff", "Page Staff");
  admin = await signedIn("admin", "Page Admin");
});

async function bill(customerName: string, customerPhone: string, amount: string) {
  const made = await createBill(staff.user.id, {
    customerName,
    customerPhone,
    particulars: "Printing",
    amount,
  });
  return made;
}

async function pay(billId: string, amount: string) {
  const paid = await createPayment(staff.user.id, billId, { amount, method: "cash" });
  return paid;
}

const customerIdOf = async (table: "complaints", id: string) =>
  (
    await getDb()
      .selectFrom(table)
      .select("customer_id")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).customer_id!;

const page = (id: string, cookie = staff.cookie, query = "") =>
  callRoute(loader, getRequest(`/billing/customers/${id}${query}`, { cookie }), { id });

const post = (id: string, body: Record<string, string>, cookie = staff.cookie) =>
  callRoute(action, postRequest(`/billing/customers/${id}`, body, { cookie }), { id });

const backdate = (billId: string, daysAgo: number) =>
  getDb()
    .updateTable("complaints")
    .set({ created_at: new Date(Date.now() - daysAgo * DAY).toISOString() })
    .where("id", "=", billId)
    .execute();

const audits = (action: string) =>
  getDb()
    .selectFrom("audit_log")
    .select(["entity", "entity_id", "before_json", "after_json", "actor_id"])
    .where("action", "=", action)
    .execute();

describe("the customer page", () => {
  it("gives the balance by age, oldest paid first, adding up to the balance", async () => {
    const old = await bill("Ageing Anand", "7444400001", "1000");
    const mid = await bill("Ageing Anand", "7444400001", "500");
    await bill("Ageing Anand", "7444400001", "300");
    await backdate(old.id, 100);
    await backdate(mid.id, 45);
    await pay(old.id, "1200");
    const id = await customerIdOf("complaints", old.id);
    const r = await page(id);
    expect(r.status).toBe(200);
    const ageing = r.data!.ageing;
    expect(ageing).toMatchObject({
      balancePaise: 60_000,
      current: 30_000,
      days31to60: 30_000,
      days61to90: 0,
      over90: 0,
    });
    expect(ageing.current + ageing.days31to60 + ageing.days61to90 + ageing.over90).toBe(
      ageing.balancePaise,
    );
    expect(r.data!.customer).toMatchObject({ name: "Ageing Anand", balancePaise: 60_000 });
  });

  it("shows the timeline newest first: bills with their links, payments, voids struck", async () => {
    const made = await bill("Timeline Tara", "7444400002", "800");
    const kept = await pay(made.id, "100");
    const voided = await pay(made.id, "50");
    expect((await voidPayment(voided.id, "Typed twice", staff.user.id)).ok).toBe(true);
    const id = await customerIdOf("complaints", made.id);
    const { entries } = (await page(id)).data!.timeline;
    const byId = new Map(entries.map((e) => [e.id, e]));
    expect(byId.get(made.id)).toMatchObject({
      kind: "bill",
      href: `/billing/complaint-preview?id=${made.id}`,
      links: [{ label: "Edit", href: `/billing/new-complaint?id=${made.id}` }],
      struck: false,
    });
    expect(byId.get(kept.id)).toMatchObject({
      kind: "payment",
      href: `/billing/receipts/${kept.receiptNumber}`,
      amountPaise: 10_000,
      struck: false,
    });
    expect(byId.get(voided.id)).toMatchObject({ struck: true, reason: "Voided: Typed twice" });
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("shows the customer's print jobs: reference, service, stage, a link to the job", async () => {
    const made = await bill("Jobs Janaki", "7444400012", "100");
    const id = await customerIdOf("complaints", made.id);
    const job = await getDb()
      .transaction()
      .execute((trx) =>
        createRequest(trx, {
          source: "phone",
          name: "Jobs Janaki",
          phone: "7444400012",
          email: null,
          locale: "en",
          service: "Wedding cards",
          quantity: "300",
          details: null,
          customerId: id,
          createdBy: staff.user.id,
        }),
      );
    await getDb()
      .updateTable("print_jobs")
      .set({ stage: "printing" })
      .where("id", "=", job.id)
      .execute();
    const entry = (await page(id)).data!.timeline.entries.find((e) => e.kind === "job");
    expect(entry).toMatchObject({
      id: job.id,
      title: `Print job ${job.reference}: Wedding cards`,
      detail: "Printing",
      href: `/billing/jobs/${job.id}`,
      struck: false,
    });
  });

  it("answers 404 for an unknown customer", async () => {
    expect((await page("no-such-customer")).status).toBe(404);
  });

  it("is for billing staff only", async () => {
    const made = await bill("Guarded Gita", "7444400003", "100");
    const id = await customerIdOf("complaints", made.id);
    const visitor = await callRoute(loader, getRequest(`/billing/customers/${id}`), { id });
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/auth\?redirectTo=/);
    const customer = await signedIn("customer");
    expect(await page(id, customer.cookie)).toMatchObject({ status: 302, location: "/" });
    const refused = await post(id, { intent: "note", body: "Hacked" }, customer.cookie);
    expect(refused).toMatchObject({ status: 302, location: "/" });
    const anonymous = await callRoute(
      action,
      postRequest(`/billing/customers/${id}`, { intent: "note", body: "Hacked" }),
      { id },
    );
    expect(anonymous.status).toBe(302);
    const notes = await getDb()
      .selectFrom("customer_notes")
      .select("id")
      .where("customer_id", "=", id)
      .execute();
    expect(notes).toEqual([]);
  });
});

describe("editing", () => {
  it("refuses a bad GSTIN with a 400 and the field's message, changing nothing", async () => {
    const made = await bill("Edit Elango", "7444400004", "100");
    const id = await customerIdOf("complaints", made.id);
    const r = await post(id, {
      intent: "edit",
      name: "Edit Elango",
      language: "en",
      gstin: "33ABCDE1234F1Z9",
    });
    expect(r.status).toBe(400);
    expect((r.data as { errors: Record<string, string> }).errors.gstin).toMatch(/GSTIN/);
    const bad = await post(id, { intent: "edit", name: "", language: "fr", otherPhone: "12" });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.data as { errors: object }).errors).sort()).toEqual([
      "language",
      "name",
      "otherPhone",
    ]);
    expect((await getCustomer(id))?.gstin).toBeNull();
  });

  it("saves the details, keeps the old name as another name, and audits", async () => {
    const made = await bill("Edit Ezhil", "7444400005", "100");
    const id = await customerIdOf("complaints", made.id);
    const r = await post(id, {
      intent: "edit",
      name: "எழில் Prints",
      otherPhone: "0452 234 5678",
      address: "4 North Car Street",
      email: "ezhil@example.test",
      gstin: "33aapfu0939f1z2",
      language: "ta",
      notes: "Prefers WhatsApp",
    });
    expect(r).toMatchObject({ status: 302, location: `/billing/customers/${id}` });
    expect((await redirectToast(r))?.title).toBe("Customer saved");
    expect(await getCustomer(id)).toMatchObject({
      name: "எழில் Prints",
      otherPhone: "+914522345678",
      gstin: "33AAPFU0939F1Z2",
      language: "ta",
      altNames: ["Edit Ezhil"],
      notes: "Prefers WhatsApp",
    });
    const [entry] = (await audits("customer.update")).filter((a) => a.entity_id === id);
    expect(JSON.parse(entry!.before_json!)).toMatchObject({ name: "Edit Ezhil", gstin: null });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ gstin: "33AAPFU0939F1Z2" });
    expect(entry!.actor_id).toBe(staff.user.id);
  });

  it("adds a note, shown on the timeline with who wrote it", async () => {
    const made = await bill("Note Nila", "7444400006", "100");
    const id = await customerIdOf("complaints", made.id);
    expect((await post(id, { intent: "note", body: "  " })).status).toBe(400);
    expect((await post(id, { intent: "note", body: "Call after 5 pm" })).status).toBe(302);
    const note = (await page(id)).data!.timeline.entries.find((e) => e.kind === "note");
    expect(note).toMatchObject({ detail: "Call after 5 pm", by: "Page Staff" });
    expect((await post(id, { intent: "nothing" })).status).toBe(400);
  });
});

/** A duplicate with one record of every kind: bill (paid in part), requests, shop order, note, reminder. */
async function duplicateWithEverything(phone: string) {
  const made = await bill("Dup Durai", phone, "700");
  await pay(made.id, "200");
  const id = await customerIdOf("complaints", made.id);
  await submitOrder(
    {
      name: "துரை",
      phone,
      email: "durai@example.test",
      service: "Banners",
      quantity: "2",
      message: null,
    } as never,
    [],
    { token: crypto.randomUUID(), locale: "ta" },
  );
  await submitContact(
    {
      name: "Durai",
      email: "durai@example.test",
      phone,
      subject: null,
      message: "Price?",
    } as never,
    crypto.randomUUID(),
  );
  const shopper = await createTestUser({ name: "Durai" });
  const product = await getDb()
    .selectFrom("products")
    .select("id")
    .where("is_active", "=", 1)
    .where("stock_quantity", ">=", 1)
    // Not a print product: those ask for artwork (decision 037).
    .where("requires_artwork", "=", 0)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  expect((await addToCart(shopper.id, product.id, 1)).kind).toBe("ok");
  const placed = await placeOrder(
    shopper.id,
    {
      name: "Durai",
      phone,
      email: "durai@example.test",
      address: "1 Main Road",
      pinCode: "627006",
    },
    crypto.randomUUID(),
  );
  expect(placed.kind).toBe("placed");
  expect((await post(id, { intent: "note", body: "Same man as Kannan" })).status).toBe(302);
  await getDb()
    .insertInto("customer_reminders")
    .values({
      id: crypto.randomUUID(),
      customer_id: id,
      channel: "whatsapp",
      language: "ta",
      message: "நினைவூட்டல்",
      balance_paise: 50_000,
      bill_numbers: "B1",
      sent_by: staff.user.id,
      sent_at: new Date().toISOString(),
    })
    .execute();
  return { id, billId: made.id };
}

const TABLES = [
  "complaints",
  "order_submissions",
  "contact_submissions",
  "orders",
  "customer_notes",
  "customer_reminders",
  "print_jobs",
] as const;

async function recordCounts(customerId: string) {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await getDb()
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("customer_id", "=", customerId)
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe("merging a duplicate", () => {
  it("moves every record, joins the names, refreshes both, audits once, and redirects", async () => {
    const keptBill = await bill("Kannan", "7555500001", "1000");
    const keptId = await customerIdOf("complaints", keptBill.id);
    const dup = await duplicateWithEverything("7555500002");
    // A customer merged into the duplicate earlier.
    const older = await bill("Old Kannan", "7555500003", "100");
    const olderId = await customerIdOf("complaints", older.id);
    expect((await post(dup.id, { intent: "merge", duplicateId: olderId })).status).toBe(302);
    const before = await recordCounts(dup.id);
    expect(Object.values(before).every((n) => n >= 1)).toBe(true);

    const r = await post(keptId, { intent: "merge", duplicateId: dup.id });
    expect(r).toMatchObject({ status: 302, location: `/billing/customers/${keptId}` });
    expect((await redirectToast(r))?.title).toBe("Customers merged");
    expect(Object.values(await recordCounts(dup.id))).toEqual([0, 0, 0, 0, 0, 0, 0]);
    const after = await recordCounts(keptId);
    for (const table of TABLES) {
      expect(after[table], table).toBe(before[table]! + (table === "complaints" ? 1 : 0));
    }
    const kept = (await getCustomer(keptId))!;
    expect(kept).toMatchObject({ billCount: 3, billedPaise: 180_000, receivedPaise: 20_000 });
    expect(kept.balancePaise).toBe(160_000);
    expect(kept.altNames).toEqual(expect.arrayContaining(["Dup Durai", "Old Kannan", "துரை"]));
    expect(await getCustomer(dup.id)).toMatchObject({
      mergedInto: keptId,
      billCount: 0,
      balancePaise: 0,
    });
    expect((await getCustomer(olderId))?.mergedInto).toBe(keptId);
    const entries = (await audits("customer.merge")).filter((a) => a.entity_id === keptId);
    expect(entries).toHaveLength(1);
    expect(JSON.parse(entries[0]!.after_json!)).toMatchObject({ keptId, mergedId: dup.id });
    // The duplicate's URL (and the one merged before it) lead to the kept customer.
    expect(await page(dup.id)).toMatchObject({
      status: 302,
      location: `/billing/customers/${keptId}`,
    });
    expect(await page(olderId)).toMatchObject({
      status: 302,
      location: `/billing/customers/${keptId}`,
    });
    // A new bill with the duplicate's number goes to the kept customer.
    const later = await bill("Durai", "7555500002", "10");
    expect(await customerIdOf("complaints", later.id)).toBe(keptId);
  });

  it("refuses merging into itself, a merged customer, or an unknown one", async () => {
    const a = await customerIdOf("complaints", (await bill("Refuse A", "7555500011", "10")).id);
    const b = await customerIdOf("complaints", (await bill("Refuse B", "7555500012", "10")).id);
    const c = await customerIdOf("complaints", (await bill("Refuse C", "7555500013", "10")).id);
    expect((await post(a, { intent: "merge", duplicateId: a })).status).toBe(400);
    expect((await post(a, { intent: "merge", duplicateId: "nobody" })).status).toBe(400);
    expect((await post(a, { intent: "merge", duplicateId: "" })).status).toBe(400);
    expect((await post(a, { intent: "merge", duplicateId: b })).status).toBe(302);
    // b is merged now: neither into it nor it again.
    const intoMerged = await post(b, { intent: "merge", duplicateId: c });
    expect(intoMerged.status).toBe(400);
    expect((intoMerged.data as { errors: Record<string, string> }).errors.duplicateId).toMatch(
      /already merged/,
    );
    expect((await post(c, { intent: "merge", duplicateId: b })).status).toBe(400);
    expect((await getCustomer(c))?.mergedInto).toBeNull();
    expect((await audits("customer.merge")).filter((e) => e.entity_id === b)).toEqual([]);
  });

  it("lets only one of two merges of the same pair through, whichever way round", async () => {
    const a = await customerIdOf("complaints", (await bill("Race A", "7555500031", "10")).id);
    const b = await customerIdOf("complaints", (await bill("Race B", "7555500032", "10")).id);
    const outcomes = await Promise.all([
      mergeCustomers(a, b, staff.user.id),
      mergeCustomers(b, a, staff.user.id),
    ]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.find((o) => !o.ok)).toEqual({ ok: false, reason: "merged" });
    const merged = [await getCustomer(a), await getCustomer(b)].map((c) => c?.mergedInto);
    expect(merged.filter((m) => m === null)).toHaveLength(1);
  });

  it("finds duplicates to choose from by phone or name, without the customer itself", async () => {
    const a = await customerIdOf("complaints", (await bill("Find Me", "7555500021", "10")).id);
    const b = await customerIdOf("complaints", (await bill("Find Me Too", "7555500022", "10")).id);
    const byName = await page(a, staff.cookie, "?merge=1&find=find%20me");
    expect(byName.data!.candidates.map((c) => c.id)).toEqual([b]);
    const byPhone = await page(a, staff.cookie, "?merge=1&find=75555%2000022");
    expect(byPhone.data!.candidates.map((c) => c.id)).toEqual([b]);
  });
});

describe("moving one record to the right customer", () => {
  it("moves a bill by phone, refreshes both customers and audits", async () => {
    const wrong = await bill("Move Mani", "7666600001", "400");
    const fromId = await customerIdOf("complaints", wrong.id);
    await bill("Move Mani", "7666600001", "100");
    const rightBill = await bill("Move Meena", "7666600002", "50");
    const toId = await customerIdOf("complaints", rightBill.id);
    const r = await post(fromId, {
      intent: "move",
      kind: "bill",
      recordId: wrong.id,
      phone: "+91 76666 00002",
    });
    expect(r).toMatchObject({ status: 302, location: `/billing/customers/${fromId}` });
    expect(await customerIdOf("complaints", wrong.id)).toBe(toId);
    expect(await getCustomer(fromId)).toMatchObject({ billCount: 1, balancePaise: 10_000 });
    expect(await getCustomer(toId)).toMatchObject({ billCount: 2, balancePaise: 45_000 });
    const [entry] = (await audits("customer.move-record")).filter((a) => a.entity_id === wrong.id);
    expect(entry?.entity).toBe("bill");
    expect(JSON.parse(entry!.before_json!)).toEqual({ customerId: fromId });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ customerId: toId });
    expect(await customerAgeing(toId)).toMatchObject({ balancePaise: 45_000, current: 45_000 });
  });

  it("refuses a bad number, its own number, or a record of another customer", async () => {
    const made = await bill("Stay Selvi", "7666600011", "400");
    const id = await customerIdOf("complaints", made.id);
    const other = await bill("Other Oviya", "7666600012", "100");
    const tries = [
      { kind: "bill", recordId: made.id, phone: "12345" },
      { kind: "bill", recordId: made.id, phone: "76666 00011" },
      { kind: "bill", recordId: other.id, phone: "76666 00013" },
      { kind: "payment", recordId: made.id, phone: "76666 00013" },
    ];
    for (const body of tries) {
      expect((await post(id, { intent: "move", ...body })).status, JSON.stringify(body)).toBe(400);
    }
    expect(await customerIdOf("complaints", made.id)).toBe(id);
    expect(await customerIdOf("complaints", other.id)).not.toBe(id);
  });

  it("moves a record once when two people move it at the same time", async () => {
    const made = await bill("Race Rani", "7666600031", "100");
    const fromId = await customerIdOf("complaints", made.id);
    const outcomes = await Promise.all(
      ["7666600032", "7666600033"].map((phone) =>
        moveRecord(
          fromId,
          customerMoveSchema.parse({ kind: "bill", recordId: made.id, phone }),
          staff.user.id,
        ),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.find((o) => !o.ok)).toEqual({ ok: false, reason: "missing" });
    const moves = (await audits("customer.move-record")).filter((a) => a.entity_id === made.id);
    expect(moves).toHaveLength(1);
    expect(await customerIdOf("complaints", made.id)).toBe(outcomes.find((o) => o.ok)?.toId);
  });

  it("moves a website request; the inbox link is for admins only", async () => {
    const order = await submitOrder(
      {
        name: "Req Raja",
        phone: "7666600021",
        email: null,
        service: "Flex",
        quantity: "1",
        message: null,
      } as never,
      [],
      { token: crypto.randomUUID(), locale: "en" },
    );
    expect(order.duplicate).toBe(false);
    const request = await getDb()
      .selectFrom("order_submissions")
      .select(["id", "customer_id"])
      .where("name", "=", "Req Raja")
      .executeTakeFirstOrThrow();
    const fromId = request.customer_id!;
    const asStaff = (await page(fromId)).data!.timeline.entries.find((e) => e.id === request.id);
    expect(asStaff).toMatchObject({ kind: "order_request", href: null });
    const asAdmin = (await page(fromId, admin.cookie)).data!.timeline.entries.find(
      (e) => e.id === request.id,
    );
    expect(asAdmin?.href).toBe(`/admin/inbox/orders/${request.id}`);
    const r = await post(fromId, {
      intent: "move",
      kind: "order_request",
      recordId: request.id,
      phone: "7666600022",
    });
    expect(r.status).toBe(302);
    const moved = await getDb()
      .selectFrom("order_submissions")
      .select("customer_id")
      .where("id", "=", request.id)
      .executeTakeFirstOrThrow();
    expect(moved.customer_id).not.toBe(fromId);
    expect((await getCustomer(moved.customer_id!))?.phone).toBe("+917666600022");
    // The print job the request opened goes with it.
    const job = await getDb()
      .selectFrom("print_jobs")
      .select("customer_id")
      .where("order_submission_id", "=", request.id)
      .executeTakeFirstOrThrow();
    expect(job.customer_id).toBe(moved.customer_id);
  });
});
