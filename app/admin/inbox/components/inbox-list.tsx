import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { EmptyState } from "~/components/ui/empty-state";
import { cardClass, mutedText } from "~/components/ui/styles";
import { formatDateTime } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { countText } from "~/lib/plural";
import { inboxContent } from "../content";
import type { InboxListItem } from "../inbox.server";
import type { InboxKind } from "../kinds";
import { ModerationButtons } from "./moderation-buttons";

/** One item of the list: who, what, when, its marks, and for a review the moderation buttons. */
function InboxRow({
  kind,
  item,
  redirectTo,
}: {
  kind: InboxKind;
  item: InboxListItem;
  redirectTo: string;
}) {
  const c = inboxContent[useLocale()];
  return (
    <li
      className={`${cardClass} flex flex-wrap items-center gap-4 p-4 ${item.read ? "" : "border-l-4 border-l-brand-600"}`}
    >
      <div className="min-w-0 flex-1">
        <Link
          to={`/admin/inbox/${kind}/${item.id}`}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
          translate="no"
        >
          {item.name}
        </Link>
        {!item.read ? (
          <span className="ml-2 text-xs font-bold text-brand-700 uppercase dark:text-brand-100">
            {c.newMark}
          </span>
        ) : null}
        {item.handled && kind !== "reviews" ? (
          <Badge tone="success" className="ml-2">
            {c.handledBadge}
          </Badge>
        ) : null}
        {item.emailFailed ? (
          <Badge tone="danger" className="ml-2">
            {c.emailFailed}
          </Badge>
        ) : null}
        <p className="truncate text-sm" translate="no">
          {item.summary}
        </p>
        <p className={`text-xs ${mutedText}`}>
          <span translate="no">{item.contact}</span> ·{" "}
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </p>
      </div>
      {kind === "reviews" && item.reviewStatus ? (
        <ModerationButtons
          id={item.id}
          name={item.name}
          status={item.reviewStatus}
          redirectTo={redirectTo}
        />
      ) : null}
    </li>
  );
}

/** The inbox's list with its count; "Nothing here." when empty. */
export function InboxList({
  kind,
  items,
  total,
  redirectTo,
}: {
  kind: InboxKind;
  items: InboxListItem[];
  total: number;
  /** Where a moderation button comes back to: this very page of the list. */
  redirectTo: string;
}) {
  const c = inboxContent[useLocale()];
  return (
    <>
      <p className={`mt-4 text-sm ${mutedText}`} aria-live="polite">
        {countText(total, c.count)}
      </p>
      {items.length === 0 ? (
        <EmptyState title={c.empty} />
      ) : (
        <ul className="mt-4 space-y-3" data-testid="inbox-list">
          {items.map((item) => (
            <InboxRow key={item.id} kind={kind} item={item} redirectTo={redirectTo} />
          ))}
        </ul>
      )}
    </>
  );
}
