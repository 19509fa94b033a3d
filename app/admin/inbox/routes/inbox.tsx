import { Form, Link } from "react-router";
import type { Route } from "./+types/inbox";
import { Badge } from "~/components/ui/badge";
import { buttonClass, cardClass, inputClass, mutedText } from "~/components/ui/styles";
import { Pager } from "~/components/ui/pagination";
import { formatDateTime } from "~/lib/format";
import { requireRole } from "~/platform/auth/guards.server";
import { inboxCounts, listInbox } from "../inbox.server";
import {
  INBOX_KINDS,
  isInboxKind,
  parseFilter,
  REVIEW_FILTERS,
  SUBMISSION_FILTERS,
  KIND_LABELS,
  type InboxKind,
} from "../kinds";
import { ModerationButtons } from "../moderation-buttons";

const FILTER_LABELS: Record<string, string> = {
  all: "All",
  unread: "Unread",
  open: "Not handled",
  handled: "Handled",
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, request, "admin");
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab");
  const kind: InboxKind = isInboxKind(tab) ? tab : "orders";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const filter = parseFilter(kind, url.searchParams.get("filter"));
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1;
  const [list, counts] = await Promise.all([listInbox(kind, { q, filter, page }), inboxCounts()]);
  return { kind, q, filter, ...list, counts };
}

export const meta: Route.MetaFunction = () => [
  { title: "Inbox — Admin" },
  { name: "robots", content: "noindex" },
];

function pageHref(kind: InboxKind, q: string, filter: string, page: number) {
  const params = new URLSearchParams({ tab: kind, filter, page: String(page) });
  if (q) params.set("q", q);
  return `/admin/inbox?${params}`;
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { kind, q, filter, items, total, page, pageCount, counts } = loaderData;
  const filters = kind === "reviews" ? REVIEW_FILTERS : SUBMISSION_FILTERS;
  return (
    <>
      <h1 className="text-3xl font-bold">Inbox</h1>
      <nav aria-label="Inbox lists" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {INBOX_KINDS.map((k) => (
            <li key={k}>
              <Link
                to={`/admin/inbox?tab=${k}`}
                aria-current={k === kind ? "page" : undefined}
                className={`inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ${
                  k === kind
                    ? "bg-brand-600 text-white"
                    : "bg-slate-100 text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100"
                }`}
              >
                {KIND_LABELS[k]}
                {counts[k] > 0 ? (
                  <Badge tone="alert">
                    {counts[k]}
                    <span className="sr-only">{k === "reviews" ? " pending" : " unread"}</span>
                  </Badge>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search">
        <input type="hidden" name="tab" value={kind} />
        <div className="min-w-64 flex-1">
          <label htmlFor="q" className="text-sm font-semibold">
            Search
          </label>
          <input id="q" name="q" type="search" defaultValue={q} className={inputClass} />
        </div>
        <div>
          <label htmlFor="filter" className="text-sm font-semibold">
            Show
          </label>
          <select id="filter" name="filter" defaultValue={filter} className={inputClass}>
            {filters.map((f) => (
              <option key={f} value={f}>
                {FILTER_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass.primary}>
          Search
        </button>
      </Form>

      <p className={`mt-4 text-sm ${mutedText}`} aria-live="polite">
        {total} {total === 1 ? "item" : "items"}
      </p>
      {items.length === 0 ? (
        <p className={`${cardClass} mt-4 p-8 text-center ${mutedText}`}>Nothing here.</p>
      ) : (
        <ul className="mt-4 space-y-3" data-testid="inbox-list">
          {items.map((item) => (
            <li
              key={item.id}
              className={`${cardClass} flex flex-wrap items-center gap-4 p-4 ${item.read ? "" : "border-l-4 border-l-brand-600"}`}
            >
              <div className="min-w-0 flex-1">
                <Link
                  to={`/admin/inbox/${kind}/${item.id}`}
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
                >
                  {item.name}
                </Link>
                {!item.read ? (
                  <span className="ml-2 text-xs font-bold text-brand-700 uppercase">New</span>
                ) : null}
                {item.handled && kind !== "reviews" ? (
                  <Badge tone="success" className="ml-2">
                    Handled
                  </Badge>
                ) : null}
                {item.emailFailed ? (
                  <Badge tone="danger" className="ml-2">
                    E-mail failed
                  </Badge>
                ) : null}
                <p className="truncate text-sm">{item.summary}</p>
                <p className={`text-xs ${mutedText}`}>
                  {item.contact} ·{" "}
                  <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                </p>
              </div>
              {kind === "reviews" && item.reviewStatus ? (
                <ModerationButtons
                  id={item.id}
                  name={item.name}
                  status={item.reviewStatus}
                  redirectTo={pageHref(kind, q, filter, page)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}

      <Pager
        page={page}
        pageCount={pageCount}
        href={(p) => pageHref(kind, q, filter, p)}
        margin="mt-6"
      />
    </>
  );
}
