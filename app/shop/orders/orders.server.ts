import { getDb } from "~/platform/db/db.server";
import type { OrderPaymentMethod, OrderStatus, PaymentStatus } from "~/platform/db/schema";
import { itemArtwork, type ItemArtwork } from "../artwork";
import { paymentShown, type PaymentShown } from "../shared/order-workflow";
import { orderTimeline, type OrderEvent } from "../shared/order-events.server";
import { ORDER_ITEM_COLUMNS } from "../shared/order-items.server";

/** A customer's own LimraKart orders, newest first, with their items. */
export type OrderItemView = {
  id: string;
  productId: string;
  name: string;
  imageUrl: string | null;
  quantity: number;
  unitPricePaise: number;
  totalPricePaise: number;
  /** A print product's artwork: the file's name, or the design request (docs/decisions/037). */
  artwork: ItemArtwork;
};

export type OrderView = {
  id: string;
  orderNumber: string;
  createdAt: string;
  paymentMethod: OrderPaymentMethod;
  paymentStatus: PaymentStatus;
  /** What the order's payment shows: "cancelled" for a cancelled order not paid. */
  paymentShown: PaymentShown;
  orderStatus: OrderStatus;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  deliveryAddress: string;
  pinCode: string;
  /** The items' total. */
  subtotalPaise: number;
  /** The delivery charge the order was placed with (0: free). */
  deliveryPaise: number;
  /** Items plus delivery. */
  totalPaise: number;
  /** Who carries it and its tracking number, once shipped (decision 067). */
  courier: string | null;
  trackingNumber: string | null;
  items: OrderItemView[];
};

const ORDER_COLUMNS = [
  "id",
  "order_number",
  "created_at",
  "payment_method",
  "payment_status",
  "order_status",
  "customer_name",
  "customer_email",
  "customer_phone",
  "delivery_address",
  "pin_code",
  "total_amount_paise",
  "delivery_fee_paise",
  "courier",
  "tracking_number",
] as const;

async function withItems(
  rows: {
    id: string;
    order_number: string;
    created_at: string;
    payment_method: OrderPaymentMethod;
    payment_status: PaymentStatus;
    order_status: OrderStatus;
    customer_name: string;
    customer_email: string;
    customer_phone: string;
    delivery_address: string;
    pin_code: string;
    total_amount_paise: number | string;
    delivery_fee_paise: number | string;
    courier: string | null;
    tracking_number: string | null;
  }[],
): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const items = await getDb()
    .selectFrom("order_items")
    .select([...ORDER_ITEM_COLUMNS, "order_id", "product_id", "image_url"])
    .where(
      "order_id",
      "in",
      rows.map((r) => r.id),
    )
    .orderBy("product_name")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    orderNumber: r.order_number,
    createdAt: r.created_at,
    paymentMethod: r.payment_method,
    paymentStatus: r.payment_status,
    paymentShown: paymentShown(r.order_status, r.payment_status),
    orderStatus: r.order_status,
    customerName: r.customer_name,
    customerEmail: r.customer_email,
    customerPhone: r.customer_phone,
    deliveryAddress: r.delivery_address,
    pinCode: r.pin_code,
    subtotalPaise: Number(r.total_amount_paise) - Number(r.delivery_fee_paise),
    deliveryPaise: Number(r.delivery_fee_paise),
    totalPaise: Number(r.total_amount_paise),
    courier: r.courier,
    trackingNumber: r.tracking_number,
    items: items
      .filter((i) => i.order_id === r.id)
      .map((i) => ({
        id: i.id,
        productId: i.product_id,
        name: i.product_name,
        imageUrl: i.image_url,
        quantity: i.quantity,
        unitPricePaise: i.unit_price_paise,
        totalPricePaise: i.total_price_paise,
        artwork: itemArtwork(i),
      })),
  }));
}

export async function listOwnOrders(userId: string): Promise<OrderView[]> {
  const rows = await getDb()
    .selectFrom("orders")
    .select([...ORDER_COLUMNS])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(100)
    .execute();
  return withItems(rows);
}

export async function findOwnOrder(userId: string, orderNumber: string): Promise<OrderView | null> {
  const rows = await getDb()
    .selectFrom("orders")
    .select([...ORDER_COLUMNS])
    .where("user_id", "=", userId)
    .where("order_number", "=", orderNumber)
    .execute();
  return (await withItems(rows))[0] ?? null;
}

/** The timeline of one of the customer's orders (found with findOwnOrder first). */
export async function ownOrderTimeline(orderId: string): Promise<OrderEvent[]> {
  return orderTimeline(getDb(), orderId);
}
