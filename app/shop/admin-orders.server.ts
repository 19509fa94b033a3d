import { type Kysely, sql, type SqlBool } from "kysely";
import { writeAudit } from "~/platform/audit.server";
import type {
  Database,
  OrderPaymentMethod,
  OrderStatus,
  PaymentStatus,
} from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { isPostgres, nowIso, likePattern } from "~/platform/db/dialect";
import { countPages } from "~/platform/db/paging.server";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { layoutEmail } from "~/platform/email/templates.server";
import { businessContact } from "~/platform/business-settings.server";
import { getEnv } from "~/platform/env.server";
import { formatRupees } from "~/lib/format";
import {
  isClosedOrder,
  ORDER_TRANSITIONS,
  PAYMENT_TRANSITIONS,
  STATUSES_NEEDING_REASON,
} from "./order-workflow";
import { orderTimeline, recordOrderEvent, staffActor } from "./order-events.server";
import { itemArtwork } from "./artwork";
import { bookOrderPayment, bookOrderReversal, orderMoney } from "./order-books.server";
import type { OrderMoneyMethod } from "./schema";
import { returnOrderStock } from "./stock.server";

/**
 * The store admin's order management along the allowed workflow (order-workflow.ts). Every
 * change is audited and e-mails the customer (when they want e-mails).
 */

export const ORDERS_PAGE_SIZE = 20;
const ORDER_STATUSES = Object.keys(ORDER_TRANSITIONS) as OrderStatus[];

export type AdminOrderRow = {
  id: string;
  orderNumber: string;
  createdAt: string;
  customerName: string;
  customerPhone: string;
  totalPaise: number;
  paymentMethod: OrderPaymentMethod;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
};

/** The orders of the filter; the confirmation queue (awaiting confirmation) oldest first. */
export async function listAdminOrders(opts: { status: string; q: string; page: number }) {
  const direction = opts.status === "awaiting_confirmation" ? "asc" : "desc";
  let query = getDb().selectFrom("orders");
  if (ORDER_STATUSES.includes(opts.status as OrderStatus)) {
    query = query.where("order_status", "=", opts.status as OrderStatus);
  }
  if (opts.q) {
    const pattern = likePattern(opts.q);
    query = query.where(
      sql<SqlBool>`(lower(order_number) like ${pattern} escape '\\' or lower(customer_name) like ${pattern} escape '\\' or customer_phone like ${pattern} escape '\\')`,
    );
  }
  const { total, page, pageCount } = await countPages(query, ORDERS_PAGE_SIZE, opts.page);
  const rows = await query
    .select([
      "id",
      "order_number",
      "created_at",
      "customer_name",
      "customer_phone",
      "total_amount_paise",
      "payment_method",
      "order_status",
      "payment_status",
    ])
    .orderBy("created_at", direction)
    .orderBy("id", direction)
    .limit(ORDERS_PAGE_SIZE)
    .offset((page - 1) * ORDERS_PAGE_SIZE)
    .execute();
  return {
    total,
    page,
    pageCount,
    orders: rows.map((r): AdminOrderRow => ({
      id: r.id,
      orderNumber: r.order_number,
      createdAt: r.created_at,
      customerName: r.customer_name,
      customerPhone: r.customer_phone,
      totalPaise: r.total_amount_paise,
      paymentMethod: r.payment_method,
      orderStatus: r.order_status,
      paymentStatus: r.payment_status,
    })),
  };
}

export async function getAdminOrder(id: string) {
  const db = getDb();
  const order = await db
    .selectFrom("orders")
    .select([
      "id",
      "order_number",
      "created_at",
      "updated_at",
      "customer_name",
      "customer_email",
      "customer_phone",
      "delivery_address",
      "pin_code",
      "total_amount_paise",
      "payment_method",
      "order_status",
      "payment_status",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!order) return null;
  const items = await db
    .selectFrom("order_items")
    .select([
      "id",
      "product_name",
      "quantity",
      "unit_price_paise",
      "total_price_paise",
      "artwork_file",
      "artwork_name",
      "design_request",
      "artwork_note",
    ])
    .where("order_id", "=", id)
    .orderBy("product_name")
    .execute();
  const timeline = await orderTimeline(db, id);
  const money = await orderMoney(db, id);
  return {
    order,
    items: items.map(({ artwork_file, artwork_name, design_request, artwork_note, ...i }) => ({
      ...i,
      artwork: itemArtwork({ artwork_file, artwork_name, design_request, artwork_note }),
    })),
    timeline,
    money,
  };
}

export type StatusChange =
  | "ok"
  | "not-found"
  | "not-allowed"
  | "refunded"
  | "reason-required"
  /** A payment recorded on a cancelled or returned order. */
  | "closed";

/** Order updates go by e-mail unless the customer switched notifications off in /settings. */
async function wantsEmail(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("notifications_enabled")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row?.notifications_enabled !== 0;
}

function statusEmail(
  o: { id: string; order_number: string; customer_name: string; customer_email: string },
  what: string,
  reason: string | null = null,
) {
  return {
    to: o.customer_email,
    ...layoutEmail({
      subject: `Your ${businessContact().name} order ${o.order_number}: ${what}`,
      greeting: `Hello ${o.customer_name},`,
      paragraphs: [
        `Your order ${o.order_number} is now: ${what}.`,
        ...(reason ? [`Reason: ${reason}`] : []),
        "Thank you for shopping with us.",
      ],
      action: {
        label: "View my orders",
        url: `${getEnv().APP_URL}/limrakart/orders/${o.order_number}`,
      },
    }),
    entity: "order",
    entityId: o.id,
  };
}

/**
 * What a status change reads of the order, in the change's transaction, with the order's row
 * locked on PostgreSQL (SQLite's write transactions begin IMMEDIATE, one at a time): a cancel and
 * a payment of one order run one after the other, each seeing what the other wrote.
 */
function orderForChange(trx: Kysely<Database>, id: string) {
  const query = trx
    .selectFrom("orders")
    .select([
      "id",
      "order_number",
      "customer_name",
      "customer_email",
      "order_status",
      "payment_status",
      "total_amount_paise",
      "user_id",
    ])
    .where("id", "=", id);
  return (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
}

/** Logs a move of the order's status and tells the customer `what` it is now, by e-mail. */
async function logAndTell(
  trx: Kysely<Database>,
  order: {
    id: string;
    order_number: string;
    customer_name: string;
    customer_email: string;
    user_id: string;
  },
  change: { actorId: string; action: string; before: unknown; after: unknown },
  what: string,
  reason: string | null = null,
): Promise<void> {
  await writeAudit(trx, { ...change, entity: "order", entityId: order.id });
  if (await wantsEmail(trx, order.user_id))
    await enqueueEmail(trx, statusEmail(order, what, reason));
}

const ORDER_STATUS_WORDS: Record<OrderStatus, string> = {
  awaiting_confirmation: "awaiting confirmation",
  pending: "confirmed",
  processing: "being prepared (processing)",
  shipped: "shipped",
  delivered: "delivered",
  cancelled: "cancelled",
  returned: "returned",
};

/** A status change's reason (required to cancel or mark returned) and a return's restock. */
export type StatusChangeOptions = {
  reason?: string | null;
  /** A returned order's items go back to stock (the default; decision 035). */
  restock?: boolean;
};

/**
 * Moves an order to `to` if the workflow allows it from its current status (checked in the same
 * conditional update, so two admins cannot both move it). Cancelling returns the stock; marking
 * it returned does too unless `restock` is false (the goods came back unsellable). Cancelling and
 * returning need a reason. The change, its timeline row, audit entry and e-mail are one
 * transaction.
 */
export async function changeOrderStatus(
  id: string,
  to: OrderStatus,
  actorId: string,
  options: StatusChangeOptions = {},
): Promise<StatusChange> {
  const reason = options.reason?.trim() || null;
  if (STATUSES_NEEDING_REASON.includes(to) && !reason) return "reason-required";
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const order = await orderForChange(trx, id);
      if (!order) return "not-found";
      const from = order.order_status;
      if (!ORDER_TRANSITIONS[from].includes(to)) return "not-allowed";
      const now = nowIso();
      const result = await trx
        .updateTable("orders")
        .set({
          order_status: to,
          updated_at: now,
          ...(to === "cancelled" ? { cancelled_at: now } : {}),
        })
        .where("id", "=", id)
        .where("order_status", "=", from)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return "not-allowed";
      if (to === "cancelled" || (to === "returned" && options.restock !== false))
        await returnOrderStock(trx, id, now, {
          by: actorId,
          reason: to === "returned" ? "order_return" : "order_cancel",
        });
      await recordOrderEvent(trx, {
        orderId: id,
        kind: "status",
        from,
        to,
        reason,
        actor: await staffActor(trx, actorId),
        at: now,
      });
      await logAndTell(
        trx,
        order,
        {
          actorId,
          action: "order.status",
          before: { order_status: from },
          after: {
            order_status: to,
            ...(reason ? { reason } : {}),
            ...(to === "returned" ? { restocked: options.restock !== false } : {}),
          },
        },
        ORDER_STATUS_WORDS[to],
        reason,
      );
      return "ok";
    });
}

/** How an order's payment was taken, when the admin marks it paid. */
export type OrderPaymentTaken = { method: OrderMoneyMethod; reference: string };

const PAYMENT_WORDS: Record<PaymentStatus, string> = {
  pending: "payment pending",
  paid: "payment received",
  failed: "payment failed",
};

/**
 * Moves an order's payment status to `to` (checked in the same conditional update, so marking
 * it paid twice books once). Paid books the order's total in the ledger in `taken`'s method;
 * paid back to pending or failed books a reversal; both in this transaction. A cancelled or
 * returned order takes no payment ("closed"): checked on the locked row, so a cancel at the same
 * moment either comes first (the payment is refused) or after it (a paid order, refundable).
 */
export async function changePaymentStatus(
  id: string,
  to: PaymentStatus,
  actorId: string,
  taken: OrderPaymentTaken | null = null,
): Promise<StatusChange> {
  if (to === "paid" && !taken) return "not-allowed";
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const order = await orderForChange(trx, id);
      if (!order) return "not-found";
      if (to === "paid" && isClosedOrder(order.order_status)) return "closed";
      const from = order.payment_status;
      if (!PAYMENT_TRANSITIONS[from].includes(to)) return "not-allowed";
      const now = nowIso();
      const result = await trx
        .updateTable("orders")
        .set({ payment_status: to, updated_at: now })
        .where("id", "=", id)
        .where("payment_status", "=", from)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return "not-allowed";
      if (to === "paid") await bookOrderPayment(trx, order, taken!, actorId);
      if (from === "paid" && (await bookOrderReversal(trx, order, actorId)) === "refunded") {
        throw new RefundedOrder();
      }
      await recordOrderEvent(trx, {
        orderId: id,
        kind: "payment",
        from,
        to,
        actor: await staffActor(trx, actorId),
        at: now,
      });
      const what =
        to === "paid"
          ? `payment of ${formatRupees(order.total_amount_paise)} received`
          : PAYMENT_WORDS[to];
      await logAndTell(
        trx,
        order,
        {
          actorId,
          action: "order.payment",
          before: { payment_status: from },
          after: {
            payment_status: to,
            ...(taken && to === "paid" ? { method: taken.method } : {}),
          },
        },
        what,
      );
      return "ok";
    })
    .catch((error: unknown) => {
      if (error instanceof RefundedOrder) return "refunded" as const;
      throw error;
    });
}

/** Rolls the change back: a refunded order's payment cannot be marked unpaid. */
class RefundedOrder extends Error {}
