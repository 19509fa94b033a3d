import type { RouterContextProvider } from "react-router";
import { formValues } from "~/lib/forms";
import { safeRedirect } from "~/lib/safe-redirect";
import { deleteOneAudited, writeAudit } from "~/platform/audit.server";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { getDb } from "~/platform/db/db.server";
import { pageWithin } from "~/platform/db/paging.server";
import type { NotificationPriority, NotificationType, Role } from "~/platform/db/schema";
import { formFailure } from "~/platform/form-response.server";
import { logger } from "~/platform/logger.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { billingCopy } from "../content";
import { notificationsContent } from "./content";
import { linkForRole } from "./links.server";

/**
 * Pending Alerts & Updates (/billing/notifications): the unread notifications of type alert or
 * update, newest first; mark one read, mark all read (only those there were when the page was
 * loaded), delete one. Notifications are written elsewhere (createNotification).
 */
export const NOTIFICATION_MESSAGES = notificationsContent.en.messages;

export const NOTIFICATIONS_PAGE_SIZE = 25;

/** The types the page lists (the spec); stock, payment and system ones are not shown. */
const PENDING_TYPES: NotificationType[] = ["alert", "update"];

export type PendingNotification = {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  priority: NotificationPriority;
  /** Where Open leads this reader (a page their role may open), or null: no Open. */
  link: string | null;
  createdAt: string;
};

function pending() {
  return getDb()
    .selectFrom("notifications")
    .where("is_read", "=", 0)
    .where("type", "in", PENDING_TYPES);
}

/**
 * A page of the pending notifications, their count, and the newest one's time: the bound that
 * Mark All Read sends back, so a notification arriving meanwhile stays unread. Each link is the
 * one `role` may open (links.server.ts).
 */
export async function listPendingNotifications(f: { page?: number; role: Role }) {
  const summary = await pending()
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.max("created_at").as("newest")])
    .executeTakeFirstOrThrow();
  const total = Number(summary.n);
  const { page, pageCount } = pageWithin(total, NOTIFICATIONS_PAGE_SIZE, f.page ?? 1);
  const rows =
    total === 0
      ? []
      : await pending()
          .select(["id", "title", "message", "type", "priority", "link", "created_at"])
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(NOTIFICATIONS_PAGE_SIZE)
          .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE)
          .execute();
  const newest = summary.newest as string | Date | null;
  const links = await Promise.all(rows.map((r) => linkForRole(r.link, f.role)));
  return {
    notifications: rows.map((r, i): PendingNotification => ({
      id: r.id,
      title: r.title,
      message: r.message,
      type: r.type,
      priority: r.priority,
      link: links[i] ?? null,
      createdAt: r.created_at,
    })),
    total,
    page,
    pageCount,
    newestAt: newest ? new Date(newest).toISOString() : null,
  };
}

/** False when there is no notification with this id (reading it again is no error). */
export async function markNotificationRead(id: string): Promise<boolean> {
  const result = await getDb()
    .updateTable("notifications")
    .set({ is_read: 1 })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks read the pending (unread alert and update) notifications created up to `asOf`. */
export async function markAllPendingRead(asOf: string, actorId: string): Promise<number> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const result = await trx
        .updateTable("notifications")
        .set({ is_read: 1 })
        .where("is_read", "=", 0)
        .where("type", "in", PENDING_TYPES)
        .where("created_at", "<=", asOf)
        .executeTakeFirst();
      const count = Number(result.numUpdatedRows);
      await writeAudit(trx, {
        actorId,
        action: "notification.read_all",
        entity: "notification",
        after: { asOf, count },
      });
      return count;
    });
}

/** False when there is no notification with this id. */
export async function deleteNotification(id: string, actorId: string): Promise<boolean> {
  const deleted = await deleteOneAudited(
    (trx) =>
      trx
        .selectFrom("notifications")
        .select(["id", "title", "message", "type", "priority", "is_read", "link", "created_at"])
        .where("id", "=", id)
        .executeTakeFirst(),
    (trx) => trx.deleteFrom("notifications").where("id", "=", id).execute(),
    { actorId, action: "notification.delete", entity: "notification", entityId: id },
  );
  return deleted !== null;
}

/** An ISO-8601 instant as the database stores it, or null for anything else. */
function instant(value: string | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

type Ctx = Readonly<RouterContextProvider>;

/**
 * The POST of /billing/notifications: `intent` refresh, read (with `id`), read-all (with
 * `asOf`) or delete (with `id`). Success redirects back with the spec's toast; an unknown id
 * answers 404 and a missing bound 400, with the failure toast.
 */
export async function notificationsAction(request: Request, context: Ctx) {
  const user = requireBillingAccess(context, request);
  const values = formValues(await request.formData());
  const back = safeRedirect(values.redirectTo, "/billing/notifications");
  const locale = getPreferences(context).locale;
  const M = notificationsContent[locale].messages;
  const fail = (status: number, description: string) =>
    formFailure(context, { status, toast: { title: billingCopy[locale].errorTitle, description } });
  switch (values.intent) {
    case "refresh":
      return redirectWithToast(back, { title: M.refreshed });
    case "read":
      try {
        if (!(await markNotificationRead(values.id ?? ""))) return fail(404, M.markReadFailed);
        return redirectWithToast(back, { title: M.markedRead });
      } catch (error) {
        logger.error("marking a notification read failed", { error: String(error) });
        return fail(500, M.markReadFailed);
      }
    case "read-all": {
      const asOf = instant(values.asOf);
      if (!asOf) return fail(400, M.markAllFailed);
      try {
        await markAllPendingRead(asOf, user.id);
        return redirectWithToast("/billing/notifications", { title: M.allMarkedRead });
      } catch (error) {
        logger.error("marking all notifications read failed", { error: String(error) });
        return fail(500, M.markAllFailed);
      }
    }
    case "delete":
      try {
        if (!(await deleteNotification(values.id ?? "", user.id))) return fail(404, M.deleteFailed);
        return redirectWithToast(back, { title: M.deleted });
      } catch (error) {
        logger.error("deleting a notification failed", { error: String(error) });
        return fail(500, M.deleteFailed);
      }
    default:
      return fail(400, M.unknownAction);
  }
}
