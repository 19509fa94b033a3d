import type { Kysely } from "kysely";
import { fill } from "~/lib/forms";
import { formatRupees } from "~/lib/format";
import { parseIndianPhone } from "~/lib/phone";
import { whatsappLink } from "~/lib/whatsapp";
import type { Locale } from "~/lib/i18n/i18n";
import { getPublicBusiness } from "~/domain/business-settings.server";
import type { Database } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { codConfirmMessage } from "../../content/order-timeline";

/**
 * The store admin's confirmation queue (decision 035): cash-on-delivery orders awaiting
 * confirmation, oldest first, each with a call link and WhatsApp links carrying the confirmation
 * message (order number, items, total with delivery, address; the customer replies YES) in the
 * customer's language and the other one.
 */

export async function awaitingConfirmationCount(db: Kysely<Database> = getDb()): Promise<number> {
  const row = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("order_status", "=", "awaiting_confirmation")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type QueueContact = {
  /** `tel:+91…`, or null when the number is not an Indian phone number. */
  tel: string | null;
  /** The customer's language (their profile's, else English). */
  language: Locale;
  /** wa.me links with the message in English and in Tamil (null without a mobile number). */
  whatsapp: Record<Locale, string> | null;
};

type QueueOrder = {
  id: string;
  order_number: string;
  customer_name: string;
  customer_phone: string;
  delivery_address: string;
  pin_code: string;
  total_amount_paise: number;
  delivery_fee_paise: number;
  locale: Locale | null;
};

/** The call and WhatsApp links of the listed orders, by order id. */
export async function queueContacts(orderIds: string[]): Promise<Record<string, QueueContact>> {
  if (orderIds.length === 0) return {};
  const db = getDb();
  const [orders, items, business] = await Promise.all([
    db
      .selectFrom("orders")
      .leftJoin("users", "users.id", "orders.user_id")
      .select([
        "orders.id",
        "orders.order_number",
        "orders.customer_name",
        "orders.customer_phone",
        "orders.delivery_address",
        "orders.pin_code",
        "orders.total_amount_paise",
        "orders.delivery_fee_paise",
        "users.locale",
      ])
      .where("orders.id", "in", orderIds)
      .execute(),
    db
      .selectFrom("order_items")
      .select(["order_id", "product_name", "quantity"])
      .where("order_id", "in", orderIds)
      .orderBy("product_name")
      .execute(),
    getPublicBusiness(db),
  ]);
  const contacts: Record<string, QueueContact> = {};
  for (const o of orders as QueueOrder[]) {
    const phone = parseIndianPhone(o.customer_phone);
    const lines = items.filter((i) => i.order_id === o.id);
    const text = (locale: Locale) => confirmationText(locale, o, lines, business.name);
    contacts[o.id] = {
      tel: phone ? `tel:${phone.e164}` : null,
      language: o.locale === "ta" ? "ta" : "en",
      whatsapp:
        phone?.kind === "mobile"
          ? {
              en: whatsappLink(`91${phone.national}`, text("en")),
              ta: whatsappLink(`91${phone.national}`, text("ta")),
            }
          : null,
    };
  }
  return contacts;
}

/** The confirmation message in `locale`. */
export function confirmationText(
  locale: Locale,
  o: Omit<QueueOrder, "id" | "customer_phone" | "locale">,
  items: { product_name: string; quantity: number }[],
  businessName: string,
): string {
  const m = codConfirmMessage[locale];
  const fee = Number(o.delivery_fee_paise);
  return fill(m.text, {
    name: o.customer_name,
    business: businessName,
    number: o.order_number,
    items: items.map((i) => `- ${i.product_name} × ${i.quantity}`).join("\n"),
    delivery: fee > 0 ? formatRupees(fee) : m.free,
    total: formatRupees(Number(o.total_amount_paise)),
    address: `${o.delivery_address}, ${o.pin_code}`,
  });
}
