import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cancelBill } from "~/billing/bills/bills.server";
import { addLedgerRecord, ledgerTotals } from "~/billing/ledger/ledger.server";
import { ledgerRecordSchema } from "~/billing/ledger/schema";
import { voidPayment } from "~/billing/payments/index.server";
import { loader as csvLoader } from "~/billing/sales-report/routes/sales-report-csv";
import { loader } from "~/billing/sales-report/routes/sales-report";
import {
  presetRange,
  type ReportQuery,
  type SalesReport,
} from "~/billing/sales-report/sales-report";
import { salesReport } from "~/billing/sales-report/sales-report.server";
import { SALES_REPORT_MESSAGES } from "~/billing/sales-report/schema";
import { readCsv } from "~/platform/csv.server";
import { getDb } from "~/platform/db/db.server";
import { action as storeAdminAction } from "~/shop/store-admin/routes/store-admin";
import { createBill, createTestUser, signedIn, createPayment, createOrder } from "../factories";
import { callRoute, getRequest, postRequest } from "./route-harness";

/**
 * The sales report (/billing/sales-report): billed vs received per India day or month, received
 * per method, the top customers and items, and its CSV. Billed and received must be Income &
 * Expenses' Sales and Total Received for the same days. The bills, payments, voids and the
 * cancellation are made with the real model functions at set instants (only Date is faked), some
 * right at India's midnights (18:29:59Z is the day before, 18:30:00Z the day).
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
const ids: Record<string, string> = {};

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

type Line = [description: string, quantity: string, unit: string, rate: string];

async function bill(
  name: string,
  phone: string,
  lines: Line[],
  extra: Record<string, string> = {},
) {
  const fields: Record<string, string> = { customerName: name, customerPhone: phone, ...extra };
  lines.forEach(([description, quantity, unit, rate], i) => {
    Object.assign(fields, {
      [`lines.${i}.description`]: description,
      [`lines.${i}.quantity`]: quantity,
      [`lines.${i}.unit`]: unit,
      [`lines.${i}.rate`]: rate,
    });
  });
  return (await createBill(staff.user.id, fields)).id;
}

async function pay(billId: string, amount: string, method: string, reference = "") {
  const paid = await createPayment(staff.user.id, billId, { amount, method, reference });
  return paid.id;
}

async function voidAt(iso: string, paymentId: string) {
  await at(iso, async () => {
    expect((await voidPayment(paymentId, "Cheque bounced", staff.user.id)).ok).toBe(true);
  });
}

const APRIL: ReportQuery = { from: "2025-04-01", to: "2025-04-30", group: "month" };
const SPRING: ReportQuery = { from: "2025-03-01", to: "2025-05-31", group: "month" };

beforeAll(async () => {
  staff = await signedIn("staff", "Sales Report Staff");
  // 31 Mar 23:59:59 IST: Meena's bill of ₹960 with ₹200 advance in cash (March).
  ids.meena = await at("2025-03-31T18:29:59.000Z", () =>
    bill(
      "Meena Stores",
      "9876543210",
      [
        ["Visiting Cards", "100", "pcs", "5"],
        ["Tea Gold Pack", "2", "pcs", "230"],
      ],
      { advance: "200", paymentMethod: "cash" },
    ),
  );
  // 1 Apr 00:00:00 IST: Ravi's bill of ₹1,100 with ₹500 advance by UPI (April).
  ids.ravi = await at("2025-03-31T18:30:00.000Z", () =>
    bill(
      "Ravi Prints",
      "9123456780",
      [
        ["visiting cards", "200", "pcs", "4"],
        ["Banner", "10", "sq.ft", "30"],
      ],
      { advance: "500", paymentMethod: "upi", paymentReference: "UTR500" },
    ),
  );
  ids.letterheads = await at("2025-04-02T06:00:00.000Z", () =>
    bill("Meena Stores", "9876543210", [["Letterheads", "1000", "pcs", "1.5"]]),
  );
  ids.murugan = await at("2025-04-05T06:00:00.000Z", () =>
    bill("முருகன் டீ ஸ்டால்", "9000000001", [["VISITING CARDS", "50", "pcs", "6"]]),
  );
  // A bill without a phone number: no customer.
  await at("2025-04-10T06:00:00.000Z", () => bill("Walk-in", "", [["Banner", "5", "ft", "40"]]));
  await at("2025-04-03T06:00:00.000Z", () => pay(ids.meena!, "300", "card"));
  const bounced = await at("2025-04-04T06:00:00.000Z", () => pay(ids.ravi!, "400", "cash"));
  const twice = await at("2025-04-06T06:00:00.000Z", () => pay(ids.ravi!, "250", "cash"));
  await at("2025-04-07T06:00:00.000Z", () => pay(ids.murugan!, "100", "bank"));
  await at("2025-04-08T06:00:00.000Z", () => pay(ids.murugan!, "50", "cheque", "CHQ9"));
  await at("2025-04-20T06:00:00.000Z", async () => {
    const income = ledgerRecordSchema.parse({
      type: "income",
      category: "Tea Sales",
      description: "Tea at the counter",
      amount: "100",
    });
    expect((await addLedgerRecord(income, staff.user.id)).ok).toBe(true);
    const spent = { ...income, type: "expense" as const, category: "Rent" };
    expect((await addLedgerRecord(spent, staff.user.id)).ok).toBe(true);
  });
  // Voids: 30 Apr 23:59:59 IST (April) and 1 May 00:00:00 IST (May).
  await voidAt("2025-04-30T18:29:59.000Z", bounced);
  await voidAt("2025-04-30T18:30:00.000Z", twice);
  // The ₹1,500 letterheads bill (2 April) is cancelled on 2 May IST.
  await at("2025-05-01T18:30:00.000Z", async () => {
    const cancelled = await cancelBill(
      ids.letterheads!,
      { reason: "Order dropped", refund: false, refundMethod: "cash" },
      staff.user.id,
    );
    expect(cancelled.ok).toBe(true);
  });
  // A line stored with spaces around it (an old import): grouped with the others all the same.
  await getDb()
    .updateTable("bill_lines")
    .set({ description: "  visiting cards " })
    .where("bill_id", "=", ids.ravi!)
    .where("description", "=", "visiting cards")
    .execute();
});

const totalsOf = (r: SalesReport) => [r.billedPaise, r.receivedPaise];
const periodsOf = (r: SalesReport) =>
  r.periods.map((p) => [p.period, p.billedPaise, p.receivedPaise]);

describe("billed and received", () => {
  it("equal Income & Expenses' Sales and Total Received for the same days", async () => {
    for (const query of [
      APRIL,
      SPRING,
      { from: "2025-03-31", to: "2025-04-01", group: "day" as const },
      { from: "2025-05-01", to: "2025-05-02", group: "day" as const },
      { from: "2025-04-30", to: "2025-04-30", group: "day" as const },
    ]) {
      const report = await salesReport(query);
      const ledger = await ledgerTotals(query);
      expect(totalsOf(report), `${query.from}–${query.to}`).toEqual([
        ledger.salesPaise,
        ledger.receivedPaise,
      ]);
    }
    expect(totalsOf(await salesReport(APRIL))).toEqual([310000, 130000]);
  });

  it("puts 18:29:59Z on the India day and month before and 18:30:00Z on the next", async () => {
    const days = await salesReport({ from: "2025-03-31", to: "2025-04-01", group: "day" });
    expect(periodsOf(days)).toEqual([
      ["2025-03-31", 96000, 20000],
      ["2025-04-01", 110000, 50000],
    ]);
    expect(days.periods.map((p) => p.label)).toEqual(["31/03/2025", "01/04/2025"]);
    const months = await salesReport(SPRING);
    expect(months.periods.map((p) => p.label)).toEqual(["Mar 2025", "Apr 2025", "May 2025"]);
    expect(periodsOf(months)).toEqual([
      ["2025-03", 96000, 20000],
      ["2025-04", 310000, 130000],
      ["2025-05", -150000, -25000],
    ]);
  });

  it("takes a cancelled bill off on the day of cancelling, and a void on the day of the void", async () => {
    const may = await salesReport({ from: "2025-05-01", to: "2025-05-03", group: "day" });
    expect(periodsOf(may)).toEqual([
      ["2025-05-01", 0, -25000],
      ["2025-05-02", -150000, 0],
      ["2025-05-03", 0, 0],
    ]);
    const lastDay = await salesReport({ from: "2025-04-30", to: "2025-04-30", group: "day" });
    expect(periodsOf(lastDay)).toEqual([["2025-04-30", 0, -40000]]);
    // The letterheads still count on their bill date.
    const second = await salesReport({ from: "2025-04-02", to: "2025-04-02", group: "day" });
    expect(periodsOf(second)).toEqual([["2025-04-02", 150000, 0]]);
  });
});

describe("by method, customers and items", () => {
  it("sums received per method, and the methods add up to received", async () => {
    const report = await salesReport(APRIL);
    expect(report.methods.map((m) => [m.method, m.receivedPaise])).toEqual([
      ["cash", 35000],
      ["upi", 50000],
      ["card", 30000],
      ["bank", 10000],
      ["cheque", 5000],
    ]);
    expect(report.methods.reduce((sum, m) => sum + m.receivedPaise, 0)).toBe(report.receivedPaise);
    const spring = await salesReport(SPRING);
    expect(spring.methods.reduce((sum, m) => sum + m.receivedPaise, 0)).toBe(spring.receivedPaise);
  });

  it("counts an entry without a method as cash, and an unknown method as other", async () => {
    // Ledger rows as older imports left them: no method, and a method the app does not know.
    const entry = (id: string, method: string | null, paise: number) => ({
      id,
      transaction_type: "income",
      amount_paise: paise,
      payment_method: method,
      type: "income" as const,
      created_at: "2025-07-15T06:00:00.000Z",
    });
    await getDb()
      .insertInto("transactions")
      .values([entry("legacy-1", null, 7000), entry("legacy-2", "wallet", 3000)])
      .execute();
    const july: ReportQuery = { from: "2025-07-01", to: "2025-07-31", group: "month" };
    const report = await salesReport(july);
    expect(report.methods.map((m) => [m.method, m.receivedPaise])).toEqual([
      ["cash", 7000],
      ["upi", 0],
      ["card", 0],
      ["bank", 0],
      ["cheque", 0],
      ["other", 3000],
    ]);
    expect(report.receivedPaise).toBe((await ledgerTotals(july)).receivedPaise);
    expect(report.receivedPaise).toBe(10000);
  });

  it("ranks customers by billed, with their received in the range and balance now", async () => {
    const report = await salesReport(APRIL);
    expect(
      report.customers.map((c) => [c.name, c.billedPaise, c.receivedPaise, c.balancePaise]),
    ).toEqual([
      ["Meena Stores", 150000, 30000, 46000],
      ["Ravi Prints", 110000, 75000, 60000],
      ["முருகன் டீ ஸ்டால்", 30000, 15000, 15000],
    ]);
    expect(report.customers[0]?.phone).toBe("+919876543210");
    // Over March to May the letterheads' cancellation takes Meena's ₹1,500 off again.
    const spring = await salesReport(SPRING);
    expect(spring.customers.map((c) => [c.name, c.billedPaise, c.receivedPaise])).toEqual([
      ["Ravi Prints", 110000, 50000],
      ["Meena Stores", 96000, 50000],
      ["முருகன் டீ ஸ்டால்", 30000, 15000],
    ]);
  });

  it("groups bill lines by description, trimmed and ignoring case; cancelled bills left out", async () => {
    const report = await salesReport(APRIL);
    expect(
      report.items.map((i) => [
        i.description.toLowerCase(),
        i.quantityMilli,
        i.unit,
        i.amountPaise,
        i.billCount,
      ]),
    ).toEqual(
      [
        ["visiting cards", 250000, "pcs", 110000],
        ["banner", 15000, null, 50000],
      ].map(([d, q, u, a]) => [d, q, u, a, 2]),
    );
  });
});

async function exportCsv(search: string, cookie = staff.cookie) {
  let text = "";
  const result = await callRoute(
    async (args: Parameters<typeof csvLoader>[0]) => {
      const response = await csvLoader(args);
      text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
        await response.clone().arrayBuffer(),
      );
      return response;
    },
    getRequest(`/billing/sales-report/export${search}`, { cookie }),
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

describe("the CSV", () => {
  it("has the periods and their total, the methods, the top customers and the items", async () => {
    const { result, text, records } = await exportCsv("?from=2025-03-01&to=2025-05-31&group=month");
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Disposition")).toBe(
      'attachment; filename="sales_report_2025-03-01_2025-05-31.csv"',
    );
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = records;
    expect(header).toEqual([
      "Section",
      "Period / Name",
      "Billed (INR)",
      "Received (INR)",
      "Balance now (INR)",
      "Quantity",
      "Unit",
      "Amount (INR)",
    ]);
    const section = (name: string) => rows.filter((r) => r[0] === name);
    expect(section("Month").map((r) => r.slice(1, 4))).toEqual([
      ["2025-03", "960", "200"],
      ["2025-04", "3100", "1300"],
      ["2025-05", "-1500", "-250"],
    ]);
    expect(section("Total").map((r) => r.slice(1, 4))).toEqual([
      ["2025-03-01 to 2025-05-31", "2560", "1250"],
    ]);
    expect(section("Received by method").map((r) => [r[1], r[3]])).toEqual([
      ["Cash", "300"],
      ["UPI", "500"],
      ["Card", "300"],
      ["Bank transfer", "100"],
      ["Cheque", "50"],
    ]);
    expect(section("Top customer").map((r) => r.slice(1, 5))).toEqual([
      ["Ravi Prints", "1100", "500", "600"],
      ["Meena Stores", "960", "500", "460"],
      ["முருகன் டீ ஸ்டால்", "300", "150", "150"],
    ]);
    expect(section("Top item").map((r) => [r[1]?.toLowerCase(), r[5], r[6], r[7]])).toEqual([
      ["visiting cards", "350", "pcs", "1600"],
      ["banner", "15", "mixed units", "500"],
      ["tea gold pack", "2", "pcs", "460"],
    ]);
  });

  it("writes day rows for day grouping, and guards text a spreadsheet would run", async () => {
    await at("2025-06-10T06:00:00.000Z", () =>
      bill('=HYPERLINK("http://x")', "9000000002", [["+Stickers", "3", "pcs", "10"]]),
    );
    const { records, text } = await exportCsv("?from=2025-06-09&to=2025-06-10&group=day");
    expect(records.filter((r) => r[0] === "Day").map((r) => r.slice(1, 4))).toEqual([
      ["2025-06-09", "0", "0"],
      ["2025-06-10", "30", "0"],
    ]);
    expect(text).toContain(`'=HYPERLINK(""http://x"")`);
    expect(text).toContain("'+Stickers");
  });

  it("answers a bad range with 400, and refuses visitors and customers", async () => {
    expect((await exportCsv("?from=2025-05-01&to=2025-04-01")).result.status).toBe(400);
    for (const [query, message] of [
      ["?from=2026-02-30", SALES_REPORT_MESSAGES.fromInvalid],
      ["?from=0000-01-01", SALES_REPORT_MESSAGES.fromInvalid],
      ["?from=0999-12-31", SALES_REPORT_MESSAGES.dayEarly],
      ["?to=2100-01-01", SALES_REPORT_MESSAGES.dayLate],
    ] as const) {
      const bad = await exportCsv(query);
      expect(bad.result, query).toMatchObject({ status: 400, data: { message } });
    }
    const visitor = await exportCsv("?from=2025-04-01&to=2025-04-30", "");
    expect(visitor.result.status).toBe(302);
    expect(visitor.result.location).toMatch(/^\/auth\?redirectTo=/);
    const customer = await signedIn("customer");
    const refused = await exportCsv("?from=2025-04-01&to=2025-04-30", customer.cookie);
    expect(refused.result).toMatchObject({ status: 302, location: "/" });
  });
});

describe("the page", () => {
  const get = (search: string, cookie = staff.cookie) =>
    callRoute(loader, getRequest(`/billing/sales-report${search}`, { cookie }));

  it("is for billing staff only", async () => {
    const visitor = await get("", "");
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/auth\?redirectTo=/);
    const customer = await signedIn("customer");
    expect(await get("", customer.cookie)).toMatchObject({ status: 302, location: "/" });
  });

  it("shows the range and grouping asked for; this month so far by day without them", async () => {
    const r = await get("?from=2025-04-01&to=2025-04-30&group=month");
    expect(r.status).toBe(200);
    const { report } = r.data as { report: SalesReport };
    expect(report).toMatchObject({ ...APRIL, billedPaise: 310000, receivedPaise: 130000 });
    const byDay = await get("?from=2025-04-01&to=2025-04-30&group=day");
    expect((byDay.data as { report: SalesReport }).report.periods).toHaveLength(30);
    const plain = await get("");
    expect((plain.data as { report: SalesReport }).report).toMatchObject({
      ...presetRange("this-month"),
      group: "day",
    });
    // Without `group`, a range over two months is shown by month.
    const year = await get("?from=2024-04-01&to=2025-03-31");
    expect((year.data as { report: SalesReport }).report.periods).toHaveLength(12);
  });

  it("answers a bad range with 400 and the reason", async () => {
    for (const [search, message] of [
      ["?from=2025-02-30&to=2025-03-31", /From date: choose a real day/],
      ["?from=2025-04-01&to=tomorrow", /To date: choose a real day/],
      ["?from=2025-05-01&to=2025-04-01", /on or before the To date/],
      ["?from=2025-04-01&to=2025-04-30&group=week", /Group by day or by month/],
      ["?from=2024-01-01&to=2025-04-30&group=day", /at most 400 days/],
      ["?from=2000-01-01&to=2025-04-30&group=month", /at most 3660 days/],
      ["?from=2025-04-01%27%20or%201=1--&to=2025-04-30", /From date: choose a real day/],
    ] as const) {
      const r = await get(search);
      expect(r.status, search).toBe(400);
      expect((r.data as unknown as { message: string }).message, search).toMatch(message);
    }
  });
});

type Order = { id: string; total: number };

describe("LimraKart orders (decision 072)", () => {
  // August 2025, away from the bills above: orders placed, paid, cancelled and returned at set
  // instants through the real checkout and the store admin's form.
  const AUGUST: ReportQuery = { from: "2025-08-01", to: "2025-08-31", group: "day" };
  const orders = {} as Record<"paid" | "cancelled" | "returned" | "open", Order>;
  let admin: Awaited<ReturnType<typeof signedIn>>;

  const move = (id: string, body: Record<string, string>) =>
    callRoute(
      storeAdminAction,
      postRequest("/limrakart/admin", { orderId: id, ...body }, { cookie: admin.cookie }),
    );

  async function shopOrder(iso: string, phone: string, packs: number) {
    return at(iso, async () => {
      const row = await createOrder({
        userId: (await createTestUser()).id,
        productId: "seed-product-tea-talks-gold-pack",
        quantity: packs,
        delivery: {
          name: "Online Tea Buyer",
          phone,
          address: "1 Car Street",
          pinCode: "627006",
          paymentMethod: "cod",
        },
      });
      return { id: row.id, total: Number(row.total_amount_paise) };
    });
  }

  async function status(iso: string, id: string, ...moves: string[]) {
    for (const to of moves) {
      const shipment: Record<string, string> = to === "shipped" ? { courier: "Hand delivery" } : {};
      const r = await at(iso, () =>
        move(id, { intent: "order-status", to, reason: "Asked", ...shipment }),
      );
      expect(r.status, to).toBe(302);
    }
  }

  beforeAll(async () => {
    admin = await signedIn("admin");
    // Meena (her bills' phone) orders 2 packs on 10 Aug; delivered and paid in cash on 12 Aug.
    orders.paid = await shopOrder("2025-08-10T06:00:00.000Z", "9876543210", 2);
    await status("2025-08-12T06:00:00.000Z", orders.paid.id, "pending", "processing");
    await status("2025-08-12T06:00:00.000Z", orders.paid.id, "shipped", "delivered");
    const paid = await at("2025-08-12T06:00:00.000Z", () =>
      move(orders.paid.id, { intent: "payment-status", to: "paid", method: "cash" }),
    );
    expect(paid.status).toBe(302);
    // 11 Aug: 1 pack, cancelled on 13 Aug.
    orders.cancelled = await shopOrder("2025-08-11T06:00:00.000Z", "9000000005", 1);
    await status("2025-08-13T06:00:00.000Z", orders.cancelled.id, "cancelled");
    // 14 Aug: 3 packs, delivered on 15 Aug, returned on 20 Aug.
    orders.returned = await shopOrder("2025-08-14T06:00:00.000Z", "9000000006", 3);
    await status("2025-08-15T06:00:00.000Z", orders.returned.id, "pending", "processing");
    await status("2025-08-15T06:00:00.000Z", orders.returned.id, "shipped", "delivered");
    await status("2025-08-20T06:00:00.000Z", orders.returned.id, "returned");
    // 25 Aug: Meena orders 1 pack more, confirmed, not paid yet: she owes it.
    orders.open = await shopOrder("2025-08-25T06:00:00.000Z", "9876543210", 1);
    await status("2025-08-25T06:00:00.000Z", orders.open.id, "pending");
  });

  it("bills an order on the day placed and takes it off on the day cancelled or returned", async () => {
    const report = await salesReport(AUGUST);
    const day = (d: string) => report.periods.find((p) => p.period === `2025-08-${d}`);
    const { paid, cancelled, returned, open } = orders;
    expect([10, 11, 12, 13, 14, 20, 25].map((d) => day(String(d))?.billedPaise)).toEqual([
      paid.total,
      cancelled.total,
      0,
      -cancelled.total,
      returned.total,
      -returned.total,
      open.total,
    ]);
    expect(day("12")?.receivedPaise).toBe(paid.total);
    expect(totalsOf(report)).toEqual([paid.total + open.total, paid.total]);
    // Billed − Received is what is still owed: the open order.
    expect(report.billedPaise - report.receivedPaise).toBe(open.total);
    // Income & Expenses says the same, and its 12-month chart too.
    const ledger = await ledgerTotals(AUGUST);
    expect([ledger.salesPaise, ledger.receivedPaise]).toEqual(totalsOf(report));
    const month = await salesReport({ ...AUGUST, group: "month" });
    expect(periodsOf(month)).toEqual([["2025-08", paid.total + open.total, paid.total]]);
    const { monthlySeries } = await import("~/billing/ledger/ledger.server");
    const series = await monthlySeries(new Date("2025-09-15T06:00:00.000Z"));
    expect(series.find((m) => m.month === "2025-08")?.salesPaise).toBe(paid.total + open.total);
  });

  it("lists the tea packs sold among the items, cancelled and returned orders left out", async () => {
    const report = await salesReport(AUGUST);
    expect(
      report.items.map((i) => [i.description, i.quantityMilli, i.unit, i.amountPaise, i.billCount]),
    ).toEqual([["Tea Talks Gold Pack", 3000, "packs", 69000, 2]]);
  });

  it("adds a customer's orders to the top customers, and the unpaid one to the balance now", async () => {
    const report = await salesReport(AUGUST);
    const { paid, open } = orders;
    expect(
      report.customers.map((c) => [c.name, c.billedPaise, c.receivedPaise, c.balancePaise]),
    ).toEqual([["Meena Stores", paid.total + open.total, paid.total, 46000 + open.total]]);
  });
});
