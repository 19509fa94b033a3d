import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../app/platform/db/schema";
import { mulberry32 } from "./bills";
import { settleAll } from "./bills-seed";
import type { Modules } from "./customers";
import { generateItems } from "./import-export-items";
import { indiaDay } from "./scale-verdict";
import type { Engine } from "./shop";

/**
 * The scale bench's data beyond the customers bench's (scripts/bench/scale.ts): a busy day
 * (BUSY_PAYMENTS payments taken and BUSY_RECORDS income and expense records on one India day),
 * LEDGER_RECORDS income and expense records over YEARS years, GODOWN_ITEMS godown items,
 * NOTIFICATIONS notifications and SHOP_ORDERS LimraKart orders, written straight into the tables.
 */

export const BUSY_PAYMENTS = 1_800;
export const BUSY_RECORDS = 1_000;
export const LEDGER_RECORDS = 9_000;
export const GODOWN_ITEMS = 2_000;
export const NOTIFICATIONS = 5_000;
export const SHOP_ORDERS = 3_000;
const YEARS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

type Db = Kysely<Database>;

async function insertChunks<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: readonly object[],
  size = 500,
) {
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of the table's shape
      .values(rows.slice(i, i + size) as any)
      .execute();
  }
}

const METHODS = ["cash", "cash", "cash", "upi", "upi", "card", "bank"] as const;
const EXPENSES = [
  ["Rent", "Shop rent", "Ramasamy Estates"],
  ["Electricity", "TNEB bill", "TANGEDCO"],
  ["Paper stock", "Art card and maplitho", "Sivakasi Paper Mart"],
  ["Ink", "Ink refill", "Madurai Ink Agencies"],
  ["Salary", "Helper's wages", "Murugan"],
  ["Tea and snacks", "Tea for the counter", null],
  ["Transport", "Auto to the bus stand", null],
] as const;
const INCOMES = [
  ["Xerox", "Xerox copies at the counter", null],
  ["Lamination", "Lamination at the counter", null],
  ["Scrap sale", "Waste paper sold", "Old paper mart"],
  ["Tea sales", "Tea Talks at the counter", null],
] as const;

/**
 * Income and expense records with their cash-book entries (as addLedgerRecord writes them), at
 * the instants `at`.
 */
function ledgerRows(at: number[], staffId: string, random: () => number) {
  const records: object[] = [];
  const entries: object[] = [];
  for (const t of at) {
    const type = random() < 0.6 ? "expense" : "income";
    const [category, description, payee] = (type === "expense" ? EXPENSES : INCOMES)[
      Math.floor(random() * (type === "expense" ? EXPENSES.length : INCOMES.length))
    ]!;
    const amount = (5 + Math.floor(random() * 400)) * 1000;
    const method = METHODS[Math.floor(random() * METHODS.length)]!;
    const createdAt = new Date(t).toISOString();
    const id = randomUUID();
    records.push({
      id,
      type,
      category,
      description,
      amount_paise: amount,
      complaint_id: null,
      payment_method: method,
      payee,
      created_by: staffId,
      created_at: createdAt,
    });
    entries.push({
      id: randomUUID(),
      transaction_type: type,
      amount_paise: amount,
      reference_number: null,
      description,
      payment_method: method,
      payee,
      category,
      type,
      complaint_id: null,
      created_by: staffId,
      created_at: createdAt,
    });
  }
  return { records, entries };
}

/** An instant in the shop's hours (09:00–21:00 IST) of the India day `day`. */
function shopHour(day: string, random: () => number): number {
  return Date.parse(`${day}T09:00:00+05:30`) + Math.floor(random() * 12 * 60 * 60 * 1000);
}

/**
 * BUSY_PAYMENTS payments, in the shop hours of the busy day, on bills owing from before it (the
 * oldest numbers first), receipts numbered on from the app's counter, each with its cash-book
 * entry.
 */
async function busyDayPayments(
  db: Db,
  day: { busyDay: string; dayStart: string },
  staffId: string,
  random: () => number,
) {
  const { busyDay, dayStart } = day;
  const owing = await db
    .selectFrom("complaints")
    .select(["id", "complaint_number", "balance_paise", "customer_id"])
    .where("cancelled_at", "is", null)
    .where("balance_paise", ">=", 2_000)
    .where("created_at", "<", dayStart)
    .orderBy("complaint_number")
    .limit(BUSY_PAYMENTS)
    .execute();
  if (owing.length < BUSY_PAYMENTS) throw new Error(`scale: only ${owing.length} bills owing`);
  const counter = await db
    .selectFrom("counters")
    .select("value")
    .where("name", "=", "receipt")
    .executeTakeFirstOrThrow();
  let receipt = Number(counter.value);
  const times = owing.map(() => shopHour(busyDay, random)).sort((a, b) => a - b);
  const payments = owing.map((bill, i) => {
    const balance = Number(bill.balance_paise);
    const amount = Math.min(balance, Math.max(1_000, Math.floor(balance / 2 / 1_000) * 1_000));
    const method = METHODS[Math.floor(random() * METHODS.length)]!;
    const paidAt = new Date(times[i]!).toISOString();
    return {
      id: randomUUID(),
      bill_id: bill.id,
      bill_number: bill.complaint_number,
      receipt_number: `RCPT${String(++receipt).padStart(4, "0")}`,
      kind: "payment" as const,
      amount_paise: amount,
      method,
      reference: method === "upi" ? String(400_000_000_000 + i) : null,
      note: null,
      paid_at: paidAt,
      created_by: staffId,
      created_at: paidAt,
      voided_at: null,
      voided_by: null,
      void_reason: null,
    };
  });
  const entries = payments.map((p) => ({
    id: randomUUID(),
    transaction_type: "payment_received",
    amount_paise: p.amount_paise,
    reference_number: p.bill_number,
    description: `Payment received for bill ${p.bill_number} (${p.receipt_number}${p.reference ? `, UPI ref ${p.reference}` : ""})`,
    payment_method: p.method,
    category: "Service",
    type: "income" as const,
    complaint_id: p.bill_id,
    payment_id: p.id,
    created_by: staffId,
    created_at: p.paid_at,
  }));
  return { owing, payments, entries, receipt };
}

/** BUSY_RECORDS income and expense records on the busy day and LEDGER_RECORDS over the years. */
function ledgerRecords(busyDay: string, now: number, staffId: string, random: () => number) {
  const busyLedger = ledgerRows(
    Array.from({ length: BUSY_RECORDS }, () => shopHour(busyDay, random)),
    staffId,
    random,
  );
  const spread = ledgerRows(
    Array.from({ length: LEDGER_RECORDS }, (_, i) =>
      shopHour(
        indiaDay(now - YEARS * 365 * DAY_MS + (i * YEARS * 365 * DAY_MS) / LEDGER_RECORDS),
        random,
      ),
    ).map((t) => Math.min(t, now)),
    staffId,
    random,
  );
  return {
    records: [...busyLedger.records, ...spread.records],
    entries: [...busyLedger.entries, ...spread.entries],
  };
}

/**
 * The busy day's payments and the ledger's records, in one transaction; then every bill and
 * customer they touched settled as the app would.
 */
async function writeMoney(
  m: Modules,
  db: Db,
  day: { busyDay: string; dayStart: string },
  staff: { id: string; now: number },
  random: () => number,
) {
  const { owing, payments, entries, receipt } = await busyDayPayments(db, day, staff.id, random);
  const ledger = ledgerRecords(day.busyDay, staff.now, staff.id, random);
  await db.transaction().execute(async (trx) => {
    await insertChunks(trx, "payments", payments);
    await insertChunks(trx, "transactions", entries);
    await insertChunks(trx, "income_expenses", ledger.records);
    await insertChunks(trx, "transactions", ledger.entries);
    await trx
      .updateTable("counters")
      .set({ value: receipt })
      .where("name", "=", "receipt")
      .execute();
  });
  await settleAll(db);
  const customerIds = [...new Set(owing.map((b) => b.customer_id).filter((id) => id !== null))];
  await db
    .transaction()
    .execute((trx) => m.platform.refreshCustomers(trx, customerIds as string[]));
}

/** The godown and the notifications. */
async function writeGodownAndNotifications(db: Db, now: number, staffId: string) {
  await insertChunks(db, "godown_items", generateItems(GODOWN_ITEMS, now, staffId));
  const kinds = ["alert", "update", "stock", "payment", "system"] as const;
  const priorities = ["high", "medium", "low"] as const;
  await insertChunks(
    db,
    "notifications",
    Array.from({ length: NOTIFICATIONS }, (_, i) => ({
      id: randomUUID(),
      title: i % 3 === 0 ? `Low stock: Art card 300 gsm #${i}` : `New order LK${100_000 + i}`,
      message: `Notification ${i + 1} of the bench`,
      type: kinds[i % kinds.length]!,
      priority: priorities[i % priorities.length]!,
      is_read: i < NOTIFICATIONS - 200 ? 1 : 0,
      created_at: new Date(now - (NOTIFICATIONS - i) * 3 * 60 * 60 * 1000).toISOString(),
    })),
  );
}

/** SHOP_ORDERS LimraKart orders of the first product over the years, the last 60 still open. */
async function writeShopOrders(db: Db, now: number, staffId: string) {
  const product = await db
    .selectFrom("products")
    .select(["id", "name", "price_paise", "image_url"])
    .orderBy("id")
    .executeTakeFirst();
  if (product) {
    const statuses = ["delivered", "delivered", "delivered", "shipped", "processing", "pending"];
    const orders: object[] = [];
    const items: object[] = [];
    for (let i = 0; i < SHOP_ORDERS; i++) {
      const at = new Date(
        now - YEARS * 365 * DAY_MS + Math.floor((i * YEARS * 365 * DAY_MS) / SHOP_ORDERS),
      ).toISOString();
      const quantity = 1 + (i % 4);
      const total = quantity * Number(product.price_paise);
      const status = i >= SHOP_ORDERS - 60 ? statuses[i % statuses.length]! : "delivered";
      const id = randomUUID();
      orders.push({
        id,
        user_id: staffId,
        order_number: `LK${String(i + 1).padStart(6, "0")}`,
        customer_name: `Shop customer ${i + 1}`,
        customer_email: `shop${i + 1}@example.com`,
        customer_phone: `+9198${String(10_000_000 + i).padStart(8, "0")}`,
        delivery_address: "12, North Car Street, Tirunelveli",
        pin_code: "627006",
        total_amount_paise: total,
        payment_status: status === "delivered" ? "paid" : "pending",
        order_status: status,
        checkout_token: randomUUID(),
        customer_id: null,
        cancelled_at: null,
        created_at: at,
        updated_at: at,
      });
      items.push({
        id: randomUUID(),
        order_id: id,
        product_id: product.id,
        product_name: product.name,
        image_url: product.image_url,
        quantity,
        unit_price_paise: Number(product.price_paise),
        total_price_paise: total,
      });
    }
    await insertChunks(db, "orders", orders);
    await insertChunks(db, "order_items", items);
  }
}

/**
 * The busy day (BUSY_PAYMENTS payments on bills owing from before it, BUSY_RECORDS income and
 * expense records), LEDGER_RECORDS records over the years, the godown, notifications and shop
 * orders. Payments settle their bills and their customers' figures as the app would.
 */
export async function seedExtras(m: Modules, engine: Engine, staffId: string, now: number) {
  const random = mulberry32(20261129);
  const busyDay = indiaDay(now - 7 * DAY_MS);
  const dayStart = new Date(Date.parse(`${busyDay}T00:00:00+05:30`)).toISOString();
  await m.db.withUntimedDb(async (db) => {
    await writeMoney(m, db, { busyDay, dayStart }, { id: staffId, now }, random);
    // The godown, notifications and shop orders.
    await writeGodownAndNotifications(db, now, staffId);
    await writeShopOrders(db, now, staffId);
    // The seed wrote straight into the tables, so the sales summaries' triggers marked every day
    // stale; sum them once here, as migration 0036 does for existing data (decision 083).
    const { sumAllSalesDays } = await import("../../app/domain/sales-days.server");
    await sumAllSalesDays(db);
    if (engine === "PostgreSQL") await sql`vacuum analyze`.execute(db);
  });
  const { from, before } = {
    from: dayStart,
    before: new Date(Date.parse(dayStart) + DAY_MS).toISOString(),
  };
  const count = await m.db
    .getDb()
    .selectFrom("transactions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("created_at", ">=", from)
    .where("created_at", "<", before)
    .executeTakeFirstOrThrow();
  return { busyDay, busyDayEntries: Number(count.n) };
}
