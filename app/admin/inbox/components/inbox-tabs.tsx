import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { INBOX_KINDS, KIND_LABELS, type InboxKind } from "../kinds";

/** The inbox's lists as pill links, each with its count of unread (pending for reviews). */
export function InboxTabs({
  kind,
  counts,
}: {
  kind: InboxKind;
  counts: Record<InboxKind, number>;
}) {
  return (
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
  );
}
