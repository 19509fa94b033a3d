import { type Insertable, sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { loader as pageLoader } from "~/billing/ledger/routes/transaction-history";
import { loader as csvLoader } from "~/billing/ledger/routes/transactions-csv";
import {
  parseTransactionFilters,
  signedAmount,
  transactionTypeLabel,
  transactionTypeTone,
  type TransactionFilters,
} from "~/billing/ledger/transaction-labels";
import {
  dateFilterEnd,
  dateFilterStart,
  listTransactions,
  transactionCsvRows,
  transactionTotals,
} from "~/billing/ledger/transactions.server";
import { indiaDateKey, startOfIndiaDay } from "~/lib/format";
import { readCsv } from "~/platform/csv.server";
import { getDb } from "~/platform/db/db.server";
import type { TransactionsTable } from "~/platform/db/schema";
import { createTestUser, signedIn, createBill } from "../factories";
import { callRoute, getRequest } from "./route-harness";

/**
 * Transaction History (/billing/transaction-history) and its CSV export: access, the search,
 * date (whole days in Asia/Kolkata) and account filters, the totals over the whole filtered set,
 * paging, the detail view, and the export's file (name, BOM, columns, rows, same filters).
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = await signedIn("staff", "Selvi Staff");
});

/** A word no other test uses, put in descriptions so each test sees only its own rows. */
const marker = () => `mk${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;

/** A transaction row written directly (as the income/expense page or an import would). */
async function addTransaction(over: Partial<Insertable<TransactionsTable>> = {}) {
  const id = crypto.randomUUID();
  await getDb()
    .insertInto("transactions")
    .values({
      id,
      transaction_type: "income",
      amount_paise: 10_000,
      reference_number: null,
      description: null,
      payment_method: "cash",
      category: "Service",
      type: "income",
      complaint_id: null,
      created_by: staff.user.id,
      created_at: new Date().toISOString(),
      ...over,
    })
    .execute();
  return id;
}

const filters = (over: Partial<TransactionFilters> = {}): TransactionFilters => ({
  q: "",
  date: "all",
  account: "all",
  ...over,
});

type Loaded = Exclude<Awaited<ReturnType<typeof pageLoader>>, Response>;

async function page(query: string, cookie = staff.cookie) {
  const r = await callRoute(
    pageLoader,
    getRequest(`/billing/transaction-history${query}`, { cookie }),
  );
  expect(r.status, query).toBe(200);
  return r.data as Loaded;
}

/** The export's answer with its body as bytes and as text (the BOM kept). */
/** `cookie` null: a visitor. */
async function exportCsv(query: string, cookie: string | null = staff.cookie) {
  let bytes: Uint8Array | undefined;
  const result = await callRoute(
    async (args: Parameters<typeof csvLoader>[0]) => {
      const response = csvLoader(args);
      bytes = new Uint8Array(await response.clone().arrayBuffer());
      return response;
    },
    getRequest(`/billing/transaction-history/export${query}`, { cookie: cookie ?? undefined }),
  );
  const text = bytes ? new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) : "";
  return { result, bytes, text };
}

async function parseCsv(text: string): Promise<string[][]> {
  const records: string[][] = [];
  for await (const r of readCsv(
    (async function* () {
      yield text;
    })(),
  )) {
    records.push(r.fields);
  }
  return records;
}

const HEADER = ["Date", "Type", "Amount", "Payment Method", "Reference", "Description"];

describe("access", () => {
  it("sends visitors to sign in and customers home, from the page and the export", async () => {
    const customer = await signedIn("customer");
    const calls: [string, (cookie: string | undefined) => Promise<{ status: number }>][] = [
      [
        "/billing/transaction-history?account=income",
        (cookie) =>
          callRoute(
            pageLoader,
            getRequest("/billing/transaction-history?account=income", { cookie }),
          ),
      ],
      [
        "/billing/transaction-history/export?date=today",
        async (cookie) => (await exportCsv("?date=today", cookie ?? null)).result,
      ],
    ];
    for (const [path, run] of calls) {
      const visitor = (await run(undefined)) as { status: number; location?: string };
      expect(visitor.status, path).toBe(302);
      expect(visitor.location, path).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
      const refused = (await run(customer.cookie)) as { status: number; location?: string };
      expect(refused.status, path).toBe(302);
      expect(refused.location, path).toBe("/");
    }
  });

  it("lets staff and admins in", async () => {
    const admin = await signedIn("admin");
    for (const { cookie } of [staff, admin]) {
      await page("", cookie);
      expect((await exportCsv("", cookie)).result.status).toBe(200);
    }
  });
});

describe("the list", () => {
  it("shows the transactions a bill books, with the creator's name", async () => {
    const created = await createBill(staff.user.id, {
      customerName: "Transaction Customer",
      customerPhone: "",
      particulars: "Flex banner",
      amount: "1000",
      advance: "300",
      received: "200.50",
    });
    const data = await page(`?q=${created.number}`);
    expect(data.totals).toEqual({
      count: 2,
      receivedPaise: 50_050,
      refundsPaise: 0,
      serviceAccounts: 1,
    });
    expect(
      data.transactions
        .map((t) => ({
          type: t.transactionType,
          amount: t.amountPaise,
          ref: t.referenceNumber,
          method: t.paymentMethod,
          category: t.category,
          account: t.type,
          by: t.createdByName,
          bill: t.complaintId,
        }))
        .sort((a, b) => a.type.localeCompare(b.type)),
    ).toEqual([
      {
        type: "advance_payment",
        amount: 30_000,
        ref: created.number,
        method: "cash",
        category: "Service",
        account: "income",
        by: "Selvi Staff",
        bill: created.id,
      },
      {
        type: "payment_received",
        amount: 20_050,
        ref: created.number,
        method: "cash",
        category: "Service",
        account: "income",
        by: "Selvi Staff",
        bill: created.id,
      },
    ]);

    // The detail view: every field and the bill it belongs to.
    const one = data.transactions[0]!;
    const viewed = await page(`?q=${created.number}&view=${one.id}`);
    expect(viewed.view?.transaction).toMatchObject({
      id: one.id,
      transactionType: one.transactionType,
      amountPaise: one.amountPaise,
      createdByName: "Selvi Staff",
      bill: {
        id: created.id,
        number: created.number,
        customerName: "Transaction Customer",
        finalTotalPaise: 100_000,
        status: "pending",
      },
    });
    const missing = await page(`?view=${crypto.randomUUID()}`);
    expect(missing.view).toMatchObject({ transaction: null });
    expect((await page("")).view).toBeNull();
  });

  it("filters by account: income accounts and expense accounts", async () => {
    const m = marker();
    const income = await addTransaction({ description: `${m} sale`, type: "income" });
    const expense = await addTransaction({
      description: `${m} paper stock`,
      transaction_type: "expense",
      type: "expense",
      category: "Supplies",
    });
    const ids = async (query: string) => (await page(query)).transactions.map((t) => t.id).sort();
    expect(await ids(`?q=${m}`)).toEqual([income, expense].sort());
    expect(await ids(`?q=${m}&account=all`)).toEqual([income, expense].sort());
    expect(await ids(`?q=${m}&account=income`)).toEqual([income]);
    expect(await ids(`?q=${m}&account=expense`)).toEqual([expense]);
    // An unknown value is "All".
    const odd = await page(`?q=${m}&account=bogus&date=yesterday`);
    expect(odd.filters).toEqual({ q: m, date: "all", account: "all" });
    expect(odd.transactions).toHaveLength(2);
  });

  it("searches the description, the category and the creator's name, in any case, safely", async () => {
    const m = marker();
    const creator = await createTestUser({ role: "staff", name: `Murugan ${m}Staff` });
    const byDescription = await addTransaction({ description: `Lamination ${m}DESC roll` });
    const byCategory = await addTransaction({ category: `Xerox ${m}Cat`, description: null });
    const byCreator = await addTransaction({ created_by: creator.id, description: "Plain" });
    await addTransaction({ description: `${m} 100% cotton`, category: "Tamil தமிழ் சேவை" });
    await addTransaction({ description: `${m}_under`, created_by: null });
    const ids = async (q: string) =>
      (await page(`?q=${encodeURIComponent(q)}`)).transactions.map((t) => t.id);
    expect(await ids(`${m}desc`)).toEqual([byDescription]);
    expect(await ids(`${m}DESC`)).toEqual([byDescription]);
    expect(await ids(`${m}cat`)).toEqual([byCategory]);
    expect(await ids(`${m}staff`)).toEqual([byCreator]);
    expect(await ids(`murugan ${m}`)).toEqual([byCreator]);
    // LIKE's wildcards are taken literally.
    expect(await ids(`${m} 100%`)).toHaveLength(1);
    expect(await ids(`${m} 1_0%`)).toEqual([]);
    expect(await ids(`${m}_`)).toHaveLength(1);
    expect(await ids(`${m}%`)).toEqual([]);
    expect(await ids("தமிழ் சேவை")).toHaveLength(1);
    // A transaction whose creator is unknown shows no name ('No account found' on the page).
    const orphan = (await page(`?q=${m}_under`)).transactions[0];
    expect(orphan?.createdByName).toBeNull();
  });

  it("filters by whole days in Asia/Kolkata: today, the last 7 and the last 30 days", async () => {
    // 15 March 2026, 11:30 in India. Its day began at 14 March 18:30 UTC.
    const now = new Date("2026-03-15T06:00:00.000Z");
    expect(dateFilterStart("all", now)).toBeNull();
    expect(dateFilterStart("today", now)?.toISOString()).toBe("2026-03-14T18:30:00.000Z");
    expect(dateFilterStart("week", now)?.toISOString()).toBe("2026-03-08T18:30:00.000Z");
    expect(dateFilterStart("month", now)?.toISOString()).toBe("2026-02-13T18:30:00.000Z");
    // Just before midnight in India (18:29:59 UTC) is still the day before.
    expect(dateFilterStart("today", new Date("2026-03-14T18:29:59.999Z"))?.toISOString()).toBe(
      "2026-03-13T18:30:00.000Z",
    );

    const m = marker();
    const at = async (created_at: string) => addTransaction({ description: m, created_at });
    const yesterdayLate = await at("2026-03-14T18:29:59.999Z");
    const todayFirst = await at("2026-03-14T18:30:00.000Z");
    const weekBefore = await at("2026-03-08T18:29:59.000Z");
    const weekFirst = await at("2026-03-08T18:30:00.000Z");
    const monthBefore = await at("2026-02-13T18:29:59.000Z");
    const monthFirst = await at("2026-02-13T18:30:00.000Z");
    // Dated tomorrow in India (an old import's, a clock's mistake): no filter's day but All Dates.
    const tomorrowFirst = await at("2026-03-15T18:30:00.000Z");
    const ids = async (date: TransactionFilters["date"]) =>
      (await listTransactions(filters({ q: m, date }), 1, now)).transactions
        .map((t) => t.id)
        .sort();
    expect(await ids("today")).toEqual([todayFirst].sort());
    expect(await ids("week")).toEqual([todayFirst, yesterdayLate, weekFirst].sort());
    expect(await ids("month")).toEqual(
      [todayFirst, yesterdayLate, weekFirst, weekBefore, monthFirst].sort(),
    );
    expect(await ids("all")).toHaveLength(7);
    expect(await ids("all")).toContain(monthBefore);
    expect(await ids("all")).toContain(tomorrowFirst);

    // Through the page, against the real clock: the start of today in India is the boundary.
    const startToday = startOfIndiaDay(indiaDateKey(new Date()));
    const m2 = marker();
    const before = await addTransaction({
      description: m2,
      created_at: new Date(startToday.getTime() - 1000).toISOString(),
    });
    const after = await addTransaction({ description: m2, created_at: startToday.toISOString() });
    const startTomorrow = new Date(startToday.getTime() + 24 * 60 * 60 * 1000);
    const lastOfToday = await addTransaction({
      description: m2,
      created_at: new Date(startTomorrow.getTime() - 1).toISOString(),
    });
    const tomorrow = await addTransaction({
      description: m2,
      amount_paise: 123_400,
      created_at: startTomorrow.toISOString(),
    });
    const today = await page(`?q=${m2}&date=today`);
    expect(today.transactions.map((t) => t.id).sort()).toEqual([after, lastOfToday].sort());
    expect(today.totals.receivedPaise).toBe(20_000);
    expect((await page(`?q=${m2}&date=all`)).transactions.map((t) => t.id)).toContain(tomorrow);
    expect((await page(`?q=${m2}&date=week`)).transactions.map((t) => t.id).sort()).toEqual(
      [after, before, lastOfToday].sort(),
    );
  });

  it("totals the whole filtered set in SQL, not the page, and pages 25 at a time", async () => {
    const m = marker();
    const base = Date.parse("2026-01-10T05:00:00.000Z");
    // 28 payments of ₹100.50 (with three service names), one expense, two refunds.
    for (let i = 0; i < 28; i++) {
      await addTransaction({
        description: `${m} payment ${i}`,
        transaction_type: i % 2 ? "payment_received" : "advance_payment",
        amount_paise: 10_050,
        category: ["Service", "Xerox", "Lamination"][i % 3],
        created_at: new Date(base + i * 60_000).toISOString(),
      });
    }
    await addTransaction({
      description: `${m} ink`,
      transaction_type: "expense",
      type: "expense",
      amount_paise: 5_000,
      category: "Supplies",
      created_at: new Date(base + 40 * 60_000).toISOString(),
    });
    for (const amount of [2_500, 1_025]) {
      await addTransaction({
        description: `${m} refund`,
        transaction_type: "refund",
        type: "expense",
        amount_paise: amount,
        category: "Service",
        created_at: new Date(base + 50 * 60_000 + amount).toISOString(),
      });
    }
    await addTransaction({
      description: `${m} no category`,
      category: null,
      amount_paise: 1,
      created_at: new Date(base + 60 * 60_000).toISOString(),
    });

    const first = await page(`?q=${m}`);
    const expected = {
      count: 32,
      // Money in (decision 024): 28 × 100.50 + 0.01; the ₹50 expense is money out, not received.
      receivedPaise: 28 * 10_050 + 1,
      refundsPaise: 3_525,
      // Service, Xerox, Lamination, Supplies (a missing category is not one).
      serviceAccounts: 4,
    };
    expect(first.totals).toEqual(expected);
    expect(first.transactions).toHaveLength(25);
    expect(first).toMatchObject({ page: 1, pageCount: 2 });
    // Newest first.
    expect(first.transactions[0]!.description).toBe(`${m} no category`);
    const second = await page(`?q=${m}&page=2`);
    expect(second.totals).toEqual(expected);
    expect(second.transactions).toHaveLength(7);
    expect(second.page).toBe(2);
    const all = [...first.transactions, ...second.transactions].map((t) => t.id);
    expect(new Set(all).size).toBe(32);
    // Past the end: the last page.
    expect((await page(`?q=${m}&page=99`)).page).toBe(2);
    expect((await page(`?q=${m}&page=abc`)).page).toBe(1);

    // The filters change the totals too.
    expect(await transactionTotals(filters({ q: m, account: "income" }))).toEqual({
      count: 29,
      receivedPaise: 28 * 10_050 + 1,
      refundsPaise: 0,
      serviceAccounts: 3,
    });
    expect(await transactionTotals(filters({ q: `${m} refund` }))).toEqual({
      count: 2,
      receivedPaise: 0,
      refundsPaise: 3_525,
      serviceAccounts: 1,
    });
    const none = await page(`?q=${marker()}`);
    expect(none.totals).toEqual({
      count: 0,
      receivedPaise: 0,
      refundsPaise: 0,
      serviceAccounts: 0,
    });
    expect(none).toMatchObject({ transactions: [], page: 1, pageCount: 1 });
  });
});

describe("one ledger (decision 024)", () => {
  it("counts money in as received: payments less their voids, never expenses", async () => {
    const m = marker();
    const base = "2026-02-03T05:00:00.000Z";
    await addTransaction({
      description: `${m} pay`,
      transaction_type: "payment_received",
      amount_paise: 50_000,
      payment_method: "upi",
      created_at: base,
    });
    await addTransaction({
      description: `${m} void`,
      transaction_type: "payment_void",
      amount_paise: 20_000,
      payment_method: "upi",
      created_at: base,
    });
    await addTransaction({
      description: `${m} manual`,
      transaction_type: "income",
      amount_paise: 3_000,
      created_at: base,
    });
    await addTransaction({
      description: `${m} rent`,
      transaction_type: "expense",
      type: "expense",
      amount_paise: 9_000,
      created_at: base,
    });
    await addTransaction({
      description: `${m} back`,
      transaction_type: "refund",
      type: "expense",
      amount_paise: 1_000,
      created_at: base,
    });
    expect(await transactionTotals(filters({ q: m }))).toMatchObject({
      count: 5,
      receivedPaise: 50_000 - 20_000 + 3_000,
      refundsPaise: 1_000,
    });
    expect(await transactionTotals(filters({ q: m, account: "expense" }))).toMatchObject({
      receivedPaise: 0,
      refundsPaise: 1_000,
    });
    const rows = (await page(`?q=${m}`)).transactions;
    const method = Object.fromEntries(rows.map((t) => [t.transactionType, t.paymentMethod]));
    expect(method).toMatchObject({ payment_received: "upi", payment_void: "upi" });
  });

  it("names and colours the new entries and signs money out with a minus", () => {
    expect(transactionTypeLabel("payment_void")).toBe("Payment void");
    expect(transactionTypeLabel("refund")).toBe("Refund");
    expect(transactionTypeTone("payment_void")).toBe("danger");
    expect(transactionTypeTone("refund")).toBe("orange");
    expect(transactionTypeTone("payment_received")).toBe("info");
    expect(signedAmount(5_000, "payment_received", "income")).toBe("+₹50.00");
    expect(signedAmount(5_000, "payment_void", "income")).toBe("−₹50.00");
    expect(signedAmount(5_000, "expense", "expense")).toBe("−₹50.00");
    expect(signedAmount(5_000, "refund", "expense")).toBe("−₹50.00");
  });
});

describe("the CSV export", () => {
  it("downloads the filtered rows as transactions_export_{date}.csv with the spec's columns", async () => {
    const m = marker();
    await addTransaction({
      description: `${m} Visiting cards, "glossy"`,
      transaction_type: "payment_received",
      amount_paise: 123_450,
      reference_number: "BILL0042",
      payment_method: "upi",
      // 00:00:01 on 1 February in India.
      created_at: "2026-01-31T18:30:01.000Z",
    });
    await addTransaction({
      description: `${m} =HYPERLINK("http://x")`,
      transaction_type: "refund",
      type: "expense",
      amount_paise: 5,
      reference_number: null,
      payment_method: null,
      created_at: "2026-01-20T10:00:00.000Z",
    });
    await addTransaction({
      description: `${m} line one\nline two`,
      transaction_type: "expense",
      type: "expense",
      amount_paise: 100_000,
      created_at: "2026-01-10T10:00:00.000Z",
    });

    const { result, bytes, text } = await exportCsv(`?q=${m}`);
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(result.headers.get("content-disposition")).toBe(
      `attachment; filename="transactions_export_${indiaDateKey(new Date())}.csv"`,
    );
    expect([...bytes!.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith("\uFEFFDate,Type,Amount,Payment Method,Reference,Description\r\n")).toBe(
      true,
    );
    expect(text.endsWith("\r\n")).toBe(true);
    expect(await parseCsv(text)).toEqual([
      HEADER,
      [
        "2026-02-01 00:00:01",
        "payment_received",
        "1234.50",
        "upi",
        "BILL0042",
        `${m} Visiting cards, "glossy"`,
      ],
      ["2026-01-20 15:30:00", "refund", "0.05", "", "", `${m} =HYPERLINK("http://x")`],
      ["2026-01-10 15:30:00", "expense", "1000.00", "cash", "", `${m} line one\nline two`],
    ]);

    // The same filters as the page: account, date and search.
    const incomeOnly = await parseCsv((await exportCsv(`?q=${m}&account=income`)).text);
    expect(incomeOnly.slice(1).map((r) => r[1])).toEqual(["payment_received"]);
    const expenseOnly = await parseCsv((await exportCsv(`?q=${m}&account=expense`)).text);
    expect(expenseOnly.slice(1).map((r) => r[1])).toEqual(["refund", "expense"]);
    const today = await parseCsv((await exportCsv(`?q=${m}&date=today`)).text);
    expect(today).toEqual([HEADER]);
    const m2 = marker();
    await addTransaction({ description: `${m2} today`, created_at: new Date().toISOString() });
    await addTransaction({
      description: `${m2} old`,
      created_at: new Date(Date.now() - 40 * 86_400_000).toISOString(),
    });
    const recent = await parseCsv((await exportCsv(`?q=${m2}&date=month`)).text);
    expect(recent.slice(1).map((r) => r[5])).toEqual([`${m2} today`]);
    expect((await parseCsv((await exportCsv(`?q=${m2}`)).text)).length).toBe(3);
  });

  it("neutralises a description a spreadsheet would run as a formula", async () => {
    const m = marker();
    await addTransaction({
      description: `=cmd|' /C calc'!A0 ${m}`,
      created_at: "2026-01-05T00:00:00.000Z",
    });
    const { text } = await exportCsv(`?q=${m}`);
    expect(text).toContain(`'=cmd|' /C calc'!A0 ${m}`);
  });

  it("reads the rows in keyset batches: every row once, in order, also with equal times", async () => {
    const m = marker();
    const sameTime = "2026-01-02T03:04:05.678Z";
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      ids.push(await addTransaction({ description: `${m} tie ${i}`, created_at: sameTime }));
    }
    for (let i = 0; i < 4; i++) {
      ids.push(
        await addTransaction({
          description: `${m} later ${i}`,
          created_at: new Date(Date.parse(sameTime) + (i + 1) * 1000).toISOString(),
        }),
      );
    }
    // Three more within one millisecond (microseconds apart, as PostgreSQL can store them):
    // the cursor keeps the full precision, so a batch boundary between them loses none.
    for (const micros of ["100", "500", "900"]) {
      ids.push(
        await addTransaction({
          description: `${m} micro ${micros}`,
          created_at: `2026-01-01T10:00:00.123${micros}Z`,
        }),
      );
    }
    const collect = async (batch: number) => {
      const rows: string[] = [];
      for await (const row of transactionCsvRows(filters({ q: m }), new Date(), batch)) {
        rows.push(String(row[5]));
      }
      return rows;
    };
    const whole = await collect(1000);
    expect(whole).toHaveLength(14);
    expect(whole.slice(0, 4)).toEqual([3, 2, 1, 0].map((i) => `${m} later ${i}`));
    expect(whole.slice(11)).toEqual(["900", "500", "100"].map((u) => `${m} micro ${u}`));
    for (const batch of [1, 2, 3, 7, 12, 14])
      expect(await collect(batch), `batch ${batch}`).toEqual(whole);
    // The ties come in id order (descending), as the page lists them.
    const page1 = await listTransactions(filters({ q: m }));
    expect(page1.transactions.map((t) => t.description)).toEqual(whole);
  });

  it("parses the filters of the URL the same way for the page and the export", () => {
    expect(
      parseTransactionFilters(new URLSearchParams("q=%20x%20&date=week&account=expense")),
    ).toEqual({ q: "x", date: "week", account: "expense" });
    expect(parseTransactionFilters(new URLSearchParams(""))).toEqual(filters());
  });
});

describe("a failure", () => {
  it("answers 'Failed to fetch transactions' when the transactions cannot be read", async () => {
    const db = getDb();
    await sql`alter table transactions rename to transactions_away`.execute(db);
    try {
      const r = await callRoute(
        pageLoader,
        getRequest("/billing/transaction-history", { cookie: staff.cookie }),
      );
      expect(r.status).toBe(500);
      expect(r.data).toEqual({ message: "Failed to fetch transactions" });
    } finally {
      await sql`alter table transactions_away rename to transactions`.execute(db);
    }
    await page("");
  });
});

describe("totals without a search (issue 37: read without the creator's join)", () => {
  it("are every transaction's, whoever created it, as the rows themselves add up", async () => {
    const m = marker();
    const other = await createTestUser({ role: "staff", name: "Other Staff" });
    await addTransaction({ description: `${m} by staff`, amount_paise: 1_111, category: m });
    await addTransaction({ description: `${m} by other`, created_by: other.id, category: m });
    await addTransaction({ description: `${m} by nobody`, created_by: null, category: null });
    await addTransaction({
      description: `${m} refund`,
      transaction_type: "refund",
      type: "expense",
      amount_paise: 700,
      created_by: null,
    });
    await addTransaction({
      description: `${m} void`,
      transaction_type: "payment_void",
      amount_paise: 300,
    });
    const expected = async (where: (t: string) => ReturnType<typeof sql>) => {
      const { rows } = await sql<{
        n: number;
        received: number | null;
        refunds: number | null;
        services: number;
      }>`select count(*) as n,
          sum(case when type = 'income' then case when transaction_type = 'payment_void' then -amount_paise else amount_paise end else 0 end) as received,
          sum(case when transaction_type = 'refund' and type = 'expense' then amount_paise else 0 end) as refunds,
          count(distinct category) as services
        from transactions where ${where("transactions")}`.execute(getDb());
      const r = rows[0]!;
      return {
        count: Number(r.n),
        receivedPaise: Number(r.received ?? 0),
        refundsPaise: Number(r.refunds ?? 0),
        serviceAccounts: Number(r.services),
      };
    };
    const all = await transactionTotals(filters());
    expect(all).toEqual(await expected(() => sql`1 = 1`));
    expect(all.count).toBeGreaterThanOrEqual(5);
    expect(await transactionTotals(filters({ account: "expense" }))).toEqual(
      await expected(() => sql`type = 'expense'`),
    );
    const since = dateFilterStart("today")!.toISOString();
    const before = dateFilterEnd("today")!.toISOString();
    expect(await transactionTotals(filters({ date: "today" }))).toEqual(
      await expected(() => sql`created_at >= ${since} and created_at < ${before}`),
    );
    // The page agrees with the totals, and still shows each creator's name.
    const shown = await page("");
    expect(shown.totals).toEqual(all);
    const mine = await page(`?q=${m}`);
    expect(mine.totals.count).toBe(5);
    expect(mine.transactions.find((t) => t.description === `${m} by other`)?.createdByName).toBe(
      "Other Staff",
    );
  });
});
