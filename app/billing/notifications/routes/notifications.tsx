import { Bell, CheckCheck, Check, ExternalLink, RefreshCw, Trash2 } from "~/components/ui/icons";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/notifications";
import { Badge, type BadgeTone, StatusBadge } from "~/components/ui/badge";
import { PageHeader } from "~/components/ui/page-header";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { formatDateTime } from "~/lib/format";
import { pageUrl } from "~/lib/page-url";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { logger } from "~/platform/logger.server";
import { Pager } from "~/components/ui/pagination";
import { listHref } from "../../list-params";
import { useLocale } from "~/lib/i18n/i18n";
import { metaLocale } from "~/lib/i18n/meta-locale";
import { getPreferences } from "~/platform/preferences.server";
import { type NotificationsContent, notificationsContent } from "../content";
import {
  listPendingNotifications,
  notificationsAction,
  type PendingNotification,
} from "../notifications.server";
import { billingErrorBoundary } from "../../components/load-error";
import { PostButton } from "~/components/ui/post-button";

/**
 * Pending Alerts & Updates: the unread notifications of type alert or update, newest first (25
 * a page), with the unread count, Refresh, Mark All Read, and per item mark read and delete.
 * Every button is a form, so the page works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { role } = requireBillingAccess(context, request);
  const page = Number.parseInt(pageUrl(request).searchParams.get("page") ?? "1", 10) || 1;
  try {
    return await listPendingNotifications({ page, role });
  } catch (error) {
    logger.error("reading the notifications failed", { error: String(error) });
    const { fetchFailed } = notificationsContent[getPreferences(context).locale].messages;
    throw data({ message: fetchFailed }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: notificationsContent[metaLocale(matches)].metaTitle },
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

/** A known word from `words`, or the stored value as it is. */
const wordOf = (words: Record<string, string>, key: string) =>
  Object.hasOwn(words, key) ? words[key] : capitalised(key);

/**
 * The stored (English) title in the page's language: the app's known titles are translated, a
 * "Low stock: item" keeps the item's name as data; any other title is data as it is.
 */
function NotificationTitle({ title, c }: { title: string; c: NotificationsContent }) {
  const en = notificationsContent.en;
  if (Object.hasOwn(c.titles, title)) return <>{c.titles[title]}</>;
  if (title.startsWith(en.lowStockPrefix))
    return (
      <>
        {c.lowStockPrefix}
        <span translate="no">{title.slice(en.lowStockPrefix.length)}</span>
      </>
    );
  return <span translate="no">{title}</span>;
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { notifications, total, page, pageCount, newestAt } = loaderData;
  const c = notificationsContent[useLocale()];
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
            {c.title}
            <Badge tone="alert" size="sm" data-testid="unread-count">
              {total}
              <span className="sr-only">{c.unread}</span>
            </Badge>
          </>
        }
        backTo="/billing/service"
        backLabel={c.backLabel}
      />
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="refresh" />
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" disabled={refreshing} className={buttonClass.outline}>
            <RefreshCw aria-hidden className={`size-4 ${refreshing ? "animate-spin" : ""}`} />
            {c.refresh}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="read-all" />
          <input type="hidden" name="asOf" value={newestAt ?? ""} />
          <button type="submit" disabled={!newestAt} className={buttonClass.primary}>
            <CheckCheck aria-hidden className="size-4" />
            {c.markAllRead}
          </button>
        </Form>
      </div>
      <p role="status" className={`mt-4 text-sm ${mutedText}`}>
        {loading ? c.loading : ""}
      </p>
      {notifications.length === 0 ? (
        <p className={`${cardClass} mt-2 p-8 text-center ${mutedText}`}>{c.empty}</p>
      ) : (
        <ul className={`mt-2 grid gap-3 ${loading ? "opacity-60" : ""}`}>
          {notifications.map((n) => (
            <NotificationItem key={n.id} notification={n} redirectTo={here} c={c} />
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
  c,
}: {
  notification: PendingNotification;
  redirectTo: string;
  c: NotificationsContent;
}) {
  const title = <NotificationTitle title={n.title} c={c} />;
  // The loader gave the link this reader may open (the app's own pages only), or none.
  const link = n.link;
  return (
    <li className={`${cardClass} flex flex-wrap gap-3 p-4`} data-testid="notification">
      <span aria-hidden className="mt-2 size-2.5 shrink-0 rounded-full bg-brand-600" />
      <div className="min-w-0 flex-1 basis-52">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold">
            <span className="sr-only">{c.unreadPrefix}</span>
            {title}
          </h2>
          <StatusBadge status={n.priority} tones={PRIORITY_TONES} data-testid="priority">
            {wordOf(c.priorities, n.priority)}
            <span className="sr-only">{c.prioritySuffix}</span>
          </StatusBadge>
          <Badge tone="outline" data-testid="type">
            {wordOf(c.types, n.type)}
          </Badge>
        </div>
        <p className="mt-1 text-sm break-words" translate="no">
          {n.message}
        </p>
        <p className={`mt-1 text-xs ${mutedText}`}>
          <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
        </p>
      </div>
      <div className="flex flex-wrap items-start gap-2 sm:shrink-0">
        {link ? (
          <Link to={link} className={`${buttonClass.outline} ${small}`}>
            <ExternalLink aria-hidden className="size-4" />
            {c.open}
            <span className="sr-only"> {title}</span>
          </Link>
        ) : null}
        <PostButton
          fields={{ intent: "read", id: n.id, redirectTo }}
          className={`${buttonClass.outline} ${small}`}
        >
          <Check aria-hidden className="size-4" />
          {c.markRead}
          <span className="sr-only"> {title}</span>
        </PostButton>
        <PostButton
          fields={{ intent: "delete", id: n.id, redirectTo }}
          className={`${buttonClass.outline} ${small} border-red-700 text-red-800 dark:border-red-400 dark:text-red-300`}
        >
          <Trash2 aria-hidden className="size-4" />
          {c.delete}
          <span className="sr-only"> {title}</span>
        </PostButton>
      </div>
    </li>
  );
}

/** The loader could not read the notifications: the spec's 'Failed to fetch notifications'. */
export const ErrorBoundary = billingErrorBoundary((locale) => ({
  title: notificationsContent[locale].title,
  path: PATH,
  fallback: notificationsContent[locale].messages.fetchFailed,
}));
