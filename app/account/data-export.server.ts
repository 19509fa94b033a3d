import { sql, type Kysely, type SqlBool } from "kysely";
import { writeAudit } from "~/platform/audit.server";
import { PROFILE_COLUMNS } from "~/platform/auth/profile.server";
import { lookupRole } from "~/platform/auth/roles.server";
import { getDb } from "~/platform/db/db.server";
import { nowIso } from "~/platform/db/dialect";
import type { Database } from "~/platform/db/schema";

/**
 * A person's data rights under India's DPDP Act 2023 (docs/decisions/051): the download of
 * everything the shop holds about them (the deletion is in data-deletion.server.ts). What is
 * theirs: the user row and its settings, their cart, their LimraKart orders (by user id) and
 * their website requests (by their e-mail address).
 */

/** The name kept where a deleted customer's name was. */
export const DELETED_NAME = "Deleted customer";

type Db = Kysely<Database>;

const iso = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString()
      : String(value);

/** `lower(column) = email` (lower-cased), for the requests linked by e-mail address. */
export const byEmail = (email: string) =>
  sql<SqlBool>`lower(email) = ${email.trim().toLowerCase()}`;

/** The account, unless it does not exist or was deleted. */
export async function findUser(db: Db, userId: string) {
  return db
    .selectFrom("users")
    .select([...PROFILE_COLUMNS, "created_at"])
    .where("id", "=", userId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

/** Who changed an order, as the customer may see it: never a staff member's name. */
function actorShown(actorId: string | null, userId: string): "you" | "shop" | "system" {
  if (actorId === userId) return "you";
  return actorId === null ? "system" : "shop";
}

/** The lines and the status history of these orders. */
async function linesAndHistory(db: Db, ids: string[]) {
  const [items, events] = ids.length
    ? await Promise.all([
        db
          .selectFrom("order_items")
          .select([
            "order_id",
            "product_name",
            "quantity",
            "unit_price_paise",
            "total_price_paise",
            "design_request",
            "artwork_name",
            "artwork_note",
          ])
          .where("order_id", "in", ids)
          .orderBy("id")
          .execute(),
        db
          .selectFrom("order_events")
          .select([
            "order_id",
            "kind",
            "from_value",
            "to_value",
            "reason",
            "actor_id",
            "created_at",
          ])
          .where("order_id", "in", ids)
          .orderBy("created_at")
          .orderBy("id")
          .execute(),
      ])
    : [[], []];
  return { items, events };
}

async function exportOrders(db: Db, userId: string) {
  const orders = await db
    .selectFrom("orders")
    .select([
      "id",
      "order_number",
      "created_at",
      "order_status",
      "payment_method",
      "payment_status",
      "total_amount_paise",
      "delivery_fee_paise",
      "customer_name",
      "customer_email",
      "customer_phone",
      "delivery_address",
      "pin_code",
    ])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
  const { items, events } = await linesAndHistory(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((o) => ({
    orderNumber: o.order_number,
    placedAt: iso(o.created_at),
    status: o.order_status,
    paymentMethod: o.payment_method,
    paymentStatus: o.payment_status,
    totalPaise: Number(o.total_amount_paise),
    deliveryFeePaise: Number(o.delivery_fee_paise),
    delivery: {
      name: o.customer_name,
      email: o.customer_email,
      phone: o.customer_phone,
      address: o.delivery_address,
      pinCode: o.pin_code,
    },
    lines: items
      .filter((i) => i.order_id === o.id)
      .map((i) => ({
        product: i.product_name,
        quantity: Number(i.quantity),
        unitPricePaise: Number(i.unit_price_paise),
        totalPricePaise: Number(i.total_price_paise),
        designRequest: i.design_request === 1,
        artworkFile: i.artwork_name,
        designBrief: i.artwork_note,
      })),
    history: events
      .filter((e) => e.order_id === o.id)
      .map((e) => ({
        kind: e.kind,
        from: e.from_value,
        to: e.to_value,
        reason: e.reason,
        by: actorShown(e.actor_id, userId),
        at: iso(e.created_at),
      })),
  }));
}

async function exportRequests(db: Db, email: string) {
  const [quotes, contacts, experiences, reviews] = await Promise.all([
    db
      .selectFrom("order_submissions")
      .select(["id", "name", "phone", "email", "service", "quantity", "message", "created_at"])
      .where(byEmail(email))
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("contact_submissions")
      .select(["name", "email", "phone", "subject", "message", "created_at"])
      .where(byEmail(email))
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("customer_experiences")
      .select([
        "name",
        "email",
        "phone",
        "experience_rating",
        "service_used",
        "feedback_message",
        "would_recommend",
        "created_at",
      ])
      .where(byEmail(email))
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("customer_reviews")
      .select([
        "name",
        "email",
        "company",
        "location",
        "project_type",
        "rating",
        "review_text",
        "status",
        "created_at",
      ])
      .where(byEmail(email))
      .orderBy("created_at")
      .execute(),
  ]);
  const files = quotes.length
    ? await db
        .selectFrom("order_files")
        .select(["submission_id", "original_name", "size_bytes", "mime_type"])
        .where(
          "submission_id",
          "in",
          quotes.map((q) => q.id),
        )
        .where("removed_at", "is", null)
        .orderBy("created_at")
        .execute()
    : [];
  return {
    quoteRequests: quotes.map(({ id, created_at, ...q }) => ({
      ...q,
      files: files
        .filter((f) => f.submission_id === id)
        .map((f) => ({ name: f.original_name, bytes: Number(f.size_bytes), type: f.mime_type })),
      sentAt: iso(created_at),
    })),
    contactMessages: contacts.map(({ created_at, ...c }) => ({ ...c, sentAt: iso(created_at) })),
    experiences: experiences.map(({ created_at, would_recommend, ...e }) => ({
      ...e,
      would_recommend: would_recommend === 1,
      sentAt: iso(created_at),
    })),
    reviews: reviews.map(({ created_at, ...r }) => ({ ...r, sentAt: iso(created_at) })),
  };
}

/**
 * Everything the shop holds about one person, for their download (or an admin's, on their
 * request): the account and its settings, the cart, the orders with lines and history, the
 * requests sent with their e-mail. Never a password hash, a session token or a 2FA secret,
 * never another person's data (a staff member who changed an order is "shop"). Null: no such
 * account (or one already deleted).
 */
export async function exportUserData(userId: string) {
  const db = getDb();
  const user = await findUser(db, userId);
  if (!user) return null;
  const [role, cart, orders, requests] = await Promise.all([
    lookupRole(db, user.id),
    db
      .selectFrom("cart_items")
      .innerJoin("products", "products.id", "cart_items.product_id")
      .select(["products.name", "cart_items.quantity", "cart_items.created_at"])
      .where("cart_items.user_id", "=", user.id)
      .orderBy("cart_items.created_at")
      .execute(),
    exportOrders(db, user.id),
    exportRequests(db, user.email),
  ]);
  return {
    format: "limra-personal-data/1",
    exportedAt: nowIso(),
    account: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      language: user.locale,
      role: role ?? "customer",
      createdAt: iso(user.created_at),
    },
    settings: {
      language: user.locale,
      theme: user.theme,
      notifications: user.notifications_enabled === 1,
      twoFactorSignIn: user.totp_enabled_at !== null,
    },
    cart: cart.map((c) => ({
      product: c.name,
      quantity: Number(c.quantity),
      addedAt: iso(c.created_at),
    })),
    orders,
    requests,
  };
}

export type UserDataExport = NonNullable<Awaited<ReturnType<typeof exportUserData>>>;

/** The file name of a download: limra-my-data-YYYY-MM-DD.json (the day in UTC). */
export function exportFileName(now = new Date()): string {
  return `limra-my-data-${now.toISOString().slice(0, 10)}.json`;
}

/** The download as a response: one JSON attachment that no cache keeps. */
export function exportResponse(data: UserDataExport): Response {
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName()}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** Writes the audit entry of an admin's download of a person's data (no personal data in it). */
export async function auditAdminExport(adminId: string, userId: string, reason: string) {
  await writeAudit(getDb(), {
    actorId: adminId,
    action: "account.data-exported",
    entity: "users",
    entityId: userId,
    after: { by: "admin", reason },
  });
}
