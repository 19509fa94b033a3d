import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { CashBook } from "~/billing/cash-book/cash-book";
import { loader as cashBookLoader } from "~/billing/cash-book/routes/cash-book";
import type { DayBook } from "~/billing/day-book/day-book";
import { action, loader } from "~/billing/day-book/routes/day-book";
import { loader as csvLoader } from "~/billing/day-book/routes/day-book-csv";
import type { LedgerRecord } from "~/billing/ledger/ledger.server";
import {
  action as ledgerAction,
  loader as ledgerLoader,
} from "~/billing/ledger/routes/income-expenses";
import { readCsv } from "~/platform/csv.server";
import { getDb } from "~/platform/db/db.server";
import { signedIn } from "../factories";
import { callRoute, getRequest, postRequest, redirectToast } from "./route-harness";

/**
 * Decision 071 through the pages (loaders and actions with the request's middleware), on SQLite
 * and PostgreSQL: an expense says how it was paid and to whom, and a UPI expense leaves the cash
 * in hand alone; a day opens from the previous day's cash count, else its closing cash, back to
 * the books' opening cash, which the admin sets once. The cash book agrees with the day book.
 * Entries are posted at set instants (only Date is faked).
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;

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

const addRecord = (body: Record<string, string>, cookie = staff.cookie) =>
  callRoute(
    ledgerAction,
    postRequest("/billing/income-expenses", { intent: "add", ...body }, { cookie }),
  );

async function expense(amount: string, description: string, method?: string, payee?: string) {
  const r = await addRecord({
    type: "expense",
    category: "Shop",
    description,
    amount,
    ...(method ? { method } : {}),
    ...(payee ? { payee } : {}),
  });
  expect(r.status, description).toBe(302);
}

async function income(amount: string, description: string) {
  const r = await addRecord({ type: "income", category: "Service", description, amount });
  expect(r.status, description).toBe(302);
}

async function book(day: string): Promise<DayBook> {
  const r = await callRoute(
    loader,
    getRequest(`/billing/day-book?day=${day}`, { cookie: staff.cookie }),
  );
  expect(r.status).toBe(200);
  return (r.data as { book: DayBook }).book;
}

const count = (day: string, counted: string) =>
  callRoute(action, postRequest("/billing/day-book", { day, counted }, { cookie: staff.cookie }));

const setOpening = (cookie: string, body: Record<string, string>) =>
  callRoute(action, postRequest("/billing/day-book", { intent: "opening", ...body }, { cookie }));

const cash = (b: DayBook) => [b.openingCash, b.cashIn, b.cashOut, b.closingCash];
const method = (b: DayBook, m: string) => b.byMethod.find((t) => t.method === m)!;

beforeAll(async () => {
  staff = await signedIn("staff", "Opening Staff");
  admin = await signedIn("admin", "Opening Owner");
});

describe("an expense's method and payee", () => {
  const DAY = "2025-06-02";

  it("counts a UPI expense under UPI, not cash in hand, and lists its method and payee", async () => {
    await at("2025-06-02T04:00:00.000Z", () => income("1000", "Lamination job"));
    const before = await book(DAY);
    expect(cash(before)).toEqual([0, 100000, 0, 100000]);
    await at("2025-06-02T05:00:00.000Z", () =>
      expense("420.50", "Art paper, 2 reams", "upi", "Sivakasi Papers"),
    );
    const after = await book(DAY);
    // Cash out unchanged; UPI out up by ₹420.50.
    expect(cash(after)).toEqual(cash(before));
    expect(method(after, "upi")).toEqual({ method: "upi", inPaise: 0, outPaise: 42050 });
    expect(method(after, "cash").outPaise).toBe(0);
    expect(after.moneyOut).toEqual([
      expect.objectContaining({
        method: "upi",
        payee: "Sivakasi Papers",
        amountPaise: 42050,
        description: "Art paper, 2 reams",
      }),
    ]);
    const row = await getDb()
      .selectFrom("income_expenses")
      .select(["payment_method", "payee"])
      .where("description", "=", "Art paper, 2 reams")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ payment_method: "upi", payee: "Sivakasi Papers" });
    // The Expenses list shows the method and the payee.
    const list = await callRoute(
      ledgerLoader,
      getRequest(`/billing/income-expenses?tab=expense&from=${DAY}&to=${DAY}`, {
        cookie: staff.cookie,
      }),
    );
    const records = (list.data as { records: LedgerRecord[] }).records;
    expect(records.map((r) => [r.description, r.method, r.payee])).toEqual([
      ["Art paper, 2 reams", "upi", "Sivakasi Papers"],
    ]);
  });

  it("takes cash when no method is sent, and a payee is optional", async () => {
    await at("2025-06-02T06:00:00.000Z", () => expense("80", "Tea for the staff"));
    const b = await book(DAY);
    expect(cash(b)).toEqual([0, 100000, 8000, 92000]);
    expect(b.moneyOut.at(-1)).toMatchObject({ method: "cash", payee: null });
  });

  it("refuses a method that is not one of the five (400), writing nothing", async () => {
    const n = async () => (await getDb().selectFrom("transactions").select("id").execute()).length;
    const before = await n();
    for (const bad of ["bitcoin", "CASH", "other", "cod"]) {
      const r = await addRecord({
        type: "expense",
        category: "Shop",
        description: `Paid by ${bad}`,
        amount: "10",
        method: bad,
      });
      expect(r.status, bad).toBe(400);
      expect((r.data as { errors: Record<string, string> }).errors.method, bad).toMatch(
        /Choose how it was paid/,
      );
    }
    const long = await addRecord({
      type: "expense",
      category: "Shop",
      description: "Long payee",
      amount: "10",
      payee: "x".repeat(101),
    });
    expect(long.status).toBe(400);
    expect(Object.keys((long.data as { errors: object }).errors)).toEqual(["payee"]);
    expect(await n()).toBe(before);
  });
});

describe("a day's opening cash", () => {
  // 10 Jul: ₹2,000 in, ₹300 out in cash. 11 Jul: counted ₹1,650 at 20:00 IST, then ₹100 in
  // cash at 21:00 IST. 12 Jul: nothing. 13 Jul: ₹500 in.
  beforeAll(async () => {
    await at("2025-07-10T04:00:00.000Z", () => income("2000", "Visiting cards"));
    await at("2025-07-10T05:00:00.000Z", () => expense("300", "Courier"));
  });

  it("is the previous day's closing cash when nothing was counted", async () => {
    expect(cash(await book("2025-07-10"))).toEqual([92000, 200000, 30000, 262000]);
    const next = await book("2025-07-11");
    expect(next.openingCash).toBe(262000);
    expect(next.openingSource).toEqual({ kind: "ledger" });
  });

  it("is the previous day's counted cash, with the cash entries after the count", async () => {
    const saved = await at("2025-07-11T14:30:00.000Z", () => count("2025-07-11", "1,650"));
    expect(saved.status).toBe(302);
    expect((await book("2025-07-11")).counts[0]).toMatchObject({
      expectedPaise: 262000,
      countedPaise: 165000,
      differencePaise: -97000,
    });
    const next = await book("2025-07-12");
    expect(next.openingCash).toBe(165000);
    expect(next.openingSource).toEqual({ kind: "counted", day: "2025-07-11" });
    expect(next.closingCash).toBe(165000);
    // ₹100 in cash after the count, the same evening: the next day opens with it.
    await at("2025-07-11T15:30:00.000Z", () => income("100", "Xerox"));
    expect((await book("2025-07-12")).openingCash).toBe(175000);
    // … and the day after that from the closing of the day between (no count on 12 Jul).
    await at("2025-07-13T05:00:00.000Z", () => income("500", "Binding"));
    const thirteenth = await book("2025-07-13");
    expect(cash(thirteenth)).toEqual([175000, 50000, 0, 225000]);
    expect(thirteenth.openingSource).toEqual({ kind: "counted", day: "2025-07-11" });
  });

  it("takes a count saved after its day had ended as that day's closing drawer", async () => {
    // The count of 13 Jul is saved at 09:00 IST on 14 Jul; an entry on 14 Jul before it.
    await at("2025-07-14T02:00:00.000Z", () => income("40", "Early print"));
    await at("2025-07-14T03:30:00.000Z", () => count("2025-07-13", "2200"));
    const fourteenth = await book("2025-07-14");
    expect(cash(fourteenth)).toEqual([220000, 4000, 0, 224000]);
  });

  it("is the same in the cash book, day by day, with each day's count", async () => {
    const r = await callRoute(
      cashBookLoader,
      getRequest("/billing/cash-book?from=2025-07-10&to=2025-07-14", { cookie: staff.cookie }),
    );
    const cb = (r.data as { book: CashBook }).book;
    expect(cb.openingCash).toBe((await book("2025-07-10")).openingCash);
    expect(cb.days.map((d) => [d.day, d.cashInHand, d.counted])).toEqual([
      ["2025-07-10", 262000, null],
      ["2025-07-11", 272000, 165000],
      ["2025-07-13", 225000, 220000],
      ["2025-07-14", 224000, null],
    ]);
    for (const d of cb.days) expect((await book(d.day)).closingCash, d.day).toBe(d.cashInHand);
    expect(cb.totals.cashInHand).toBe((await book("2025-07-14")).closingCash);
    // A range ending after the last row closes with what the days after it open with.
    const later = await callRoute(
      cashBookLoader,
      getRequest("/billing/cash-book?from=2025-07-12&to=2025-07-20", { cookie: staff.cookie }),
    );
    const laterBook = (later.data as { book: CashBook }).book;
    expect(laterBook.openingCash).toBe(175000);
    expect(laterBook.totals.cashInHand).toBe((await book("2025-07-20")).closingCash);
  });
});

describe("the books' opening cash", () => {
  const START = "2025-08-01";

  it("is the admin's to set: staff are refused (403) and nothing is saved", async () => {
    const r = await setOpening(staff.cookie, { day: START, openingCash: "5000" });
    expect(r.status).toBe(403);
    expect(JSON.stringify(r.data)).toContain("Only the admin can set the opening cash.");
    expect(await getDb().selectFrom("opening_cash").select("id").execute()).toEqual([]);
  });

  it("refuses a bad amount (400)", async () => {
    for (const bad of ["", "-5", "12.345", "abc"]) {
      const r = await setOpening(admin.cookie, { day: START, openingCash: bad });
      expect(r.status, bad).toBe(400);
      expect(Object.keys((r.data as { errors: object }).errors), bad).toContain("openingCash");
    }
    expect(await getDb().selectFrom("opening_cash").select("id").execute()).toEqual([]);
  });

  it("opens its day and the days after at it (entries before it no longer count), once", async () => {
    const before = await book(START);
    expect(before.openingSource.kind).toBe("counted");
    const saved = await setOpening(admin.cookie, {
      day: START,
      openingCash: "5,000",
      openingNote: "Drawer on the first day",
    });
    expect(saved).toMatchObject({ status: 302, location: `/billing/day-book?day=${START}` });
    expect(await redirectToast(saved)).toMatchObject({ title: "Opening cash set" });
    const first = await book(START);
    expect(first.openingCash).toBe(500000);
    expect(first.openingSource).toEqual({ kind: "set", day: START });
    expect(first.booksOpening).toMatchObject({
      day: START,
      amountPaise: 500000,
      note: "Drawer on the first day",
      createdByName: "Opening Owner",
    });
    await at("2025-08-01T05:00:00.000Z", () => expense("250", "Stapler pins"));
    expect(cash(await book("2025-08-02"))).toEqual([475000, 0, 0, 475000]);
    // A day before the books start is as it was.
    expect((await book("2025-07-20")).openingCash).toBe(before.openingCash);
    const audit = await getDb()
      .selectFrom("audit_log")
      .select(["actor_id", "entity_id"])
      .where("action", "=", "opening_cash.set")
      .execute();
    expect(audit).toEqual([{ actor_id: admin.user.id, entity_id: "opening" }]);

    // A second setting is refused with the reason, and changes nothing.
    const again = await setOpening(admin.cookie, { day: "2025-08-05", openingCash: "9000" });
    expect(again.status).toBe(409);
    expect((again.data as { errors: Record<string, string> }).errors.openingCash).toBe(
      "The opening cash was already set (₹5,000.00 at the start of 01/08/2025) and cannot be set again. To correct the cash in hand, save a cash count.",
    );
    expect(
      await getDb().selectFrom("opening_cash").select(["day", "amount_paise"]).execute(),
    ).toEqual([{ day: START, amount_paise: 500000 }]);
    expect((await book("2025-08-05")).openingCash).toBe(475000);
  });

  it("is in the cash book and a count after it still wins", async () => {
    const r = await callRoute(
      cashBookLoader,
      getRequest("/billing/cash-book?from=2025-07-30&to=2025-08-03", { cookie: staff.cookie }),
    );
    const cb = (r.data as { book: CashBook }).book;
    expect(cb.totals.cashInHand).toBe(475000);
    expect(cb.days.map((d) => [d.day, d.cashInHand])).toEqual([["2025-08-01", 475000]]);
    await at("2025-08-02T14:00:00.000Z", () => count("2025-08-02", "4700"));
    expect((await book("2025-08-03")).openingCash).toBe(470000);
  });

  it("puts the opening cash in the CSV", async () => {
    let text = "";
    await callRoute(
      async (args: Parameters<typeof csvLoader>[0]) => {
        const response = await csvLoader(args);
        text = new TextDecoder().decode(await response.clone().arrayBuffer());
        return response;
      },
      getRequest(`/billing/day-book/export?day=${START}`, { cookie: staff.cookie }),
    );
    const rows: string[][] = [];
    for await (const r of readCsv(
      (async function* () {
        yield text;
      })(),
    ))
      rows.push(r.fields);
    const amount = (section: string) => rows.find((r) => r[0] === section)?.[7];
    expect(amount("Opening cash in hand")).toBe("5000");
    expect(amount("Closing cash in hand")).toBe("4750");
  });
});
