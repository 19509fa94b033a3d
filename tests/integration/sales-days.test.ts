import fc from "fast-check";
import { sql } from "kysely";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  billSchema,
  cancelBill,
  createBill,
  deleteBill,
  updateBill,
} from "~/billing/bills/bills.server";
import { addLedgerRecord, ledgerTotals, monthlySeries } from "~/billing/ledger/ledger.server";
import { openingCashOf } from "~/billing/cash-book/index.server";
import { ledgerRecordSchema } from "~/billing/ledger/schema";
import { paymentSchema, recordPayment, voidPayment } from "~/billing/payments/index.server";
import { freshenSalesDays } from "~/domain/sales-days.server";
import { salesReport } from "~/billing/sales-report/sales-report.server";
import { indiaDateKey, startOfIndiaDay } from "~/lib/dates";
import { getDb } from "~/platform/db/db.server";
import { addToCart } from "~/shop/cart/cart.server";
import { placeOrder } from "~/shop/checkout/checkout.server";
import { action as storeAdminAction } from "~/shop/store-admin/routes/store-admin";
import { createTestUser, signedIn } from "../factories";
import { callRoute, postRequest } from "./route-harness";

/**
 * The sales report's pre-summed days (decision 083) against the records: random sequences of
 * bills (lines, discounts, advances), edits, payments, voids, cancellations with and without
 * refund, deletions, income and expense records (refunds naming a bill), and LimraKart orders
 * placed, paid, cancelled and returned — all through the app's own functions and the store
 * admin's form, at instants over four India days, many right at India's midnight — and after
 * each sequence every day's summary (billed, received, per method; per customer; per item)
 * equals the sums worked out here, in JavaScript, from the records themselves with the rules of
 * decisions 024, 060 and 072, and the sales report, Income & Expenses' totals and months and a
 * day's opening cash show the same (decision 108).
 */

let staff: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let shoppers: Awaited<ReturnType<typeof createTestUser>>[];

afterEach(() => {
  vi.useRealTimers();
});

async function at<T>(ms: number, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(ms));
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

const DAYS = ["2024-02-10", "2024-02-11", "2024-02-12", "2024-02-13"];
/** Offsets into an India day: its first instant, a second in, midday, its last second. */
const OFFSETS = [0, 1000, 6 * 3600_000, 86_400_000 - 1000];
const PHONES = ["", "9876500001", "9876500002", "9876500003"];
const ITEMS = ["Visiting cards", " visiting CARDS ", "Banner", "Tea Gold Pack"];
const METHODS = ["cash", "upi", "card", "bank", "cheque"] as const;

type Op =
  | {
      kind: "bill";
      phone: number;
      lines: [number, number, number][];
      discount: number;
      advance: number;
    }
  | { kind: "edit"; bill: number; lines: [number, number, number][] }
  | { kind: "pay"; bill: number; rupees: number; method: number }
  | { kind: "void"; payment: number }
  | { kind: "cancel"; bill: number; refund: boolean }
  | { kind: "delete"; bill: number }
  | {
      kind: "ledger";
      type: "income" | "expense";
      rupees: number;
      refundOf: number | null;
      method: number;
    }
  | { kind: "order"; phone: number }
  | { kind: "orderMove"; order: number; to: "cancel" | "return" | "pay" };

const lines = fc.array(
  fc.tuple(
    fc.nat(ITEMS.length - 1),
    fc.integer({ min: 1, max: 4 }),
    fc.integer({ min: 1, max: 300 }),
  ),
  { minLength: 1, maxLength: 3 },
);
const pick = fc.nat(50);
const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
const op: fc.Arbitrary<Op> = fc.oneof(
  weighted(
    3,
    fc.record({
      kind: fc.constant("bill" as const),
      phone: fc.nat(PHONES.length - 1),
      lines,
      discount: fc.constantFrom(0, 0, 5, 20),
      advance: fc.constantFrom(0, 0, 10, 50),
    }),
  ),
  weighted(1, fc.record({ kind: fc.constant("edit" as const), bill: pick, lines })),
  weighted(
    3,
    fc.record({
      kind: fc.constant("pay" as const),
      bill: pick,
      rupees: fc.integer({ min: 1, max: 400 }),
      method: fc.nat(METHODS.length - 1),
    }),
  ),
  weighted(2, fc.record({ kind: fc.constant("void" as const), payment: pick })),
  weighted(
    1,
    fc.record({ kind: fc.constant("cancel" as const), bill: pick, refund: fc.boolean() }),
  ),
  weighted(1, fc.record({ kind: fc.constant("delete" as const), bill: pick })),
  weighted(
    2,
    fc.record({
      kind: fc.constant("ledger" as const),
      type: fc.constantFrom("income" as const, "expense" as const),
      rupees: fc.integer({ min: 1, max: 100 }),
      refundOf: fc.option(pick, { nil: null }),
      method: fc.nat(METHODS.length - 1),
    }),
  ),
  weighted(
    2,
    fc.record({ kind: fc.constant("order" as const), phone: fc.integer({ min: 1, max: 3 }) }),
  ),
  weighted(
    2,
    fc.record({
      kind: fc.constant("orderMove" as const),
      order: pick,
      to: fc.constantFrom("cancel" as const, "return" as const, "pay" as const),
    }),
  ),
);
const step = fc.tuple(op, fc.nat(DAYS.length - 1), fc.nat(OFFSETS.length - 1));

function billFields(phone: string, chosen: [number, number, number][], extra = {}) {
  const fields: Record<string, string> = {
    customerName: "Customer",
    customerPhone: phone,
    ...extra,
  };
  chosen.forEach(([item, quantity, rate], i) => {
    Object.assign(fields, {
      [`lines.${i}.description`]: ITEMS[item]!,
      [`lines.${i}.quantity`]: String(quantity),
      [`lines.${i}.unit`]: "pcs",
      [`lines.${i}.rate`]: String(rate),
    });
  });
  return fields;
}

const nth = <T>(list: T[], i: number): T | undefined =>
  list.length ? list[i % list.length] : undefined;

type State = { bills: string[]; payments: string[]; orders: string[] };
/** The records made so far: later sequences pay, void, cancel and return earlier ones too. */
const state: State = { bills: [], payments: [], orders: [] };

const moveOrder = (id: string, body: Record<string, string>) =>
  callRoute(
    storeAdminAction,
    postRequest("/limrakart/admin", { orderId: id, ...body }, { cookie: admin.cookie }),
  );

async function placeShopOrder(phone: number): Promise<string | null> {
  const shopper = shoppers[phone - 1]!;
  await addToCart(shopper.id, "seed-product-tea-talks-gold-pack", 1);
  const placed = await placeOrder(
    shopper.id,
    {
      name: "Online Buyer",
      phone: PHONES[phone]!,
      email: shopper.email,
      address: "1 Car Street",
      pinCode: "627006",
      paymentMethod: "cod",
    } as Parameters<typeof placeOrder>[1],
    crypto.randomUUID(),
  );
  if (placed.kind !== "placed") return null;
  const row = await getDb()
    .selectFrom("orders")
    .select("id")
    .where("order_number", "=", placed.orderNumber)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One step through the app's functions; a step the app refuses (overpaid, closed) is skipped. */
async function apply(s: State, o: Op): Promise<void> {
  const by = staff.user.id;
  switch (o.kind) {
    case "bill": {
      const extra: Record<string, string> = {};
      if (o.discount)
        Object.assign(extra, { discount: String(o.discount), discountKind: "percent" });
      if (o.advance)
        Object.assign(extra, {
          advance: String(o.advance),
          paymentMethod: "upi",
          paymentReference: "UTR1",
        });
      const parsed = billSchema.safeParse(billFields(PHONES[o.phone]!, o.lines, extra));
      if (!parsed.success) return;
      const made = await createBill(parsed.data, by);
      if (made.ok) s.bills.push(made.id);
      return;
    }
    case "edit": {
      const id = nth(s.bills, o.bill);
      const parsed = billSchema.safeParse(billFields(PHONES[1]!, o.lines));
      if (id && parsed.success) await updateBill(id, parsed.data, by);
      return;
    }
    case "pay": {
      const id = nth(s.bills, o.bill);
      if (!id) return;
      const input = paymentSchema.parse({
        amount: String(o.rupees),
        method: METHODS[o.method],
        reference: "REF1",
      });
      const paid = await recordPayment(id, input, by);
      if (paid.ok) s.payments.push(paid.id);
      return;
    }
    case "void": {
      const id = nth(s.payments, o.payment);
      if (id) await voidPayment(id, "Bounced", by);
      return;
    }
    case "cancel": {
      const id = nth(s.bills, o.bill);
      if (id)
        await cancelBill(id, { reason: "Dropped", refund: o.refund, refundMethod: "cash" }, by);
      return;
    }
    case "delete": {
      const id = nth(s.bills, o.bill);
      if (id && (await deleteBill(id, by)).ok) s.bills.splice(s.bills.indexOf(id), 1);
      return;
    }
    case "ledger": {
      const bill = o.refundOf === null ? undefined : nth(s.bills, o.refundOf);
      const number = bill
        ? (
            await getDb()
              .selectFrom("complaints")
              .select("complaint_number")
              .where("id", "=", bill)
              .executeTakeFirstOrThrow()
          ).complaint_number
        : "";
      const refund = o.type === "expense" && bill;
      const input = ledgerRecordSchema.safeParse({
        type: o.type,
        category: refund ? "Refund" : o.type === "income" ? "Tea Sales" : "Rent",
        description: refund ? "Money back" : "Counter",
        amount: String(o.rupees),
        billNumber: refund ? number : "",
        method: METHODS[o.method],
      });
      if (input.success) await addLedgerRecord(input.data, by);
      return;
    }
    case "order": {
      const id = await placeShopOrder(o.phone);
      if (id) s.orders.push(id);
      return;
    }
    case "orderMove": {
      const id = nth(s.orders, o.order);
      if (!id) return;
      if (o.to === "pay") {
        await moveOrder(id, { intent: "payment-status", to: "paid", method: "cash" });
        return;
      }
      const moves =
        o.to === "cancel"
          ? ["cancelled"]
          : ["pending", "processing", "shipped", "delivered", "returned"];
      for (const to of moves) {
        const shipment: Record<string, string> =
          to === "shipped" ? { courier: "Hand delivery" } : {};
        const r = await moveOrder(id, { intent: "order-status", to, reason: "Asked", ...shipment });
        if (r.status !== 302) return;
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The sums from the records, worked out here.

const ms = (v: unknown) => (v instanceof Date ? v.getTime() : Date.parse(String(v)));
const dayOf = (v: unknown) => indiaDateKey(new Date(ms(v)));
const n = (v: unknown) => Number(v ?? 0);

type DaySums = { billed: number; received: number } & Record<
  (typeof METHODS)[number] | "other",
  number
>;

function add<K>(map: Map<K, Record<string, number>>, key: K, field: string, value: number) {
  const row = map.get(key) ?? {};
  row[field] = (row[field] ?? 0) + value;
  map.set(key, row);
}

async function rawSums() {
  const db = getDb();
  const bills = await db.selectFrom("complaints").selectAll().execute();
  const entries = await db.selectFrom("transactions").selectAll().execute();
  const lineRows = await db.selectFrom("bill_lines").selectAll().execute();
  const orders = await db.selectFrom("orders").selectAll().execute();
  const returns = await db
    .selectFrom("order_events")
    .select(["order_id", "created_at"])
    .where("kind", "=", "status")
    .where("to_value", "=", "returned")
    .execute();
  const items = await db
    .selectFrom("order_items as i")
    .leftJoin("products as p", "p.id", "i.product_id")
    .select(["i.order_id", "i.product_name", "i.quantity", "i.total_price_paise", "p.weight"])
    .execute();
  const days = new Map<string, Record<string, number>>();
  const customers = new Map<string, Record<string, number>>();
  const sold = new Map<string, { docs: Set<string>; units: string[]; q: number; a: number }>();
  const billById = new Map(bills.map((b) => [b.id, b]));
  const orderById = new Map(orders.map((o) => [o.id, o]));

  for (const b of bills) {
    const total = n(b.estimated_cost_paise);
    add(days, dayOf(b.created_at), "billed", total);
    if (b.cancelled_at) add(days, dayOf(b.cancelled_at), "billed", -total);
    if (b.customer_id) add(customers, `${dayOf(b.created_at)}|${b.customer_id}`, "billed", total);
  }
  for (const o of orders) {
    const sale = (when: unknown, sign: number) => {
      add(days, dayOf(when), "billed", sign * n(o.total_amount_paise));
      if (o.customer_id) {
        add(customers, `${dayOf(when)}|${o.customer_id}`, "billed", sign * n(o.total_amount_paise));
      }
    };
    sale(o.created_at, 1);
    if (o.order_status === "cancelled" && o.cancelled_at) sale(o.cancelled_at, -1);
    if (o.order_status === "returned") {
      for (const e of returns.filter((r) => r.order_id === o.id)) sale(e.created_at, -1);
    }
  }
  for (const t of entries) {
    const amount = n(t.amount_paise);
    const isVoid = t.transaction_type === "payment_void";
    if (t.type === "income") {
      const m = t.payment_method ?? "cash";
      const method = (METHODS as readonly string[]).includes(m) ? m : "other";
      add(days, dayOf(t.created_at), "received", isVoid ? -amount : amount);
      add(days, dayOf(t.created_at), method, isVoid ? -amount : amount);
    }
    // The ledger's side of the day (decision 108): money out, its cash part, entries per side.
    add(days, dayOf(t.created_at), t.type === "income" ? "incomes" : "expenses", 1);
    if (t.type === "expense") {
      add(days, dayOf(t.created_at), "paidOut", amount);
      const cash = t.payment_method === null || t.payment_method === "cash";
      add(days, dayOf(t.created_at), "cashOut", cash ? amount : 0);
    }
    const bill = t.complaint_id ? billById.get(t.complaint_id) : undefined;
    if (bill?.customer_id) {
      const key = `${dayOf(t.created_at)}|${bill.customer_id}`;
      const payment = ["advance_payment", "payment_received"].includes(t.transaction_type);
      if (payment) add(customers, key, "received", amount);
      if (isVoid) add(customers, key, "received", -amount);
      const refund = t.transaction_type === "refund" && t.type === "expense";
      if (bill.cancelled_at) {
        const cancelled = ms(bill.cancelled_at);
        if ((isVoid && ms(t.created_at) >= cancelled) || (refund && ms(t.created_at) > cancelled)) {
          add(customers, key, "billed", -amount);
        }
      }
    }
    const order = t.order_id ? orderById.get(t.order_id) : undefined;
    if (order?.customer_id && t.type === "income") {
      const key = `${dayOf(t.created_at)}|${order.customer_id}`;
      if (t.transaction_type === "order_payment") add(customers, key, "received", amount);
      if (isVoid) add(customers, key, "received", -amount);
    }
  }
  // A cancellation: − (total − what the shop kept up to it), on its day (decision 060).
  for (const b of bills.filter((x) => x.customer_id && x.cancelled_at)) {
    const cancelled = ms(b.cancelled_at);
    let kept = 0;
    for (const k of entries.filter((t) => t.complaint_id === b.id)) {
      const amount = n(k.amount_paise);
      if (["advance_payment", "payment_received"].includes(k.transaction_type)) kept += amount;
      else if (k.transaction_type === "payment_void" && ms(k.created_at) < cancelled)
        kept -= amount;
      else if (
        k.transaction_type === "refund" &&
        k.type === "expense" &&
        ms(k.created_at) <= cancelled
      )
        kept -= amount;
    }
    add(
      customers,
      `${dayOf(b.cancelled_at)}|${b.customer_id}`,
      "billed",
      kept - n(b.estimated_cost_paise),
    );
  }
  const sell = (
    day: string,
    doc: string,
    description: string,
    unit: string,
    q: number,
    a: number,
  ) => {
    const key = `${day}|${description.trim().toLowerCase()}`;
    const row = sold.get(key) ?? { docs: new Set<string>(), units: [], q: 0, a: 0 };
    row.docs.add(doc);
    row.units.push(unit);
    row.q += q;
    row.a += a;
    sold.set(key, row);
  };
  for (const l of lineRows) {
    const bill = billById.get(l.bill_id);
    if (bill && !bill.cancelled_at) {
      sell(
        dayOf(bill.created_at),
        bill.id,
        l.description,
        l.unit,
        n(l.quantity_milli),
        n(l.amount_paise),
      );
    }
  }
  for (const i of items) {
    const order = orderById.get(i.order_id)!;
    if (["cancelled", "returned"].includes(order.order_status)) continue;
    const unit = i.weight ? "packs" : "pcs";
    sell(
      dayOf(order.created_at),
      order.id,
      i.product_name,
      unit,
      n(i.quantity) * 1000,
      n(i.total_price_paise),
    );
  }
  return { days, customers, sold };
}

const nonZero = (row: Record<string, number>) => Object.values(row).some((v) => v !== 0);

async function summaries() {
  const db = getDb();
  const days = await db.selectFrom("sales_days").selectAll().execute();
  const customers = await db.selectFrom("sales_day_customers").selectAll().execute();
  const items = await db.selectFrom("sales_day_items").selectAll().execute();
  return { days, customers, items };
}

async function expectSummariesEqualRecords() {
  await freshenSalesDays("2000-01-01", "2100-12-31");
  const raw = await rawSums();
  const kept = await summaries();
  const dayRow = (r: Record<string, number> = {}) => ({
    billed: r.billed ?? 0,
    received: r.received ?? 0,
    ...Object.fromEntries(
      ["cash", "upi", "card", "bank", "cheque", "other"].map((m) => [m, r[m] ?? 0]),
    ),
    ...Object.fromEntries(["paidOut", "cashOut", "incomes", "expenses"].map((k) => [k, r[k] ?? 0])),
  });
  const expectedDays = Object.fromEntries(
    [...raw.days].map(([d, r]) => [d, dayRow(r)]).filter(([, r]) => nonZero(r as DaySums)),
  );
  const keptDays = Object.fromEntries(
    kept.days
      .map((d) => [
        d.day,
        {
          billed: n(d.billed_paise),
          received: n(d.received_paise),
          cash: n(d.cash_paise),
          upi: n(d.upi_paise),
          card: n(d.card_paise),
          bank: n(d.bank_paise),
          cheque: n(d.cheque_paise),
          other: n(d.other_paise),
          paidOut: n(d.paid_out_paise),
          cashOut: n(d.cash_out_paise),
          incomes: n(d.income_count),
          expenses: n(d.expense_count),
        },
      ])
      .filter(([, r]) => nonZero(r as DaySums)),
  );
  expect(keptDays).toEqual(expectedDays);
  const expectedCustomers = Object.fromEntries(
    [...raw.customers]
      .map(([k, r]) => [k, { billed: r.billed ?? 0, received: r.received ?? 0 }])
      .filter(([, r]) => nonZero(r as Record<string, number>)),
  );
  const keptCustomers = Object.fromEntries(
    kept.customers.map((c) => [
      `${c.day}|${c.customer_id}`,
      { billed: n(c.billed_paise), received: n(c.received_paise) },
    ]),
  );
  expect(keptCustomers).toEqual(expectedCustomers);
  const expectedItems = Object.fromEntries(
    [...raw.sold].map(([k, r]) => [
      k,
      { q: r.q, a: r.a, bills: r.docs.size, units: [...new Set(r.units)].sort().join(",") },
    ]),
  );
  const keptItems = Object.fromEntries(
    kept.items.map((i) => [
      `${i.day}|${i.item_key}`,
      {
        q: n(i.quantity_milli),
        a: n(i.amount_paise),
        bills: n(i.bill_count),
        units: [...new Set([i.unit_min, i.unit_max])].sort().join(","),
      },
    ]),
  );
  expect(keptItems).toEqual(expectedItems);

  // Income & Expenses' totals and twelve months, and a day's opening cash, read the same days
  // (decision 108): over two of the days, all time, February, and before the third day.
  const sumOver = (first: string, last: string) => {
    const t = { billed: 0, received: 0, paidOut: 0, incomes: 0, expenses: 0, cash: 0, cashOut: 0 };
    for (const [d, r] of raw.days) {
      if (d < first || d > last) continue;
      for (const k of Object.keys(t) as (keyof typeof t)[]) t[k] += r[k] ?? 0;
    }
    return t;
  };
  const totalsOver = (first: string, last: string) => {
    const t = sumOver(first, last);
    return {
      salesPaise: t.billed,
      receivedPaise: t.received,
      expensePaise: t.paidOut,
      netPaise: t.received - t.paidOut,
      incomeCount: t.incomes,
      expenseCount: t.expenses,
    };
  };
  expect(await ledgerTotals({ from: "2024-02-11", to: "2024-02-12" })).toEqual(
    totalsOver("2024-02-11", "2024-02-12"),
  );
  expect(await ledgerTotals()).toEqual(totalsOver("0000-01-01", "9999-12-31"));
  const february = (await monthlySeries(new Date("2024-02-20T06:00:00Z"))).at(-1)!;
  const feb = totalsOver("2024-02-01", "2024-02-29");
  expect(february).toMatchObject({
    month: "2024-02",
    salesPaise: feb.salesPaise,
    receivedPaise: feb.receivedPaise,
    expensePaise: feb.expensePaise,
  });
  const before = sumOver("0000-01-01", "2024-02-11");
  expect(await openingCashOf("2024-02-12")).toEqual({
    openingCash: before.cash - before.cashOut,
    openingSource: { kind: "ledger" },
  });

  // The report over the four days (and the days either side) says the same.
  const report = await salesReport({ from: "2024-02-09", to: "2024-02-14", group: "day" });
  for (const p of report.periods) {
    const r = dayRow(raw.days.get(p.period));
    expect([p.period, p.billedPaise, p.receivedPaise]).toEqual([p.period, r.billed, r.received]);
  }
  const inRange = (key: string) =>
    key.slice(0, 10) >= "2024-02-09" && key.slice(0, 10) <= "2024-02-14";
  const perCustomer = new Map<string, { billed: number; received: number }>();
  for (const [k, r] of raw.customers) {
    if (!inRange(k)) continue;
    const id = k.slice(11);
    const sum = perCustomer.get(id) ?? { billed: 0, received: 0 };
    sum.billed += r.billed ?? 0;
    sum.received += r.received ?? 0;
    perCustomer.set(id, sum);
  }
  const top = [...perCustomer]
    .filter(([, s]) => s.billed > 0)
    .map(([id, s]) => [id, s.billed, s.received])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  expect(
    report.customers
      .map((c) => [c.id, c.billedPaise, c.receivedPaise])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  ).toEqual(top);
  const perItem = new Map<string, { q: number; a: number; bills: number }>();
  for (const [k, r] of raw.sold) {
    if (!inRange(k)) continue;
    const item = k.slice(11);
    const sum = perItem.get(item) ?? { q: 0, a: 0, bills: 0 };
    sum.q += r.q;
    sum.a += r.a;
    sum.bills += r.docs.size;
    perItem.set(item, sum);
  }
  expect(
    report.items
      .map((i) => [i.description.toLowerCase(), i.quantityMilli, i.amountPaise, i.billCount])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  ).toEqual(
    [...perItem]
      .map(([k, s]) => [k, s.q, s.a, s.bills])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  );
}

beforeAll(async () => {
  staff = await signedIn("staff", "Sales Days Staff");
  admin = await signedIn("admin", "Sales Days Admin");
  shoppers = [await createTestUser(), await createTestUser(), await createTestUser()];
});

describe("the pre-summed sales days (decisions 083, 108)", () => {
  it("equal the records' sums after random sequences of money writes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const timed = steps
          .map(([o, d, t]) => ({ o, when: startOfIndiaDay(DAYS[d]!).getTime() + OFFSETS[t]! }))
          .sort((a, b) => a.when - b.when);
        for (const { o, when } of timed) await at(when, () => apply(state, o));
        await expectSummariesEqualRecords();
      }),
      { numRuns: Number(process.env.SALES_DAYS_RUNS ?? 40), seed: 8_3036 },
    );
    // The sequences did reach every kind of record the summaries read.
    const count = async (where: string) =>
      Number(
        (await sql<{ n: unknown }>`select count(*) as n from ${sql.raw(where)}`.execute(getDb()))
          .rows[0]?.n,
      );
    const kinds = {
      cancelledBills: await count("complaints where cancelled_at is not null"),
      voids: await count("transactions where transaction_type = 'payment_void'"),
      refunds: await count("transactions where transaction_type = 'refund'"),
      expenses: await count("transactions where type = 'expense' and transaction_type <> 'refund'"),
      orderPayments: await count("transactions where transaction_type = 'order_payment'"),
      cancelledOrders: await count("orders where order_status = 'cancelled'"),
      returnedOrders: await count("orders where order_status = 'returned'"),
      discounted: await count("complaints where discount_paise > 0"),
    };
    expect(Object.entries(kinds).filter(([, v]) => v === 0)).toEqual([]);
  }, 300_000);
});
