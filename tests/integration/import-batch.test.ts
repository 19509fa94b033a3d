import { beforeAll, describe, expect, it } from "vitest";
import { billSchema, cancelBill, createBill } from "~/billing/bills/bills.server";
import { action as importAction } from "~/billing/import-export/routes/data-import";
import { paymentSchema, recordPayment, voidPayment } from "~/billing/payments/index.server";
import { refreshCustomers } from "~/domain/customers.server";
import { getDb } from "~/platform/db/db.server";
import { signedIn } from "../factories";
import { callRoute, postRequest } from "./route-harness";

/**
 * The import's batch writer (bill-batch.server.ts, decision 085) gives the records it always
 * gave: a file of several batches with phones new and known (a customer with a cancelled bill and
 * a voided payment already), one phone over several batches, a landline, no phone, bills marked
 * Paid (with and without a total) — every bill, line, payment, cash-book entry and customer
 * figure as the money model wants them.
 */

const HEADER = "Bill No,Date,Customer,Phone,Service Type,Status,Estimated Cost,Actual Cost";

let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = await signedIn("staff");
});

const db = () => getDb();

async function importCsv(csv: string) {
  const form = new FormData();
  form.set("file", new File([csv], "bills.csv", { type: "text/csv" }));
  let outcome = "";
  await callRoute(
    async (args: never) => {
      outcome = await ((await importAction(args)) as Response).text();
      return new Response(null);
    },
    postRequest("/billing/import-export/import", form, { cookie: staff.cookie }),
  );
  return JSON.parse(outcome.trim().split("\n").at(-1)!) as { result: string; count?: number };
}

describe("importing bills: the batch writer", () => {
  it("writes a file of several batches with new and known phones, payments and Paid bills as it always did", async () => {
    // A known customer: one live bill (₹300, ₹100 paid), one cancelled, one payment voided.
    const live = await createBill(
      billSchema.parse({
        customerName: "Valli Stores",
        customerPhone: "9840011111",
        particulars: "Letterheads",
        amount: "300",
      }),
      staff.user.id,
    );
    const gone = await createBill(
      billSchema.parse({
        customerName: "Valli Stores",
        customerPhone: "9840011111",
        particulars: "Cancelled job",
        amount: "500",
      }),
      staff.user.id,
    );
    if (!live.ok || !gone.ok) throw new Error("createBill refused");
    expect(
      (
        await cancelBill(
          gone.id,
          { reason: "Not wanted", refund: false, refundMethod: "cash" },
          staff.user.id,
        )
      ).ok,
    ).toBe(true);
    const kept = await recordPayment(
      live.id,
      paymentSchema.parse({ amount: "100", method: "cash" }),
      staff.user.id,
    );
    const wrong = await recordPayment(
      live.id,
      paymentSchema.parse({ amount: "50", method: "cash" }),
      staff.user.id,
    );
    if (!kept.ok || !wrong.ok) throw new Error("recordPayment refused");
    expect((await voidPayment(wrong.id, "Wrong amount", staff.user.id)).ok).toBe(true);

    // 250 rows (3 batches): row i is BILL7<i>, dated 2025-01-01 + i days.
    const lines = [HEADER];
    const expected: { number: string; phone: string | null; status: string; total: number }[] = [];
    for (let i = 0; i < 250; i++) {
      const number = `BILL7${String(i).padStart(3, "0")}`;
      const day = new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10);
      // Valli (known) every 10th row; Murugan (new, in every batch) every 7th; a landline every
      // 13th; none every 11th; the others a phone of their own, shared by rows 2k and 2k + 1
      // when both have one (a new customer with two bills in one batch).
      const [name, phone] =
        i % 10 === 0
          ? ["Valli Stores", "98400 11111"]
          : i % 7 === 0
            ? [i % 2 ? "Murugan Press" : "Murugan Printers", "+91 97890 22222"]
            : i % 13 === 0
              ? ["Sri Ram Stores", "0452 2345678"]
              : i % 11 === 0
                ? ["Walk-in", ""]
                : [`Customer ${i}`, `9${String(700000000 + i - (i % 2))}`];
      const status = ["Pending", "In Progress", "Completed", "Paid"][i % 4]!;
      const total = i % 20 === 3 ? 0 : 100 + i;
      lines.push(`${number},${day},${name},${phone},,${status},${total},${total}`);
      expected.push({ number, phone: phone || null, status, total: total * 100 });
    }
    expect(await importCsv(`${lines.join("\n")}\n`)).toEqual({
      result: "ok",
      count: 250,
      table: "complaints",
    });

    const bills = await db()
      .selectFrom("complaints")
      .select([
        "id",
        "complaint_number",
        "customer_id",
        "status",
        "payment_status",
        "estimated_cost_paise",
        "received_paise",
        "balance_paise",
        "advance_paise",
        "completion_date",
        "updated_at",
      ])
      .where("complaint_number", "like", "BILL7%")
      .orderBy("complaint_number")
      .execute();
    expect(bills).toHaveLength(250);
    const billLines = await db()
      .selectFrom("bill_lines")
      .select(["bill_id", "position", "quantity_milli", "rate_paise", "amount_paise", "unit"])
      .where(
        "bill_id",
        "in",
        bills.map((b) => b.id),
      )
      .execute();
    const lineOf = new Map(billLines.map((l) => [l.bill_id, l]));
    for (const [i, b] of bills.entries()) {
      const e = expected[i]!;
      const paid = e.status === "Paid";
      expect([b.complaint_number, b.status]).toEqual([
        e.number,
        paid ? "completed" : e.status.toLowerCase().replace(" ", "_"),
      ]);
      expect(Number(b.estimated_cost_paise)).toBe(e.total);
      expect(Number(b.advance_paise)).toBe(0);
      expect(Number(b.received_paise)).toBe(paid ? e.total : 0);
      expect(Number(b.balance_paise)).toBe(paid ? 0 : e.total);
      expect(b.payment_status).toBe(paid || e.total === 0 ? "paid" : "unpaid");
      expect(b.completion_date === null).toBe(!paid);
      expect(b.customer_id === null).toBe(e.phone === null);
      expect(lineOf.get(b.id)).toMatchObject({
        position: 1,
        quantity_milli: 1000,
        unit: "pcs",
      });
      expect(Number(lineOf.get(b.id)!.amount_paise)).toBe(e.total);
    }

    // Customers: one per phone number, the known one kept.
    const customers = await db()
      .selectFrom("customers")
      .select([
        "id",
        "phone",
        "other_phone",
        "name",
        "alt_names",
        "bill_count",
        "billed_paise",
        "received_paise",
        "balance_paise",
      ])
      .execute();
    const byPhone = new Map(customers.map((c) => [c.phone ?? c.other_phone, c]));
    expect(customers).toHaveLength(byPhone.size);
    const valli = byPhone.get("+919840011111")!;
    expect(valli.id).toBe(
      (
        await db()
          .selectFrom("complaints")
          .select("customer_id")
          .where("id", "=", live.id)
          .executeTakeFirstOrThrow()
      ).customer_id,
    );
    const murugan = byPhone.get("+919789022222")!;
    const store = byPhone.get("+914522345678")!;
    const linkedTo = (id: string) =>
      bills.filter((b) => b.customer_id === id).map((b) => b.complaint_number);
    const numbersWhere = (f: (i: number) => boolean) =>
      expected.filter((_, i) => f(i)).map((e) => e.number);
    expect(linkedTo(valli.id)).toEqual(numbersWhere((i) => i % 10 === 0));
    expect(linkedTo(murugan.id)).toEqual(numbersWhere((i) => i % 10 !== 0 && i % 7 === 0));
    expect(linkedTo(store.id)).toEqual(
      numbersWhere((i) => i % 10 !== 0 && i % 7 !== 0 && i % 13 === 0),
    );
    // Made from its first batch under the name of that batch's latest bill, the other name
    // among its other names (later batches find it and add no new name).
    expect([murugan.name, JSON.parse(murugan.alt_names)]).toEqual([
      "Murugan Printers",
      ["Murugan Press"],
    ]);

    // Each customer's figures from their bills: the known one's cancelled bill and voided
    // payment left out.
    const sums = (numbers: string[]) => {
      const rows = expected.filter((e) => numbers.includes(e.number));
      const billed = rows.reduce((s, e) => s + e.total, 0);
      const received = rows.filter((e) => e.status === "Paid").reduce((s, e) => s + e.total, 0);
      return { count: rows.length, billed, received };
    };
    for (const [customer, extra] of [
      [valli, { count: 1, billed: 30_000, received: 10_000 }],
      [murugan, { count: 0, billed: 0, received: 0 }],
      [store, { count: 0, billed: 0, received: 0 }],
    ] as const) {
      const s = sums(linkedTo(customer.id));
      expect([
        Number(customer.bill_count),
        Number(customer.billed_paise),
        Number(customer.received_paise),
        Number(customer.balance_paise),
      ]).toEqual([
        s.count + extra.count,
        s.billed + extra.billed,
        s.received + extra.received,
        s.billed + extra.billed - s.received - extra.received,
      ]);
    }

    // One payment with a receipt and one cash-book entry per Paid bill with a total, on its date.
    const paidBills = bills.filter(
      (_, i) => expected[i]!.status === "Paid" && expected[i]!.total > 0,
    );
    const payments = await db()
      .selectFrom("payments")
      .select(["id", "bill_id", "amount_paise", "receipt_number", "paid_at", "method", "voided_at"])
      .where(
        "bill_id",
        "in",
        bills.map((b) => b.id),
      )
      .execute();
    expect(payments.map((p) => p.bill_id).sort()).toEqual(paidBills.map((b) => b.id).sort());
    expect(new Set(payments.map((p) => p.receipt_number)).size).toBe(payments.length);
    for (const p of payments) {
      const i = bills.findIndex((b) => b.id === p.bill_id);
      expect(Number(p.amount_paise)).toBe(expected[i]!.total);
      expect(p.method).toBe("cash");
      expect(p.voided_at).toBeNull();
    }
    const entries = await db()
      .selectFrom("transactions")
      .select(["payment_id", "amount_paise", "transaction_type", "type"])
      .where(
        "payment_id",
        "in",
        payments.map((p) => p.id),
      )
      .execute();
    expect(entries).toHaveLength(payments.length);
    for (const t of entries) {
      expect([t.transaction_type, t.type]).toEqual(["payment_received", "income"]);
      expect(Number(t.amount_paise)).toBe(
        Number(payments.find((p) => p.id === t.payment_id)!.amount_paise),
      );
    }

    // Every customer's kept figures, those of the customers made with them (one or two bills in
    // one batch: Paid, unpaid, no total) included, are what refreshCustomers works out.
    const figures = () =>
      db()
        .selectFrom("customers")
        .select([
          "id",
          "bill_count",
          "billed_paise",
          "received_paise",
          "refunded_paise",
          "balance_paise",
          "oldest_due_at",
          "last_activity_at",
        ])
        .orderBy("id")
        .execute();
    const before = await figures();
    expect(before.length).toBeGreaterThan(100);
    expect(before.filter((c) => c.oldest_due_at !== null).length).toBeGreaterThan(50);
    await refreshCustomers(
      db(),
      before.map((c) => c.id),
    );
    expect(before).toEqual(await figures());
  });
});
