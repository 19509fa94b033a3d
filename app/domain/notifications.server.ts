import type { Kysely } from "kysely";
import type { Database, NotificationPriority, NotificationType } from "~/platform/db/schema";
import { nowIso } from "~/platform/db/dialect";
import type { GivenUpMail } from "~/platform/email/outbox.server";
import { plural } from "~/lib/plural";

/**
 * Notifications for the staff's alerts page (/billing/notifications). Write one with the
 * transaction that makes the change it is about.
 */
export async function createNotification(
  db: Kysely<Database>,
  n: {
    title: string;
    message: string;
    type: NotificationType;
    priority?: NotificationPriority;
    link?: string | null;
  },
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("notifications")
    .values({
      id,
      title: n.title.slice(0, 200),
      message: n.message.slice(0, 2000),
      type: n.type,
      priority: n.priority ?? "medium",
      link: n.link ?? null,
      created_at: nowIso(),
    })
    .execute();
  return id;
}

/**
 * Where the owner sees a record that an e-mail or notification is about. The alerts page offers
 * each reader the link their role may open (billing/notifications/links.server.ts).
 */
const ENTITY_LINKS: Record<string, string> = {
  order_submission: "/admin/inbox/orders/",
  contact_submission: "/admin/inbox/contacts/",
  customer_experience: "/admin/inbox/feedback/",
  customer_review: "/admin/inbox/reviews/",
  /** A LimraKart order, open on the orders desk. */
  order: "/limrakart/admin?tab=orders&order=",
  customers: "/billing/customers/",
};

export function entityLink(entity: string | null, id: string | null): string | null {
  if (!entity || !id || !(entity in ENTITY_LINKS)) return null;
  return `${ENTITY_LINKS[entity]}${encodeURIComponent(id)}`;
}

/**
 * The owner's high-priority alert for a mail the outbox gave up after its last attempt (the record
 * it is about is saved; its notice never went out). Passed to the outbox worker at boot.
 */
export async function alertMailGivenUp(db: Kysely<Database>, mail: GivenUpMail): Promise<void> {
  await createNotification(db, {
    type: "alert",
    priority: "high",
    title: "Email notification failed",
    message: `"${mail.subject}" to ${mail.to} could not be sent after ${plural(mail.attempts, "attempt", "attempts")}: ${mail.error}`,
    link: entityLink(mail.entity, mail.entityId),
  });
}
