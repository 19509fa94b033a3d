import { beforeAll, describe, expect, it } from "vitest";
import { action as formAction, loader as formLoader } from "~/billing/bills/routes/bill-form";
import { loader as pdfLoader } from "~/billing/documents/routes/bill-pdf";
import {
  BILL_MESSAGES,
  billSchema,
  createBill,
  DELETE_REFUSED,
  deleteBill,
  getBill,
  listBills,
  pendingAmount,
  pendingSummary,
  updateBill,
} from "~/billing/bills/bills.server";
import { cancelBill } from "~/billing/bills/bills.server";
import { listPayments, voidPayment } from "~/billing/payments/index.server";
import { action as historyAction, loader as historyLoader } from "~/billing/bills/routes/history";
import { action as oldAction, loader as oldLoader } from "~/billing/bills/routes/old-complaint";
import {
  action as pendingAction,
  loader as pendingLoader,
} from "~/billing/bills/routes/old-pending";
import { loader as previewLoader } from "~/billing/documents/routes/preview";
import { loader as serviceLoader } from "~/billing/routes/service";
import { formatBillNumber } from "~/billing/money";
import { formatRupees } from "~/lib/format";
import { billingAccessMiddleware } from "~/platform/auth/guards.server";
import { getDb } from "~/platform/db/db.server";
import { signedIn } from "../factories";
import { pdfText } from "../helpers/pdf-text";
import {
  callRoute,
  getRequest,
  postRequest,
  redirectToast,
  type RouteResult,
  toastOf,
} from "./route-harness";

/**
 * The billing back office's bills (/billing/…): access, numbering, money in paise, what a bill
 * books (its payments' cash-book entries, never income of its own; audit), deleting (refused
 * while it has payments), the lists and their filters, the preview and the PDF.
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = await signedIn("staff");
});

/** A valid bill's form values, with `over` on top. */
const form = (over: Record<string, string> = {}): Record<string, string> => ({
  customerName: "Kannan Traders",
  customerPhone: "",
  customerAddress: "",
  particulars: "Visiting cards, 500 nos",
  amount: "100",
  discount: "",
  advance: "",
  received: "",
  ...over,
});

async function newBill(over: Record<string, string> = {}, actorId = staff.user.id) {
  const created = await createBill(billSchema.parse(form(over)), actorId);
  if (!created.ok) throw new Error(`createBill refused: ${created.reason}`);
  return created;
}

async function counter(): Promise<number> {
  const row = await getDb()
    .selectFrom("counters")
    .select("value")
    .where("name", "=", "bill")
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

async function setCounter(value: number) {
  await getDb().updateTable("counters").set({ value }).where("name", "=", "bill").execute();
}

async function billCount(): Promise<number> {
  const row = await getDb()
    .selectFrom("complaints")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An empty bill book: no bills or bookings, the counter back at 0 (test set-up only). */
async function emptyBillBook() {
  await getDb().deleteFrom("transactions").where("complaint_id", "is not", null).execute();
  await getDb().deleteFrom("income_expenses").where("complaint_id", "is not", null).execute();
  await getDb().deleteFrom("payments").execute();
  await getDb().deleteFrom("complaints").execute();
  await setCounter(0);
}

/** A bill row written directly, as an import would (no bookings). */
async function importBill(
  number: string,
  over: Partial<{
    customer_name: string;
    actual_cost_paise: number;
    discount_paise: number;
    estimated_cost_paise: number;
    status: "pending" | "in_progress" | "completed" | "paid";
    created_at: string;
  }> = {},
) {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await getDb()
    .insertInto("complaints")
    .values({
      id,
      complaint_number: number,
      customer_name: "Imported Customer",
      customer_phone: null,
      customer_address: null,
      complaint_description: "Imported",
      actual_cost_paise: 0,
      discount_paise: 0,
      estimated_cost_paise: 0,
      advance_paise: 0,
      received_paise: 0,
      completion_date: null,
      created_by: null,
      created_at: now,
      updated_at: now,
      ...over,
      // Nothing paid: the balance is the final total.
      balance_paise: over.estimated_cost_paise ?? 0,
      payment_status: (over.estimated_cost_paise ?? 0) > 0 ? "unpaid" : "paid",
    })
    .execute();
  return id;
}

async function setCreatedAt(id: string, createdAt: string) {
  await getDb()
    .updateTable("complaints")
    .set({ created_at: createdAt })
    .where("id", "=", id)
    .execute();
}

async function setStatus(id: string, status: "pending" | "in_progress" | "completed" | "paid") {
  await getDb().updateTable("complaints").set({ status }).where("id", "=", id).execute();
}

async function bookings(complaintId: string) {
  const income = await getDb()
    .selectFrom("income_expenses")
    .select(["type", "category", "description", "amount_paise", "created_by"])
    .where("complaint_id", "=", complaintId)
    .execute();
  const transactions = await getDb()
    .selectFrom("transactions")
    .select([
      "transaction_type",
      "amount_paise",
      "reference_number",
      "payment_method",
      "type",
      "created_by",
    ])
    .where("complaint_id", "=", complaintId)
    .orderBy("transaction_type")
    .execute();
  return { income, transactions };
}

/** The cash-book entries naming a bill's number (they stay, unlinked, after a delete). */
async function entriesFor(number: string) {
  return getDb()
    .selectFrom("transactions")
    .select(["transaction_type", "amount_paise", "type", "complaint_id", "payment_id"])
    .where("reference_number", "=", number)
    .orderBy("transaction_type")
    .orderBy("amount_paise")
    .execute();
}

/** Voids every live payment of a bill (so it may be deleted). */
async function voidAll(billId: string) {
  for (const p of await listPayments(billId)) {
    if (!p.voidedAt)
      expect(await voidPayment(p.id, "Entered by mistake", staff.user.id)).toMatchObject({
        ok: true,
      });
  }
}

async function auditOf(id: string) {
  const rows = await getDb()
    .selectFrom("audit_log")
    .select(["action", "actor_id", "before_json", "after_json", "created_at"])
    .where("entity", "=", "bill")
    .where("entity_id", "=", id)
    .execute();
  // Entries written in one millisecond keep their order by action (create, update, delete).
  const order = ["bill.create", "bill.update", "bill.delete"];
  return rows
    .sort(
      (a, b) =>
        String(a.created_at).localeCompare(String(b.created_at)) ||
        order.indexOf(a.action) - order.indexOf(b.action),
    )
    .map((r) => ({
      action: r.action,
      actorId: r.actor_id,
      before: r.before_json ? (JSON.parse(r.before_json) as Record<string, unknown>) : null,
      after: r.after_json ? (JSON.parse(r.after_json) as Record<string, unknown>) : null,
    }));
}

const postForm = (cookie: string | undefined, body: Record<string, string>) =>
  callRoute(formAction, postRequest("/billing/new-complaint", body, { cookie }));

type Failure = { ok: false; errors: Record<string, string>; values: Record<string, string> };
const errorsOf = (result: RouteResult) => (result.data as Failure).errors;

type Loaded<T extends (...args: never[]) => unknown> = Exclude<Awaited<ReturnType<T>>, Response>;

async function oldBills(query: string) {
  const r = await callRoute(
    oldLoader,
    getRequest(`/billing/old-complaint${query}`, { cookie: staff.cookie }),
  );
  expect(r.status).toBe(200);
  return r.data as Loaded<typeof oldLoader>;
}

async function history(query: string) {
  const r = await callRoute(
    historyLoader,
    getRequest(`/billing/history${query}`, { cookie: staff.cookie }),
  );
  expect(r.status).toBe(200);
  return r.data as Loaded<typeof historyLoader>;
}

async function oldPending(query: string) {
  const r = await callRoute(
    pendingLoader,
    getRequest(`/billing/old-pending${query}`, { cookie: staff.cookie }),
  );
  expect(r.status, query).toBe(200);
  return r.data as Loaded<typeof pendingLoader>;
}

/** The PDF route's answer with its body (the harness keeps only status and headers). */
async function fetchPdf(id: string, cookie: string | undefined) {
  let body: Uint8Array | undefined;
  const result = await callRoute(
    async (args: Parameters<typeof pdfLoader>[0]) => {
      const response = await pdfLoader(args);
      body = new Uint8Array(await response.clone().arrayBuffer());
      return response;
    },
    getRequest(`/billing/complaint-preview/pdf?id=${id}`, { cookie }),
  );
  return { result, body };
}

/** The Tamil letters of a text, decomposed and sorted (the PDF gives glyphs in visual order). */
const tamilLetters = (text: string) =>
  [...text.normalize("NFD")]
    .filter((c) => /[\u0B80-\u0BFF]/.test(c))
    .sort()
    .join("");

// ---------------------------------------------------------------------------------------------

describe("access", () => {
  it("sends visitors to sign in and customers home from every billing loader and action; a refused action changes nothing", async () => {
    const bill = await newBill({ customerName: "Access Check", advance: "10", received: "5" });
    const before = {
      bill: await getBill(bill.id),
      count: await billCount(),
      counter: await counter(),
      bookings: await bookings(bill.id),
      audit: await auditOf(bill.id),
    };
    const createBody = form({ customerName: "Sneaky Create" });
    const editBody = form({ id: bill.id, customerName: "Sneaky Edit", amount: "1" });
    const deleteBody = { intent: "delete", id: bill.id };
    type Run = (path: string, cookie: string | undefined) => Promise<RouteResult>;
    const get =
      (fn: (args: never) => unknown): Run =>
      (path, cookie) =>
        callRoute(fn, getRequest(path, { cookie }));
    const post =
      (fn: (args: never) => unknown, body: Record<string, string>): Run =>
      (path, cookie) =>
        callRoute(fn, postRequest(path, body, { cookie }));
    // The layout's middleware, as React Router runs it before any billing page.
    const layout = get(async (args: Parameters<typeof billingAccessMiddleware>[0]) => {
      await billingAccessMiddleware(args, async () => new Response());
      return null;
    });
    const calls: [string, Run][] = [
      ["/billing/home", layout],
      ["/billing/service", get(serviceLoader)],
      ["/billing/new-complaint", get(formLoader)],
      [`/billing/new-complaint?id=${bill.id}`, get(formLoader)],
      ["/billing/new-complaint", post(formAction, createBody)],
      [`/billing/new-complaint?id=${bill.id}`, post(formAction, editBody)],
      [`/billing/complaint-preview?id=${bill.id}`, get(previewLoader)],
      [`/billing/complaint-preview/pdf?id=${bill.id}`, get(pdfLoader)],
      ["/billing/old-complaint?q=Access", get(oldLoader)],
      ["/billing/old-complaint", post(oldAction, deleteBody)],
      ["/billing/history?status=pending", get(historyLoader)],
      ["/billing/history", post(historyAction, deleteBody)],
      ["/billing/old-pending?from=2026-01-01", get(pendingLoader)],
      ["/billing/old-pending", post(pendingAction, deleteBody)],
    ];

    const customer = await signedIn("customer");
    for (const [path, run] of calls) {
      const visitor = await run(path, undefined);
      expect(visitor.status, `visitor ${path}`).toBe(302);
      expect(visitor.location, `visitor ${path}`).toBe(
        `/auth?redirectTo=${encodeURIComponent(path)}`,
      );
      const refused = await run(path, customer.cookie);
      expect(refused.status, `customer ${path}`).toBe(302);
      expect(refused.location, `customer ${path}`).toBe("/");
    }

    expect({
      bill: await getBill(bill.id),
      count: await billCount(),
      counter: await counter(),
      bookings: await bookings(bill.id),
      audit: await auditOf(bill.id),
    }).toEqual(before);
    const sneaky = await listBills({ q: "Sneaky" });
    expect(sneaky.total).toBe(0);
  });

  it("lets staff and admins in", async () => {
    const admin = await signedIn("admin");
    for (const { cookie } of [staff, admin]) {
      expect(
        (await callRoute(serviceLoader, getRequest("/billing/service", { cookie }))).status,
      ).toBe(200);
      const empty = await callRoute(formLoader, getRequest("/billing/new-complaint", { cookie }));
      expect(empty.status).toBe(200);
      expect((empty.data as Loaded<typeof formLoader>).bill).toBeNull();
    }
  });
});

describe("numbering", () => {
  beforeAll(emptyBillBook);

  it("numbers bills BILL0001, BILL0002, … and shows the next number on the empty form", async () => {
    const empty = await callRoute(
      formLoader,
      getRequest("/billing/new-complaint", { cookie: staff.cookie }),
    );
    expect((empty.data as Loaded<typeof formLoader>).number).toBe("BILL0001");
    expect((await newBill()).number).toBe("BILL0001");
    const viaForm = await postForm(staff.cookie, form({ customerName: "Second" }));
    expect(viaForm.status).toBe(302);
    expect(await redirectToast(viaForm)).toMatchObject({
      title: "Bill BILL0002 created successfully!",
    });
    const id = new URL(viaForm.location!, "http://x").searchParams.get("id")!;
    expect(viaForm.location).toBe(`/billing/complaint-preview?id=${id}`);
    expect((await getBill(id))?.number).toBe("BILL0002");
    expect((await newBill()).number).toBe("BILL0003");
  });

  it("gives 20 bills saved at once 20 distinct, consecutive numbers", async () => {
    const start = await counter();
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) => newBill({ customerName: `Parallel ${i}` })),
    );
    const numbers = created.map((c) => c.number).sort();
    expect(new Set(numbers).size).toBe(20);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => formatBillNumber(start + 1 + i)));
    expect(await counter()).toBe(start + 20);
    expect((await listBills({ q: "Parallel" })).total).toBe(20);
  });

  it("never gives a deleted bill's number again", async () => {
    const a = await newBill();
    const b = await newBill();
    expect(await deleteBill(b.id, staff.user.id)).toEqual({ ok: true, number: b.number });
    expect(await deleteBill(a.id, staff.user.id)).toEqual({ ok: true, number: a.number });
    const c = await newBill();
    expect(c.number).not.toBe(a.number);
    expect(c.number).not.toBe(b.number);
    expect(Number(c.number.slice(4))).toBe(Number(b.number.slice(4)) + 1);
  });

  it("goes from BILL9999 to BILL10000", async () => {
    await setCounter(9998);
    expect((await newBill()).number).toBe("BILL9999");
    expect((await newBill()).number).toBe("BILL10000");
    expect((await newBill()).number).toBe("BILL10001");
    expect((await listBills({ q: "bill10000" })).bills.map((b) => b.number)).toEqual(["BILL10000"]);
  });

  it("skips a number an imported bill already has", async () => {
    const next = (await counter()) + 1;
    await importBill(formatBillNumber(next));
    const created = await createBill(billSchema.parse(form()), staff.user.id);
    expect(created).toMatchObject({ ok: true, number: formatBillNumber(next + 1) });

    // A run of imported numbers longer than a few retries is skipped as well.
    const from = (await counter()) + 1;
    for (let n = from; n < from + 5; n++) await importBill(formatBillNumber(n));
    const afterRun = await createBill(billSchema.parse(form()), staff.user.id);
    expect(afterRun).toMatchObject({ ok: true, number: formatBillNumber(from + 5) });

    // Through the form too: a redirect to the preview, never "Bill number already exists".
    await importBill(formatBillNumber((await counter()) + 1));
    const viaForm = await postForm(staff.cookie, form());
    expect(viaForm.status).toBe(302);
    expect(await redirectToast(viaForm)).toMatchObject({
      title: `Bill ${formatBillNumber(await counter())} created successfully!`,
    });
  });
});

describe("money in paise", () => {
  it("stores exact paise: no floating-point drift", async () => {
    const cases: [Record<string, string>, Record<string, number>][] = [
      [
        { amount: "0.30", discount: "0.10", advance: "0.10", received: "0.10" },
        { amountPaise: 30, discountPaise: 10, finalTotalPaise: 20, balancePaise: 0 },
      ],
      [
        { amount: "1.10", discount: "0.20", advance: "0.45", received: "0.45" },
        { amountPaise: 110, discountPaise: 20, finalTotalPaise: 90, balancePaise: 0 },
      ],
      [
        { amount: "1,234.50", discount: "34.5", advance: "₹ 200", received: "500.50" },
        { amountPaise: 123450, discountPaise: 3450, finalTotalPaise: 120000, balancePaise: 49950 },
      ],
      [
        { amount: "21474836.47", discount: "0.47", advance: "", received: "" },
        {
          amountPaise: 2147483647,
          discountPaise: 47,
          finalTotalPaise: 2147483600,
          balancePaise: 2147483600,
        },
      ],
      [
        { amount: "19.99", discount: "", advance: "", received: "25" },
        { amountPaise: 1999, discountPaise: 0, finalTotalPaise: 1999, balancePaise: -501 },
      ],
    ];
    for (const [money, expected] of cases) {
      const result = await postForm(staff.cookie, form(money));
      expect(result.status, JSON.stringify(money)).toBe(302);
      const id = new URL(result.location!, "http://x").searchParams.get("id")!;
      expect(await getBill(id), JSON.stringify(money)).toMatchObject(expected);
      const row = await getDb()
        .selectFrom("complaints")
        .select(["actual_cost_paise", "discount_paise", "estimated_cost_paise"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        actual_cost_paise: expected.amountPaise,
        discount_paise: expected.discountPaise,
        estimated_cost_paise: expected.finalTotalPaise,
      });
    }
  });

  it("refuses bad amounts, missing fields and a discount over the amount, and stores nothing", async () => {
    const count = await billCount();
    const number = await counter();
    const refused = async (over: Record<string, string>) => {
      const result = await postForm(staff.cookie, form(over));
      expect(result.status, JSON.stringify(over)).toBe(400);
      expect(await toastOf(result)).toMatchObject({
        title: "Error",
        description: "Failed to save complaint. Please try again.",
      });
      expect((result.data as Failure).values).toMatchObject(over);
      return errorsOf(result);
    };
    for (const bad of ["-5", "-0.01", "1.234", "12abc", "abc", "1e3", "0x10", "1.2.3"]) {
      expect(await refused({ amount: bad }), bad).toEqual({ amount: BILL_MESSAGES.moneyInvalid });
    }
    for (const field of ["discount", "advance", "received"]) {
      expect(await refused({ [field]: "-1" })).toEqual({ [field]: BILL_MESSAGES.moneyInvalid });
      expect(await refused({ [field]: "5.555" })).toEqual({ [field]: BILL_MESSAGES.moneyInvalid });
    }
    // Commas only as Indian or international grouping (decision 059): "10,00" is no ₹1,000.
    for (const bad of ["1,0,0", "10,00", "1,50"]) {
      expect(await refused({ amount: bad }), bad).toEqual({ amount: BILL_MESSAGES.moneyGrouping });
      expect(await refused({ amount: "500", discount: bad }), bad).toEqual({
        discount: BILL_MESSAGES.moneyGrouping,
      });
    }
    // Beyond what the paise columns hold (2^31 - 1 paise on PostgreSQL): a message, not a 500.
    expect(await refused({ amount: "21474836.48" })).toEqual({
      amount: BILL_MESSAGES.moneyInvalid,
    });
    expect(await refused({ amount: "99999999999" })).toEqual({
      amount: BILL_MESSAGES.moneyInvalid,
    });
    expect(await refused({ amount: "100", discount: "100.01" })).toEqual({
      discount: "Discount cannot be more than the amount",
    });
    expect(await refused({ customerName: "  ", particulars: "", amount: "" })).toEqual({
      customerName: "Customer name is required",
      particulars: "Particulars are required",
      amount: "Amount is required",
    });
    expect(await refused({ customerPhone: "12345" })).toEqual({
      customerPhone: BILL_MESSAGES.phoneInvalid,
    });
    // Fields missing from the post altogether.
    const bare = await postForm(staff.cookie, {});
    expect(bare.status).toBe(400);
    expect(errorsOf(bare)).toMatchObject({
      customerName: "Customer name is required",
      particulars: "Particulars are required",
      amount: "Amount is required",
    });
    expect(await billCount()).toBe(count);
    expect(await counter()).toBe(number);
  });

  it("accepts a discount equal to the amount, and normalises the phone", async () => {
    for (const [typed, stored] of [
      ["98765 43210", "+919876543210"],
      ["+91 98765-43210", "+919876543210"],
      ["9876543210", "+919876543210"],
    ]) {
      const { id } = await newBill({ customerPhone: typed!, amount: "50", discount: "50" });
      expect(await getBill(id)).toMatchObject({
        customerPhone: stored,
        finalTotalPaise: 0,
        balancePaise: 0,
      });
    }
    const { id } = await newBill({ customerPhone: "  " });
    expect((await getBill(id))?.customerPhone).toBeNull();
  });
});

describe("bookings", () => {
  it("books the advance and received as payments (no income of the bill's own), keeps them on edit, and refuses to delete the bill until they are voided, with audit entries", async () => {
    const created = await postForm(
      staff.cookie,
      form({
        customerName: "Booking Test",
        particulars: "Flex banner 6x3",
        amount: "1500",
        discount: "100",
        advance: "500",
        received: "300",
      }),
    );
    expect(created.status).toBe(302);
    const id = new URL(created.location!, "http://x").searchParams.get("id")!;
    const bill = (await getBill(id))!;
    expect(bill).toMatchObject({
      customerName: "Booking Test",
      status: "pending",
      finalTotalPaise: 140000,
      advancePaise: 50000,
      receivedPaise: 30000,
      balancePaise: 60000,
      paymentStatus: "part_paid",
      createdBy: staff.user.id,
    });
    const payments = await listPayments(id);
    expect(payments.map((p) => [p.kind, p.amountPaise, p.method, p.createdBy])).toEqual([
      ["advance", 50000, "cash", staff.user.id],
      ["payment", 30000, "cash", staff.user.id],
    ]);
    // The bill books no income of its own (sales are read from the bills): only the money in.
    expect(await bookings(id)).toEqual({
      income: [],
      transactions: [
        {
          transaction_type: "advance_payment",
          amount_paise: 50000,
          reference_number: bill.number,
          payment_method: "cash",
          type: "income",
          created_by: staff.user.id,
        },
        {
          transaction_type: "payment_received",
          amount_paise: 30000,
          reference_number: bill.number,
          payment_method: "cash",
          type: "income",
          created_by: staff.user.id,
        },
      ],
    });

    // Edit: new amounts and particulars, completed. Advance and received typed on an edit are
    // not payments: the payments stay as they were, the balance follows the new total.
    const edited = await postForm(
      staff.cookie,
      form({
        id,
        customerName: "Booking Test",
        particulars: "Flex banner 8x4",
        amount: "2000",
        discount: "",
        advance: "0",
        received: "1999.99",
        status: "completed",
      }),
    );
    expect(edited.status).toBe(302);
    expect(edited.location).toBe("/billing/old-complaint");
    expect(await redirectToast(edited)).toMatchObject({
      title: `Bill ${bill.number} updated successfully!`,
    });
    expect(await getBill(id)).toMatchObject({
      number: bill.number,
      particulars: "Flex banner 8x4",
      amountPaise: 200000,
      discountPaise: 0,
      finalTotalPaise: 200000,
      advancePaise: 50000,
      receivedPaise: 30000,
      balancePaise: 120000,
      paymentStatus: "part_paid",
      status: "completed",
    });
    const completion = await getDb()
      .selectFrom("complaints")
      .select("completion_date")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(completion.completion_date).not.toBeNull();
    const afterEdit = await bookings(id);
    expect(afterEdit.income).toEqual([]);
    expect(afterEdit.transactions.map((t) => [t.transaction_type, t.amount_paise])).toEqual([
      ["advance_payment", 50000],
      ["payment_received", 30000],
    ]);

    // Edit to a full discount: a final total of 0, the money paid is the customer's credit.
    const free = await updateBill(
      id,
      billSchema.parse(form({ amount: "2000", discount: "2000", received: "" })),
      staff.user.id,
    );
    expect(free).toMatchObject({
      ok: true,
      bill: {
        finalTotalPaise: 0,
        balancePaise: -80000,
        paymentStatus: "paid",
        status: "completed",
      },
    });
    expect((await bookings(id)).transactions).toHaveLength(2);

    // Editing a bill that is gone: 404, nothing created.
    const count = await billCount();
    const ghost = await postForm(staff.cookie, form({ id: crypto.randomUUID() }));
    expect(ghost.status).toBe(404);
    expect(await toastOf(ghost)).toMatchObject({ description: "This bill no longer exists." });
    expect(await billCount()).toBe(count);

    // Delete from Old Bills: refused while payments stand, the bill and its money untouched.
    await updateBill(id, billSchema.parse(form({ amount: "10", advance: "4" })), staff.user.id);
    const deleteBody = { intent: "delete", id, redirectTo: "/billing/old-complaint?q=Booking" };
    const refused = await callRoute(
      oldAction,
      postRequest("/billing/old-complaint", deleteBody, { cookie: staff.cookie }),
    );
    expect(refused.status).toBe(409);
    expect(await toastOf(refused)).toMatchObject({ description: DELETE_REFUSED });
    expect(await getBill(id)).toMatchObject({ advancePaise: 50000, receivedPaise: 30000 });
    expect((await bookings(id)).transactions).toHaveLength(2);

    // Voided, the bill goes; its voided payments and every cash-book entry stay, unlinked.
    await voidAll(id);
    const deleted = await callRoute(
      oldAction,
      postRequest("/billing/old-complaint", deleteBody, { cookie: staff.cookie }),
    );
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/billing/old-complaint?q=Booking");
    expect(await redirectToast(deleted)).toMatchObject({
      title: `Bill ${bill.number} deleted successfully`,
    });
    expect(await getBill(id)).toBeNull();
    const left = await entriesFor(bill.number);
    expect(left.map((t) => [t.transaction_type, t.amount_paise, t.complaint_id])).toEqual([
      ["advance_payment", 50000, null],
      ["payment_received", 30000, null],
      ["payment_void", 30000, null],
      ["payment_void", 50000, null],
    ]);
    const kept = await getDb()
      .selectFrom("payments")
      .select(["bill_id", "bill_number", "voided_at"])
      .where(
        "id",
        "in",
        payments.map((p) => p.id),
      )
      .execute();
    expect(kept).toHaveLength(2);
    for (const p of kept) {
      expect(p).toMatchObject({ bill_id: null, bill_number: bill.number });
      expect(p.voided_at).not.toBeNull();
    }

    const audit = await auditOf(id);
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([
      ["bill.create", staff.user.id],
      ["bill.update", staff.user.id],
      ["bill.update", staff.user.id],
      ["bill.update", staff.user.id],
      ["bill.delete", staff.user.id],
    ]);
    expect(audit[0]).toMatchObject({
      before: null,
      after: {
        complaint_number: bill.number,
        actual_cost_paise: 150000,
        discount_paise: 10000,
        estimated_cost_paise: 140000,
        lines: [{ description: "Flex banner 6x3", quantityMilli: 1000, ratePaise: 150000 }],
      },
    });
    expect(audit[1]).toMatchObject({
      before: {
        complaint_number: bill.number,
        complaint_description: "Flex banner 6x3",
        actual_cost_paise: 150000,
        advance_paise: 50000,
        status: "pending",
      },
      after: {
        complaint_description: "Flex banner 8x4",
        actual_cost_paise: 200000,
        status: "completed",
      },
    });
    expect(audit[4]).toMatchObject({
      before: { complaint_number: bill.number, actual_cost_paise: 1000, advance_paise: 0 },
      after: null,
    });
  });

  it("books no income for any bill, and only the payments made", async () => {
    const free = await newBill({ amount: "500", discount: "500" });
    expect(await bookings(free.id)).toEqual({ income: [], transactions: [] });
    expect(await getBill(free.id)).toMatchObject({ balancePaise: 0, paymentStatus: "paid" });
    const unpaid = await newBill({ amount: "500" });
    expect(await bookings(unpaid.id)).toEqual({ income: [], transactions: [] });
    expect(await getBill(unpaid.id)).toMatchObject({
      balancePaise: 50000,
      paymentStatus: "unpaid",
    });
    const advanceOnly = await newBill({ amount: "500", advance: "100" });
    const b = await bookings(advanceOnly.id);
    expect(b.income).toEqual([]);
    expect(b.transactions.map((t) => [t.transaction_type, t.amount_paise])).toEqual([
      ["advance_payment", 10000],
    ]);
  });

  it("deletes from History and Old Pending with their messages; refuses a bill with payments; a wrong id or intent changes nothing", async () => {
    const a = await newBill({ advance: "10" });
    const deleteA = { intent: "delete", id: a.id };
    const refused = await callRoute(
      historyAction,
      postRequest("/billing/history", deleteA, { cookie: staff.cookie }),
    );
    expect(refused.status).toBe(409);
    expect(await toastOf(refused)).toMatchObject({ title: "Error", description: DELETE_REFUSED });
    expect(await getBill(a.id)).toMatchObject({ advancePaise: 1000 });
    expect(await deleteBill(a.id, staff.user.id)).toEqual({ ok: false, reason: "has-payments" });

    await voidAll(a.id);
    const fromHistory = await callRoute(
      historyAction,
      postRequest("/billing/history", deleteA, { cookie: staff.cookie }),
    );
    expect(fromHistory.location).toBe("/billing/history");
    expect(await redirectToast(fromHistory)).toMatchObject({
      title: `Bill ${a.number} deleted successfully`,
    });
    expect(await getBill(a.id)).toBeNull();

    const b = await newBill();
    const fromPending = await callRoute(
      pendingAction,
      postRequest(
        "/billing/old-pending",
        { intent: "delete", id: b.id, redirectTo: "https://evil.example/" },
        { cookie: staff.cookie },
      ),
    );
    expect(fromPending.location).toBe("/billing/old-pending");
    expect(await redirectToast(fromPending)).toMatchObject({
      title: "Bill Deleted",
      description: `Bill ${b.number} has been deleted successfully.`,
    });
    expect(await getBill(b.id)).toBeNull();
    expect(await bookings(b.id)).toEqual({ income: [], transactions: [] });

    // A cancelled bill that kept its money is refused as well.
    const kept = await newBill({ received: "10" });
    await cancelBill(
      kept.id,
      { reason: "Customer changed mind", refund: false, refundMethod: "cash" },
      staff.user.id,
    );
    const refusedCancelled = await callRoute(
      pendingAction,
      postRequest(
        "/billing/old-pending",
        { intent: "delete", id: kept.id },
        { cookie: staff.cookie },
      ),
    );
    expect(refusedCancelled.status).toBe(409);
    expect(await getBill(kept.id)).not.toBeNull();

    const c = await newBill();
    const count = await billCount();
    const missing = await callRoute(
      pendingAction,
      postRequest("/billing/old-pending", { intent: "delete", id: a.id }, { cookie: staff.cookie }),
    );
    expect(missing.status).toBe(404);
    expect(await toastOf(missing)).toMatchObject({
      description: "Failed to delete bill. Please try again.",
    });
    const missingOld = await callRoute(
      oldAction,
      postRequest("/billing/old-complaint", { intent: "delete" }, { cookie: staff.cookie }),
    );
    expect(missingOld.status).toBe(404);
    expect(await toastOf(missingOld)).toMatchObject({ description: "Failed to delete complaint" });
    const wrongIntent = await callRoute(
      historyAction,
      postRequest("/billing/history", { intent: "purge", id: c.id }, { cookie: staff.cookie }),
    );
    expect(wrongIntent.status).toBe(400);
    expect(await billCount()).toBe(count);
    expect(await getBill(c.id)).not.toBeNull();
  });
});

describe("lists", () => {
  beforeAll(emptyBillBook);

  it("searches by name (any case, Tamil too) and by number, safely", async () => {
    const kannan = await newBill({ customerName: "Kannan Traders" });
    const murugan = await newBill({ customerName: "முருகன் ஸ்டோர்ஸ்" });
    const percent = await newBill({ customerName: "100% Prints_Co" });
    const bobby = await newBill({ customerName: "Robert'); DROP TABLE complaints; --" });
    const names = async (q: string) =>
      (await oldBills(`?q=${encodeURIComponent(q)}`)).bills.map((b) => b.customerName).sort();

    expect(await names("kannan")).toEqual(["Kannan Traders"]);
    expect(await names("KANNAN tRADERS")).toEqual(["Kannan Traders"]);
    expect(await names("முருகன்")).toEqual(["முருகன் ஸ்டோர்ஸ்"]);
    expect(await names("ஸ்டோர்")).toEqual(["முருகன் ஸ்டோர்ஸ்"]);
    expect(await names(murugan.number.toLowerCase())).toEqual(["முருகன் ஸ்டோர்ஸ்"]);
    expect((await oldBills(`?q=${kannan.number}`)).bills.map((b) => b.id)).toEqual([kannan.id]);
    // LIKE wildcards are plain characters.
    expect(await names("%")).toEqual(["100% Prints_Co"]);
    expect(await names("_")).toEqual(["100% Prints_Co"]);
    expect(await names("s_co")).toEqual(["100% Prints_Co"]);
    expect(await names("\\")).toEqual([]);
    // SQL in the search is text.
    expect(await names("' OR '1'='1")).toEqual([]);
    expect(await names("x'; DROP TABLE complaints; --")).toEqual([]);
    expect(await names("'); drop table")).toEqual(["Robert'); DROP TABLE complaints; --"]);
    expect((await history(`?q=${encodeURIComponent("' OR 1=1 --")}`)).bills).toEqual([]);
    expect((await oldPending(`?q=${encodeURIComponent('" OR ""="')}`)).bills).toEqual([]);
    expect(await billCount()).toBe(4);
    // An empty search lists them all, newest first.
    const all = await oldBills("?q=%20%20");
    expect(all.q).toBe("");
    expect(all.bills.map((b) => b.id).sort()).toEqual(
      [kannan, murugan, percent, bobby].map((b) => b.id).sort(),
    );
    expect(all.total).toBe(4);
  });

  it("filters History by work status and by money (paid, cancelled), and ignores an unknown status", async () => {
    const done = await newBill({ customerName: "Status Done" });
    const working = await newBill({ customerName: "Status Working" });
    const paid = await newBill({ customerName: "Status Paid", received: "100" });
    const waiting = await newBill({ customerName: "Status Waiting", advance: "40" });
    const cancelled = await newBill({ customerName: "Status Cancelled" });
    await setStatus(done.id, "completed");
    await setStatus(working.id, "in_progress");
    await cancelBill(
      cancelled.id,
      { reason: "Duplicate", refund: false, refundMethod: "cash" },
      staff.user.id,
    );
    const ids = async (query: string) =>
      (await history(`?q=Status&${query}`)).bills.map((b) => b.id).sort();
    const sorted = (...list: string[]) => [...list].sort();
    // Work status (a cancelled bill is only cancelled).
    expect(await ids("status=completed")).toEqual([done.id]);
    expect(await ids("status=in_progress")).toEqual([working.id]);
    expect(await ids("status=pending")).toEqual(sorted(paid.id, waiting.id));
    // The money: paid = nothing left to pay, whatever the work's state.
    expect(await ids("status=paid")).toEqual([paid.id]);
    const cancelledOnes = await listBills({ q: "Status", status: "cancelled" });
    expect(cancelledOnes.bills.map((b) => b.id)).toEqual([cancelled.id]);
    expect(await ids("status=")).toHaveLength(5);
    const unknown = await history("?q=Status&status=' OR 1=1 --");
    expect(unknown.status).toBe("");
    expect(unknown.total).toBe(5);
    // Old Pending: the bills with a balance, whatever their work status.
    const due = await listBills({ q: "Status", due: true });
    expect(due.bills.map((b) => b.id).sort()).toEqual(sorted(done.id, working.id, waiting.id));
    expect((await oldPending("?q=Status")).summary).toEqual({
      count: 3,
      totalPaise: 10000 + 10000 + 6000,
    });
  });

  it("pages 25 bills at a time", async () => {
    for (let i = 0; i < 30; i++) await newBill({ customerName: `Pager ${i}` });
    const first = await oldBills("?q=Pager");
    const second = await oldBills("?q=Pager&page=2");
    expect([first.total, first.page, first.pageCount, first.bills.length]).toEqual([30, 1, 2, 25]);
    expect([second.page, second.bills.length]).toEqual([2, 5]);
    const seen = [...first.bills, ...second.bills].map((b) => b.customerName);
    expect(new Set(seen).size).toBe(30);
    // Newest first.
    const times = [...first.bills, ...second.bills].map((b) => Date.parse(b.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect((await oldBills("?q=Pager&page=99")).page).toBe(2);
    expect((await oldBills("?q=Pager&page=0")).page).toBe(1);
    expect((await oldBills("?q=Pager&page=-4")).page).toBe(1);
    expect((await oldBills("?q=Pager&page=abc")).page).toBe(1);
    expect((await history("?q=Pager&page=2")).bills).toHaveLength(5);
    expect((await oldPending("?q=Pager&page=2")).bills).toHaveLength(5);
    const none = await oldBills("?q=nobody-at-all");
    expect([none.total, none.page, none.pageCount, none.bills]).toEqual([0, 1, 1, []]);
  });

  it("filters by whole India days (from/to inclusive) and ignores invalid dates", async () => {
    const at = async (name: string, createdAt: string) => {
      const { id } = await newBill({ customerName: `Dated ${name}` });
      await setCreatedAt(id, createdAt);
      return id;
    };
    const jan30Late = await at("jan30-late", "2026-01-30T18:29:59.999Z"); // 23:59:59.999 IST 30 Jan
    const jan31Start = await at("jan31-start", "2026-01-30T18:30:00.000Z"); // 00:00 IST 31 Jan
    const jan31End = await at("jan31-end", "2026-01-31T18:29:59.000Z"); // 23:59:59 IST 31 Jan
    const feb1Start = await at("feb1-start", "2026-01-31T18:30:00.000Z"); // 00:00 IST 1 Feb
    const ids = async (query: string) =>
      (await oldPending(`?q=Dated&${query}`)).bills.map((b) => b.id).sort();
    const sorted = (...list: string[]) => [...list].sort();

    expect(await ids("from=2026-01-31&to=2026-01-31")).toEqual(sorted(jan31Start, jan31End));
    expect(await ids("from=2026-02-01&to=2026-02-01")).toEqual([feb1Start]);
    expect(await ids("to=2026-01-30")).toEqual([jan30Late]);
    // Typed in the date box dd/mm/yyyy (decision 074): the same days.
    expect(await ids("from=31%2F01%2F2026&to=31-1-2026")).toEqual(sorted(jan31Start, jan31End));
    expect(await ids("from=2026-01-31")).toEqual(sorted(jan31Start, jan31End, feb1Start));
    expect(await ids("from=2026-02-02")).toEqual([]);
    expect(await ids("from=2026-02-01&to=2026-01-31")).toEqual([]);
    const summary = await pendingSummary({ q: "Dated", from: "2026-01-31", to: "2026-01-31" });
    expect(summary).toEqual({ count: 2, totalPaise: 20000 });

    const everything = sorted(jan30Late, jan31Start, jan31End, feb1Start);
    for (const bad of [
      "garbage",
      "01/31/2026",
      "2026-1-31",
      "2026-13-01",
      "2026-00-10",
      "2026-02-30",
      "2026-04-31",
      "0000-01-01",
      "0999-12-31",
      "2026-01-31T00:00",
      "' OR 1=1 --",
    ]) {
      const q = encodeURIComponent(bad);
      expect(await ids(`from=${q}`), `from=${bad}`).toEqual(everything);
      expect(await ids(`to=${q}`), `to=${bad}`).toEqual(everything);
      const listed = await oldPending(`?q=Dated&from=${q}&to=${q}`);
      expect(listed.summary.count, bad).toBe(4);
    }
  });

  it("totals the balances due in SQL (final total − payments), shown exactly; paid bills are not pending", async () => {
    await emptyBillBook();
    await newBill({ customerName: "Due One", amount: "1000.50", discount: "100", advance: "200" });
    await newBill({ customerName: "Due Two", amount: "250.25" });
    await newBill({ customerName: "Due Zero", amount: "0" });
    await newBill({ customerName: "Due Paid", amount: "300", advance: "100", received: "200" });
    await newBill({ customerName: "Due Credit", amount: "300", received: "350" });
    await importBill("OLD-1", {
      customer_name: "Due Imported",
      actual_cost_paise: 5000,
      estimated_cost_paise: 5000,
    });
    const done = await newBill({ customerName: "Due Done", amount: "999" });
    await setStatus(done.id, "completed");

    const due = await listBills({ due: true });
    const oneBalance = 100050 - 10000 - 20000;
    const expected = oneBalance + 25025 + 5000 + 99900;
    expect(due.bills.map((b) => b.customerName).sort()).toEqual([
      "Due Done",
      "Due Imported",
      "Due One",
      "Due Two",
    ]);
    expect(due.bills.map((b) => pendingAmount(b)).sort((x, y) => x - y)).toEqual([
      5000,
      25025,
      oneBalance,
      99900,
    ]);
    expect(await pendingSummary({})).toEqual({ count: 4, totalPaise: expected });
    expect(due.bills.reduce((sum, b) => sum + pendingAmount(b), 0)).toBe(expected);
    const page = await oldPending("");
    expect(page.summary).toEqual({ count: 4, totalPaise: expected });
    // The card's figure: exact, never rounded to rupees (issue 35).
    expect(formatRupees(page.summary.totalPaise, { short: true })).toBe("₹1,999.75");
    expect(await pendingSummary({ q: "due t" })).toEqual({ count: 1, totalPaise: 25025 });
    expect(await pendingSummary({ q: "nobody" })).toEqual({ count: 0, totalPaise: 0 });
    // A credit owes nothing.
    const credit = (await listBills({ q: "Due Credit" })).bills[0]!;
    expect([credit.balancePaise, pendingAmount(credit), credit.paymentStatus]).toEqual([
      -5000,
      0,
      "paid",
    ]);

    // Many bills: the SQL sum matches the per-bill figures over every page.
    for (let i = 1; i <= 40; i++) {
      await newBill({
        customerName: `Sum ${i}`,
        amount: `${i * 37}.${String(i).padStart(2, "0")}`,
        advance: i % 3 === 0 ? "10" : "",
      });
    }
    const sum = Array.from({ length: 40 }, (_, k) => (k + 1) * 3700 + (k + 1)).reduce(
      (a, b) => a + b,
      0,
    );
    const total = sum - 13 * 1000;
    expect(await pendingSummary({ q: "Sum " })).toEqual({ count: 40, totalPaise: total });
    const [p1, p2] = [
      await listBills({ q: "Sum ", due: true }),
      await listBills({ q: "Sum ", due: true, page: 2 }),
    ];
    expect([p1.total, p1.bills.length, p2.bills.length]).toEqual([40, 25, 15]);
    expect([...p1.bills, ...p2.bills].reduce((s, b) => s + pendingAmount(b), 0)).toBe(total);
  });
});

describe("preview and PDF", () => {
  it("opens the newest bill without an id and answers 404 for an unknown bill", async () => {
    // Which bill: tests/integration/bill-preview-latest.test.ts.
    const bare = await callRoute(
      previewLoader,
      getRequest("/billing/complaint-preview", { cookie: staff.cookie }),
    );
    expect(bare.status).toBe(302);
    expect(bare.location).toMatch(/^\/billing\/complaint-preview\?id=[^&]+$/);
    const unknown = await callRoute(
      previewLoader,
      getRequest(`/billing/complaint-preview?id=${crypto.randomUUID()}`, { cookie: staff.cookie }),
    );
    expect(unknown.status).toBe(404);
    const unknownEdit = await callRoute(
      formLoader,
      getRequest(`/billing/new-complaint?id=nope`, { cookie: staff.cookie }),
    );
    expect(unknownEdit.status).toBe(404);
    for (const query of ["", "?id=", `?id=${crypto.randomUUID()}`]) {
      const pdf = await callRoute(
        pdfLoader,
        getRequest(`/billing/complaint-preview/pdf${query}`, { cookie: staff.cookie }),
      );
      expect(pdf.status, query).toBe(404);
    }
  });

  it("previews a bill and serves it as a PDF with the Tamil name, the number and the amounts", async () => {
    const name = "முருகன் ஸ்டோர்ஸ்";
    const { id, number } = await newBill({
      customerName: name,
      customerPhone: "98765 43210",
      customerAddress: "12, காந்தி சாலை, Chennai",
      particulars: "Visiting cards 500 nos",
      amount: "1,234.50",
      discount: "34.50",
      advance: "200",
      received: "500.50",
    });
    const preview = await callRoute(
      previewLoader,
      getRequest(`/billing/complaint-preview?id=${id}&layout=receipt`, { cookie: staff.cookie }),
    );
    expect(preview.status).toBe(200);
    expect(preview.data).toMatchObject({
      receipt: true,
      bill: {
        id,
        number,
        customerName: name,
        customerPhone: "+919876543210",
        finalTotalPaise: 120000,
        balancePaise: 49950,
      },
    });
    const edit = await callRoute(
      formLoader,
      getRequest(`/billing/new-complaint?id=${id}`, { cookie: staff.cookie }),
    );
    expect(edit.data).toMatchObject({ number, bill: { id } });

    const { result, body } = await fetchPdf(id, staff.cookie);
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toBe("application/pdf");
    expect(result.headers.get("Content-Disposition")).toBe(`attachment; filename="${number}.pdf"`);
    expect(number).toMatch(/^BILL\d{4,}$/);
    expect(body).toBeDefined();
    expect(Number(result.headers.get("Content-Length"))).toBe(body!.length);
    expect(Buffer.from(body!.subarray(0, 5)).toString("latin1")).toBe("%PDF-");

    const text = await pdfText(body!);
    expect(text).toContain(`Bill No: ${number}`);
    expect(text).toContain("Balance");
    for (const amount of ["1,234.50", "34.50", "1,200.00", "200.00", "500.50", "499.50"]) {
      expect(text).toContain(`₹${amount}`);
    }
    expect(text).toMatch(/Balance\s*₹499\.50/);
    expect(text).not.toContain("Rs.");
    expect(text).toContain("Phone: +91 98765 43210");
    // Tamil: set in the Tamil font and extractable. Words without a vowel sign written before
    // its consonant come out as typed; "ஸ்டோர்ஸ்" has one (ோ = ே + ா, drawn around ட), so pdf.js
    // gives its letters in visual order: compare the letters.
    expect(text).toContain("முருகன்");
    expect(text).toContain("காந்தி");
    const lines = text.split("\n").map((l) => l.trim());
    const customerLine = lines[lines.indexOf("Customer") + 1]!;
    expect(customerLine).toMatch(/^முருகன் /);
    expect(tamilLetters(customerLine)).toBe(tamilLetters(name));
  });
});
