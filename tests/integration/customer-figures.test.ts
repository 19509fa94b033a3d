import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  action as billFormAction,
  loader as billFormLoader,
} from "~/billing/bills/routes/bill-form";
import {
  action as oldPendingAction,
  loader as oldPendingLoader,
} from "~/billing/bills/routes/old-pending";
import { loader as customerLoader } from "~/billing/customers/routes/customer";
import { loader as customersLoader } from "~/billing/customers/routes/customers";
import { action as ledgerAction } from "~/billing/ledger/routes/income-expenses";
import { action as payAction } from "~/billing/payments/routes/pay";
import { action as voidAction } from "~/billing/payments/routes/void";
import { loader as salesReportLoader } from "~/billing/sales-report/routes/sales-report";
import { loader as statementLoader } from "~/billing/statements/routes/statement";
import { indiaDateKey, startOfIndiaDay } from "~/lib/dates";
import { signedIn } from "../factories";
import { seededRandom } from "../helpers/seeded-random";
import { callRoute, getRequest, postRequest } from "./route-harness";

/**
 * Every customer figure follows one rule (decision 060), whichever screen shows it: random
 * sequences of what staff do — new bills (some with an advance), payments, voids, cancellations
 * with and without a refund, edits of a bill's total, income and expense records (a refund
 * naming a bill; an income record of category Refund, which is refused) — are made through the
 * routes' actions with a staff session, over several India days (only Date is faked), on SQLite
 * and PostgreSQL. After each sequence the statement (all time: closing = balance, its entries
 * split into billed, received and refunded), the customer page, the customers list's row, Old
 * Pending (each bill owing, as the statement's entries for that bill add up) and the sales
 * report's top customers (the sequence's own days) must agree with one another and with the
 * owner's arithmetic kept here: billed = bills not cancelled + what the shop kept of cancelled
 * ones, received = payments not voided, refunded = money given back, balance = billed −
 * received + refunded. Each day's statement, read when the day was over, must read the same at
 * the end (unless a bill of that day or before was edited since: an edit re-states its bill).
 */

const SEED = 60_060;
const SEQUENCES = 40;
const WINDOW_DAYS = 22;
const DAY_MS = 24 * 3600_000;

type Rng = ReturnType<typeof seededRandom>;

const rupees = (paise: number) =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;

// --- The owner's arithmetic -------------------------------------------------------------------

type ModelPayment = { id: string; amount: number; voided: boolean };
type ModelBill = {
  id: string;
  number: string;
  customer: ModelCustomer;
  total: number;
  day: string;
  cancelled: boolean;
  refunded: number;
  payments: ModelPayment[];
};
type ModelCustomer = { name: string; phone: string; id: string | null; bills: ModelBill[] };

const paidOn = (b: ModelBill) =>
  b.payments.filter((p) => !p.voided).reduce((sum, p) => sum + p.amount, 0);

function expectedFigures(c: ModelCustomer) {
  let billed = 0;
  let received = 0;
  let refunded = 0;
  for (const b of c.bills) {
    const paid = paidOn(b);
    billed += b.cancelled ? paid - b.refunded : b.total;
    received += paid;
    refunded += b.refunded;
  }
  return { billed, received, refunded, balance: billed - received + refunded };
}

// --- Through the routes -----------------------------------------------------------------------

let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = await signedIn("staff", "Figures Counter");
});
afterEach(() => {
  vi.useRealTimers();
});

const post = <F extends (args: never) => unknown>(
  fn: F,
  path: string,
  body: Record<string, string>,
  params: Record<string, string> = {},
) => callRoute(fn, postRequest(path, body, { cookie: staff.cookie }), params);

const get = <F extends (args: never) => unknown>(
  fn: F,
  path: string,
  params: Record<string, string> = {},
) => callRoute(fn, getRequest(path, { cookie: staff.cookie }), params);

/** The state of one sequence: its customers and bills, its clock and what each day read. */
type Run = {
  label: string;
  rng: Rng;
  firstDay: string;
  now: number;
  customers: ModelCustomer[];
  bills: ModelBill[];
  /** Each day's statement per customer, read when the day was over. */
  days: { customer: ModelCustomer; day: string; statement: unknown }[];
  log: string[];
};

const today = (run: Run) => indiaDateKey(new Date(run.now));

async function newBill(run: Run) {
  const customer = run.rng.pick(run.customers);
  const total = run.rng.int(100, 500_000);
  const advance = run.rng.chance(0.4) ? run.rng.int(1, total + 5_000) : 0;
  const r = await post(billFormAction, "/billing/new-complaint", {
    intent: "save",
    customerName: customer.name,
    customerPhone: customer.phone,
    particulars: "Visiting cards",
    amount: rupees(total),
    ...(advance ? { advance: rupees(advance), paymentMethod: "cash" } : {}),
  });
  expect(r.status, `${run.label}: new bill`).toBe(302);
  const id = new URL(r.location!, "http://x").searchParams.get("id")!;
  const form = await get(billFormLoader, `/billing/new-complaint?id=${id}`);
  const data = form.data as { bill: { number: string; customerId: string } };
  const bill: ModelBill = {
    id,
    number: data.bill.number,
    customer,
    total,
    day: today(run),
    cancelled: false,
    refunded: 0,
    payments: [],
  };
  customer.id = data.bill.customerId;
  if (advance) bill.payments.push({ id: await lastPaymentId(id), amount: advance, voided: false });
  customer.bills.push(bill);
  run.bills.push(bill);
  run.log.push(`bill ${bill.number} ${customer.name} ${total} advance ${advance}`);
}

/** The newest payment of a bill, as its payments panel (the bill form's) lists it. */
async function lastPaymentId(billId: string): Promise<string> {
  const form = await get(billFormLoader, `/billing/new-complaint?id=${billId}`);
  const { payments } = (form.data as { payments: { payments: { id: string }[] } }).payments;
  return payments.at(-1)!.id;
}

async function pay(run: Run, bill: ModelBill) {
  const amount = run.rng.int(1, Math.max(1, bill.total - paidOn(bill) + bill.refunded + 2_000));
  const method = run.rng.pick(["cash", "upi"]);
  const r = await post(
    payAction,
    `/billing/bills/${bill.id}/pay`,
    { amount: rupees(amount), method, reference: "UTR0060", date: today(run) },
    { id: bill.id },
  );
  run.log.push(`pay ${bill.number} ${amount} → ${r.status}`);
  if (bill.cancelled) return expect(r.status, `${run.label}: pay a cancelled bill`).toBe(409);
  expect(r.status, `${run.label}: pay`).toBe(302);
  bill.payments.push({ id: await lastPaymentId(bill.id), amount, voided: false });
}

async function voidOne(run: Run, bill: ModelBill) {
  const live = bill.payments.filter((p) => !p.voided);
  if (live.length === 0) return;
  const payment = run.rng.pick(live);
  const r = await post(
    voidAction,
    `/billing/payments/${payment.id}/void`,
    { reason: "Entered by mistake", redirectTo: "/billing/old-pending" },
    { id: payment.id },
  );
  run.log.push(`void ${bill.number} ${payment.amount} → ${r.status}`);
  if (bill.cancelled && bill.refunded > 0)
    return expect(r.status, `${run.label}: void after a refund`).toBe(409);
  expect(r.status, `${run.label}: void`).toBe(302);
  payment.voided = true;
}

async function cancel(run: Run, bill: ModelBill) {
  const refund = run.rng.chance(0.5);
  const r = await post(oldPendingAction, "/billing/old-pending", {
    intent: "cancel",
    id: bill.id,
    reason: "Customer called it off",
    refundMethod: "cash",
    ...(refund ? { refund: "on" } : {}),
  });
  run.log.push(`cancel ${bill.number} refund ${refund} → ${r.status}`);
  if (bill.cancelled) return expect(r.status, `${run.label}: cancel twice`).toBe(409);
  expect(r.status, `${run.label}: cancel`).toBe(302);
  bill.cancelled = true;
  if (refund) bill.refunded += Math.max(0, paidOn(bill) - bill.refunded);
}

async function edit(run: Run, bill: ModelBill) {
  const total = run.rng.int(100, 500_000);
  const r = await post(billFormAction, "/billing/new-complaint", {
    intent: "save",
    id: bill.id,
    customerName: bill.customer.name,
    customerPhone: bill.customer.phone,
    particulars: "Visiting cards, reprinted",
    amount: rupees(total),
  });
  run.log.push(`edit ${bill.number} ${bill.total} → ${total}: ${r.status}`);
  if (bill.cancelled) return expect(r.status, `${run.label}: edit a cancelled bill`).toBe(409);
  expect(r.status, `${run.label}: edit`).toBe(302);
  bill.total = total;
  // An edit re-states the bill at its date (decision 027): the days read since then change.
  run.days = run.days.filter((d) => d.customer !== bill.customer || d.day < bill.day);
}

function record(type: string, category: string, amount: number, billNumber: string) {
  return post(ledgerAction, "/billing/income-expenses", {
    intent: "add",
    type,
    category,
    description: `${category} for ${billNumber}`,
    amount: rupees(amount),
    billNumber,
  });
}

async function refund(run: Run, bill: ModelBill) {
  const left = Math.max(0, paidOn(bill) - bill.refunded);
  const amount =
    run.rng.chance(0.8) && left > 0 ? run.rng.int(1, left) : left + run.rng.int(1, 500);
  const r = await record("expense", run.rng.pick(["Refund", "refund"]), amount, bill.number);
  run.log.push(`refund ${bill.number} ${amount} (left ${left}) → ${r.status}`);
  if (amount > left) return expect(r.status, `${run.label}: refund above what was paid`).toBe(400);
  expect(r.status, `${run.label}: refund`).toBe(302);
  bill.refunded += amount;
}

/** Records that are not the customer's money: an income naming the bill, an expense for it. */
async function otherRecord(run: Run, bill: ModelBill) {
  const kind = run.rng.pick(["income", "expense", "income-refund"] as const);
  const amount = run.rng.int(100, 50_000);
  const r =
    kind === "income-refund"
      ? await record("income", "Refund", amount, bill.number)
      : await record(kind, kind === "income" ? "Printing" : "Materials", amount, bill.number);
  run.log.push(`${kind} ${bill.number} ${amount} → ${r.status}`);
  expect(r.status, `${run.label}: ${kind}`).toBe(kind === "income-refund" ? 400 : 302);
}

/** The day is over: each customer's statement of it, then the clock moves to the next morning. */
async function nextDay(run: Run) {
  const day = today(run);
  for (const customer of run.customers.filter((c) => c.id)) {
    run.days.push({ customer, day, statement: await statementOf(customer, day, day) });
  }
  run.now = startOfIndiaDay(day).getTime() + DAY_MS + 10 * 3600_000;
  vi.setSystemTime(run.now);
  run.log.push(`next day ${today(run)}`);
}

async function step(run: Run) {
  const { rng } = run;
  const bills = run.bills;
  const choice = bills.length === 0 ? "bill" : rng.pick(STEPS);
  run.now += 7 * 60_000;
  vi.setSystemTime(run.now);
  if (choice === "bill") return newBill(run);
  if (choice === "day") return nextDay(run);
  // Refunds and voids mostly on bills with money on them (the rest tries to give back too much).
  const withMoney = bills.filter((b) => paidOn(b) - b.refunded > 0);
  const money = (choice === "refund" || choice === "void") && withMoney.length && rng.chance(0.85);
  const bill = rng.pick(money ? withMoney : bills);
  if (choice === "pay") return pay(run, bill);
  if (choice === "void") return voidOne(run, bill);
  if (choice === "cancel") return cancel(run, bill);
  if (choice === "edit") return edit(run, bill);
  if (choice === "refund") return refund(run, bill);
  return otherRecord(run, bill);
}

const STEPS = [
  ...Array<"bill">(3).fill("bill"),
  ...Array<"pay">(3).fill("pay"),
  ...Array<"void">(2).fill("void"),
  ...Array<"refund">(2).fill("refund"),
  ...Array<"day">(2).fill("day"),
  "cancel",
  "edit",
  "other",
] as const;

// --- What the screens say ---------------------------------------------------------------------

type Entry = {
  kind: string;
  billNumber: string;
  debitPaise: number;
  creditPaise: number;
};
type StatementData = {
  openingPaise: number;
  closingPaise: number;
  entries: Entry[];
};

async function statementOf(c: ModelCustomer, from: string, to: string) {
  const r = await get(
    statementLoader,
    `/billing/customers/${c.id}/statement?from=${from}&to=${to}`,
    { id: c.id! },
  );
  expect(r.status).toBe(200);
  const { statement } = r.data as { statement: StatementData };
  return {
    openingPaise: statement.openingPaise,
    closingPaise: statement.closingPaise,
    entries: statement.entries.map((e) => ({
      kind: e.kind,
      billNumber: e.billNumber,
      debitPaise: e.debitPaise,
      creditPaise: e.creditPaise,
    })),
  };
}

/** The statement's entries split into the figures: billed, received and refunded. */
function statementFigures(entries: Entry[]) {
  const net = (kinds: string[]) =>
    entries
      .filter((e) => kinds.includes(e.kind))
      .reduce((sum, e) => sum + e.debitPaise - e.creditPaise, 0);
  return {
    billed: net(["bill", "cancel", "write_off"]),
    received: 0 - net(["advance", "payment", "void"]) || 0,
    refunded: net(["refund"]),
  };
}

async function screens(run: Run, c: ModelCustomer) {
  const day = today(run);
  const [statement, page, list, pending, report] = await Promise.all([
    statementOf(c, run.firstDay, day),
    get(customerLoader, `/billing/customers/${c.id}`, { id: c.id! }),
    get(customersLoader, `/billing/customers?q=${c.phone}`),
    get(oldPendingLoader, `/billing/old-pending?q=${encodeURIComponent(c.name)}`),
    get(salesReportLoader, `/billing/sales-report?from=${run.firstDay}&to=${day}`),
  ]);
  type Figures = {
    billCount: number;
    billedPaise: number;
    receivedPaise: number;
    refundedPaise: number;
    balancePaise: number;
  };
  const pageData = page.data as { customer: Figures; ageing: { balancePaise: number } };
  const rows = (list.data as { customers: (Figures & { id: string })[] }).customers;
  const pendingData = pending.data as {
    bills: { number: string; balancePaise: number }[];
    summary: { totalPaise: number };
  };
  const top = (
    report.data as {
      report: {
        customers: {
          id: string;
          billedPaise: number;
          receivedPaise: number;
          balancePaise: number;
        }[];
      };
    }
  ).report.customers;
  return {
    statement,
    page: pageData,
    row: rows.find((r) => r.id === c.id),
    pending: pendingData,
    top: top.find((t) => t.id === c.id),
  };
}

async function compare(run: Run) {
  for (const c of run.customers.filter((x) => x.id)) {
    const why = `${run.label}, ${c.name}:\n  ${run.log.join("\n  ")}`;
    const want = expectedFigures(c);
    const s = await screens(run, c);
    const fromStatement = statementFigures(s.statement.entries);
    // The statement over all time: closes on the balance, its entries are the figures.
    expect(s.statement.openingPaise, why).toBe(0);
    expect({ ...fromStatement, balance: s.statement.closingPaise }, why).toEqual(want);
    // The customer page and the customers list.
    const figures = (f: {
      billedPaise: number;
      receivedPaise: number;
      refundedPaise: number;
      balancePaise: number;
    }) => ({
      billed: f.billedPaise,
      received: f.receivedPaise,
      refunded: f.refundedPaise,
      balance: f.balancePaise,
    });
    expect(figures(s.page.customer), why).toEqual(want);
    expect(s.page.ageing.balancePaise, why).toBe(want.balance);
    expect(s.row, why).toBeDefined();
    expect(figures(s.row!), why).toEqual(want);
    expect(s.row!.billCount, why).toBe(c.bills.filter((b) => !b.cancelled).length);
    // Old Pending: every bill whose entries on the statement add up to more than 0, with that.
    const owing = new Map<string, number>();
    for (const e of s.statement.entries) {
      owing.set(e.billNumber, (owing.get(e.billNumber) ?? 0) + e.debitPaise - e.creditPaise);
    }
    const due = [...owing].filter(([, v]) => v > 0).sort(([a], [b]) => a.localeCompare(b));
    const listed = s.pending.bills
      .map((b) => [b.number, b.balancePaise] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    expect(listed, why).toEqual(due);
    expect(s.pending.summary.totalPaise, why).toBe(due.reduce((sum, [, v]) => sum + v, 0));
    // The sales report over the sequence's days: the customer's billed, received and balance.
    if (want.billed > 0) {
      expect(s.top, why).toBeDefined();
      expect(
        {
          billed: s.top!.billedPaise,
          received: s.top!.receivedPaise,
          balance: s.top!.balancePaise,
        },
        why,
      ).toEqual({ billed: want.billed, received: want.received, balance: want.balance });
    } else {
      expect(s.top, why).toBeUndefined();
    }
  }
  // Each day's statement reads as it did when the day was over.
  for (const d of run.days) {
    const why = `${run.label}, ${d.customer.name}, the statement of ${d.day}:\n  ${run.log.join("\n  ")}`;
    expect(await statementOf(d.customer, d.day, d.day), why).toEqual(d.statement);
  }
}

describe("every customer figure follows one rule on every screen", () => {
  it(
    `after ${SEQUENCES} random sequences of bills, payments, voids, cancellations, edits and records`,
    { timeout: 240_000 },
    async () => {
      const rng = seededRandom(SEED);
      const realToday = startOfIndiaDay(indiaDateKey(new Date())).getTime();
      const start = realToday - (SEQUENCES * WINDOW_DAYS + 5) * DAY_MS;
      vi.useFakeTimers({ toFake: ["Date"] });
      for (let i = 0; i < SEQUENCES; i++) {
        const now = start + i * WINDOW_DAYS * DAY_MS + 10 * 3600_000;
        vi.setSystemTime(now);
        const customers = Array.from({ length: rng.int(2, 3) }, (_, k) => ({
          name: `Figures ${i}-${k} end`,
          phone: `9${String(60_000_000 + i * 10 + k).padStart(9, "0")}`,
          id: null,
          bills: [],
        }));
        const run: Run = {
          label: `seed ${SEED}, sequence ${i}`,
          rng,
          firstDay: indiaDateKey(new Date(now)),
          now,
          customers,
          bills: [],
          days: [],
          log: [],
        };
        const steps = rng.int(10, 20);
        for (let n = 0; n < steps; n++) await step(run);
        await compare(run);
      }
    },
  );
});
