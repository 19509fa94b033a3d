import type { Route } from "./+types/inbox";
import { Pager } from "~/components/ui/pagination";
import { useLocale } from "~/lib/i18n/i18n";
import { requireRole } from "~/platform/auth/guards.server";
import { adminMeta } from "../../content";
import { InboxList } from "../components/inbox-list";
import { InboxSearch } from "../components/inbox-search";
import { InboxTabs } from "../components/inbox-tabs";
import { inboxContent } from "../content";
import { inboxCounts, listInbox } from "../inbox.server";
import { isInboxKind, parseFilter, type InboxKind } from "../kinds";

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

export const meta = adminMeta({ en: inboxContent.en.title, ta: inboxContent.ta.title });

function pageHref(kind: InboxKind, q: string, filter: string, page: number) {
  const params = new URLSearchParams({ tab: kind, filter, page: String(page) });
  if (q) params.set("q", q);
  return `/admin/inbox?${params}`;
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { kind, q, filter, items, total, page, pageCount, counts } = loaderData;
  const c = inboxContent[useLocale()];
  return (
    <>
      <h1 className="text-3xl font-bold">{c.title}</h1>
      <InboxTabs kind={kind} counts={counts} />
      <InboxSearch kind={kind} q={q} filter={filter} />
      <InboxList
        kind={kind}
        items={items}
        total={total}
        redirectTo={pageHref(kind, q, filter, page)}
      />
      <Pager
        page={page}
        pageCount={pageCount}
        href={(p) => pageHref(kind, q, filter, p)}
        margin="mt-6"
      />
    </>
  );
}
