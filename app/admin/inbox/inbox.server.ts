import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
import { updateOneAudited, writeAudit } from "~/platform/audit.server";
import type { Database, ReviewStatus } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { normalizeIndianPhone, phoneText } from "~/lib/phone";
import { nowIso, likePattern } from "~/platform/db/dialect";
import { pageWithin } from "~/platform/db/paging.server";
import type { InboxFieldKey } from "./content";
import { type InboxKind, INBOX_PAGE_SIZE, type InboxFilter } from "./kinds";

/**
 * The owner's inbox: order/quote requests, contact messages, feedback and reviews, newest first,
 * searchable and paginated, each with a read and a handled state. Reviews are moderated here
 * (approve, reject, delete), each action written to the audit log.
 */
const TABLES = {
  orders: "order_submissions",
  contacts: "contact_submissions",
  feedback: "customer_experiences",
  reviews: "customer_reviews",
} as const;

const ENTITIES: Record<InboxKind, string> = {
  orders: "order_submission",
  contacts: "contact_submission",
  feedback: "customer_experience",
  reviews: "customer_review",
};

/** Columns searched by the inbox's search box, per kind. */
const SEARCHED: Record<InboxKind, string[]> = {
  orders: ["name", "phone", "email", "service", "quantity", "message"],
  contacts: ["name", "email", "phone", "subject", "message"],
  feedback: ["name", "email", "phone", "service_used", "feedback_message"],
  reviews: ["name", "company", "location", "project_type", "review_text"],
};

export type InboxListItem = {
  id: string;
  name: string;
  /** One line about the item: the service, the subject, the rating. */
  summary: string;
  contact: string | null;
  createdAt: string;
  read: boolean;
  handled: boolean;
  reviewStatus: ReviewStatus | null;
  emailFailed: boolean;
};

function searchCondition(kind: InboxKind, q: string): Expression<SqlBool> {
  const pattern = likePattern(q);
  const parts = SEARCHED[kind].map(
    (column) => sql<SqlBool>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- one query shape over four tables */
function baseQuery(
  db: Kysely<Database>,
  kind: InboxKind,
  opts: { q: string; filter: InboxFilter },
) {
  let query = db.selectFrom(TABLES[kind] as any) as any;
  if (opts.q) query = query.where(searchCondition(kind, opts.q));
  if (kind === "reviews") {
    const status = ["pending", "approved", "rejected"].includes(opts.filter)
      ? opts.filter
      : "pending";
    query = query.where("status", "=", status);
  } else if (opts.filter === "unread") query = query.where("read_at", "is", null);
  else if (opts.filter === "open") query = query.where("handled_at", "is", null);
  else if (opts.filter === "handled") query = query.where("handled_at", "is not", null);
  return query;
}

function summarize(kind: InboxKind, row: any): { summary: string; contact: string | null } {
  switch (kind) {
    case "orders":
      return {
        summary: [row.service, row.quantity].filter(Boolean).join(" · "),
        contact: [phoneText(row.phone), row.email].filter(Boolean).join(" · "),
      };
    case "contacts":
      return { summary: row.subject ?? row.message.slice(0, 80), contact: row.email };
    case "feedback":
      return { summary: `${row.experience_rating}/5 · ${row.service_used}`, contact: row.email };
    case "reviews":
      return {
        summary: `${row.rating}/5 · ${row.project_type}`,
        contact: `${row.company}, ${row.location}`,
      };
  }
}

export async function listInbox(
  kind: InboxKind,
  opts: { q: string; filter: InboxFilter; page: number },
): Promise<{ items: InboxListItem[]; total: number; page: number; pageCount: number }> {
  const db = getDb();
  const countRow = await baseQuery(db, kind, opts)
    .select((eb: any) => eb.fn.countAll().as("n"))
    .executeTakeFirst();
  const total = Number(countRow?.n ?? 0);
  const { page, pageCount } = pageWithin(total, INBOX_PAGE_SIZE, opts.page);
  const rows: any[] = await baseQuery(db, kind, opts)
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE)
    .execute();
  const failed = await failedEmailIds(
    kind,
    rows.map((r) => r.id as string),
  );
  return {
    total,
    page,
    pageCount,
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      ...summarize(kind, r),
      createdAt: r.created_at,
      read: r.read_at !== null,
      handled: r.handled_at !== null,
      reviewStatus: kind === "reviews" ? r.status : null,
      emailFailed: failed.has(r.id),
    })),
  };
}

/** Unread items per kind (reviews: pending ones), for the tabs' badges. */
export async function inboxCounts(): Promise<Record<InboxKind, number>> {
  const db = getDb();
  const unread = async (kind: Exclude<InboxKind, "reviews">) => {
    const row = await (db.selectFrom(TABLES[kind] as any) as any)
      .select((eb: any) => eb.fn.countAll().as("n"))
      .where("read_at", "is", null)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  const pending = await db
    .selectFrom("customer_reviews")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return {
    orders: await unread("orders"),
    contacts: await unread("contacts"),
    feedback: await unread("feedback"),
    reviews: Number(pending.n),
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

async function failedEmailIds(kind: InboxKind, ids: string[]): Promise<Set<string>> {
  if (!ids.length || kind === "reviews") return new Set();
  const rows = await getDb()
    .selectFrom("email_outbox")
    .select("entity_id")
    .where("entity", "=", ENTITIES[kind])
    .where("entity_id", "in", ids)
    .where("status", "=", "failed")
    .execute();
  return new Set(rows.map((r) => r.entity_id!));
}

export type InboxFile = { id: string; name: string; size: number; type: string };
export type EmailState = {
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
};

export type InboxItem = {
  kind: InboxKind;
  id: string;
  createdAt: string;
  readAt: string | null;
  handledAt: string | null;
  /**
   * The fields shown on the detail page, in order: which one (its label is in the content module)
   * and its value as the customer typed it; a yes/no question's `answer` instead.
   */
  fields: {
    key: InboxFieldKey;
    value: string | null;
    answer?: boolean;
    multiline?: boolean;
    href?: string;
  }[];
  files: InboxFile[];
  emails: EmailState[];
  review: { status: ReviewStatus; moderatedAt: string | null } | null;
};

/** tel:+919876501234 for an Indian number (however it was typed), else the number as typed. */
const tel = (p: string | null) => (p ? `tel:${normalizeIndianPhone(p) ?? p}` : undefined);
const mail = (e: string | null) => (e ? `mailto:${e}` : undefined);

/** The e-mails an item sent (or tried to), oldest first. */
async function emailStates(kind: InboxKind, id: string): Promise<EmailState[]> {
  const rows = await getDb()
    .selectFrom("email_outbox")
    .select(["status", "attempts", "last_error", "sent_at"])
    .where("entity", "=", ENTITIES[kind])
    .where("entity_id", "=", id)
    .orderBy("created_at")
    .execute();
  return rows.map((e) => ({
    status: e.status,
    attempts: e.attempts,
    lastError: e.last_error,
    sentAt: e.sent_at,
  }));
}

/** A print order (with its design files). */
async function orderItem(id: string): Promise<InboxItem | null> {
  const r = await getDb()
    .selectFrom("order_submissions")
    .select([
      "name",
      "phone",
      "email",
      "service",
      "quantity",
      "message",
      "read_at",
      "handled_at",
      "created_at",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!r) return null;
  const files = await getDb()
    .selectFrom("order_files")
    .select(["id", "original_name", "size_bytes", "mime_type"])
    .where("submission_id", "=", id)
    .orderBy("created_at")
    .orderBy("original_name")
    .execute();
  return {
    kind: "orders",
    id,
    createdAt: r.created_at,
    readAt: r.read_at,
    handledAt: r.handled_at,
    fields: [
      { key: "name", value: r.name },
      { key: "phone", value: phoneText(r.phone), href: tel(r.phone) },
      { key: "email", value: r.email, href: mail(r.email) },
      { key: "service", value: r.service },
      { key: "quantity", value: r.quantity },
      { key: "message", value: r.message, multiline: true },
    ],
    files: files.map((f) => ({
      id: f.id,
      name: f.original_name,
      size: f.size_bytes,
      type: f.mime_type,
    })),
    emails: await emailStates("orders", id),
    review: null,
  };
}

/** A contact message. */
async function contactItem(id: string): Promise<InboxItem | null> {
  const r = await getDb()
    .selectFrom("contact_submissions")
    .select(["name", "email", "phone", "subject", "message", "read_at", "handled_at", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!r) return null;
  return {
    kind: "contacts",
    id,
    createdAt: r.created_at,
    readAt: r.read_at,
    handledAt: r.handled_at,
    fields: [
      { key: "name", value: r.name },
      { key: "email", value: r.email, href: mail(r.email) },
      { key: "phone", value: phoneText(r.phone), href: tel(r.phone) },
      { key: "subject", value: r.subject },
      { key: "message", value: r.message, multiline: true },
    ],
    files: [],
    emails: await emailStates("contacts", id),
    review: null,
  };
}

/** A customer's experience (feedback). */
async function feedbackItem(id: string): Promise<InboxItem | null> {
  const r = await getDb()
    .selectFrom("customer_experiences")
    .select([
      "name",
      "email",
      "phone",
      "experience_rating",
      "service_used",
      "feedback_message",
      "would_recommend",
      "read_at",
      "handled_at",
      "created_at",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!r) return null;
  return {
    kind: "feedback",
    id,
    createdAt: r.created_at,
    readAt: r.read_at,
    handledAt: r.handled_at,
    fields: [
      { key: "name", value: r.name },
      { key: "email", value: r.email, href: mail(r.email) },
      { key: "phone", value: phoneText(r.phone), href: tel(r.phone) },
      { key: "rating", value: `${r.experience_rating}/5` },
      { key: "serviceUsed", value: r.service_used },
      { key: "wouldRecommend", value: null, answer: Boolean(r.would_recommend) },
      { key: "feedback", value: r.feedback_message, multiline: true },
    ],
    files: [],
    emails: await emailStates("feedback", id),
    review: null,
  };
}

/** A review waiting for (or past) moderation. */
async function reviewItem(id: string): Promise<InboxItem | null> {
  const r = await getDb()
    .selectFrom("customer_reviews")
    .select([
      "name",
      "company",
      "location",
      "project_type",
      "rating",
      "review_text",
      "status",
      "moderated_at",
      "read_at",
      "handled_at",
      "created_at",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!r) return null;
  return {
    kind: "reviews",
    id,
    createdAt: r.created_at,
    readAt: r.read_at,
    handledAt: r.handled_at,
    fields: [
      { key: "name", value: r.name },
      { key: "company", value: r.company },
      { key: "location", value: r.location },
      { key: "projectType", value: r.project_type },
      { key: "rating", value: `${r.rating}/5` },
      { key: "review", value: r.review_text, multiline: true },
    ],
    files: [],
    emails: [],
    review: { status: r.status, moderatedAt: r.moderated_at },
  };
}

export async function getInboxItem(kind: InboxKind, id: string): Promise<InboxItem | null> {
  if (kind === "orders") return orderItem(id);
  if (kind === "contacts") return contactItem(id);
  if (kind === "feedback") return feedbackItem(id);
  return reviewItem(id);
}

/** Marks an item read or unread; false when it does not exist. */
export async function setRead(kind: InboxKind, id: string, read: boolean): Promise<boolean> {
  const result = await getDb()
    .updateTable(TABLES[kind])
    .set({ read_at: read ? nowIso() : null })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks an item handled (also read) or open again, with an audit entry. */
export async function setHandled(
  kind: InboxKind,
  id: string,
  handled: boolean,
  actorId: string,
): Promise<boolean> {
  const now = nowIso();
  return updateOneAudited(
    (trx) =>
      trx
        .updateTable(TABLES[kind])
        .set(handled ? { handled_at: now, read_at: now } : { handled_at: null })
        .where("id", "=", id)
        .executeTakeFirst(),
    {
      actorId,
      action: handled ? "inbox.handled" : "inbox.reopened",
      entity: ENTITIES[kind],
      entityId: id,
    },
  );
}

export type ModerationAction = "approve" | "reject" | "delete";

/**
 * Approves, rejects or deletes a review (the only way a review is published). Returns false when
 * the review does not exist. The audit log keeps the review before and after.
 */
export async function moderateReview(
  id: string,
  action: ModerationAction,
  actorId: string,
): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await trx
        .selectFrom("customer_reviews")
        .select([
          "id",
          "name",
          "company",
          "location",
          "project_type",
          "rating",
          "review_text",
          "status",
          "is_approved",
        ])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!before) return false;
      if (action === "delete") {
        await trx.deleteFrom("customer_reviews").where("id", "=", id).execute();
        await writeAudit(trx, {
          actorId,
          action: "review.delete",
          entity: "customer_review",
          entityId: id,
          before,
        });
        return true;
      }
      const status: ReviewStatus = action === "approve" ? "approved" : "rejected";
      const now = nowIso();
      await trx
        .updateTable("customer_reviews")
        .set({
          status,
          is_approved: status === "approved" ? 1 : 0,
          moderated_by: actorId,
          moderated_at: now,
          read_at: now,
          handled_at: now,
        })
        .where("id", "=", id)
        .execute();
      await writeAudit(trx, {
        actorId,
        action: `review.${action}`,
        entity: "customer_review",
        entityId: id,
        before,
        after: { ...before, status, is_approved: status === "approved" ? 1 : 0 },
      });
      return true;
    });
}

/** An order's attached file, for the admin-only download. */
export async function findOrderFile(fileId: string) {
  return getDb()
    .selectFrom("order_files")
    .select(["id", "original_name", "storage_key", "size_bytes", "mime_type", "submission_id"])
    .where("id", "=", fileId)
    .executeTakeFirst();
}
