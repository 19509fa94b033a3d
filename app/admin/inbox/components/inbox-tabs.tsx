import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { useLocale } from "~/lib/i18n/i18n";
import { inboxContent } from "../content";
import { INBOX_KINDS, type InboxKind } from "../kinds";

/** The inbox's lists as pill links, each with its count of unread (pending for reviews). */
export function InboxTabs({
  kind,
  counts,
}: {
  kind: InboxKind;
  counts: Record<InboxKind, number>;
}) {
  const c = inboxContent[useLocale()];
  return (
    <nav aria-label={c.tabsLabel} className="mt-4">
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
              {c.kinds[k]}
              {counts[k] > 0 ? (
                <Badge tone="alert">
                  {counts[k]}
                  <span className="sr-only"> {k === "reviews" ? c.pending : c.unread}</span>
                </Badge>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
