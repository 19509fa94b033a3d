import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cancelBill } from "~/billing/bills/bills.server";
import { type CashBook, parseCashBookRange, thisMonth } from "~/billing/cash-book/cash-book";
import { cashBook } from "~/billing/cash-book/cash-book.server";
import { loader } from "~/billing/cash-book/routes/cash-book";
import { addLedgerRecord } from "~/billing/ledger/ledger.server";
import { ledgerRecordSchema } from "~/billing/ledger/schema";
import { voidPayment } from "~/billing/payments/index.server";
import { signedIn, createBill, createPayment } from "../factories";
import { callRoute, getRequest } from "./route-harness";

/**
 * The cash book (/billing/cash-book): the one ledger per India day — cash in/out, cash in hand
 * carried across days from the opening cash, UPI and bank/card/cheque in, non-cash out; voids
 * negative in their method's column, refunds out on theirs; the day's boundary at 00:00 IST.
 * The data is made with the real model functions at set instants (only Date is faked).
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = await signedIn("staff");
});

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

async function pay(billId: string, amount: string, method: string, reference = "") {
  const paid = await createPayment(staff.user.id, billId, { amount, method, reference });
  return paid;
}

async function expense(amount: string, description: string) {
  const added = await addLedgerRecord(
    ledgerRecordSchema.parse({ type: "expense", category: "Tea", description, amount }),
    staff.user.id,
  );
  if (!added.ok) throw new Error("expense refused");
}

describe("the cash book", () => {
  beforeAll(async () => {
    // 31 Aug (before the range): a bill of ₹5,000 with ₹700 advance in cash.
    const bill = await at("2025-08-31T06:00:00.000Z", async () => {
      const made = await createBill(staff.user.id, {
        customerName: "Cash Book Customer",
        customerPhone: "",
        particulars: "Wedding cards",
        amount: "5000",
        advance: "700",
      });
      return made;
    });
    // 1 Sep, 09:30 IST: ₹500 by UPI.
    const upi = await at("2025-09-01T04:00:00.000Z", () => pay(bill.id, "500", "upi", "UTR1"));
    // 1 Sep, 23:59:59 IST: ₹200 of tea in cash (the last second of 1 Sep in India).
    await at("2025-09-01T18:29:59.000Z", () => expense("200", "Tea for the staff"));
    // 2 Sep, 00:00:00 IST: ₹1,000 in cash (the first second of 2 Sep).
    await at("2025-09-01T18:30:00.000Z", () => pay(bill.id, "1000", "cash"));
    // 2 Sep: the UPI payment of 1 Sep is voided; ₹250 by cheque.
    await at("2025-09-02T06:00:00.000Z", async () => {
      expect((await voidPayment(upi.id, "Bounced", staff.user.id)).ok).toBe(true);
      await pay(bill.id, "250", "cheque", "CHQ77");
    });
    // 3 Sep: the bill is cancelled, ₹1,950 refunded by bank transfer; ₹100 spent in cash.
    await at("2025-09-03T06:00:00.000Z", async () => {
      const cancelled = await cancelBill(
        bill.id,
        { reason: "Order dropped", refund: true, refundMethod: "bank" },
        staff.user.id,
      );
      expect(cancelled).toMatchObject({ ok: true, refundedPaise: 195000 });
      await expense("100", "Courier");
    });
  });

  it("gives each India day its cash and non-cash figures, carrying cash in hand across days", async () => {
    const book = await cashBook({ from: "2025-09-01", to: "2025-09-03" });
    expect(book.openingCash).toBe(70000);
    expect(book.days).toEqual([
      {
        day: "2025-09-01",
        cashIn: 0,
        cashOut: 20000,
        cashInHand: 50000,
        counted: null,
        upiIn: 50000,
        otherIn: 0,
        nonCashOut: 0,
      },
      {
        day: "2025-09-02",
        cashIn: 100000,
        cashOut: 0,
        cashInHand: 150000,
        counted: null,
        upiIn: -50000,
        otherIn: 25000,
        nonCashOut: 0,
      },
      {
        day: "2025-09-03",
        cashIn: 0,
        cashOut: 10000,
        cashInHand: 140000,
        counted: null,
        upiIn: 0,
        otherIn: 0,
        nonCashOut: 195000,
      },
    ]);
    expect(book.totals).toEqual({
      cashIn: 100000,
      cashOut: 30000,
      cashInHand: 140000,
      upiIn: 0,
      otherIn: 25000,
      nonCashOut: 195000,
    });
  });

  it("puts 18:29:59Z on the India day before and 18:30:00Z on the next; opening cash moves with the range", async () => {
    const first = await cashBook({ from: "2025-09-01", to: "2025-09-01" });
    expect(first.days.map((d) => [d.day, d.cashIn, d.cashOut])).toEqual([["2025-09-01", 0, 20000]]);
    const second = await cashBook({ from: "2025-09-02", to: "2025-09-02" });
    expect(second.openingCash).toBe(50000);
    expect(second.days.map((d) => [d.day, d.cashIn, d.cashOut, d.cashInHand])).toEqual([
      ["2025-09-02", 100000, 0, 150000],
    ]);
    const empty = await cashBook({ from: "2025-09-10", to: "2025-09-12" });
    expect(empty).toMatchObject({ openingCash: 140000, days: [] });
    expect(empty.totals.cashInHand).toBe(140000);
  });

  it("serves the page to billing staff, this month by default, the range from the URL", async () => {
    const visitor = await callRoute(loader, getRequest("/billing/cash-book"));
    expect(visitor.status).toBe(302);
    const customer = await signedIn("customer");
    const refused = await callRoute(
      loader,
      getRequest("/billing/cash-book", { cookie: customer.cookie }),
    );
    expect(refused).toMatchObject({ status: 302, location: "/" });
    const r = await callRoute(
      loader,
      getRequest("/billing/cash-book?from=2025-09-03&to=2025-09-01", { cookie: staff.cookie }),
    );
    expect(r.status).toBe(200);
    const { book } = r.data as { book: CashBook };
    expect(book).toMatchObject({ from: "2025-09-01", to: "2025-09-03", openingCash: 70000 });
    expect(book.days).toHaveLength(3);
    const plain = await callRoute(
      loader,
      getRequest("/billing/cash-book", { cookie: staff.cookie }),
    );
    expect((plain.data as { book: CashBook }).book).toMatchObject(thisMonth());
  });

  it("reads this month in India, and real days only", () => {
    // 31 Jan 2026, 20:00 UTC is already 1 February in India.
    expect(thisMonth(new Date("2026-01-31T20:00:00.000Z"))).toEqual({
      from: "2026-02-01",
      to: "2026-02-28",
    });
    expect(thisMonth(new Date("2024-02-10T00:00:00.000Z")).to).toBe("2024-02-29");
    const now = new Date("2025-09-15T06:00:00.000Z");
    expect(parseCashBookRange(new URLSearchParams("from=2025-02-30&to=x"), now)).toEqual({
      from: "2025-09-01",
      to: "2025-09-30",
    });
  });
});
