import { sql } from "kysely";
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { billSchema, cancelBill, updateBill } from "~/billing/bills/bills.server";
import { voidPayment } from "~/billing/payments/index.server";
import { action, loader } from "~/billing/ledger/routes/income-expenses";
import { ledgerContent } from "~/billing/ledger/content";
import { LEDGER_MESSAGES, type LedgerType, signedRupees } from "~/billing/ledger/ledger";
import { loader as historyLoader } from "~/billing/ledger/routes/transaction-history";
import {
  addLedgerRecord,
  lastTwelveMonths,
  ledgerTotals,
  listLedger,
  monthlySeries,
} from "~/billing/ledger/ledger.server";
import { ledgerRecordSchema } from "~/billing/ledger/schema";
import { indiaDateKey } from "~/lib/format";
import { getDb } from "~/platform/db/db.server";
import { signedIn, createBill, createPayment } from "../factories";
import {
  callRoute,
  getRequest,
  localeCookie,
  postRequest,
  redirectToast,
  type RouteResult,
  toastOf,
} from "./route-harness";

/**
 * Income & Expenses (/billing/income-expenses), a view of the one ledger (decision 024): who may
 * see and add records, what a record writes (the record, its transaction and an audit entry, all
 * or nothing), the form's messages, totals (sales, received, expenses, net) and lists over whole
 * days in Asia/Kolkata, paging, and the 12-month series.
 */

const PATH = "/billing/income-expenses";

let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = await signedIn("staff");
});

type Loaded = Exclude<Awaited<ReturnType<typeof loader>>, Response>;
type Unwrap<T> = T extends DataWithResponseInit<infer D> ? D : T;
type PageData = Unwrap<Loaded>;
type Failure = { ok: false; errors: Record<string, string>; values: Record<string, string> };

async function load(query = "", cookie = staff.cookie) {
  const r = await callRoute(loader, getRequest(`${PATH}${query}`, { cookie }));
  expect(r.status, query).toBe(200);
  return r.data as PageData;
}

const post = (body: Record<string, string>, cookie: string | undefined = staff.cookie) =>
  callRoute(action, postRequest(PATH, body, { cookie }));

/** A valid form, with `over` on top. */
const form = (over: Record<string, string> = {}): Record<string, string> => ({
  intent: "add",
  type: "expense",
  category: "Rent",
  description: "Shop rent for the month",
  amount: "1500.50",
  billNumber: "",
  ...over,
});

const errorsOf = (r: RouteResult) => (r.data as Failure).errors;

async function counts() {
  const n = async (table: "income_expenses" | "transactions" | "audit_log") =>
    Number(
      (
        await getDb()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    records: await n("income_expenses"),
    transactions: await n("transactions"),
    audit: await n("audit_log"),
  };
}

/** A ledger entry written directly at a given instant (set-up for the date tests). */
async function insertRecord(type: LedgerType, amountPaise: number, createdAt: string) {
  const id = crypto.randomUUID();
  await getDb()
    .insertInto("transactions")
    .values({
      id,
      transaction_type: type,
      type,
      category: "Test",
      description: `${type} at ${createdAt}`,
      amount_paise: amountPaise,
      reference_number: null,
      payment_method: "cash",
      complaint_id: null,
      payment_id: null,
      created_by: staff.user.id,
      created_at: createdAt,
    })
    .execute();
  return id;
}

async function recordByDescription(description: string) {
  return getDb()
    .selectFrom("income_expenses")
    .select(["id", "type", "category", "description", "amount_paise", "complaint_id", "created_by"])
    .where("description", "=", description)
    .executeTakeFirstOrThrow();
}

async function transactionsOf(description: string) {
  return getDb()
    .selectFrom("transactions")
    .select([
      "transaction_type",
      "amount_paise",
      "reference_number",
      "description",
      "payment_method",
      "category",
      "type",
      "complaint_id",
      "created_by",
    ])
    .where("description", "=", description)
    .execute();
}

// ---------------------------------------------------------------------------------------------

describe("access", () => {
  it("sends visitors to sign in and customers home, from the loader and the action; nothing is written", async () => {
    const before = await counts();
    const customer = await signedIn("customer");
    const query = "?tab=expense&from=2026-01-01";
    for (const cookie of [undefined, customer.cookie]) {
      const expected = cookie ? "/" : `/auth?redirectTo=${encodeURIComponent(`${PATH}${query}`)}`;
      const get = await callRoute(loader, getRequest(`${PATH}${query}`, { cookie }));
      expect(get.status).toBe(302);
      expect(get.location).toBe(expected);
      const refused = await callRoute(
        action,
        postRequest(`${PATH}${query}`, form({ description: "Sneaky" }), { cookie }),
      );
      expect(refused.status).toBe(302);
      expect(refused.location).toBe(expected);
    }
    expect(await counts()).toEqual(before);
    const sneaky = await getDb()
      .selectFrom("income_expenses")
      .select("id")
      .where("description", "=", "Sneaky")
      .execute();
    expect(sneaky).toEqual([]);
  });

  it("lets staff and admins in, with empty lists on a new database", async () => {
    const admin = await signedIn("admin");
    for (const { cookie } of [staff, admin]) {
      const page = await load("", cookie);
      expect(page).toMatchObject({
        tab: "income",
        from: "",
        to: "",
        records: [],
        total: 0,
        page: 1,
        pageCount: 1,
        loadError: null,
        totals: {
          salesPaise: 0,
          receivedPaise: 0,
          expensePaise: 0,
          netPaise: 0,
          incomeCount: 0,
          expenseCount: 0,
        },
      });
      expect(page.series).toHaveLength(12);
      expect((await load("?tab=expense&add=1", cookie)).tab).toBe("expense");
    }
  });
});

describe("adding a record", () => {
  it("refuses missing fields with the form's messages and the spec's toast, writing nothing", async () => {
    const before = await counts();
    const empty = await post({ intent: "add" });
    expect(empty.status).toBe(400);
    expect(errorsOf(empty)).toEqual({
      type: LEDGER_MESSAGES.typeRequired,
      category: LEDGER_MESSAGES.categoryRequired,
      description: LEDGER_MESSAGES.descriptionRequired,
      amount: LEDGER_MESSAGES.amountRequired,
    });
    expect(await toastOf(empty)).toMatchObject({
      title: "Error",
      description: "Failed to add record",
      variant: "destructive",
    });

    const blank = await post(form({ category: "   ", description: " ", amount: " " }));
    expect(errorsOf(blank)).toEqual({
      category: LEDGER_MESSAGES.categoryRequired,
      description: LEDGER_MESSAGES.descriptionRequired,
      amount: LEDGER_MESSAGES.amountRequired,
    });
    // What was typed comes back, for the page without JavaScript.
    expect((blank.data as Failure).values).toMatchObject({ type: "expense", category: "   " });

    const cases: [Record<string, string>, string, string][] = [
      [{ type: "loan" }, "type", LEDGER_MESSAGES.typeRequired],
      [{ amount: "0" }, "amount", LEDGER_MESSAGES.amountInvalid],
      [{ amount: "0.00" }, "amount", LEDGER_MESSAGES.amountInvalid],
      [{ amount: "-5" }, "amount", LEDGER_MESSAGES.amountInvalid],
      [{ amount: "12.345" }, "amount", LEDGER_MESSAGES.amountInvalid],
      [{ amount: "1e3" }, "amount", LEDGER_MESSAGES.amountInvalid],
      [{ amount: "abc" }, "amount", LEDGER_MESSAGES.amountInvalid],
      [{ amount: "1,0,0" }, "amount", LEDGER_MESSAGES.amountGrouping],
      [{ amount: "10,00" }, "amount", LEDGER_MESSAGES.amountGrouping],
      [{ amount: "21474836.48" }, "amount", LEDGER_MESSAGES.amountInvalid],
      [{ category: "c".repeat(101) }, "category", LEDGER_MESSAGES.categoryTooLong],
      [{ description: "d".repeat(501) }, "description", LEDGER_MESSAGES.descriptionTooLong],
      [{ billNumber: "BILL9999" }, "billNumber", LEDGER_MESSAGES.billNotFound],
      [{ billNumber: "not a bill" }, "billNumber", LEDGER_MESSAGES.billNotFound],
    ];
    for (const [over, field, message] of cases) {
      const r = await post(form(over));
      expect(r.status, JSON.stringify(over)).toBe(400);
      expect(errorsOf(r), JSON.stringify(over)).toEqual({ [field]: message });
      expect((await toastOf(r))?.description).toBe("Failed to add record");
    }
    expect(LEDGER_MESSAGES.billNotFound).toBe("No bill with this number.");

    const unknown = await post({ ...form(), intent: "delete" });
    expect(unknown.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it("accepts the longest category and description and the largest amount", async () => {
    const description = `long ${"d".repeat(495)}`;
    const r = await post(form({ category: "c".repeat(100), description, amount: "21474836.47" }));
    expect(r.status).toBe(302);
    expect((await recordByDescription(description)).amount_paise).toBe(2_147_483_647);
    await getDb().deleteFrom("transactions").where("description", "=", description).execute();
    await getDb().deleteFrom("income_expenses").where("description", "=", description).execute();
  });

  it("adds an expense: the record, a cash transaction and an audit entry; back to the Expenses tab", async () => {
    const before = await load();
    const r = await post(form({ description: "Rent for March", amount: "1500.50" }));
    expect(r.status).toBe(302);
    expect(r.location).toBe(`${PATH}?tab=expense`);
    expect(await redirectToast(r)).toMatchObject({ title: "Record added successfully!" });

    const record = await recordByDescription("Rent for March");
    expect(record).toMatchObject({
      type: "expense",
      category: "Rent",
      amount_paise: 150050,
      complaint_id: null,
      created_by: staff.user.id,
    });
    expect(await transactionsOf("Rent for March")).toEqual([
      {
        transaction_type: "expense",
        amount_paise: 150050,
        reference_number: null,
        description: "Rent for March",
        payment_method: "cash",
        category: "Rent",
        type: "expense",
        complaint_id: null,
        created_by: staff.user.id,
      },
    ]);
    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["action", "actor_id", "entity", "after_json"])
      .where("entity_id", "=", record.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "ledger.add",
      actor_id: staff.user.id,
      entity: "income_expense",
    });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({
      record: { id: record.id, amount_paise: 150050, type: "expense" },
      transaction: { transaction_type: "expense", amount_paise: 150050 },
    });

    const after = await load("?tab=expense");
    expect(after.totals.expensePaise - before.totals.expensePaise).toBe(150050);
    expect(after.totals.receivedPaise).toBe(before.totals.receivedPaise);
    expect(after.totals.netPaise).toBe(after.totals.receivedPaise - after.totals.expensePaise);
    expect(after.totals.expenseCount).toBe(before.totals.expenseCount + 1);
    // The list is the ledger's: the record's transaction, a cash expense.
    expect(after.records[0]).toMatchObject({
      type: "expense",
      transactionType: "expense",
      method: "cash",
      category: "Rent",
      description: "Rent for March",
      amountPaise: 150050,
      billNumber: null,
      createdByName: staff.user.name,
    });
    // The chart's current month moved by the same amount.
    const month = indiaDateKey(new Date()).slice(0, 7);
    expect(after.series.at(-1)!.month).toBe(month);
    expect(after.series.at(-1)!.expensePaise - before.series.at(-1)!.expensePaise).toBe(150050);
  });

  it("adds an income (rupees typed with grouping) and books a refund for an expense of category Refund", async () => {
    const income = await post(
      form({ type: "income", category: "Printing", description: "Walk-in", amount: "₹1,234.5" }),
    );
    expect(income.status).toBe(302);
    expect(income.location).toBe(PATH);
    expect((await recordByDescription("Walk-in")).amount_paise).toBe(123450);
    expect((await transactionsOf("Walk-in"))[0]).toMatchObject({
      transaction_type: "income",
      type: "income",
    });

    for (const category of ["Refund", "REFUND", " refund "]) {
      const description = `Money back (${category})`;
      const r = await post(form({ category, description, amount: "99" }));
      expect(r.status).toBe(302);
      expect((await transactionsOf(description))[0]).toMatchObject({
        transaction_type: "refund",
        type: "expense",
        amount_paise: 9900,
        category: category.trim(),
      });
    }
  });

  it("refuses an income of category Refund (a refund is money out), in English and Tamil, writing nothing", async () => {
    const before = await counts();
    for (const category of ["Refund", " REFUND "]) {
      const r = await post(form({ type: "income", category, description: "Money back in" }));
      expect(r.status).toBe(400);
      expect(errorsOf(r)).toEqual({ category: LEDGER_MESSAGES.incomeRefund });
    }
    const tamil = await callRoute(
      action,
      postRequest(PATH, form({ type: "income", category: "Refund" }), {
        cookie: `${staff.cookie}; ${await localeCookie("ta")}`,
      }),
    );
    expect(tamil.status).toBe(400);
    expect(errorsOf(tamil).category).toBe(ledgerContent.ta.messages.incomeRefund);
    expect(await counts()).toEqual(before);
    // Transaction History: an expense Refund counts in Total Refunds, never in Total Received.
    const m = `refund-${crypto.randomUUID().slice(0, 8)}`;
    expect((await post(form({ category: "Refund", description: m, amount: "40" }))).status).toBe(
      302,
    );
    const history = await callRoute(
      historyLoader,
      getRequest(`/billing/transaction-history?q=${m}`, { cookie: staff.cookie }),
    );
    expect((history.data as { totals: unknown }).totals).toMatchObject({
      receivedPaise: 0,
      refundsPaise: 4000,
    });
  });

  it("gives back on a bill at most what was paid on it; the bill's balance and its customer's follow", async () => {
    const bill = await createBill(staff.user.id, {
      customerName: "Refund Rajan",
      customerPhone: "9876500601",
      particulars: "Banner",
      amount: "1000",
      advance: "1200",
      paymentMethod: "cash",
    });
    const refund = (amount: string) =>
      post(form({ category: "Refund", description: "Overpaid", amount, billNumber: bill.number }));
    const before = await counts();
    const tooMuch = await refund("1200.01");
    expect(tooMuch.status).toBe(400);
    expect(errorsOf(tooMuch).amount).toBe(
      "At most ₹1,200.00 can be refunded on " +
        `${bill.number}: what was paid on it and not yet given back.`,
    );
    expect(await counts()).toEqual(before);
    expect((await refund("200")).status).toBe(302);
    const row = await getDb()
      .selectFrom("complaints as c")
      .innerJoin("customers as cu", "cu.id", "c.customer_id")
      .select([
        "c.balance_paise",
        "c.payment_status",
        "cu.balance_paise as owed",
        "cu.refunded_paise",
      ])
      .where("c.id", "=", bill.id)
      .executeTakeFirstOrThrow();
    // ₹1,000 billed, ₹1,200 paid, ₹200 given back: nothing owed either way.
    expect(row).toMatchObject({ payment_status: "paid" });
    expect([row.balance_paise, row.owed, row.refunded_paise].map(Number)).toEqual([0, 0, 20000]);
    expect((await refund("1000.01")).status).toBe(400);
    expect((await refund("1000")).status).toBe(302);
    const after = await getDb()
      .selectFrom("complaints")
      .select(["balance_paise", "payment_status"])
      .where("id", "=", bill.id)
      .executeTakeFirstOrThrow();
    expect([Number(after.balance_paise), after.payment_status]).toEqual([100000, "unpaid"]);
  });

  it("links a record to a bill by its number (any case); editing the bill keeps the record", async () => {
    const bill = await createBill(staff.user.id, {
      customerName: "Kannan",
      customerPhone: "",
      particulars: "Banner",
      amount: "500",
      advance: "200",
      paymentMethod: "upi",
      paymentReference: "UTR123",
    });
    const r = await post(
      form({
        description: "Flex material for the banner",
        amount: "120",
        billNumber: ` ${bill.number.toLowerCase()} `,
      }),
    );
    expect(r.status).toBe(302);
    const record = await recordByDescription("Flex material for the banner");
    expect(record.complaint_id).toBe(bill.id);
    expect((await transactionsOf("Flex material for the banner"))[0]).toMatchObject({
      reference_number: bill.number,
      complaint_id: bill.id,
    });
    const list = await load("?tab=expense");
    expect(list.records.find((x) => x.description === record.description)).toMatchObject({
      billNumber: bill.number,
      complaintId: bill.id,
    });
    // The bill's advance (a payment, not the bill's value) is on the Income tab, with its
    // method and receipt.
    const incomes = await load();
    expect(incomes.records.filter((x) => x.complaintId === bill.id)).toEqual([
      expect.objectContaining({
        transactionType: "advance_payment",
        category: "Service",
        amountPaise: 20000,
        method: "upi",
        billNumber: bill.number,
        receiptNumber: expect.stringMatching(/^RCPT\d{4,}$/),
      }),
    ]);

    await updateBill(
      bill.id,
      billSchema.parse({ customerName: "Kannan", particulars: "Banner", amount: "600" }),
      staff.user.id,
    );
    const kept = await getDb()
      .selectFrom("income_expenses")
      .select(["description", "amount_paise"])
      .where("complaint_id", "=", bill.id)
      .orderBy("amount_paise")
      .execute();
    // No "Bill: …" income row: a bill's value is a sale, not money received.
    expect(kept).toEqual([{ description: "Flex material for the banner", amount_paise: 12000 }]);
    expect(await transactionsOf("Flex material for the banner")).toHaveLength(1);
  });
});

describe("totals and lists over whole days in Asia/Kolkata", () => {
  // 2024-03-10 in India runs from 2024-03-09T18:30:00.000Z to 2024-03-10T18:29:59.999Z.
  let ids: Record<"a" | "b" | "c" | "d", string>;
  beforeAll(async () => {
    ids = {
      a: await insertRecord("income", 10000, "2024-03-09T18:29:59.999Z"), // 9 Mar, 23:59:59.999
      b: await insertRecord("income", 20000, "2024-03-09T18:30:00.000Z"), // 10 Mar, 00:00
      c: await insertRecord("expense", 5000, "2024-03-10T18:29:59.999Z"), // 10 Mar, 23:59:59.999
      d: await insertRecord("expense", 7000, "2024-03-10T18:30:00.000Z"), // 11 Mar, 00:00
    };
  });

  it("counts a day from its first to its last millisecond in India", async () => {
    const day = await load("?from=2024-03-10&to=2024-03-10");
    expect(day.totals).toEqual({
      salesPaise: 0,
      receivedPaise: 20000,
      expensePaise: 5000,
      netPaise: 15000,
      incomeCount: 1,
      expenseCount: 1,
    });
    expect(day.records.map((r) => r.id)).toEqual([ids.b]);
    expect(
      (await load("?tab=expense&from=2024-03-10&to=2024-03-10")).records.map((r) => r.id),
    ).toEqual([ids.c]);

    const before = await load("?from=2024-03-09&to=2024-03-09");
    expect(before.totals).toMatchObject({
      receivedPaise: 10000,
      expensePaise: 0,
      netPaise: 10000,
    });
    expect(before.records.map((r) => r.id)).toEqual([ids.a]);

    const two = await load("?tab=expense&from=2024-03-09&to=2024-03-11");
    expect(two.totals).toMatchObject({
      receivedPaise: 30000,
      expensePaise: 12000,
      netPaise: 18000,
    });
    expect(two.records.map((r) => r.id)).toEqual([ids.d, ids.c]);
  });

  it("shows a negative net when expenses are higher", async () => {
    const day = await load("?tab=expense&from=2024-03-11&to=2024-03-11");
    expect(day.totals).toMatchObject({ receivedPaise: 0, expensePaise: 7000, netPaise: -7000 });
  });

  it("takes open-ended ranges and ignores dates that are not real days", async () => {
    const upTo = await load("?to=2024-03-09");
    expect(upTo.records.map((r) => r.id)).toContain(ids.a);
    expect(upTo.records.map((r) => r.id)).not.toContain(ids.b);
    const since = await load("?tab=expense&from=2024-03-11");
    expect(since.records.map((r) => r.id)).toContain(ids.d);
    expect(since.records.map((r) => r.id)).not.toContain(ids.c);

    const all = await load();
    const bogus = await load("?from=2024-02-30&to=nonsense");
    expect(bogus).toMatchObject({ from: "", to: "" });
    expect(bogus.totals).toEqual(all.totals);
  });

  it("pages 25 records at a time, newest first (ties by id), and keeps a page past the end on the last", async () => {
    const day = "2023-06-15";
    const created: { id: string; at: string }[] = [];
    for (let i = 0; i < 30; i++) {
      // Three records share each instant: the id breaks the tie.
      const at = new Date(Date.parse(`${day}T09:00:00+05:30`) + Math.floor(i / 3) * 60_000);
      created.push({
        id: await insertRecord("expense", 100 + i, at.toISOString()),
        at: at.toISOString(),
      });
    }
    const expected = [...created]
      .sort((x, y) => y.at.localeCompare(x.at) || (y.id < x.id ? -1 : y.id > x.id ? 1 : 0))
      .map((x) => x.id);
    const query = `?tab=expense&from=${day}&to=${day}`;
    const first = await load(query);
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2 });
    expect(first.records).toHaveLength(25);
    const second = await load(`${query}&page=2`);
    expect(second).toMatchObject({ total: 30, page: 2, pageCount: 2 });
    expect([...first.records, ...second.records].map((r) => r.id)).toEqual(expected);
    expect((await load(`${query}&page=9`)).page).toBe(2);
    expect((await load(`${query}&page=abc`)).page).toBe(1);
    expect((await load(`?from=${day}&to=${day}`)).records).toEqual([]);
  });
});

describe("the 12-month series", () => {
  it("names the last 12 months in India, across a year's end", () => {
    expect(lastTwelveMonths(new Date("2022-03-15T12:00:00Z"))).toEqual([
      "2021-04",
      "2021-05",
      "2021-06",
      "2021-07",
      "2021-08",
      "2021-09",
      "2021-10",
      "2021-11",
      "2021-12",
      "2022-01",
      "2022-02",
      "2022-03",
    ]);
    // 31 Dec 2021 at 20:00 UTC is already 1 January 2022 in India.
    expect(lastTwelveMonths(new Date("2021-12-31T20:00:00Z")).at(-1)).toBe("2022-01");
    expect(lastTwelveMonths(new Date("2021-12-31T18:29:59Z"))).toHaveLength(12);
    expect(lastTwelveMonths(new Date("2021-12-31T18:29:59Z"))[0]).toBe("2021-01");
  });

  it("sums each month's income and expenses at India's month boundaries, with empty months at 0", async () => {
    const rows: [LedgerType, number, string][] = [
      ["income", 1, "2021-03-31T18:29:59.999Z"], // 31 Mar 2021 in India: before the window
      ["income", 100000, "2021-03-31T18:30:00.000Z"], // 1 Apr 2021
      ["income", 25000, "2021-07-10T06:00:00.000Z"],
      ["income", 35000, "2021-07-20T06:00:00.000Z"],
      ["expense", 30000, "2021-12-31T18:29:59.999Z"], // 31 Dec 2021
      ["expense", 40000, "2021-12-31T18:30:00.000Z"], // 1 Jan 2022
      ["income", 50000, "2022-02-28T18:29:59.999Z"], // 28 Feb 2022
      ["income", 60000, "2022-02-28T18:30:00.000Z"], // 1 Mar 2022
      ["expense", 70000, "2022-03-31T18:29:59.999Z"], // 31 Mar 2022, later than "now" below
      ["expense", 80000, "2022-03-31T18:30:00.000Z"], // 1 Apr 2022: after the window
    ];
    for (const [type, paise, at] of rows) await insertRecord(type, paise, at);

    const series = await monthlySeries(new Date("2022-03-15T12:00:00Z"));
    const figures: Record<string, [number, number]> = {
      "2021-04": [100000, 0],
      "2021-07": [60000, 0],
      "2021-12": [0, 30000],
      "2022-01": [0, 40000],
      "2022-02": [50000, 0],
      "2022-03": [60000, 70000],
    };
    const names = [
      "Apr",
      "May",
      "Jun",
      "Jul",
      "Aug",
      "Sep",
      "Oct",
      "Nov",
      "Dec",
      "Jan",
      "Feb",
      "Mar",
    ];
    expect(series).toEqual(
      lastTwelveMonths(new Date("2022-03-15T12:00:00Z")).map((month, i) => ({
        month,
        label: `${names[i]} ${month.slice(0, 4)}`,
        salesPaise: 0,
        receivedPaise: figures[month]?.[0] ?? 0,
        expensePaise: figures[month]?.[1] ?? 0,
      })),
    );
    expect(series[8]!.label).toBe("Dec 2021");
    expect(series[9]!.label).toBe("Jan 2022");

    // At 00:00 on 1 April 2022 in India the window moves on by a month.
    const april = await monthlySeries(new Date("2022-03-31T18:30:00.000Z"));
    expect(april[0]).toMatchObject({ month: "2021-05", receivedPaise: 0 });
    expect(april.at(-1)).toEqual({
      month: "2022-04",
      label: "Apr 2022",
      salesPaise: 0,
      receivedPaise: 0,
      expensePaise: 80000,
    });
    expect(april.at(-2)).toMatchObject({
      month: "2022-03",
      receivedPaise: 60000,
      expensePaise: 70000,
    });
  });
});

describe("one ledger: received, expenses, net and sales (decision 024)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Runs `work` with the clock at `iso` (only Date is faked: the databases' timers run). */
  async function at<T>(iso: string, work: () => Promise<T>): Promise<T> {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(iso));
    try {
      return await work();
    } finally {
      vi.useRealTimers();
    }
  }

  const bill = async (total: string, advance = "") => {
    const made = await createBill(staff.user.id, {
      customerName: "Ledger Customer",
      customerPhone: "",
      particulars: "Flex",
      amount: total,
      advance,
    });
    return made;
  };
  const pay = async (billId: string, amount: string, method = "cash", reference = "") => {
    const paid = await createPayment(staff.user.id, billId, { amount, method, reference });
    return paid;
  };
  const expense = async (amount: string, description: string) => {
    const added = await addLedgerRecord(
      ledgerRecordSchema.parse({ type: "expense", category: "Rent", description, amount }),
      staff.user.id,
    );
    if (!added.ok) throw new Error("expense refused");
  };

  it("counts expenses out, not in: Total Received = money in, Net = in − out, expenses shown with −", async () => {
    await at("2025-05-02T06:00:00.000Z", async () => {
      const b = await bill("3000", "1000");
      await pay(b.id, "500", "upi", "UTR55");
      await expense("400", "Ink for May");
    });
    const totals = await ledgerTotals({ from: "2025-05-02", to: "2025-05-02" });
    expect(totals).toEqual({
      salesPaise: 300000,
      receivedPaise: 150000,
      expensePaise: 40000,
      netPaise: 110000,
      incomeCount: 2,
      expenseCount: 1,
    });
    const expenses = await listLedger({ type: "expense", from: "2025-05-02", to: "2025-05-02" });
    expect(expenses.records.map((r) => [r.description, r.amountPaise])).toEqual([
      ["Ink for May", 40000],
    ]);
    expect(signedRupees(40000, true)).toBe("\u2212₹400.00");
    expect(signedRupees(150000)).toBe("+₹1,500.00");
  });

  it("lowers received on the day of a void, not the payment's, and lists the void as a negative line", async () => {
    const b = await at("2025-05-05T06:00:00.000Z", () => bill("2000"));
    const paid = await at("2025-05-05T07:00:00.000Z", () => pay(b.id, "800"));
    await at("2025-05-07T07:00:00.000Z", async () => {
      const voided = await voidPayment(paid.id, "Wrong bill", staff.user.id);
      expect(voided.ok).toBe(true);
    });
    expect((await ledgerTotals({ from: "2025-05-05", to: "2025-05-05" })).receivedPaise).toBe(
      80000,
    );
    const voidDay = await ledgerTotals({ from: "2025-05-07", to: "2025-05-07" });
    expect(voidDay).toMatchObject({ receivedPaise: -80000, expensePaise: 0, netPaise: -80000 });
    expect((await ledgerTotals({ from: "2025-05-05", to: "2025-05-07" })).receivedPaise).toBe(0);
    const list = await listLedger({ type: "income", from: "2025-05-07", to: "2025-05-07" });
    expect(list.records).toEqual([
      expect.objectContaining({
        transactionType: "payment_void",
        amountPaise: -80000,
        method: "cash",
        billNumber: b.number,
        receiptNumber: paid.receiptNumber,
      }),
    ]);
    expect(signedRupees(-80000)).toBe("\u2212₹800.00");
  });

  it("shows sales (billed) next to received: ₹12,500 billed, ₹6,700 paid", async () => {
    const b = await at("2025-06-10T05:00:00.000Z", () => bill("12500", "5000"));
    await at("2025-06-12T05:00:00.000Z", () => pay(b.id, "1700", "upi", "UTR6700"));
    const june = await ledgerTotals({ from: "2025-06-01", to: "2025-06-30" });
    expect(june).toMatchObject({ salesPaise: 1250000, receivedPaise: 670000, netPaise: 670000 });
    // The bill's day: the whole sale, only the advance received.
    expect(await ledgerTotals({ from: "2025-06-10", to: "2025-06-10" })).toMatchObject({
      salesPaise: 1250000,
      receivedPaise: 500000,
    });
    expect(await ledgerTotals({ from: "2025-06-12", to: "2025-06-12" })).toMatchObject({
      salesPaise: 0,
      receivedPaise: 170000,
    });
    const series = await monthlySeries(new Date("2025-06-20T06:00:00.000Z"));
    expect(series.at(-1)).toEqual({
      month: "2025-06",
      label: "Jun 2025",
      salesPaise: 1250000,
      receivedPaise: 670000,
      expensePaise: 0,
    });
  });

  it("reverses a cancelled bill's sale on the day it is cancelled; a refund is money out", async () => {
    const b = await at("2025-07-03T05:00:00.000Z", () => bill("4000", "1000"));
    await at("2025-08-04T05:00:00.000Z", async () => {
      const cancelled = await cancelBill(
        b.id,
        { reason: "Customer changed mind", refund: true, refundMethod: "cash" },
        staff.user.id,
      );
      expect(cancelled.ok).toBe(true);
    });
    expect(await ledgerTotals({ from: "2025-07-01", to: "2025-07-31" })).toMatchObject({
      salesPaise: 400000,
      receivedPaise: 100000,
      expensePaise: 0,
    });
    expect(await ledgerTotals({ from: "2025-08-04", to: "2025-08-04" })).toMatchObject({
      salesPaise: -400000,
      receivedPaise: 0,
      expensePaise: 100000,
      netPaise: -100000,
    });
    expect((await ledgerTotals({ from: "2025-07-01", to: "2025-08-31" })).salesPaise).toBe(0);
    const series = await monthlySeries(new Date("2025-08-20T06:00:00.000Z"));
    expect(series.slice(-2).map((m) => [m.month, m.salesPaise, m.expensePaise])).toEqual([
      ["2025-07", 400000, 0],
      ["2025-08", -400000, 100000],
    ]);
    const refunds = await listLedger({ type: "expense", from: "2025-08-04", to: "2025-08-04" });
    expect(refunds.records.map((r) => [r.transactionType, r.amountPaise])).toEqual([
      ["refund", 100000],
    ]);
  });
});

describe("when the database fails", () => {
  it("shows 'Failed to fetch income/expense data' and answers 'Failed to add record'", async () => {
    const db = getDb();
    await sql`alter table transactions rename to transactions_away`.execute(db);
    try {
      const r = await callRoute(loader, getRequest(PATH, { cookie: staff.cookie }));
      expect(r.status).toBe(500);
      expect(r.data).toMatchObject({
        loadError: "Failed to fetch income/expense data",
        records: [],
      });
      const add = await post(form({ description: "During the outage" }));
      expect(add.status).toBe(500);
      expect(await toastOf(add)).toMatchObject({ description: "Failed to add record" });
    } finally {
      await sql`alter table transactions_away rename to transactions`.execute(db);
    }
    expect(await transactionsOf("During the outage")).toEqual([]);
    const record = await getDb()
      .selectFrom("income_expenses")
      .select("id")
      .where("description", "=", "During the outage")
      .execute();
    expect(record).toEqual([]);
  });
});
