import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  DAY_BOOK_METHODS,
  DAY_BOOK_PAGE_SIZE,
  type DayBook,
  type DayBookEntry,
  dayBookMethod,
} from "~/billing/day-book/day-book";
import { dayBook } from "~/billing/day-book/day-book.server";
import { loader } from "~/billing/day-book/routes/day-book";
import { loader as csvLoader } from "~/billing/day-book/routes/day-book-csv";
import { loader as printLoader } from "~/billing/day-book/routes/day-book-print";
import { readCsv } from "~/platform/csv.server";
import { getDb } from "~/platform/db/db.server";
import { signedIn, createBill, createPayment } from "../factories";
import { callRoute, getRequest } from "./route-harness";

/**
 * A busy day in the day book (decision 084), on SQLite and PostgreSQL: 521 entries in (more than
 * one batch of the CSV's and the print's reading, many sharing an instant) and 61 out. The page
 * shows 50 of each list; its totals — summed in SQL over the whole day — equal the sums over
 * every page's entries, over the rows of the CSV, and the sums worked out here from what was
 * written; page 2 holds the next 50; a page past the end is the last; a bad page is the first.
 */

const DAY = "2025-08-20";
/** 00:00 IST of DAY. */
const START = Date.parse("2025-08-19T18:30:00.000Z");
const METHODS = [null, "cash", "upi", "card", "bank", "cheque", "cash", "upi", "wallet"] as const;

let staff: Awaited<ReturnType<typeof signedIn>>;
/** What was written, as the day book should count it. */
const written: { type: "income" | "expense"; method: string; signedPaise: number }[] = [];

beforeAll(async () => {
  staff = await signedIn("staff", "Busy Day Staff");
  // A bill and one real payment (with its receipt) at 09:00 IST.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(START + 9 * 3600_000));
  const bill = await createBill(staff.user.id, {
    customerName: "Meena Stores",
    customerPhone: "",
    particulars: "Cards",
    amount: "1000",
  });
  await createPayment(staff.user.id, bill.id, { amount: "250.50", method: "cash", reference: "" });
  vi.useRealTimers();
  written.push({ type: "income", method: "cash", signedPaise: 25050 });

  const rows = [];
  for (let i = 0; i < 520; i++) {
    // Seven entries an instant: the order (time, then id) must hold across pages and batches.
    const at = new Date(START + 60_000 + Math.floor(i / 7) * 60_000).toISOString();
    const method = METHODS[i % METHODS.length]!;
    const isVoid = i % 50 === 13;
    const amount = 100 + i * 7;
    rows.push({
      id: `in-${String(i).padStart(4, "0")}-${(i * 7919) % 1000}`,
      transaction_type: isVoid ? "payment_void" : "payment_received",
      type: "income" as const,
      amount_paise: amount,
      payment_method: method,
      description: `Entry ${i}`,
      created_by: staff.user.id,
      created_at: at,
    });
    written.push({
      type: "income",
      method: dayBookMethod(method),
      signedPaise: isVoid ? -amount : amount,
    });
  }
  for (let i = 0; i < 60; i++) {
    const method = METHODS[(i + 3) % METHODS.length]!;
    const amount = 1000 + i * 13;
    rows.push({
      id: `out-${String(i).padStart(3, "0")}`,
      transaction_type: i % 10 === 0 ? "refund" : "expense",
      type: "expense" as const,
      amount_paise: amount,
      payment_method: method,
      description: `Spent ${i}`,
      payee: `Vendor ${i % 4}`,
      created_by: staff.user.id,
      created_at: new Date(START + 2 * 3600_000 + i * 600_000).toISOString(),
    });
    written.push({ type: "expense", method: dayBookMethod(method), signedPaise: amount });
  }
  // Outside the day: the last second before it and its day after's first.
  rows.push(
    { ...rows[0]!, id: "before", created_at: new Date(START - 1000).toISOString() },
    { ...rows[0]!, id: "after", created_at: new Date(START + 86_400_000).toISOString() },
  );
  for (let i = 0; i < rows.length; i += 200) {
    await getDb()
      .insertInto("transactions")
      .values(rows.slice(i, i + 200))
      .execute();
  }
});

const sum = (entries: { signedPaise: number }[]) => entries.reduce((n, e) => n + e.signedPaise, 0);

/** Every entry of a list, page after page, as the page shows them. */
async function allPages(
  direction: "in" | "out",
): Promise<{ books: DayBook[]; entries: DayBookEntry[] }> {
  const first = await dayBook(DAY);
  const pageCount = (direction === "in" ? first.inPage : first.outPage).pageCount;
  const books = [first];
  for (let page = 2; page <= pageCount; page++) {
    books.push(
      await dayBook(
        DAY,
        direction === "in" ? { inPage: page, outPage: 1 } : { inPage: 1, outPage: page },
      ),
    );
  }
  const entries = books.flatMap((b) => (direction === "in" ? b.moneyIn : b.moneyOut));
  return { books, entries };
}

async function csvRecords(): Promise<string[][]> {
  let text = "";
  await callRoute(
    async (args: Parameters<typeof csvLoader>[0]) => {
      const response = await csvLoader(args);
      text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
        await response.clone().arrayBuffer(),
      );
      return response;
    },
    getRequest(`/billing/day-book/export?day=${DAY}`, { cookie: staff.cookie }),
  );
  const records: string[][] = [];
  for await (const r of readCsv(
    (async function* () {
      yield text;
    })(),
  )) {
    records.push(r.fields);
  }
  return records.slice(1);
}

const paise = (rupees: string | undefined) => Math.round(Number(rupees) * 100);

describe("a busy day, a page at a time", () => {
  it("sums the whole day in SQL: the totals equal every page's entries, the CSV's and what was written", async () => {
    const book = await dayBook(DAY);
    const ins = written.filter((w) => w.type === "income");
    const outs = written.filter((w) => w.type === "expense");
    expect(book.inPage).toEqual({ page: 1, pageCount: 11, total: 521, first: 1, last: 50 });
    expect(book.outPage).toEqual({ page: 1, pageCount: 2, total: 60, first: 1, last: 50 });
    expect(book.moneyIn).toHaveLength(DAY_BOOK_PAGE_SIZE);
    expect(book.totalIn).toBe(sum(ins));
    expect(book.totalOut).toBe(sum(outs));
    // Per method, against what was written (an unknown method is Other; none is cash).
    for (const method of DAY_BOOK_METHODS) {
      const t = book.byMethod.find((m) => m.method === method)!;
      expect([method, t.inPaise, t.outPaise]).toEqual([
        method,
        sum(ins.filter((w) => w.method === method)),
        sum(outs.filter((w) => w.method === method)),
      ]);
    }
    expect(book.byMethod.find((m) => m.method === "other")!.inPaise).toBeGreaterThan(0);
    expect(book.cashIn).toBe(book.byMethod.find((m) => m.method === "cash")!.inPaise);
    expect(book.closingCash).toBe(book.openingCash + book.cashIn - book.cashOut);

    // Every page's entries add up to the totals, once each, in time order.
    const pagesIn = await allPages("in");
    const pagesOut = await allPages("out");
    expect(pagesIn.entries).toHaveLength(521);
    expect(new Set(pagesIn.entries.map((e) => e.id)).size).toBe(521);
    expect(pagesOut.entries).toHaveLength(60);
    expect(pagesIn.entries.reduce((n, e) => n + e.amountPaise, 0)).toBe(book.totalIn);
    expect(pagesOut.entries.reduce((n, e) => n + e.amountPaise, 0)).toBe(book.totalOut);
    for (const method of DAY_BOOK_METHODS) {
      const t = book.byMethod.find((m) => m.method === method)!;
      const of = (list: DayBookEntry[]) =>
        list.filter((e) => e.method === method).reduce((n, e) => n + e.amountPaise, 0);
      expect([method, of(pagesIn.entries), of(pagesOut.entries)]).toEqual([
        method,
        t.inPaise,
        t.outPaise,
      ]);
    }
    const order = pagesIn.entries.map((e) => `${Date.parse(e.createdAt)}|${e.id}`);
    expect(order).toEqual(
      [...order].sort((a, b) => {
        const [ta, ia] = a.split("|");
        const [tb, ib] = b.split("|");
        return Number(ta) - Number(tb) || (ia! < ib! ? -1 : ia! > ib! ? 1 : 0);
      }),
    );
    expect(pagesIn.books.at(-1)!.inPage).toMatchObject({ page: 11, first: 501, last: 521 });

    // The CSV: every entry (the same, in the same order) and the same totals.
    const rows = await csvRecords();
    const section = (name: string) => rows.filter((r) => r[0] === name);
    expect(section("Money in")).toHaveLength(521);
    expect(section("Money out")).toHaveLength(60);
    expect(section("Money in").map((r) => paise(r[7]))).toEqual(
      pagesIn.entries.map((e) => e.amountPaise),
    );
    expect(section("Money in").reduce((n, r) => n + paise(r[7]), 0)).toBe(book.totalIn);
    expect(section("Money out").reduce((n, r) => n + paise(r[7]), 0)).toBe(book.totalOut);
    const total = (name: string, method: string) =>
      paise(rows.find((r) => r[0] === name && r[6] === method)?.[7]);
    expect(total("Total in", "All methods")).toBe(book.totalIn);
    expect(total("Total out", "All methods")).toBe(book.totalOut);
    expect(total("Total in", "UPI")).toBe(book.byMethod.find((m) => m.method === "upi")!.inPaise);
    expect(total("Closing cash in hand", "")).toBe(book.closingCash);
  });

  it("puts the next 50 entries on page 2, and keeps the other list's page", async () => {
    const { entries } = await allPages("in");
    const second = await dayBook(DAY, { inPage: 2, outPage: 2 });
    expect(second.inPage).toMatchObject({ page: 2, first: 51, last: 100 });
    expect(second.moneyIn.map((e) => e.id)).toEqual(entries.slice(50, 100).map((e) => e.id));
    expect(second.outPage).toMatchObject({ page: 2, first: 51, last: 60 });
    expect(second.moneyOut).toHaveLength(10);
    expect(second.totalIn).toBe((await dayBook(DAY)).totalIn);
  });

  async function page(query: string) {
    return callRoute(
      loader,
      getRequest(`/billing/day-book?day=${DAY}${query}`, { cookie: staff.cookie }),
    );
  }

  it("answers a page past the end with the last page, and a bad page with the first, never 500", async () => {
    const past = await page("&page=999&outPage=7");
    expect(past.status).toBe(200);
    const book = (past.data as { book: DayBook }).book;
    expect(book.inPage).toMatchObject({ page: 11, first: 501, last: 521 });
    expect(book.moneyIn).toHaveLength(21);
    expect(book.outPage).toMatchObject({ page: 2, first: 51, last: 60 });
    for (const bad of ["abc", "0", "-3", "1.5", "99999999999", "", "%00", "1e3x"]) {
      const result = await page(`&page=${bad}&outPage=${bad}`);
      expect([bad, result.status]).toEqual([bad, 200]);
      const b = (result.data as { book: DayBook }).book;
      expect([bad, b.inPage.page, b.outPage.page]).toEqual([bad, 1, 1]);
    }
    const second = await page("&page=2");
    expect((second.data as { book: DayBook }).book.inPage.page).toBe(2);
  });

  it("prints every entry of the day on one page, with the day's totals", async () => {
    let html = "";
    const result = await callRoute(
      async (args: Parameters<typeof printLoader>[0]) => {
        const response = await printLoader(args);
        html = await response.clone().text();
        return response;
      },
      getRequest(`/billing/day-book/print?day=${DAY}`, { cookie: staff.cookie }),
    );
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toContain("text/html");
    const tableOf = (id: string) =>
      html.slice(html.indexOf(`data-testid="${id}"`)).split("</table>")[0]!;
    expect(tableOf("print-in").match(/<tr data-type=/g)).toHaveLength(521);
    expect(tableOf("print-out").match(/<tr data-type=/g)).toHaveLength(60);
    expect(tableOf("print-in")).toContain("Entry 519");
    expect(tableOf("print-in")).toContain(">Meena Stores");
    const book = await dayBook(DAY);
    expect(html).toContain(`data-testid="print-closing-cash">${formatted(book.closingCash)}<`);
    expect(tableOf("print-methods")).toContain(formatted(book.totalIn));
    // A bad day is a 400, not a page.
    const bad = await callRoute(
      printLoader,
      getRequest(`/billing/day-book/print?day=2025-02-30`, { cookie: staff.cookie }),
    );
    expect(bad.status).toBe(400);
  });
});

function formatted(paiseValue: number) {
  // ₹ with Indian grouping, as the page and the print write money.
  return `₹${(paiseValue / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`;
}
