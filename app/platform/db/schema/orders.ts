import type { Generated } from "kysely";
import type { Timestamp } from "../timestamp";

/** Migration 0019 added awaiting_confirmation (a new COD order) and returned (decision 035). */
export type OrderStatus =
  | "awaiting_confirmation"
  | "pending"
  | "processing"
  | "shipped"
  | "delivered"
  | "cancelled"
  | "returned";

export type PaymentStatus = "pending" | "paid" | "failed";

/** How a LimraKart order is paid: cash on delivery, or UPI to the shop (confirmed by hand). */
export type OrderPaymentMethod = "cod" | "upi";

export interface OrdersTable {
  id: string;
  user_id: string;
  order_number: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  delivery_address: string;
  pin_code: string;
  /** Items plus `delivery_fee_paise` (migration 0017; orders before it had free delivery). */
  total_amount_paise: number;
  delivery_fee_paise: Generated<number>;
  payment_method: Generated<OrderPaymentMethod>;
  payment_status: Generated<PaymentStatus>;
  order_status: Generated<OrderStatus>;
  checkout_token: string;
  customer_id: string | null;
  cancelled_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set when the customer's account was deleted and the personal fields cleared (decision 051). */
  anonymised_at: Generated<Timestamp | null>;
  /** Who carries it, set when it is marked shipped (migration 0033, decision 067). */
  courier: Generated<string | null>;
  /** The courier's tracking number; none for a hand delivery. */
  tracking_number: Generated<string | null>;
}
