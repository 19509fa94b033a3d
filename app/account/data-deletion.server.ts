import { sql, type Kysely, type SqlBool } from "kysely";
import { writeAudit } from "~/platform/audit.server";
import { lookupRole } from "~/platform/auth/roles.server";
import { getDb } from "~/platform/db/db.server";
import { isPostgres, nowIso } from "~/platform/db/dialect";
import type { Database } from "~/platform/db/schema";
import { logger } from "~/platform/logger.server";
import { getFileStore } from "~/platform/storage.server";
import { forgetJobPeople } from "~/jobs/index.server";
import { byEmail, DELETED_NAME, findUser } from "./data-export.server";

/**
 * The deletion of a person's account (docs/decisions/051), by themselves or by an admin on their
 * request: the orders are kept for the books with the personal fields cleared, the uploaded files
 * removed from the store, the website requests anonymised, the sign-in rows (sessions, password,
 * 2FA, verification, recovery codes) deleted and the user row anonymised (orders point at it),
 * with one audit entry without personal data.
 */

type Db = Kysely<Database>;

/** Order statuses after which an order needs nothing more from the customer. */
const CLOSED_STATUSES = ["delivered", "cancelled", "returned"] as const;

/** Who asked for a deletion: the person themselves, or an admin on their request. */
export type DeletionActor =
  { kind: "self"; id: string } | { kind: "admin"; id: string; reason: string };

export type DeletionResult =
  | { kind: "deleted"; filesRemoved: number }
  | { kind: "not-found" }
  /** Holds the staff or admin role: the role is taken away first (at /admin/users). */
  | { kind: "privileged" }
  /** The only admin: the shop would have nobody to run it. */
  | { kind: "last-admin" }
  /** Orders not yet delivered, cancelled or returned: the shop still needs the address. */
  | { kind: "open-orders"; count: number };

async function refusal(db: Db, userId: string): Promise<DeletionResult | null> {
  const role = await lookupRole(db, userId);
  if (role === "admin") {
    const admins = await db
      .selectFrom("user_roles")
      .select("user_id")
      .where("role", "=", "admin")
      .$if(isPostgres(db), (q) => q.forUpdate())
      .execute();
    return admins.length <= 1 ? { kind: "last-admin" } : { kind: "privileged" };
  }
  if (role === "staff") return { kind: "privileged" };
  const open = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("order_status", "not in", CLOSED_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(open.n) > 0 ? { kind: "open-orders", count: Number(open.n) } : null;
}

/** The ids of one person's records, read before they are anonymised. */
async function recordsOf(db: Db, userId: string, email: string) {
  const ids = async (
    table:
      "order_submissions" | "contact_submissions" | "customer_experiences" | "customer_reviews",
  ) => (await db.selectFrom(table).select("id").where(byEmail(email)).execute()).map((r) => r.id);
  const orders = await db
    .selectFrom("orders")
    .select(["id", "customer_id"])
    .where("user_id", "=", userId)
    .execute();
  return {
    orders: orders.map((o) => o.id),
    quotes: await ids("order_submissions"),
    contacts: await ids("contact_submissions"),
    experiences: await ids("customer_experiences"),
    reviews: await ids("customer_reviews"),
    orderCustomers: orders.map((o) => o.customer_id),
  };
}

type Records = Awaited<ReturnType<typeof recordsOf>>;

/** Clears the orders' personal fields and removes their artwork; returns the file keys to remove. */
async function anonymiseOrders(db: Db, userId: string, r: Records, now: string) {
  if (!r.orders.length) return [];
  await db
    .updateTable("orders")
    .set({
      customer_name: DELETED_NAME,
      customer_email: "",
      customer_phone: "",
      delivery_address: "",
      pin_code: "",
      customer_id: null,
      anonymised_at: now,
      updated_at: now,
    })
    .where("id", "in", r.orders)
    .execute();
  const artwork = await db
    .selectFrom("order_items")
    .select("artwork_file")
    .where("order_id", "in", r.orders)
    .where("artwork_file", "is not", null)
    .execute();
  await db
    .updateTable("order_items")
    .set({ artwork_removed_at: now })
    .where("order_id", "in", r.orders)
    .where("artwork_file", "is not", null)
    .execute();
  await db
    .updateTable("order_items")
    .set({ artwork_file: null, artwork_name: null, artwork_note: null })
    .where("order_id", "in", r.orders)
    .execute();
  // The reasons the customer gave (a cancellation) are theirs; the shop's own stay.
  await db
    .updateTable("order_events")
    .set({ reason: null })
    .where("order_id", "in", r.orders)
    .where("actor_id", "=", userId)
    .execute();
  return artwork.map((a) => a.artwork_file!);
}

/** Anonymises the website requests; returns the design files' keys to remove. */
async function anonymiseRequests(db: Db, r: Records, now: string) {
  const keys: string[] = [];
  if (r.quotes.length) {
    await db
      .updateTable("order_submissions")
      .set({
        name: DELETED_NAME,
        phone: "",
        email: null,
        message: null,
        files_info: null,
        customer_id: null,
      })
      .where("id", "in", r.quotes)
      .execute();
    const files = await db
      .selectFrom("order_files")
      .select("storage_key")
      .where("submission_id", "in", r.quotes)
      .where("removed_at", "is", null)
      .execute();
    keys.push(...files.map((f) => f.storage_key));
    await db
      .updateTable("order_files")
      .set({ removed_at: now, original_name: "removed" })
      .where("submission_id", "in", r.quotes)
      .execute();
  }
  if (r.contacts.length) {
    await db
      .updateTable("contact_submissions")
      .set({
        name: DELETED_NAME,
        email: "",
        phone: null,
        subject: null,
        message: "",
        customer_id: null,
      })
      .where("id", "in", r.contacts)
      .execute();
  }
  if (r.experiences.length) {
    await db
      .updateTable("customer_experiences")
      .set({ name: DELETED_NAME, email: "", phone: null, feedback_message: "" })
      .where("id", "in", r.experiences)
      .execute();
  }
  if (r.reviews.length) {
    // An empty, nameless review is not shown: it leaves the public reviews and the rating.
    await db
      .updateTable("customer_reviews")
      .set({
        name: DELETED_NAME,
        email: "",
        company: "",
        location: "",
        review_text: "",
        status: "rejected",
        is_approved: 0,
      })
      .where("id", "in", r.reviews)
      .execute();
  }
  // The staff notifications and the e-mails about these records named the person.
  const links = [
    ...r.quotes.map((id) => `/admin/inbox/orders/${id}`),
    ...r.contacts.map((id) => `/admin/inbox/contacts/${id}`),
    ...r.experiences.map((id) => `/admin/inbox/feedback/${id}`),
    ...r.reviews.map((id) => `/admin/inbox/reviews/${id}`),
  ];
  if (links.length) {
    await db
      .updateTable("notifications")
      .set({ message: DELETED_NAME })
      .where("link", "in", links)
      .execute();
  }
  return keys;
}

async function deleteEmails(db: Db, email: string, r: Records) {
  await db
    .deleteFrom("email_outbox")
    .where((eb) =>
      eb.or([
        sql<SqlBool>`lower(to_address) = ${email.trim().toLowerCase()}`,
        ...(r.orders.length
          ? [eb.and([eb("entity", "=", "order"), eb("entity_id", "in", r.orders)])]
          : []),
        ...(r.quotes.length
          ? [eb.and([eb("entity", "=", "order_submission"), eb("entity_id", "in", r.quotes)])]
          : []),
        ...(r.contacts.length
          ? [eb.and([eb("entity", "=", "contact_submission"), eb("entity_id", "in", r.contacts)])]
          : []),
        ...(r.experiences.length
          ? [
              eb.and([
                eb("entity", "=", "customer_experience"),
                eb("entity_id", "in", r.experiences),
              ]),
            ]
          : []),
      ]),
    )
    .execute();
}

/**
 * The billing customers (parties) the person's orders and requests were linked to, once
 * unlinked: a party left with no bill, order, request, note or reminder existed only for this
 * person and is deleted; one with bills is the shop's own record of them and stays.
 */
async function dropEmptyParties(db: Db, customerIds: (string | null)[]) {
  const ids = [...new Set(customerIds.filter((id): id is string => id !== null))];
  for (const id of ids) {
    const used = await db
      .selectFrom("customers")
      .select("id")
      .where("id", "=", id)
      .where((eb) =>
        eb.or([
          eb.exists(eb.selectFrom("complaints").select("id").where("customer_id", "=", id)),
          eb.exists(eb.selectFrom("orders").select("id").where("customer_id", "=", id)),
          eb.exists(eb.selectFrom("order_submissions").select("id").where("customer_id", "=", id)),
          eb.exists(
            eb.selectFrom("contact_submissions").select("id").where("customer_id", "=", id),
          ),
          eb.exists(eb.selectFrom("customer_notes").select("id").where("customer_id", "=", id)),
          eb.exists(eb.selectFrom("customer_reminders").select("id").where("customer_id", "=", id)),
        ]),
      )
      .executeTakeFirst();
    if (!used) await db.deleteFrom("customers").where("id", "=", id).execute();
  }
}

async function deleteSignIn(db: Db, userId: string, email: string) {
  for (const table of [
    "sessions",
    "accounts",
    "recovery_codes",
    "staff_access_requests",
    "cart_items",
    "user_roles",
  ] as const) {
    await db.deleteFrom(table).where("user_id", "=", userId).execute();
  }
  await db
    .deleteFrom("verifications")
    .where((eb) => eb.or([eb("value", "=", userId), eb("identifier", "=", email.toLowerCase())]))
    .execute();
  await db
    .deleteFrom("rate_limits")
    .where("key", "=", `login-fail:account:${email.toLowerCase()}`)
    .execute();
}

/**
 * Deletes a person's account (themselves, or an admin on their request), in one transaction; the
 * uploaded files go from the store once it has committed. Refused for staff and admins (the
 * role goes first), the last admin, and a person with an open order.
 */
export async function deleteAccount(userId: string, actor: DeletionActor): Promise<DeletionResult> {
  const outcome = await getDb()
    .transaction()
    .execute(async (trx) => {
      const user = await findUser(trx, userId);
      if (!user) return { result: { kind: "not-found" } as DeletionResult, keys: [] };
      const refused = await refusal(trx, user.id);
      if (refused) return { result: refused, keys: [] };
      const now = nowIso();
      const records = await recordsOf(trx, user.id, user.email);
      const partyIds = [...records.orderCustomers];
      if (records.quotes.length || records.contacts.length) {
        for (const table of ["order_submissions", "contact_submissions"] as const) {
          const ids = table === "order_submissions" ? records.quotes : records.contacts;
          if (!ids.length) continue;
          const rows = await trx
            .selectFrom(table)
            .select("customer_id")
            .where("id", "in", ids)
            .execute();
          partyIds.push(...rows.map((row) => row.customer_id));
        }
      }
      const keys = [
        ...(await anonymiseOrders(trx, user.id, records, now)),
        ...(await anonymiseRequests(trx, records, now)),
      ];
      const person = { email: user.email, submissionIds: records.quotes, orderIds: records.orders };
      await forgetJobPeople(trx, person, DELETED_NAME, now);
      await deleteEmails(trx, user.email, records);
      await dropEmptyParties(trx, partyIds);
      await deleteSignIn(trx, user.id, user.email);
      await trx
        .updateTable("users")
        .set({
          name: DELETED_NAME,
          email: `deleted-${user.id}@deleted.invalid`,
          email_verified: 0,
          image: null,
          phone: null,
          locale: null,
          theme: null,
          notifications_enabled: 0,
          totp_secret: null,
          totp_enabled_at: null,
          totp_last_step: null,
          deleted_at: now,
          updated_at: now,
        })
        .where("id", "=", user.id)
        .execute();
      await writeAudit(trx, {
        actorId: actor.id,
        action: "account.deleted",
        entity: "users",
        entityId: user.id,
        after: {
          by: actor.kind,
          ...(actor.kind === "admin" ? { reason: actor.reason } : {}),
          ordersAnonymised: records.orders.length,
          requestsAnonymised:
            records.quotes.length +
            records.contacts.length +
            records.experiences.length +
            records.reviews.length,
          filesRemoved: keys.length,
        },
      });
      return { result: { kind: "deleted", filesRemoved: keys.length } as DeletionResult, keys };
    });
  if (outcome.keys.length) await removeFiles(outcome.keys);
  return outcome.result;
}

/** Removes files from the store; one that fails is logged (its row is marked removed already). */
async function removeFiles(keys: string[]) {
  const store = getFileStore();
  const results = await Promise.allSettled(keys.map((key) => store.remove(key)));
  const failed = results.filter((r) => r.status === "rejected").length;
  if (failed) logger.error("account deletion: files not removed from the store", { failed });
}
