/* eslint-disable @typescript-eslint/no-explicit-any -- the database before 0008 has another shape */
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "~/platform/db/migrate.server";
import { migrationDatabase } from "../helpers/migration-db";

/**
 * Migration 0008 (money) on a database holding bills of the old shape: advance and received
 * typed on the bill and booked as transactions, an imported bill that booked nothing, a bill
 * marked Paid with money still owed, and the bills' "Bill: …" income rows. Each becomes a
 * one-line bill with payments (receipts in date order), linked cash-book entries (none twice),
 * a balance and a payment status. On SQLite and PostgreSQL, in a database of its own.
 */

const { db } = migrationDatabase("mig", "0007_godown_imports");

const ms = (v: unknown) => (v instanceof Date ? v.getTime() : Date.parse(String(v)));

/** An old bill row (before 0008). */
function oldBill(
  id: string,
  number: string,
  over: Partial<{
    actual: number;
    discount: number;
    estimated: number;
    advance: number;
    received: number;
    status: string;
    created: string;
    updated: string;
    description: string;
  }>,
) {
  const created = over.created ?? "2026-01-01T05:00:00.000Z";
  return {
    id,
    complaint_number: number,
    customer_name: `Customer ${number}`,
    customer_phone: null,
    customer_address: null,
    service_type: "Service",
    complaint_description: over.description ?? `Work for ${number}`,
    actual_cost_paise: over.actual ?? over.estimated ?? 0,
    discount_paise: over.discount ?? 0,
    estimated_cost_paise: over.estimated ?? 0,
    advance_paise: over.advance ?? 0,
    received_paise: over.received ?? 0,
    status: over.status ?? "pending",
    completion_date: null,
    created_by: null,
    created_at: created,
    updated_at: over.updated ?? created,
  };
}

function oldEntry(
  id: string,
  billId: string,
  number: string,
  type: string,
  amount: number,
  at: string,
) {
  return {
    id,
    transaction_type: type,
    amount_paise: amount,
    reference_number: number,
    description: `${type} for ${number}`,
    payment_method: "cash",
    category: "Service",
    type: "income",
    complaint_id: billId,
    created_by: null,
    created_at: at,
  };
}

describe("migration 0008 on old bills", () => {
  it("turns advance and received into payments with receipts in date order, links the entries already booked, and settles every bill", async () => {
    // A: advance and received typed on the bill, each booked as a transaction.
    // B: imported (advance but no transactions). C: marked Paid with ₹400 still owed.
    // D: nothing paid.
    await db
      .insertInto("complaints")
      .values([
        oldBill("a", "BILL0001", {
          estimated: 100000,
          advance: 30000,
          received: 20000,
          created: "2026-01-10T05:00:00.000Z",
          description: "Visiting cards",
        }),
        oldBill("b", "IMP-7", {
          estimated: 20000,
          advance: 5000,
          created: "2026-01-05T00:00:00.000Z",
        }),
        oldBill("c", "BILL0002", {
          actual: 55000,
          discount: 5000,
          estimated: 50000,
          advance: 10000,
          status: "paid",
          created: "2026-01-14T05:00:00.000Z",
          updated: "2026-01-20T05:00:00.000Z",
        }),
        oldBill("d", "BILL0003", { estimated: 7000, created: "2026-01-21T05:00:00.000Z" }),
      ])
      .execute();
    await db
      .insertInto("transactions")
      .values([
        oldEntry("ta", "a", "BILL0001", "advance_payment", 30000, "2026-01-10T05:00:00.000Z"),
        oldEntry("tr", "a", "BILL0001", "payment_received", 20000, "2026-01-12T05:00:00.000Z"),
        oldEntry("tc", "c", "BILL0002", "advance_payment", 10000, "2026-01-15T05:00:00.000Z"),
      ])
      .execute();
    const ie = (
      id: string,
      type: string,
      category: string,
      description: string,
      amount: number,
      bill: string | null,
    ) => ({
      id,
      type,
      category,
      description,
      amount_paise: amount,
      complaint_id: bill,
      created_by: null,
      created_at: "2026-01-10T05:00:00.000Z",
    });
    await db
      .insertInto("income_expenses")
      .values([
        ie("ia", "income", "Service", "Bill: BILL0001 - Visiting cards", 100000, "a"),
        ie("ic", "income", "Service", "Bill: BILL0002 - Work", 50000, "c"),
        ie("im", "income", "Other", "Scrap paper sold", 1500, null),
        ie("ex", "expense", "Rent", "January rent", 800000, null),
      ])
      .execute();

    await migrateToLatest(db);

    // One line each: quantity 1, rate = the old amount.
    const lines = await db.selectFrom("bill_lines").selectAll().orderBy("bill_id").execute();
    expect(
      lines.map((l: any) => [
        l.bill_id,
        l.position,
        l.description,
        Number(l.quantity_milli),
        l.unit,
        Number(l.rate_paise),
        Number(l.amount_paise),
      ]),
    ).toEqual([
      ["a", 1, "Visiting cards", 1000, "pcs", 100000, 100000],
      ["b", 1, "Work for IMP-7", 1000, "pcs", 20000, 20000],
      ["c", 1, "Work for BILL0002", 1000, "pcs", 55000, 55000],
      ["d", 1, "Work for BILL0003", 1000, "pcs", 7000, 7000],
    ]);

    // Payments, numbered in the order the money came in.
    const payments = await db
      .selectFrom("payments")
      .selectAll()
      .orderBy("receipt_number")
      .execute();
    expect(
      payments.map((p: any) => [
        p.receipt_number,
        p.bill_id,
        p.bill_number,
        p.kind,
        Number(p.amount_paise),
        p.method,
        p.voided_at,
      ]),
    ).toEqual([
      ["RCPT0001", "b", "IMP-7", "advance", 5000, "cash", null],
      ["RCPT0002", "a", "BILL0001", "advance", 30000, "cash", null],
      ["RCPT0003", "a", "BILL0001", "payment", 20000, "cash", null],
      ["RCPT0004", "c", "BILL0002", "advance", 10000, "cash", null],
      ["RCPT0005", "c", "BILL0002", "payment", 40000, "cash", null],
    ]);
    expect(payments.map((p: any) => ms(p.paid_at))).toEqual(
      [
        "2026-01-05T00:00:00.000Z",
        "2026-01-10T05:00:00.000Z",
        "2026-01-12T05:00:00.000Z",
        "2026-01-15T05:00:00.000Z",
        "2026-01-20T05:00:00.000Z",
      ].map(ms),
    );
    expect(payments[4]!.note).toMatch(/marked Paid/);
    const counter = await db
      .selectFrom("counters")
      .select("value")
      .where("name", "=", "receipt")
      .executeTakeFirstOrThrow();
    expect(Number(counter.value)).toBe(payments.length);

    // The cash book: the entries already booked are linked, the others made; none twice.
    const entries = await db.selectFrom("transactions").selectAll().orderBy("created_at").execute();
    const byPayment = new Map(payments.map((p: any) => [p.id, p]));
    expect(entries).toHaveLength(5);
    expect(new Set(entries.map((e: any) => e.payment_id)).size).toBe(5);
    for (const e of entries as any[]) {
      const p: any = byPayment.get(e.payment_id);
      expect(p, e.id).toBeDefined();
      expect([e.complaint_id, Number(e.amount_paise), e.type, ms(e.created_at)]).toEqual([
        p.bill_id,
        Number(p.amount_paise),
        "income",
        ms(p.paid_at),
      ]);
      expect(e.transaction_type).toBe(
        p.kind === "advance" ? "advance_payment" : "payment_received",
      );
    }
    const linked = Object.fromEntries(
      entries
        .filter((e: any) => ["ta", "tr", "tc"].includes(e.id))
        .map((e: any) => [e.id, byPayment.get(e.payment_id)]),
    ) as Record<string, any>;
    expect([
      linked.ta?.receipt_number,
      linked.tr?.receipt_number,
      linked.tc?.receipt_number,
    ]).toEqual(["RCPT0002", "RCPT0003", "RCPT0004"]);

    // Balances, payment status, and Paid → completed.
    const bills = await db
      .selectFrom("complaints")
      .select([
        "id",
        "advance_paise",
        "received_paise",
        "balance_paise",
        "payment_status",
        "status",
        "completion_date",
        "round_off_paise",
        "discount_percent_bp",
      ])
      .orderBy("id")
      .execute();
    expect(
      bills.map((b: any) => [
        b.id,
        Number(b.advance_paise),
        Number(b.received_paise),
        Number(b.balance_paise),
        b.payment_status,
        b.status,
      ]),
    ).toEqual([
      ["a", 30000, 20000, 50000, "part_paid", "pending"],
      ["b", 5000, 0, 15000, "part_paid", "pending"],
      ["c", 10000, 40000, 0, "paid", "completed"],
      ["d", 0, 0, 7000, "unpaid", "pending"],
    ]);
    expect(bills[2]!.completion_date).not.toBeNull();
    expect(
      bills.every((b: any) => Number(b.round_off_paise) === 0 && b.discount_percent_bp === null),
    ).toBe(true);

    // The bills' own income rows are gone; the manual records stay.
    const records = await db.selectFrom("income_expenses").select("id").orderBy("id").execute();
    expect(records.map((r: any) => r.id)).toEqual(["ex", "im"]);
  });
});
