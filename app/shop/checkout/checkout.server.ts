import { type Kysely, sql } from "kysely";
import type { Database, OrderPaymentMethod } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { isUniqueViolation, nowIso } from "~/platform/db/dialect";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { logger } from "~/platform/logger.server";
import { linkCustomer } from "~/domain/customers.server";
import { createNotification, entityLink } from "~/domain/notifications.server";
import { getDeliveryRule, notifyEmail } from "~/domain/business-settings.server";
import { recipientLocale } from "~/platform/email/recipient-locale.server";
import { codAllowed, orderTotals, servesPinCode } from "~/lib/delivery";
import { formatRupees } from "~/lib/format";
import { moveStocks, StockShortageError } from "~/domain/stock.server";
import {
  ArtworkMissingError,
  artworkForEmail,
  attachArtwork,
  NO_ARTWORK,
  requireArtwork,
  withStoredArtwork,
  type PendingArtwork,
  type StoredArtwork,
} from "../artwork/index.server";
import {
  newOrderNotice,
  orderConfirmationEmail,
  type OrderForEmail,
} from "../shared/emails.server";
import { openPrintJob } from "./print-job.server";
import { orderUpiLink, shopUpi, type ShopUpi } from "../shared/upi-payment.server";
import { customerActor, recordOrderEvent } from "../shared/order-events.server";

/**
 * Placing an order (cash on delivery, or UPI to the shop's UPI ID), in one transaction: the cart is read again, prices and
 * totals come from the catalog, each product's stock is decremented only if enough remains (a
 * conditional update, so two checkouts can never both take the last unit), the order and its
 * items are written, the cart is emptied, and the e-mails and a staff notification are queued.
 * The delivery charge is the owner's delivery rule (~/lib/delivery) as it stands in the
 * transaction: total = items + delivery; a PIN code the rule does not serve, or cash on delivery
 * above its limit, is refused with nothing written. If any line lacks stock nothing is written. The checkout form's token makes a double click
 * place one order.
 *
 * The cart is claimed first: its rows are deleted (and so row-locked) before anything else, so of
 * two checkouts of one cart running at once on PostgreSQL the second waits, then finds the cart
 * empty and answers with the order that took it (its form's token carries the time the page was
 * opened; an order placed since then took the cart the page showed).
 */
export type DeliveryDetails = {
  name: string;
  phone: string;
  email: string;
  address: string;
  pinCode: string;
  /** Cash on delivery when left out. */
  paymentMethod?: OrderPaymentMethod;
};

export type Shortage = { name: string; left: number; wanted: number };

export type CheckoutResult =
  | { kind: "placed"; orderNumber: string; duplicate: boolean }
  | { kind: "empty" }
  /** UPI chosen while the shop has no UPI ID: nothing written. */
  | { kind: "no-upi" }
  /** A line of a product requiring artwork has none (docs/decisions/037): nothing written. */
  | { kind: "artwork-missing"; names: string[] }
  /** The delivery rule serves no such PIN code: nothing written. */
  | { kind: "pin-not-served" }
  /** Cash on delivery for a total above the rule's limit: nothing written. */
  | { kind: "cod-limit"; limitPaise: number }
  | { kind: "shortage"; items: Shortage[] };

class ShortageError extends Error {
  constructor(readonly items: Shortage[]) {
    super("not enough stock");
  }
}
class EmptyCartError extends Error {}
class CodLimitError extends Error {
  constructor(readonly limitPaise: number) {
    super("above the cash-on-delivery limit");
  }
}

/** LK + the last six digits of the time + three random digits (the spec's format). */
export function newOrderNumber(now = Date.now()): string {
  const time = String(now).slice(-6).padStart(6, "0");
  const random = String(Math.floor(Math.random() * 1000)).padStart(3, "0");
  return `LK${time}${random}`;
}

/**
 * A checkout form's token: a version-7 UUID, whose first 48 bits are the time the page was opened
 * (RFC 9562), the rest random. The time lets a page whose cart another checkout took be answered
 * with that order.
 */
export function newCheckoutToken(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let time = now;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes[6] = 0x70 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** When the checkout page of a token was opened (null for a token not made by newCheckoutToken). */
export function checkoutTokenTime(token: string): number | null {
  const hex = token.replaceAll("-", "");
  if (!/^[0-9a-f]{12}7[0-9a-f]{19}$/i.test(hex)) return null;
  return parseInt(hex.slice(0, 12), 16);
}

/**
 * How far before a page was opened an order may have been dated and still have taken that page's
 * cart: an order is dated when its transaction starts and the cart is gone only at its commit, and
 * the servers' clocks may differ a little.
 */
const CLAIM_MARGIN_MS = 30_000;

/**
 * The order that took the cart a checkout page showed: the customer's latest order dated after the
 * page was opened (less the margin). Only ever one of the customer's own orders.
 */
async function findCartTakenSince(db: Kysely<Database>, userId: string, token: string) {
  const opened = checkoutTokenTime(token);
  if (opened === null) return undefined;
  return db
    .selectFrom("orders")
    .select("order_number")
    .where("user_id", "=", userId)
    .where("created_at", ">=", new Date(opened - CLAIM_MARGIN_MS).toISOString())
    .orderBy("created_at", "desc")
    .orderBy("id")
    .executeTakeFirst();
}

async function findByToken(db: Kysely<Database>, userId: string, token: string) {
  return db
    .selectFrom("orders")
    .select("order_number")
    .where("checkout_token", "=", token)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/** Claims the user's cart (a second checkout of it waits here, then finds nothing), priced. */
async function claimCart(trx: Kysely<Database>, userId: string) {
  // A shortage later rolls the claim back with everything else.
  const claimed = await trx
    .deleteFrom("cart_items")
    .where("user_id", "=", userId)
    .returning(["product_id", "quantity"])
    .execute();
  if (claimed.length === 0) throw new EmptyCartError();
  const products = await trx
    .selectFrom("products")
    .select(["id", "name", "image_url", "price_paise"])
    .where(
      "id",
      "in",
      claimed.map((c) => c.product_id),
    )
    .execute();
  return claimed
    .map((c) => ({ ...c, ...products.find((p) => p.id === c.product_id)! }))
    .sort((a, b) => (a.product_id < b.product_id ? -1 : 1)); // one lock order: no deadlocks
}

type CartLine = Awaited<ReturnType<typeof claimCart>>[number];

/**
 * Takes each line's quantity off the stock (one stock: a product linked to a godown item takes
 * the item's units; ~/domain/stock.server), as the order's movements; throws ShortageError
 * naming what is short. A product taken off sale, or of a category taken off sale, has none left.
 */
async function takeStock(trx: Kysely<Database>, lines: CartLine[], orderId: string) {
  const onSale = await trx
    .selectFrom("products")
    .select("id")
    .where(
      "id",
      "in",
      lines.map((l) => l.product_id),
    )
    .where("is_active", "=", 1)
    .where(
      () =>
        sql<boolean>`exists (select 1 from product_categories c where c.id = products.category_id and c.is_active = 1)`,
    )
    .execute();
  const selling = new Set(onSale.map((p) => p.id));
  const off = lines.filter((l) => !selling.has(l.product_id));
  if (off.length)
    throw new ShortageError(off.map((l) => ({ name: l.name, left: 0, wanted: l.quantity })));
  try {
    await moveStocks(
      trx,
      lines.map((l) => ({ productId: l.product_id, delta: -l.quantity, name: l.name })),
      { reason: "order", ref: { type: "order", id: orderId }, by: null },
    );
  } catch (error) {
    if (error instanceof StockShortageError) throw new ShortageError(error.items);
    throw error;
  }
}

/** An order number no order has yet (five tries). */
async function freeOrderNumber(trx: Kysely<Database>): Promise<string> {
  let orderNumber = newOrderNumber();
  for (let i = 0; i < 5; i++) {
    const taken = await trx
      .selectFrom("orders")
      .select("id")
      .where("order_number", "=", orderNumber)
      .executeTakeFirst();
    if (!taken) break;
    orderNumber = newOrderNumber();
  }
  return orderNumber;
}

/**
 * The order as checkout writes it: what its e-mails show (the delivery charge by the delivery
 * rule, ~/lib/delivery), with the payment method and UPI link (null for cash on delivery) always
 * set, and each item's product and picture.
 */
type NewOrder = Omit<OrderForEmail, "paymentMethod" | "upiLink" | "items"> & {
  paymentMethod: OrderPaymentMethod;
  upiLink: string | null;
  items: (OrderForEmail["items"][number] & { productId: string; imageUrl: string | null })[];
};

/**
 * Writes the order (payment pending) and its items, and its "created" timeline row. A cash-on-
 * delivery order awaits confirmation with the customer; a UPI order starts pending, staff
 * checking the payment (decision 035).
 */
async function insertOrder(trx: Kysely<Database>, userId: string, token: string, order: NewOrder) {
  const now = nowIso();
  const status = order.paymentMethod === "cod" ? "awaiting_confirmation" : "pending";
  await trx
    .insertInto("orders")
    .values({
      id: order.id,
      user_id: userId,
      order_number: order.orderNumber,
      customer_name: order.customerName,
      customer_email: order.customerEmail,
      customer_phone: order.customerPhone,
      delivery_address: order.deliveryAddress,
      pin_code: order.pinCode,
      total_amount_paise: order.totalPaise,
      delivery_fee_paise: order.deliveryPaise,
      payment_method: order.paymentMethod,
      payment_status: "pending",
      order_status: status,
      checkout_token: token,
      customer_id: await linkCustomer(trx, {
        phone: order.customerPhone,
        name: order.customerName,
        email: order.customerEmail,
        address: order.deliveryAddress,
      }),
      cancelled_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await trx
    .insertInto("order_items")
    .values(
      order.items.map((i) => ({
        id: crypto.randomUUID(),
        order_id: order.id,
        product_id: i.productId,
        product_name: i.name,
        image_url: i.imageUrl,
        quantity: i.quantity,
        unit_price_paise: i.unitPricePaise,
        total_price_paise: i.totalPricePaise,
      })),
    )
    .execute();
  const actor = customerActor(userId);
  await recordOrderEvent(trx, {
    orderId: order.id,
    kind: "status",
    from: null,
    to: status,
    actor,
    at: now,
  });
}

/** The customer's confirmation, the shop's notice and the back office notification. */
async function announceOrder(trx: Kysely<Database>, order: NewOrder) {
  await enqueueEmail(trx, orderConfirmationEmail(order));
  await enqueueEmail(trx, newOrderNotice(order, await recipientLocale(trx, notifyEmail())));
  await createNotification(trx, {
    type: "update",
    title: "New LimraKart order",
    message: `${order.orderNumber}: ${order.customerName}, ${formatRupees(order.totalPaise)} ${order.paymentMethod === "upi" ? "by UPI (confirm the payment)" : "cash on delivery"}.`,
    link: entityLink("order", order.id),
  });
}

async function placeOnce(
  userId: string,
  delivery: DeliveryDetails,
  token: string,
  upi: ShopUpi | null,
  artwork: StoredArtwork,
): Promise<CheckoutResult> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const existing = await findByToken(trx, userId, token);
      if (existing)
        return { kind: "placed", orderNumber: existing.order_number, duplicate: true } as const;
      const rule = await getDeliveryRule(trx);
      if (!servesPinCode(delivery.pinCode, rule)) return { kind: "pin-not-served" } as const;
      const lines = await claimCart(trx, userId);
      await requireArtwork(
        trx,
        lines.map((l) => l.product_id),
        artwork,
      );
      const orderId = crypto.randomUUID();
      await takeStock(trx, lines, orderId);
      const items = lines.map((l) => ({
        productId: l.product_id,
        name: l.name,
        imageUrl: l.image_url,
        quantity: l.quantity,
        unitPricePaise: l.price_paise,
        totalPricePaise: l.price_paise * l.quantity,
        artwork: artworkForEmail(artwork.get(l.product_id)),
      }));
      const orderNumber = await freeOrderNumber(trx);
      const totals = orderTotals(
        items.reduce((sum, i) => sum + i.totalPricePaise, 0),
        rule,
      );
      if (!upi && !codAllowed(totals.totalPaise, rule)) throw new CodLimitError(rule.codMaxPaise!);
      const { totalPaise } = totals;
      const order: NewOrder = {
        id: orderId,
        orderNumber,
        customerName: delivery.name,
        customerEmail: delivery.email,
        customerPhone: delivery.phone,
        deliveryAddress: delivery.address,
        pinCode: delivery.pinCode,
        ...totals,
        paymentMethod: upi ? "upi" : "cod",
        upiLink: upi ? orderUpiLink(upi, { orderNumber, totalPaise }) : null,
        items,
      };
      await insertOrder(trx, userId, token, order);
      await attachArtwork(trx, order.id, artwork);
      await openPrintJob(trx, { id: orderId, userId, ...delivery }, items, artwork);
      await announceOrder(trx, order);
      return { kind: "placed", orderNumber: order.orderNumber, duplicate: false } as const;
    });
}

/**
 * Places the user's cart as an order (see the top of this module); a UPI order needs the shop's
 * UPI ID, else nothing is written ({ kind: "no-upi" }). `artwork`: the checked artwork of the
 * lines of print products (./artwork.server.ts), its files stored only while the order is placed.
 */
export async function placeOrder(
  userId: string,
  delivery: DeliveryDetails,
  token: string,
  artwork: PendingArtwork = NO_ARTWORK,
): Promise<CheckoutResult> {
  let upi: ShopUpi | null = null;
  if (delivery.paymentMethod === "upi") {
    upi = await shopUpi();
    if (!upi) return { kind: "no-upi" };
  }
  return withStoredArtwork(
    artwork,
    (stored) => placeWithRetries(userId, delivery, token, upi, stored),
    (result) => result.kind === "placed" && !result.duplicate,
  );
}

async function placeWithRetries(
  userId: string,
  delivery: DeliveryDetails,
  token: string,
  upi: ShopUpi | null,
  artwork: StoredArtwork,
): Promise<CheckoutResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await placeOnce(userId, delivery, token, upi, artwork);
    } catch (error) {
      if (error instanceof ArtworkMissingError)
        return { kind: "artwork-missing", names: error.names };
      if (error instanceof CodLimitError)
        return { kind: "cod-limit", limitPaise: error.limitPaise };
      if (error instanceof ShortageError || error instanceof EmptyCartError) {
        // The same form sent twice at once: the first may have taken the stock and the cart;
        // or another page of the same cart was submitted first and its order took the cart.
        const placed =
          (await findByToken(getDb(), userId, token)) ??
          (error instanceof EmptyCartError
            ? await findCartTakenSince(getDb(), userId, token)
            : undefined);
        if (placed) return { kind: "placed", orderNumber: placed.order_number, duplicate: true };
        return error instanceof EmptyCartError
          ? { kind: "empty" }
          : { kind: "shortage", items: error.items };
      }
      if (isUniqueViolation(error)) {
        // The same form sent twice at once: the first one placed the order.
        const existing = await findByToken(getDb(), userId, token);
        if (existing)
          return { kind: "placed", orderNumber: existing.order_number, duplicate: true };
        // Otherwise two orders drew the same number: draw again.
        if (attempt < 5) continue;
      }
      logger.error("checkout failed", { error: String(error) });
      throw error;
    }
  }
}
