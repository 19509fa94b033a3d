import { type Kysely, sql, type SqlBool } from "kysely";
import { writeAudit } from "~/platform/audit.server";
import type {
  Database,
  OrderPaymentMethod,
  OrderStatus,
  PaymentStatus,
} from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { nowIso, likePattern } from "~/platform/db/dialect";
import { countPages } from "~/platform/db/paging.server";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { layoutEmail } from "~/platform/email/templates.server";
import { getBusiness } from "~/platform/business.server";
import { getEnv } from "~/platform/env.server";
import { formatRupees } from "~/lib/format";
import { ORDER_TRANSITIONS, PAYMENT_TRANSITIONS } from "./order-workflow";
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

export async function listAdminOrders(opts: { status: string; q: string; page: number }) {
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
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
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
    .select(["id", "product_name", "quantity", "unit_price_paise", "total_price_paise"])
    .where("order_id", "=", id)
    .orderBy("product_name")
    .execute();
  const history = await db
    .selectFrom("audit_log")
    .leftJoin("users", "users.id", "audit_log.actor_id")
    .select([
      "audit_log.action",
      "audit_log.after_json",
      "audit_log.created_at",
      "users.name as actor",
    ])
    .where("audit_log.entity", "=", "order")
    .where("audit_log.entity_id", "=", id)
    .orderBy("audit_log.created_at")
    .execute();
  const money = await orderMoney(db, id);
  return { order, items, history, money };
}

export type StatusChange = "ok" | "not-found" | "not-allowed" | "refunded";

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
) {
  return {
    to: o.customer_email,
    ...layoutEmail({
      subject: `Your ${getBusiness().name} order ${o.order_number}: ${what}`,
      greeting: `Hello ${o.customer_name},`,
      paragraphs: [
        `Your order ${o.order_number} is now: ${what}.`,
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

/** What a status change reads of the order, in the change's transaction. */
function orderForChange(trx: Kysely<Database>, id: string) {
  return trx
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
    .where("id", "=", id)
    .executeTakeFirst();
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
): Promise<void> {
  await writeAudit(trx, { ...change, entity: "order", entityId: order.id });
  if (await wantsEmail(trx, order.user_id)) await enqueueEmail(trx, statusEmail(order, what));
}

const ORDER_STATUS_WORDS: Record<OrderStatus, string> = {
  pending: "pending",
  processing: "being prepared (processing)",
  shipped: "shipped",
  delivered: "delivered",
  cancelled: "cancelled",
};

/**
 * Moves an order to `to` if the workflow allows it from its current status (checked in the same
 * conditional update, so two admins cannot both move it). Cancelling returns the stock.
 */
export async function changeOrderStatus(
  id: string,
  to: OrderStatus,
  actorId: string,
): Promise<StatusChange> {
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
      if (to === "cancelled") await returnOrderStock(trx, id, now, { by: actorId });
      await logAndTell(
        trx,
        order,
        {
          actorId,
          action: "order.status",
          before: { order_status: from },
          after: { order_status: to },
        },
        ORDER_STATUS_WORDS[to],
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
 * paid back to pending or failed books a reversal; both in this transaction.
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
      const from = order.payment_status;
      if (!PAYMENT_TRANSITIONS[from].includes(to)) return "not-allowed";
      const result = await trx
        .updateTable("orders")
        .set({ payment_status: to, updated_at: nowIso() })
        .where("id", "=", id)
        .where("payment_status", "=", from)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return "not-allowed";
      if (to === "paid") await bookOrderPayment(trx, order, taken!, actorId);
      if (from === "paid" && (await bookOrderReversal(trx, order, actorId)) === "refunded") {
        throw new RefundedOrder();
      }
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
