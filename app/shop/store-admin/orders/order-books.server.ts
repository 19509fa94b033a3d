import { type Kysely, sql } from "kysely";
import { writeAudit } from "~/platform/audit.server";
import type { Database } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { isPostgres, nowIso } from "~/platform/db/dialect";
import { formatRupees } from "~/lib/format";
import type { OrderMoneyMethod } from "./schema";
import { recordOrderEvent, staffActor } from "../../shared/order-events.server";

/**
 * LimraKart orders in the books (docs/decisions/034): the money of an order is written to the
 * one ledger (`transactions`, decision 024) linked to the order by `order_id`, so Income &
 * Expenses, Transaction History, the cash book and the day book count it like any payment:
 * - marking the payment paid books an income entry "order_payment" for the order's total, in
 *   the method the admin says (cash or UPI);
 * - marking a paid order unpaid again books a dated reversal ("payment_void", money in taken
 *   back, never a deletion of the first entry);
 * - a refund of a paid order that was cancelled or returned books money out ("refund").
 */

type Trx = Kysely<Database>;

export const ORDER_BOOKS_CATEGORY = "LimraKart";

/** How the ledger names an order: "LimraKart order #LK-1001". */
export const orderLedgerLabel = (orderNumber: string) => `LimraKart order #${orderNumber}`;

type BookedOrder = { id: string; order_number: string; total_amount_paise: number };

/** One entry of the one ledger for an order: its number as reference, linked by order_id. */
async function insertOrderEntry(
  trx: Trx,
  order: { id: string; order_number: string },
  entry: {
    id?: string;
    transactionType: "order_payment" | "payment_void" | "refund";
    type: "income" | "expense";
    amountPaise: number;
    method: string;
    description: string;
  },
  actorId: string,
): Promise<void> {
  await trx
    .insertInto("transactions")
    .values({
      id: entry.id ?? crypto.randomUUID(),
      transaction_type: entry.transactionType,
      amount_paise: entry.amountPaise,
      reference_number: order.order_number,
      description: entry.description.slice(0, 500),
      payment_method: entry.method,
      category: ORDER_BOOKS_CATEGORY,
      type: entry.type,
      complaint_id: null,
      payment_id: null,
      order_id: order.id,
      created_by: actorId,
      created_at: nowIso(),
    })
    .execute();
}

/** What the order's entries add up to: money taken, reversals and refunds (paise). */
export async function orderMoney(trx: Trx, orderId: string) {
  const row = await trx
    .selectFrom("transactions")
    .select([
      sql<number>`coalesce(sum(case when transaction_type = 'order_payment' then amount_paise else 0 end), 0)`.as(
        "paid",
      ),
      sql<number>`coalesce(sum(case when transaction_type = 'payment_void' then amount_paise else 0 end), 0)`.as(
        "reversed",
      ),
      sql<number>`coalesce(sum(case when transaction_type = 'refund' then amount_paise else 0 end), 0)`.as(
        "refunded",
      ),
    ])
    .where("order_id", "=", orderId)
    .executeTakeFirstOrThrow();
  const paid = Number(row.paid) - Number(row.reversed);
  const refunded = Number(row.refunded);
  return { paidPaise: paid, refundedPaise: refunded, refundablePaise: paid - refunded };
}

/** Books the order's payment (its total) as money in, in `method`; UPI carries its reference. */
export async function bookOrderPayment(
  trx: Trx,
  order: BookedOrder,
  payment: { method: OrderMoneyMethod; reference: string },
  actorId: string,
): Promise<void> {
  const ref =
    payment.method === "upi" && payment.reference ? ` (UPI ref ${payment.reference})` : "";
  await insertOrderEntry(
    trx,
    order,
    {
      transactionType: "order_payment",
      type: "income",
      amountPaise: order.total_amount_paise,
      method: payment.method,
      description: `${orderLedgerLabel(order.order_number)}: payment received${ref}`,
    },
    actorId,
  );
}

/**
 * Books the reversal of the order's payment (a paid order marked unpaid again): the money in of
 * its latest payment entry taken back, in the same method, dated now. "refunded" (nothing
 * booked) when a refund was already given: the refund settled the money instead.
 */
export async function bookOrderReversal(
  trx: Trx,
  order: BookedOrder,
  actorId: string,
): Promise<"ok" | "refunded"> {
  const money = await orderMoney(trx, order.id);
  if (money.refundedPaise > 0) return "refunded";
  if (money.paidPaise <= 0) return "ok";
  const last = await trx
    .selectFrom("transactions")
    .select(["payment_method"])
    .where("order_id", "=", order.id)
    .where("transaction_type", "=", "order_payment")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  await insertOrderEntry(
    trx,
    order,
    {
      transactionType: "payment_void",
      type: "income",
      amountPaise: money.paidPaise,
      method: last?.payment_method ?? "cash",
      description: `${orderLedgerLabel(order.order_number)}: payment reversed (marked unpaid)`,
    },
    actorId,
  );
  return "ok";
}

export type RefundResult =
  | { ok: true; orderNumber: string; amountPaise: number }
  | { ok: false; reason: "not-found" | "not-refundable" | "too-much"; refundablePaise?: number };

/**
 * Records a refund of a paid order that was cancelled or returned (delivered, then sent back):
 * money out in `method`, at most what the order's entries say was paid and not yet refunded.
 */
export async function refundOrder(
  orderId: string,
  refund: { method: OrderMoneyMethod; amountPaise: number; reason: string },
  actorId: string,
): Promise<RefundResult> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      let query = trx
        .selectFrom("orders")
        .select(["id", "order_number", "order_status", "payment_status", "total_amount_paise"])
        .where("id", "=", orderId);
      if (isPostgres(trx)) query = query.forUpdate();
      const order = await query.executeTakeFirst();
      if (!order) return { ok: false, reason: "not-found" };
      const closed = ["cancelled", "delivered", "returned"].includes(order.order_status);
      if (!closed || order.payment_status !== "paid")
        return { ok: false, reason: "not-refundable" };
      const money = await orderMoney(trx, order.id);
      if (refund.amountPaise > money.refundablePaise)
        return {
          ok: false,
          reason: "too-much",
          refundablePaise: Math.max(0, money.refundablePaise),
        };
      const id = crypto.randomUUID();
      await insertOrderEntry(
        trx,
        order,
        {
          id,
          transactionType: "refund",
          type: "expense",
          amountPaise: refund.amountPaise,
          method: refund.method,
          description: `${orderLedgerLabel(order.order_number)}: refund — ${refund.reason}`,
        },
        actorId,
      );
      await writeAudit(trx, {
        actorId,
        action: "order.refund",
        entity: "order",
        entityId: order.id,
        before: { refunded_paise: money.refundedPaise },
        after: {
          refund: formatRupees(refund.amountPaise),
          method: refund.method,
          reason: refund.reason,
        },
      });
      await recordOrderEvent(trx, {
        orderId: order.id,
        kind: "payment",
        from: "paid",
        to: "refunded",
        reason: `${formatRupees(refund.amountPaise)} — ${refund.reason}`,
        actor: await staffActor(trx, actorId),
      });
      return { ok: true, orderNumber: order.order_number, amountPaise: refund.amountPaise };
    });
}
