/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { columnTypes } from "./support";

/**
 * Money the owner can trust (decisions 023–026): a bill has line items; advance and received
 * become payment records with receipts (RCPT0001…) that are voided, never deleted; the bill keeps
 * its paid amounts, balance and payment status (unpaid, part-paid, paid, cancelled) up to date
 * with every payment, so lists and Old Pending read them from an index; a bill is cancelled with
 * a reason (its number kept) instead of losing the money it took. Transactions become the one
 * cash book: each payment, void and refund is a dated entry linked to its payment.
 *
 * Existing data: every bill becomes a one-line bill (its particulars, quantity 1, its amount);
 * its advance and received amounts become payments dated when they were booked (the bill's
 * advance / payment transaction, else the bill's date), receipts numbered in that order, and the
 * transactions already booked are linked to them (a bill that booked none — an imported one —
 * gets its entries now, on the payments' dates). A bill marked Paid with a balance left is taken
 * at its word: the balance becomes a payment dated at the bill's last change, and its work status
 * becomes Completed. The bills' own "Bill: …" income rows go: sales are read from the bills.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createTables(db);
  await addBillColumns(db);
  await db.insertInto("counters").values({ name: "receipt", value: 0 }).execute();
  await migrateBills(db);
  await db.schema.dropIndex("complaints_status_amounts_idx").execute();
  // Old Pending: the bills with a balance (unpaid or part-paid), newest first, and the sum of
  // their balances, from the index alone.
  await db.schema
    .createIndex("complaints_payment_created_idx")
    .on("complaints")
    .columns(["payment_status", "created_at", "id", "customer_name", "complaint_number"])
    .execute();
  await db.schema
    .createIndex("complaints_payment_balance_idx")
    .on("complaints")
    .columns(["payment_status", "balance_paise", "customer_name", "complaint_number"])
    .execute();
  // Sales over a period subtract the bills cancelled in it.
  await db.schema
    .createIndex("complaints_cancelled_idx")
    .on("complaints")
    .columns(["cancelled_at", "estimated_cost_paise"])
    .execute();
}

/**
 * Back to 0007's shape. The bills keep their figures (advance and received are the payments'
 * sums), but the lines, the payments' details and receipts, and cancellations are lost.
 */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("complaints_cancelled_idx").execute();
  await db.schema.dropIndex("complaints_payment_balance_idx").execute();
  await db.schema.dropIndex("complaints_payment_created_idx").execute();
  await db.schema
    .createIndex("complaints_status_amounts_idx")
    .on("complaints")
    .columns([
      "status",
      "actual_cost_paise",
      "estimated_cost_paise",
      "customer_name",
      "complaint_number",
    ])
    .execute();
  await db.schema.dropIndex("transactions_payment_idx").execute();
  await db.schema.alterTable("transactions").dropColumn("payment_id").execute();
  for (const column of [
    "cancel_reason",
    "cancelled_by",
    "cancelled_at",
    "payment_status",
    "balance_paise",
    "round_off_paise",
    "discount_percent_bp",
  ]) {
    await db.schema.alterTable("complaints").dropColumn(column).execute();
  }
  await db.schema.dropTable("payments").execute();
  await db.schema.dropTable("bill_lines").execute();
  await db.deleteFrom("counters").where("name", "=", "receipt").execute();
}

async function createTables(db: Kysely<any>) {
  const t = columnTypes(db);
  await db.schema
    .createTable("bill_lines")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("bill_id", "text", (c) =>
      c.notNull().references("complaints.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    /** The quantity in thousandths (1.5 sheets = 1500): decimals without floating point. */
    .addColumn("quantity_milli", "integer", (c) => c.notNull().check(sql`quantity_milli > 0`))
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("rate_paise", "integer", (c) => c.notNull().check(sql`rate_paise >= 0`))
    /** quantity × rate, rounded to the paisa (half up), computed by the server. */
    .addColumn("amount_paise", "integer", (c) => c.notNull().check(sql`amount_paise >= 0`))
    .addColumn("product_id", "text", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("godown_item_id", "text", (c) =>
      c.references("godown_items.id").onDelete("set null"),
    )
    .addUniqueConstraint("bill_lines_position_unique", ["bill_id", "position"])
    .execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    /** Null once a bill whose payments were all voided is deleted: the receipt stays. */
    .addColumn("bill_id", "text", (c) => c.references("complaints.id").onDelete("set null"))
    .addColumn("bill_number", "text", (c) => c.notNull())
    .addColumn("receipt_number", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('advance', 'payment')`))
    .addColumn("amount_paise", "integer", (c) => c.notNull().check(sql`amount_paise > 0`))
    .addColumn("method", "text", (c) =>
      c.notNull().check(sql`method in ('cash', 'upi', 'card', 'bank', 'cheque')`),
    )
    .addColumn("reference", "text")
    .addColumn("note", "text")
    .addColumn("paid_at", t.timestamp, (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("voided_at", t.timestamp)
    .addColumn("voided_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("void_reason", "text")
    .execute();
  await db.schema
    .createIndex("payments_bill_idx")
    .on("payments")
    .columns(["bill_id", "paid_at"])
    .execute();
  await db.schema.createIndex("payments_paid_idx").on("payments").column("paid_at").execute();

  await db.schema
    .alterTable("transactions")
    .addColumn("payment_id", "text", (c) => c.references("payments.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("transactions_payment_idx")
    .on("transactions")
    .column("payment_id")
    .execute();
}

async function addBillColumns(db: Kysely<any>) {
  const t = columnTypes(db);
  const add = (build: (a: ReturnType<Kysely<any>["schema"]["alterTable"]>) => any) =>
    build(db.schema.alterTable("complaints")).execute();
  /** Null for a discount in rupees; else the percentage in hundredths (12.5 % = 1250). */
  await add((a) =>
    a.addColumn("discount_percent_bp", "integer", (c: any) =>
      c.check(sql`discount_percent_bp between 0 and 10000`),
    ),
  );
  /** Added to reach whole rupees (−49 … +50 paise); 0 on bills made before it existed. */
  await add((a) =>
    a.addColumn("round_off_paise", "integer", (c: any) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`round_off_paise between -49 and 50`),
    ),
  );
  /** Final total − the payments not voided (negative = the customer's credit); 0 once cancelled. */
  await add((a) => a.addColumn("balance_paise", "integer", (c: any) => c.notNull().defaultTo(0)));
  await add((a) =>
    a.addColumn("payment_status", "text", (c: any) =>
      c
        .notNull()
        .defaultTo("unpaid")
        .check(sql`payment_status in ('unpaid', 'part_paid', 'paid', 'cancelled')`),
    ),
  );
  await add((a) => a.addColumn("cancelled_at", t.timestamp));
  await add((a) =>
    a.addColumn("cancelled_by", "text", (c: any) => c.references("users.id").onDelete("set null")),
  );
  await add((a) => a.addColumn("cancel_reason", "text"));
}

const BATCH = 500;

type OldBill = {
  id: string;
  complaint_number: string;
  complaint_description: string;
  actual_cost_paise: number;
  estimated_cost_paise: number;
  advance_paise: number;
  received_paise: number;
  status: string;
  created_by: string | null;
  created_at: unknown;
  updated_at: unknown;
};

type Booked = { id: string; created_at: unknown; transaction_type: string };

/** The payments a bill's old figures stand for, oldest first. */
function paymentsOf(bill: OldBill, booked: Booked[]) {
  const when = (type: string) =>
    booked.find((t) => t.transaction_type === type) ?? { id: null, created_at: bill.created_at };
  const out: {
    kind: string;
    amount: number;
    at: unknown;
    tx: string | null;
    note: string | null;
  }[] = [];
  if (bill.advance_paise > 0) {
    const b = when("advance_payment");
    out.push({
      kind: "advance",
      amount: bill.advance_paise,
      at: b.created_at,
      tx: b.id,
      note: null,
    });
  }
  if (bill.received_paise > 0) {
    const b = when("payment_received");
    out.push({
      kind: "payment",
      amount: bill.received_paise,
      at: b.created_at,
      tx: b.id,
      note: null,
    });
  }
  const balance = bill.estimated_cost_paise - bill.advance_paise - bill.received_paise;
  if (bill.status === "paid" && balance > 0) {
    out.push({
      kind: "payment",
      amount: balance,
      at: bill.updated_at,
      tx: null,
      note: "Recorded when payments became records: the bill was marked Paid",
    });
  }
  return out;
}

function receiptNumber(n: number): string {
  return `RCPT${String(n).padStart(4, "0")}`;
}

/** Lines, payments, their cash-book entries and the bills' figures, in batches of bills. */
async function migrateBills(db: Kysely<any>) {
  // The payments get receipt numbers in the order they were taken, so they are made first in
  // memory per batch and numbered after all batches, oldest first.
  const pending: {
    id: string;
    bill: OldBill;
    kind: string;
    amount: number;
    at: unknown;
    tx: string | null;
    note: string | null;
  }[] = [];
  let after = "";
  for (;;) {
    const bills = (await db
      .selectFrom("complaints")
      .selectAll()
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute()) as OldBill[];
    if (bills.length === 0) break;
    after = bills.at(-1)!.id;
    await db
      .insertInto("bill_lines")
      .values(
        bills.map((b) => ({
          id: `${b.id}:1`,
          bill_id: b.id,
          position: 1,
          description: b.complaint_description,
          quantity_milli: 1000,
          unit: "pcs",
          rate_paise: b.actual_cost_paise,
          amount_paise: b.actual_cost_paise,
        })),
      )
      .execute();
    const booked: (Booked & { complaint_id: string })[] = await db
      .selectFrom("transactions")
      .select(["id", "created_at", "transaction_type", "complaint_id"])
      .where(
        "complaint_id",
        "in",
        bills.map((b) => b.id),
      )
      .where("transaction_type", "in", ["advance_payment", "payment_received"])
      .execute();
    for (const bill of bills) {
      const own = booked.filter((t) => t.complaint_id === bill.id);
      for (const p of paymentsOf(bill, own)) {
        pending.push({ id: `${bill.id}:${p.kind}${p.note ? ":paid" : ""}`, bill, ...p });
      }
    }
  }
  const time = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));
  pending.sort((a, b) => time(a.at).localeCompare(time(b.at)) || a.id.localeCompare(b.id));
  for (let i = 0; i < pending.length; i += BATCH) {
    const slice = pending.slice(i, i + BATCH);
    await db
      .insertInto("payments")
      .values(
        slice.map((p, j) => ({
          id: p.id,
          bill_id: p.bill.id,
          bill_number: p.bill.complaint_number,
          receipt_number: receiptNumber(i + j + 1),
          kind: p.kind,
          amount_paise: p.amount,
          method: "cash",
          reference: null,
          note: p.note,
          paid_at: p.at,
          created_by: p.bill.created_by,
          created_at: p.at,
        })),
      )
      .execute();
    for (const p of slice) {
      if (p.tx) {
        await db
          .updateTable("transactions")
          .set({ payment_id: p.id })
          .where("id", "=", p.tx)
          .execute();
        continue;
      }
      const advance = p.kind === "advance";
      await db
        .insertInto("transactions")
        .values({
          id: `${p.id}:in`,
          transaction_type: advance ? "advance_payment" : "payment_received",
          amount_paise: p.amount,
          reference_number: p.bill.complaint_number,
          description: `${advance ? "Advance for" : "Payment received for"} bill ${p.bill.complaint_number}`,
          payment_method: "cash",
          category: "Service",
          type: "income",
          complaint_id: p.bill.id,
          payment_id: p.id,
          created_by: p.bill.created_by,
          created_at: p.at,
        })
        .execute();
    }
  }
  await db
    .updateTable("counters")
    .set({ value: pending.length })
    .where("name", "=", "receipt")
    .execute();
  await settleFigures(db);
  await db
    .deleteFrom("income_expenses")
    .where("complaint_id", "is not", null)
    .where("type", "=", "income")
    .where("category", "=", "Service")
    .where("description", "like", "Bill: %")
    .execute();
}

/** Every bill's paid amounts, balance and payment status from its payments; Paid → Completed. */
async function settleFigures(db: Kysely<any>) {
  const paid = (kind: string) =>
    sql`coalesce((select sum(p.amount_paise) from payments p where p.bill_id = complaints.id and p.kind = ${kind}), 0)`;
  await db
    .updateTable("complaints")
    .set({ advance_paise: paid("advance"), received_paise: paid("payment") })
    .execute();
  await db
    .updateTable("complaints")
    .set({
      balance_paise: sql`estimated_cost_paise - advance_paise - received_paise`,
      payment_status: sql`case when estimated_cost_paise - advance_paise - received_paise <= 0 then 'paid' when advance_paise + received_paise > 0 then 'part_paid' else 'unpaid' end`,
    })
    .execute();
  await db
    .updateTable("complaints")
    .set({
      status: "completed",
      completion_date: sql`coalesce(completion_date, updated_at)`,
    })
    .where("status", "=", "paid")
    .execute();
}
