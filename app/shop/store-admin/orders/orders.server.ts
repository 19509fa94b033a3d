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
import { businessContact } from "~/platform/business.server";
import { getEnv } from "~/platform/env.server";
import { formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import type { Locale } from "~/lib/i18n/i18n";
import {
  courierName,
  HAND_DELIVERY,
  isHandDelivery,
  orderStatusNames,
  orderUpdateEmailText,
  shipmentText,
} from "../../content/order-status";
import {
  isClosedOrder,
  ORDER_TRANSITIONS,
  PAYMENT_TRANSITIONS,
  STATUSES_NEEDING_REASON,
} from "../../shared/order-workflow";
import { orderTimeline, recordOrderEvent, staffActor } from "../../shared/order-events.server";
import { itemArtwork } from "../../artwork";
import { bookOrderPayment, bookOrderReversal, orderMoney } from "./order-books.server";
import type { OrderMoneyMethod } from "./schema";
import { returnOrderStock } from "../../shared/stock.server";
import { ORDER_ITEM_COLUMNS } from "../../shared/order-items.server";

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
      "courier",
      "tracking_number",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!order) return null;
  const items = await db
    .selectFrom("order_items")
    .select(ORDER_ITEM_COLUMNS)
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
  /** Marked shipped without its courier (or a courier's tracking number). */
  | "shipment-required"
  /** A payment recorded on a cancelled or returned order. */
  | "closed";

/**
 * Order updates go by e-mail unless the customer switched notifications off in /settings: in the
 * customer's language (their profile's, else English); null when they want none.
 */
async function emailLocale(db: Kysely<Database>, userId: string): Promise<Locale | null> {
  const row = await db
    .selectFrom("users")
    .select(["notifications_enabled", "locale"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (row?.notifications_enabled === 0) return null;
  return row?.locale === "ta" ? "ta" : "en";
}

/** What the customer reads the order is now, in their language. */
type Now = (locale: Locale) => { status: string; lines?: string[] };

function statusEmail(
  o: { id: string; order_number: string; customer_name: string; customer_email: string },
  locale: Locale,
  now: Now,
  reason: string | null = null,
) {
  const t = orderUpdateEmailText[locale];
  const { status, lines = [] } = now(locale);
  const number = o.order_number;
  return {
    to: o.customer_email,
    ...layoutEmail({
      subject: fill(t.subject, { business: businessContact().name, number, status }),
      greeting: fill(t.greeting, { name: o.customer_name }),
      paragraphs: [
        fill(t.now, { number, status }),
        ...lines,
        ...(reason ? [fill(t.reason, { reason })] : []),
        t.thanks,
      ],
      action: {
        label: t.viewOrders,
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
  now: Now,
  reason: string | null = null,
): Promise<void> {
  await writeAudit(trx, { ...change, entity: "order", entityId: order.id });
  const locale = await emailLocale(trx, order.user_id);
  if (locale) await enqueueEmail(trx, statusEmail(order, locale, now, reason));
}

/** How a shipped order travels (decision 067): the courier, and its tracking number if any. */
export type Shipment = { courier: string; trackingNumber: string | null };

/** The courier and tracking lines of an order, in `locale` (none before it was shipped). */
export function shipmentLines(
  o: { courier: string | null; tracking_number: string | null },
  locale: Locale,
): string[] {
  if (!o.courier) return [];
  const t = shipmentText[locale];
  return [
    fill(t.courierLine, { courier: courierName(o.courier, t) }),
    ...(o.tracking_number ? [fill(t.trackingLine, { number: o.tracking_number })] : []),
  ];
}

/**
 * A status change's reason (required to cancel or mark returned), a return's restock and a
 * shipment's courier and tracking number (required to mark shipped).
 */
export type StatusChangeOptions = {
  reason?: string | null;
  /** A returned order's items go back to stock (the default; decision 035). */
  restock?: boolean;
  shipment?: Shipment | null;
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
  const shipment = to === "shipped" ? shipmentOf(options.shipment) : null;
  if (to === "shipped" && !shipment) return "shipment-required";
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
          ...(shipment
            ? { courier: shipment.courier, tracking_number: shipment.trackingNumber }
            : {}),
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
            ...(shipment
              ? { courier: shipment.courier, tracking_number: shipment.trackingNumber }
              : {}),
          },
        },
        (locale) => ({
          status: orderStatusNames[locale][to],
          lines: shipment
            ? shipmentLines(
                { courier: shipment.courier, tracking_number: shipment.trackingNumber },
                locale,
              )
            : [],
        }),
        reason,
      );
      return "ok";
    });
}

/** How an order's payment was taken, when the admin marks it paid. */
export type OrderPaymentTaken = { method: OrderMoneyMethod; reference: string };

/**
 * A shipment as stored: the courier trimmed (hand delivery in its stored English form), the
 * tracking number for a courier (none for a hand delivery unless given); null when incomplete.
 */
function shipmentOf(s: Shipment | null | undefined): Shipment | null {
  const courier = s?.courier.trim() ?? "";
  const trackingNumber = s?.trackingNumber?.trim() || null;
  if (!courier) return null;
  if (isHandDelivery(courier)) return { courier: HAND_DELIVERY, trackingNumber };
  return trackingNumber ? { courier, trackingNumber } : null;
}

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
      const what: Now = (locale) => {
        const t = orderUpdateEmailText[locale];
        const amount = formatRupees(order.total_amount_paise);
        const words = {
          paid: t.paymentReceived,
          pending: t.paymentPending,
          failed: t.paymentFailed,
        };
        return { status: fill(words[to], { amount }) };
      };
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
