import { type Kysely, sql } from "kysely";
import type { Database } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { isUniqueViolation, nowIso } from "~/platform/db/dialect";
import { enqueueEmail, type OutgoingEmail } from "~/platform/email/outbox.server";
import { logger } from "~/platform/logger.server";
import { linkCustomer } from "~/domain/customers.server";
import { createNotification } from "~/domain/notifications.server";
import { getFileStore, newStorageKey } from "~/platform/storage.server";
import { notifyEmail } from "~/domain/business-settings.server";
import { recipientLocale } from "~/platform/email/recipient-locale.server";
import { contactNotice, feedbackNotice, orderNotice } from "./emails.server";
import { fileExtension } from "./file-types";
import type { ContactInput, FeedbackInput, OrderInput, ReviewInput } from "./schema";
import { createRequest, reissueConfirmationLink, requestConfirmation } from "~/jobs/index.server";
import { plural } from "~/lib/plural";
import { formatIndianPhone } from "~/lib/phone";

/**
 * Saving the public forms. Each submission is one transaction: the record, its files, a
 * notification for the staff and the e-mail to the business (in the outbox). The e-mail is
 * queued inside a savepoint, so a failure to queue it never loses the record: the caller then
 * shows the spec's 'Email Notification Failed'. A second post of the same form token stores
 * nothing and reports the first record ("duplicate").
 */
export type SubmitResult = { id: string; duplicate: boolean; emailQueued: boolean };
/** An order form's result: also the print request it opened (docs/decisions/094). */
export type OrderResult = SubmitResult & { request: { reference: string; token: string } | null };

type SubmissionTable =
  "order_submissions" | "contact_submissions" | "customer_experiences" | "customer_reviews";

class DuplicateSubmission extends Error {
  constructor(readonly existingId: string) {
    super("duplicate submission");
  }
}

async function findByToken(db: Kysely<Database>, table: SubmissionTable, token: string) {
  const row = await db
    .selectFrom(table)
    .select("id")
    .where("form_token", "=", token)
    .executeTakeFirst();
  return row?.id ?? null;
}

async function enqueueInSavepoint(trx: Kysely<Database>, email: OutgoingEmail): Promise<boolean> {
  await sql`savepoint intake_email`.execute(trx);
  try {
    await enqueueEmail(trx, email);
    await sql`release savepoint intake_email`.execute(trx);
    return true;
  } catch (error) {
    await sql`rollback to savepoint intake_email`.execute(trx);
    logger.error("intake: could not queue the notification e-mail", { error: String(error) });
    return false;
  }
}

/** Runs `write` in a transaction unless the token was used; a racing duplicate is caught too. */
async function submitOnce(
  table: SubmissionTable,
  token: string,
  write: (trx: Kysely<Database>, id: string) => Promise<boolean>,
): Promise<SubmitResult> {
  const db = getDb();
  const existing = await findByToken(db, table, token);
  if (existing) return { id: existing, duplicate: true, emailQueued: true };
  const id = crypto.randomUUID();
  try {
    const emailQueued = await db.transaction().execute(async (trx) => {
      const again = await findByToken(trx, table, token);
      if (again) throw new DuplicateSubmission(again);
      return write(trx, id);
    });
    return { id, duplicate: false, emailQueued };
  } catch (error) {
    if (error instanceof DuplicateSubmission) {
      return { id: error.existingId, duplicate: true, emailQueued: true };
    }
    if (isUniqueViolation(error)) {
      const winner = await findByToken(db, table, token);
      if (winner) return { id: winner, duplicate: true, emailQueued: true };
    }
    throw error;
  }
}

/** A design file checked by the action and waiting in the temporary upload folder. */
export type AcceptedFile = { name: string; size: number; mimeType: string; tempPath: string };

/** The rows of an order's stored design files. */
async function insertOrderFiles(
  trx: Kysely<Database>,
  submissionId: string,
  stored: (AcceptedFile & { key: string })[],
  now: string,
) {
  for (const f of stored) {
    await trx
      .insertInto("order_files")
      .values({
        id: crypto.randomUUID(),
        submission_id: submissionId,
        original_name: f.name,
        storage_key: f.key,
        size_bytes: f.size,
        mime_type: f.mimeType,
        created_at: now,
      })
      .execute();
  }
}

/**
 * The print request a website order opens (docs/decisions/094): its reference and status link,
 * and the customer's confirmation e-mail when they gave an address (queued like the notice).
 */
async function openPrintRequest(
  trx: Kysely<Database>,
  submissionId: string,
  order: OrderInput,
  opts: { customerId: string | null; locale: "en" | "ta" },
) {
  const created = await createRequest(trx, {
    source: "website",
    name: order.name,
    phone: order.phone,
    email: order.email,
    locale: opts.locale,
    service: order.service,
    quantity: order.quantity,
    details: order.message,
    customerId: opts.customerId,
    orderSubmissionId: submissionId,
  });
  const request = { reference: created.reference, token: created.token };
  const confirmed =
    !order.email ||
    (await enqueueInSavepoint(
      trx,
      requestConfirmation({
        jobId: created.id,
        to: order.email,
        name: order.name,
        service: order.service,
        locale: opts.locale,
        ...request,
      }),
    ));
  return { request, confirmed };
}

export async function submitOrder(
  order: OrderInput,
  files: AcceptedFile[],
  meta: { token: string; locale: string },
): Promise<OrderResult> {
  const store = getFileStore();
  let request: OrderResult["request"] = null;
  // Files go to the store first; if the record is not written they are removed again.
  const stored = [] as (AcceptedFile & { key: string })[];
  try {
    for (const file of files) {
      const key = newStorageKey("orders", fileExtension(file.name));
      await store.save(key, file.tempPath);
      stored.push({ ...file, key });
    }
    const filesInfo = files.length
      ? JSON.stringify(files.map((f) => ({ name: f.name, size: f.size, type: f.mimeType })))
      : null;
    const locale = meta.locale === "ta" ? "ta" : "en";
    const result = await submitOnce("order_submissions", meta.token, async (trx, id) => {
      const now = nowIso();
      const customerId = await linkCustomer(trx, {
        phone: order.phone,
        name: order.name,
        email: order.email,
        language: locale,
      });
      await trx
        .insertInto("order_submissions")
        .values({
          id,
          name: order.name,
          phone: order.phone,
          email: order.email,
          service: order.service,
          quantity: order.quantity,
          message: order.message,
          files_info: filesInfo,
          locale: meta.locale,
          customer_id: customerId,
          form_token: meta.token,
          created_at: now,
        })
        .execute();
      await insertOrderFiles(trx, id, stored, now);
      await createNotification(trx, {
        type: "update",
        title: "New order request",
        message: `${order.name} (${formatIndianPhone(order.phone)}) asked for ${order.service}${files.length ? ` with ${plural(files.length, "file", "files")}` : ""}.`,
        link: `/admin/inbox/orders/${id}`,
      });
      const opened = await openPrintRequest(trx, id, order, { customerId, locale });
      request = opened.request;
      const noticed = await enqueueInSavepoint(
        trx,
        orderNotice(
          id,
          order,
          files.map((f) => f.name),
          await recipientLocale(trx, notifyEmail()),
        ),
      );
      return opened.confirmed && noticed;
    });
    if (result.duplicate) {
      await Promise.all(stored.map((f) => store.remove(f.key)));
      request = await reissueConfirmationLink(getDb(), result.id);
    }
    return { ...result, request };
  } catch (error) {
    await Promise.allSettled(stored.map((f) => store.remove(f.key)));
    throw error;
  }
}

export async function submitContact(contact: ContactInput, token: string): Promise<SubmitResult> {
  return submitOnce("contact_submissions", token, async (trx, id) => {
    await trx
      .insertInto("contact_submissions")
      .values({
        id,
        ...contact,
        customer_id: await linkCustomer(trx, contact),
        form_token: token,
        created_at: nowIso(),
      })
      .execute();
    await createNotification(trx, {
      type: "update",
      title: "New contact message",
      message: `${contact.name} <${contact.email}>: ${contact.subject ?? "No subject"}`,
      link: `/admin/inbox/contacts/${id}`,
    });
    return enqueueInSavepoint(
      trx,
      contactNotice(id, contact, await recipientLocale(trx, notifyEmail())),
    );
  });
}

export async function submitFeedback(
  feedback: FeedbackInput,
  token: string,
): Promise<SubmitResult> {
  return submitOnce("customer_experiences", token, async (trx, id) => {
    await trx
      .insertInto("customer_experiences")
      .values({
        id,
        name: feedback.name,
        email: feedback.email,
        phone: feedback.phone,
        experience_rating: feedback.rating,
        service_used: feedback.service,
        feedback_message: feedback.feedback,
        would_recommend: feedback.wouldRecommend ? 1 : 0,
        form_token: token,
        created_at: nowIso(),
      })
      .execute();
    await createNotification(trx, {
      type: "update",
      title: "New customer feedback",
      message: `${feedback.name} rated ${feedback.service} ${feedback.rating}/5.`,
      link: `/admin/inbox/feedback/${id}`,
    });
    return enqueueInSavepoint(
      trx,
      feedbackNotice(id, feedback, await recipientLocale(trx, notifyEmail())),
    );
  });
}

/** A review always starts unapproved: only an admin's moderation action publishes it. */
export async function submitReview(review: ReviewInput, token: string): Promise<SubmitResult> {
  return submitOnce("customer_reviews", token, async (trx, id) => {
    await trx
      .insertInto("customer_reviews")
      .values({
        id,
        name: review.name,
        company: review.company,
        location: review.location,
        project_type: review.projectType,
        rating: review.rating,
        review_text: review.reviewText,
        is_approved: 0,
        status: "pending",
        moderated_by: null,
        moderated_at: null,
        form_token: token,
        created_at: nowIso(),
      })
      .execute();
    await createNotification(trx, {
      type: "update",
      title: "New review awaiting approval",
      message: `${review.name} (${review.company}, ${review.location}) gave ${review.rating}/5.`,
      link: `/admin/inbox/reviews/${id}`,
    });
    return true;
  });
}

export type PublicReview = {
  id: string;
  name: string;
  company: string;
  location: string;
  projectType: string;
  rating: number;
  text: string;
  createdAt: string;
};

export const PUBLIC_REVIEWS_SHOWN = 6;

/** The latest approved reviews (the spec: six, newest first). */
export async function latestApprovedReviews(limit = PUBLIC_REVIEWS_SHOWN): Promise<PublicReview[]> {
  const rows = await getDb()
    .selectFrom("customer_reviews")
    .select([
      "id",
      "name",
      "company",
      "location",
      "project_type",
      "rating",
      "review_text",
      "created_at",
    ])
    .where("is_approved", "=", 1)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    company: r.company,
    location: r.location,
    projectType: r.project_type,
    rating: r.rating,
    text: r.review_text,
    createdAt: r.created_at,
  }));
}

export type ReviewStats = { count: number; average: number | null; fiveStar: number };

/** Figures of the approved reviews only. */
export async function approvedReviewStats(): Promise<ReviewStats> {
  const row = await getDb()
    .selectFrom("customer_reviews")
    .select((eb) => [
      eb.fn.countAll<number>().as("count"),
      eb.fn.avg<number>("rating").as("average"),
      eb.fn.sum<number>(eb.case().when("rating", "=", 5).then(1).else(0).end()).as("five_star"),
    ])
    .where("is_approved", "=", 1)
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return {
    count,
    average: count ? Math.round(Number(row.average) * 10) / 10 : null,
    fiveStar: Number(row.five_star ?? 0),
  };
}
