import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cancelBill } from "~/billing/bills/bills.server";
import type { DayBook } from "~/billing/day-book/day-book";
import { dayBook } from "~/billing/day-book/day-book.server";
import { action, loader } from "~/billing/day-book/routes/day-book";
import { loader as csvLoader } from "~/billing/day-book/routes/day-book-csv";
import { addLedgerRecord } from "~/billing/ledger/ledger.server";
import { ledgerRecordSchema } from "~/billing/ledger/schema";
import { voidPayment } from "~/billing/payments/index.server";
import { indiaDateKey } from "~/lib/dates";
import { readCsv } from "~/platform/csv.server";
import { getDb } from "~/platform/db/db.server";
import { signedIn, createBill, createPayment } from "../factories";
import { callRoute, getRequest, postRequest, redirectToast } from "./route-harness";

/**
 * The day book (/billing/day-book): one India day of the one ledger — opening cash in hand
 * (every cash entry before 00:00 IST), every entry in and out, totals by method, closing cash =
 * opening + cash in − cash out — and the cash counts recorded against that closing cash, with
 * the difference and an audit entry. The entries are made with the real model functions at set
 * instants (only Date is faked), some right at the day's India midnights.
 */

const DAY = "2025-10-10";

let staff: Awaited<ReturnType<typeof signedIn>>;
let receipts: Record<string, string>;

afterEach(() => {
  vi.useRealTimers();
});

async function at<T>(iso: string, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

async function bill(name: string, advance: string) {
  const made = await createBill(staff.user.id, {
    customerName: name,
    customerPhone: "",
    particulars: "Cards",
    amount: "10000",
    advance,
  });
  return made;
}

async function pay(billId: string, amount: string, method: string, reference = "") {
  const paid = await createPayment(staff.user.id, billId, { amount, method, reference });
  return paid;
}

async function expense(amount: string, description: string) {
  const added = await addLedgerRecord(
    ledgerRecordSchema.parse({ type: "expense", category: "Shop", description, amount }),
    staff.user.id,
  );
  if (!added.ok) throw new Error("expense refused");
}

beforeAll(async () => {
  staff = await signedIn("staff", "Day Book Staff");
  // Before the day: ₹100 spent in cash on 8 Oct; at 23:59:59 IST on 9 Oct a bill with ₹700
  // advance in cash. Opening cash in hand of 10 Oct: ₹600.
  await at("2025-10-08T06:00:00.000Z", () => expense("100", "Old tea"));
  const first = await at("2025-10-09T18:29:59.000Z", () => bill("Meena Stores", "700"));
  // 10 Oct, 00:00:00 IST (its first second): ₹1,000 in cash.
  const cash = await at("2025-10-09T18:30:00.000Z", () => pay(first.id, "1000", "cash"));
  // A second bill with ₹600 advance in cash, later cancelled and refunded by bank transfer.
  const second = await at("2025-10-10T02:00:00.000Z", () => bill("Ravi Prints", "600"));
  const upi = await at("2025-10-10T03:00:00.000Z", () => pay(first.id, "500", "upi", "UTR1"));
  const voided = await at("2025-10-10T03:30:00.000Z", () => pay(first.id, "400", "cash"));
  await at("2025-10-10T04:00:00.000Z", () => pay(first.id, "300", "card"));
  await at("2025-10-10T04:30:00.000Z", () => pay(first.id, "250", "bank"));
  await at("2025-10-10T05:00:00.000Z", () => pay(first.id, "200", "cheque", "CHQ1"));
  await at("2025-10-10T06:00:00.000Z", () => expense("150", "Tea for the staff"));
  await at("2025-10-10T07:00:00.000Z", async () => {
    expect((await voidPayment(voided.id, "Counted twice", staff.user.id)).ok).toBe(true);
  });
  await at("2025-10-10T08:00:00.000Z", async () => {
    const cancelled = await cancelBill(
      second.id,
      { reason: "Order dropped", refund: true, refundMethod: "bank" },
      staff.user.id,
    );
    expect(cancelled).toMatchObject({ ok: true, refundedPaise: 60000 });
  });
  // 10 Oct, 23:59:59 IST (its last second): ₹50 courier in cash.
  await at("2025-10-10T18:29:59.000Z", () => expense("50", "Courier"));
  // 11 Oct, 00:00:00 IST: ₹999 in cash, on the next day.
  await at("2025-10-10T18:30:00.000Z", () => pay(first.id, "999", "cash"));
  receipts = { cash: cash.receiptNumber, upi: upi.receiptNumber, voided: voided.receiptNumber };
});

describe("the day book of a day", () => {
  it("has the opening cash, every entry in and out, totals by method and closing = opening + in − out", async () => {
    const book = await dayBook(DAY);
    expect(book.openingCash).toBe(60000);
    expect(book.moneyIn.map((e) => [e.transactionType, e.method, e.amountPaise])).toEqual([
      ["payment_received", "cash", 100000],
      ["advance_payment", "cash", 60000],
      ["payment_received", "upi", 50000],
      ["payment_received", "cash", 40000],
      ["payment_received", "card", 30000],
      ["payment_received", "bank", 25000],
      ["payment_received", "cheque", 20000],
      ["payment_void", "cash", -40000],
    ]);
    expect(book.moneyOut.map((e) => [e.transactionType, e.method, e.amountPaise])).toEqual([
      ["expense", "cash", 15000],
      ["refund", "bank", 60000],
      ["expense", "cash", 5000],
    ]);
    expect(book.byMethod).toEqual([
      { method: "cash", inPaise: 160000, outPaise: 20000 },
      { method: "upi", inPaise: 50000, outPaise: 0 },
      { method: "card", inPaise: 30000, outPaise: 0 },
      { method: "bank", inPaise: 25000, outPaise: 60000 },
      { method: "cheque", inPaise: 20000, outPaise: 0 },
      { method: "other", inPaise: 0, outPaise: 0 },
    ]);
    expect([book.totalIn, book.totalOut]).toEqual([285000, 80000]);
    expect([book.cashIn, book.cashOut]).toEqual([160000, 20000]);
    // Closing cash in hand = opening + cash in − cash out.
    expect(book.closingCash).toBe(60000 + 160000 - 20000);
    expect(book.closingCash).toBe(book.openingCash + book.cashIn - book.cashOut);
    // … which is the next day's opening cash.
    const next = await dayBook("2025-10-11");
    expect(next.openingCash).toBe(book.closingCash);
    expect(next.moneyIn.map((e) => [e.method, e.amountPaise])).toEqual([["cash", 99900]]);
    expect(next.closingCash).toBe(200000 + 99900);
  });

  it("names each entry's receipt, bill and customer; a void names the receipt it takes back", async () => {
    const book = await dayBook(DAY);
    const [first, advance, upi] = book.moneyIn;
    expect(first).toMatchObject({
      receiptNumber: receipts.cash,
      billNumber: expect.stringMatching(/^BILL\d+$/),
      customerName: "Meena Stores",
    });
    expect(advance?.customerName).toBe("Ravi Prints");
    expect(upi?.receiptNumber).toBe(receipts.upi);
    expect(book.moneyIn.at(-1)).toMatchObject({
      transactionType: "payment_void",
      receiptNumber: receipts.voided,
      description: expect.stringContaining("Counted twice"),
    });
    expect(book.moneyOut[1]).toMatchObject({
      transactionType: "refund",
      receiptNumber: null,
      customerName: "Ravi Prints",
    });
    expect(book.moneyOut[0]).toMatchObject({
      receiptNumber: null,
      billNumber: null,
      description: "Tea for the staff",
    });
  });

  it("puts 18:29:59Z on the India day before and 18:30:00Z on the day", async () => {
    const before = await dayBook("2025-10-09");
    expect(before.moneyIn.map((e) => [e.transactionType, e.amountPaise])).toEqual([
      ["advance_payment", 70000],
    ]);
    expect(before).toMatchObject({ openingCash: -10000, closingCash: 60000 });
    const empty = await dayBook("2025-10-20");
    expect(empty).toMatchObject({ moneyIn: [], moneyOut: [], counts: [], totalIn: 0 });
    expect(empty.openingCash).toBe(299900);
    expect(empty.closingCash).toBe(299900);
  });
});

describe("the day book page", () => {
  it("is for billing staff only", async () => {
    const visitor = await callRoute(loader, getRequest(`/billing/day-book?day=${DAY}`));
    expect(visitor).toMatchObject({ status: 302 });
    expect(visitor.location).toMatch(/^\/auth\?redirectTo=/);
    const customer = await signedIn("customer");
    const refused = await callRoute(
      loader,
      getRequest(`/billing/day-book?day=${DAY}`, { cookie: customer.cookie }),
    );
    expect(refused).toMatchObject({ status: 302, location: "/" });
    const post = await callRoute(
      action,
      postRequest("/billing/day-book", { day: DAY, counted: "1" }, { cookie: customer.cookie }),
    );
    expect(post).toMatchObject({ status: 302, location: "/" });
    const csv = await callRoute(
      csvLoader,
      getRequest(`/billing/day-book/export?day=${DAY}`, { cookie: customer.cookie }),
    );
    expect(csv).toMatchObject({ status: 302, location: "/" });
    expect(await getDb().selectFrom("cash_counts").selectAll().execute()).toEqual([]);
  });

  it("shows the day asked for, today by default", async () => {
    const r = await callRoute(
      loader,
      getRequest(`/billing/day-book?day=${DAY}`, { cookie: staff.cookie }),
    );
    expect(r.status).toBe(200);
    const { book } = r.data as { book: DayBook };
    expect(book).toMatchObject({ day: DAY, openingCash: 60000, closingCash: 200000 });
    const plain = await callRoute(
      loader,
      getRequest("/billing/day-book", { cookie: staff.cookie }),
    );
    expect(plain.status).toBe(200);
    expect((plain.data as { book: DayBook; today: string }).book.day).toBe(
      indiaDateKey(new Date()),
    );
  });

  it("answers a day that is no day, or after today, with 400 and a message", async () => {
    const tomorrow = indiaDateKey(new Date(Date.now() + 24 * 60 * 60 * 1000));
    for (const [day, message] of [
      ["2025-02-30", /real day/],
      ["yesterday", /real day/],
      ["2025-10-10'; drop table", /real day/],
      ["0000-01-01", /real day/],
      ["1999-12-31", /from 01\/01\/2000/],
      [tomorrow, /after today/],
    ] as const) {
      const r = await callRoute(
        loader,
        getRequest(`/billing/day-book?day=${encodeURIComponent(day)}`, { cookie: staff.cookie }),
      );
      expect(r.status, day).toBe(400);
      expect((r.data as unknown as { message: string }).message, day).toMatch(message);
      const csv = await callRoute(
        csvLoader,
        getRequest(`/billing/day-book/export?day=${encodeURIComponent(day)}`, {
          cookie: staff.cookie,
        }),
      );
      expect(csv.status, day).toBe(400);
    }
  });
});

describe("cash counts", () => {
  const count = (body: Record<string, string>) =>
    callRoute(action, postRequest("/billing/day-book", body, { cookie: staff.cookie }));

  it("records what was counted against the closing cash, with the difference, who and an audit entry", async () => {
    const short = await count({ day: DAY, counted: "1,950.50", note: "Drawer at closing" });
    expect(short).toMatchObject({ status: 302, location: `/billing/day-book?day=${DAY}` });
    expect(await redirectToast(short)).toMatchObject({
      title: "Cash count saved",
      description: expect.stringContaining("Short ₹49.50"),
    });
    const rows = await getDb()
      .selectFrom("cash_counts")
      .selectAll()
      .where("day", "=", DAY)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      expected_paise: 200000,
      counted_paise: 195050,
      difference_paise: -4950,
      note: "Drawer at closing",
      created_by: staff.user.id,
    });
    const audit = await getDb()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "cash_count.create")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: staff.user.id,
      entity: "cash_count",
      entity_id: rows[0]!.id,
    });
    expect(JSON.parse(audit[0]!.after_json ?? "{}")).toMatchObject({
      day: DAY,
      expected_paise: 200000,
      counted_paise: 195050,
      difference_paise: -4950,
    });
  });

  it("takes several counts a day, 0 included, and lists them latest first", async () => {
    // Later than the first count (made just now), a minute apart.
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const empty = await at(later(1), () => count({ day: DAY, counted: "0" }));
    expect(empty.status).toBe(302);
    const excess = await at(later(2), () => count({ day: DAY, counted: "2010" }));
    expect(await redirectToast(excess)).toMatchObject({
      description: expect.stringContaining("Excess ₹10.00"),
    });
    const book = await dayBook(DAY);
    expect(book.counts.map((c) => [c.countedPaise, c.expectedPaise, c.differencePaise])).toEqual([
      [201000, 200000, 1000],
      [0, 200000, -200000],
      [195050, 200000, -4950],
    ]);
    expect(book.counts[0]?.createdByName).toBe("Day Book Staff");
    // Another day's counts are its own.
    expect((await dayBook("2025-10-11")).counts).toEqual([]);
  });

  it("refuses a missing, negative or malformed amount, a long note and a future day (400), saving nothing", async () => {
    const before = await getDb().selectFrom("cash_counts").select("id").execute();
    const tomorrow = indiaDateKey(new Date(Date.now() + 24 * 60 * 60 * 1000));
    for (const [body, field] of [
      [{ day: DAY, counted: "" }, "counted"],
      [{ day: DAY, counted: "-5" }, "counted"],
      [{ day: DAY, counted: "12.345" }, "counted"],
      [{ day: DAY, counted: "abc" }, "counted"],
      [{ day: DAY, counted: "1,0,0" }, "counted"],
      [{ day: DAY, counted: "10,00" }, "counted"],
      [{ day: "0999-12-31", counted: "10" }, "day"],
      [{ day: DAY, counted: "10", note: "x".repeat(301) }, "note"],
      [{ day: tomorrow, counted: "10" }, "day"],
      [{ day: "2025-13-01", counted: "10" }, "day"],
    ] as const) {
      const r = await count(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((r.data as { errors: object }).errors), JSON.stringify(body)).toContain(
        field,
      );
    }
    expect(await getDb().selectFrom("cash_counts").select("id").execute()).toHaveLength(
      before.length,
    );
  });
});

describe("the CSV", () => {
  async function exportCsv(day: string) {
    let text = "";
    const result = await callRoute(
      async (args: Parameters<typeof csvLoader>[0]) => {
        const response = await csvLoader(args);
        text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
          await response.clone().arrayBuffer(),
        );
        return response;
      },
      getRequest(`/billing/day-book/export?day=${day}`, { cookie: staff.cookie }),
    );
    const records: string[][] = [];
    for await (const r of readCsv(
      (async function* () {
        yield text;
      })(),
    )) {
      records.push(r.fields);
    }
    return { result, text, records };
  }

  it("has one row per entry, then opening, totals by method, closing and the counts", async () => {
    const { result, text, records } = await exportCsv(DAY);
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Disposition")).toContain(`day_book_${DAY}.csv`);
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = records;
    expect(header?.[0]).toBe("Section");
    const bySection = (name: string) => rows.filter((r) => r[0] === name);
    expect(bySection("Money in").map((r) => r.at(-1))).toEqual([
      "1000",
      "600",
      "500",
      "400",
      "300",
      "250",
      "200",
      "-400",
    ]);
    expect(bySection("Money in")[0]?.slice(1, 5)).toEqual([
      "2025-10-10 00:00:00",
      receipts.cash,
      expect.stringMatching(/^BILL\d+$/),
      expect.stringContaining("Meena Stores"),
    ]);
    expect(bySection("Money out").map((r) => [r[5], r[6], r[7]])).toEqual([
      ["Expense", "Cash", "150"],
      ["Refund", "Bank transfer", "600"],
      ["Expense", "Cash", "50"],
    ]);
    const amount = (section: string, method = "") =>
      rows.find((r) => r[0] === section && r[6] === method)?.[7];
    expect(amount("Opening cash in hand")).toBe("600");
    expect(amount("Total in", "Cash")).toBe("1600");
    expect(amount("Total out", "Bank transfer")).toBe("600");
    expect(amount("Total in", "All methods")).toBe("2850");
    expect(amount("Total out", "All methods")).toBe("800");
    expect(amount("Closing cash in hand")).toBe("2000");
    expect(bySection("Cash counted").map((r) => [r[5], r[7]])).toEqual([
      ["Excess ₹10.00", "2010"],
      ["Short ₹2,000.00", "0"],
      ["Short ₹49.50", "1950.5"],
    ]);
  });
});
