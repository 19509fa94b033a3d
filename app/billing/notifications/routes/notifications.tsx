import { Bell, CheckCheck, Check, ExternalLink, RefreshCw, Trash2 } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/notifications";
import { Badge, type BadgeTone, StatusBadge } from "~/components/ui/badge";
import { PageHeader } from "~/components/ui/page-header";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { formatDateTime } from "~/lib/format";
import { pageUrl } from "~/lib/page-url";
import { safeRedirect } from "~/lib/safe-redirect";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { logger } from "~/platform/logger.server";
import { Pager } from "~/components/ui/pagination";
import { listHref } from "../../list-params";
import {
  listPendingNotifications,
  NOTIFICATION_MESSAGES,
  notificationsAction,
  type PendingNotification,
} from "../notifications.server";
import { BillingLoadError } from "../../components/load-error";

/**
 * Pending Alerts & Updates: the unread notifications of type alert or update, newest first (25
 * a page), with the unread count, Refresh, Mark All Read, and per item mark read and delete.
 * Every button is a form, so the page works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const page = Number.parseInt(pageUrl(request).searchParams.get("page") ?? "1", 10) || 1;
  try {
    return await listPendingNotifications({ page });
  } catch (error) {
    logger.error("reading the notifications failed", { error: String(error) });
    throw data({ message: NOTIFICATION_MESSAGES.fetchFailed }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Pending Alerts & Updates — Billing" },
  { name: "robots", content: "noindex" },
];

export const action = ({ request, context }: Route.ActionArgs) =>
  notificationsAction(request, context);

const PATH = "/billing/notifications";
const small = "!px-3 !py-1.5 text-sm";

/** The spec's colours: high red, medium yellow, low (and anything else) grey. */
const PRIORITY_TONES: Partial<Record<string, BadgeTone>> = {
  high: "danger",
  medium: "warning",
};

const capitalised = (s: string) => `${s[0]?.toUpperCase() ?? ""}${s.slice(1)}`;

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { notifications, total, page, pageCount, newestAt } = loaderData;
  const { busy: refreshing } = useActionAnswer(actionData, "refresh");
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === PATH;
  const href = (p: number) => listHref(PATH, { page: p });
  const here = href(page);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHeader
        title={
          <>
            <Bell aria-hidden className="size-7 text-brand-600 dark:text-brand-100" />
            Pending Alerts &amp; Updates
            <Badge tone="alert" size="sm" data-testid="unread-count">
              {total}
              <span className="sr-only"> unread</span>
            </Badge>
          </>
        }
        backTo="/billing/service"
        backLabel="Back to Service"
      />
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="refresh" />
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" disabled={refreshing} className={buttonClass.outline}>
            <RefreshCw aria-hidden className={`size-4 ${refreshing ? "animate-spin" : ""}`} />
            Refresh
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="read-all" />
          <input type="hidden" name="asOf" value={newestAt ?? ""} />
          <button type="submit" disabled={!newestAt} className={buttonClass.primary}>
            <CheckCheck aria-hidden className="size-4" />
            Mark All Read
          </button>
        </Form>
      </div>
      <p role="status" className={`mt-4 text-sm ${mutedText}`}>
        {loading ? "Loading notifications..." : ""}
      </p>
      {notifications.length === 0 ? (
        <p className={`${cardClass} mt-2 p-8 text-center ${mutedText}`}>
          No pending alerts at the moment.
        </p>
      ) : (
        <ul className={`mt-2 grid gap-3 ${loading ? "opacity-60" : ""}`}>
          {notifications.map((n) => (
            <NotificationItem key={n.id} notification={n} redirectTo={here} />
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} href={href} />
    </div>
  );
}

function NotificationItem({
  notification: n,
  redirectTo,
}: {
  notification: PendingNotification;
  redirectTo: string;
}) {
  // Links are the app's own pages; anything else is not offered.
  const link = (n.link && safeRedirect(n.link, "")) || null;
  return (
    <li className={`${cardClass} flex flex-wrap gap-3 p-4`} data-testid="notification">
      <span aria-hidden className="mt-2 size-2.5 shrink-0 rounded-full bg-brand-600" />
      <div className="min-w-0 flex-1 basis-52">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold">
            <span className="sr-only">Unread: </span>
            {n.title}
          </h2>
          <StatusBadge status={n.priority} tones={PRIORITY_TONES} data-testid="priority">
            {capitalised(n.priority)}
            <span className="sr-only"> priority</span>
          </StatusBadge>
          <Badge tone="outline" data-testid="type">
            {capitalised(n.type)}
          </Badge>
        </div>
        <p className="mt-1 text-sm break-words">{n.message}</p>
        <p className={`mt-1 text-xs ${mutedText}`}>
          <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
        </p>
      </div>
      <div className="flex flex-wrap items-start gap-2 sm:shrink-0">
        {link ? (
          <Link to={link} className={`${buttonClass.outline} ${small}`}>
            <ExternalLink aria-hidden className="size-4" />
            Open<span className="sr-only"> {n.title}</span>
          </Link>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="read" />
          <input type="hidden" name="id" value={n.id} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button type="submit" className={`${buttonClass.outline} ${small}`}>
            <Check aria-hidden className="size-4" />
            Mark read<span className="sr-only"> {n.title}</span>
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={n.id} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button
            type="submit"
            className={`${buttonClass.outline} ${small} border-red-700 text-red-800 dark:border-red-400 dark:text-red-300`}
          >
            <Trash2 aria-hidden className="size-4" />
            Delete<span className="sr-only"> {n.title}</span>
          </button>
        </Form>
      </div>
    </li>
  );
}

/** The loader could not read the notifications: the spec's 'Failed to fetch notifications'. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BillingLoadError
      error={error}
      title="Pending Alerts & Updates"
      path={PATH}
      fallback="Failed to fetch notifications"
    />
  );
}
