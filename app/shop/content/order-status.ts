import { type Bilingual, localized, tr } from "~/lib/content";
import type { OrderStatus } from "~/platform/db/schema";

/**
 * An order's status as people say it (docs/decisions/065): the one table the staff's orders desk,
 * the customer's My Orders, order page and timeline, and the order e-mails all read. The stored
 * values stay (`pending` is a confirmed order, decision 035); only what people read is named here.
 */
export const ORDER_STATUS_NAMES: Bilingual<Record<OrderStatus, string>> = {
  awaiting_confirmation: tr("Order received", "ஆர்டர் பெறப்பட்டது"),
  pending: tr("Confirmed", "உறுதிசெய்யப்பட்டது"),
  processing: tr("Processing", "தயாராகிறது"),
  shipped: tr("Shipped", "அனுப்பப்பட்டது"),
  delivered: tr("Delivered", "டெலிவரி செய்யப்பட்டது"),
  cancelled: tr("Cancelled", "ரத்து செய்யப்பட்டது"),
  returned: tr("Returned", "திருப்பி அனுப்பப்பட்டது"),
};

export const orderStatusNames = localized<Record<OrderStatus, string>>(ORDER_STATUS_NAMES);

/**
 * How a shipped order travels (docs/decisions/067): the Mark shipped form's fields and
 * suggestions, and the lines the customer's order page, the staff's order and the shipped e-mail
 * show.
 */
export type ShipmentText = {
  courier: string;
  trackingNumber: string;
  /** Under the tracking field. */
  trackingHint: string;
  /** The courier suggestions (typed freely too). */
  couriers: string[];
  handDelivery: string;
  /** {courier}. */
  courierLine: string;
  /** {number}. */
  trackingLine: string;
};

export const shipmentText = localized<ShipmentText>({
  courier: tr("Courier", "கூரியர்"),
  trackingNumber: tr("Tracking number", "டிராக்கிங் எண்"),
  trackingHint: tr("Not needed for hand delivery", "கையால் டெலிவரி செய்வதற்கு இது தேவையில்லை"),
  couriers: ["India Post", "DTDC", "Professional Couriers", "ST Courier", "Delhivery"],
  handDelivery: tr("Hand delivery", "கையால் டெலிவரி"),
  courierLine: tr("Courier: {courier}", "கூரியர்: {courier}"),
  trackingLine: tr("Tracking number: {number}", "டிராக்கிங் எண்: {number}"),
});

/** The stored courier of a hand delivery (shown in the reader's language). */
export const HAND_DELIVERY = "Hand delivery";

/** Whether what staff typed means hand delivery, in either language. */
export function isHandDelivery(courier: string): boolean {
  const typed = courier.trim().toLowerCase();
  return typed === HAND_DELIVERY.toLowerCase() || typed === shipmentText.ta.handDelivery;
}

/** The courier as the reader reads it: hand delivery in their language, a courier's own name. */
export function courierName(courier: string, text: ShipmentText): string {
  return isHandDelivery(courier) ? text.handDelivery : courier;
}

/**
 * The customer's e-mail when staff move the order (docs/decisions/065), in the customer's
 * language: {business}, {number}, {status} (the table above).
 */
export const orderUpdateEmailText = localized<{
  subject: string;
  greeting: string;
  now: string;
  reason: string;
  thanks: string;
  viewOrders: string;
  /** {amount}: the payment words used as {status}. */
  paymentReceived: string;
  paymentPending: string;
  paymentFailed: string;
}>({
  subject: tr(
    "Your {business} order {number}: {status}",
    "உங்கள் {business} ஆர்டர் {number}: {status}",
  ),
  greeting: tr("Hello {name},", "வணக்கம் {name},"),
  now: tr("Your order {number} is now: {status}.", "உங்கள் ஆர்டர் {number} இப்போது: {status}."),
  reason: tr("Reason: {reason}", "காரணம்: {reason}"),
  thanks: tr("Thank you for shopping with us.", "எங்களிடம் வாங்கியதற்கு நன்றி."),
  viewOrders: tr("View my orders", "என் ஆர்டர்களைப் பாருங்கள்"),
  paymentReceived: tr("Payment of {amount} received", "{amount} கட்டணம் பெறப்பட்டது"),
  paymentPending: tr("Payment pending", "கட்டணம் நிலுவையில்"),
  paymentFailed: tr("Payment failed", "கட்டணம் தோல்வியடைந்தது"),
});
