import { useEffect } from "react";
import { data, useFetcher } from "react-router";
import type { Route } from "./+types/item";
import { BackLink } from "~/components/ui/page-header";
import { mutedText } from "~/components/ui/styles";
import { formatDateTime } from "~/lib/format";
import { safeRedirect } from "~/lib/safe-redirect";
import { requireRole } from "~/platform/auth/guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { getInboxItem, moderateReview, setHandled, setRead } from "../inbox.server";
import { isInboxKind, KIND_LABELS } from "../kinds";
import { AttachedFiles, EmailNotices, ItemActions, ItemFields } from "../components/item-parts";

const notFound = () => data({ message: "This inbox item does not exist." }, { status: 404 });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireRole(context, request, "admin");
  if (!isInboxKind(params.kind)) throw notFound();
  const item = await getInboxItem(params.kind, params.id);
  if (!item) throw notFound();
  return { item };
}

const INTENTS = ["read", "unread", "handled", "reopen", "approve", "reject", "delete"] as const;
type Intent = (typeof INTENTS)[number];

const DONE: Record<Intent, string> = {
  read: "Marked as read",
  unread: "Marked as unread",
  handled: "Marked as handled",
  reopen: "Marked as not handled",
  approve: "Review approved",
  reject: "Review rejected",
  delete: "Review deleted",
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireRole(context, request, "admin");
  if (!isInboxKind(params.kind)) throw notFound();
  const kind = params.kind;
  const form = await request.formData();
  const intent = form.get("intent");
  if (!INTENTS.includes(intent as Intent)) {
    return data({ message: "Unknown action." }, { status: 400 });
  }
  const moderation = intent === "approve" || intent === "reject" || intent === "delete";
  if (moderation && kind !== "reviews") {
    return data({ message: "Only reviews can be approved, rejected or deleted." }, { status: 400 });
  }
  let found: boolean;
  if (moderation) found = await moderateReview(params.id, intent, user.id);
  else if (intent === "read" || intent === "unread")
    found = await setRead(kind, params.id, intent === "read");
  else found = await setHandled(kind, params.id, intent === "handled", user.id);
  if (!found) throw notFound();
  // Marking read on opening the page happens in the background: no toast, no redirect.
  if (intent === "read" && form.get("background") === "1") return { ok: true };
  const fallback =
    intent === "delete" ? `/admin/inbox?tab=${kind}` : `/admin/inbox/${kind}/${params.id}`;
  return redirectWithToast(safeRedirect(form.get("redirectTo"), fallback), {
    title: DONE[intent as Intent],
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Inbox item — Admin" },
  { name: "robots", content: "noindex" },
];

export default function InboxItem({ loaderData }: Route.ComponentProps) {
  const { item } = loaderData;
  const markRead = useFetcher();
  const here = `/admin/inbox/${item.kind}/${item.id}`;

  // Opening an unread item marks it read (a POST, since GET never changes anything).
  useEffect(() => {
    if (!item.readAt && markRead.state === "idle" && !markRead.data) {
      void markRead.submit({ intent: "read", background: "1" }, { method: "post", action: here });
    }
  }, [item.readAt, markRead, here]);

  return (
    <article>
      <BackLink to={`/admin/inbox?tab=${item.kind}`}>{KIND_LABELS[item.kind]}</BackLink>
      <h1 className="mt-4 text-3xl font-bold">{item.fields[0]?.value}</h1>
      <p className={mutedText}>
        {KIND_LABELS[item.kind]} · received{" "}
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        {item.handledAt ? <> · handled {formatDateTime(item.handledAt)}</> : null}
        {item.review ? <> · {item.review.status}</> : null}
      </p>

      <ItemActions item={item} here={here} />
      <ItemFields fields={item.fields} />
      {item.kind === "orders" ? <AttachedFiles files={item.files} /> : null}
      {item.emails.length > 0 ? <EmailNotices emails={item.emails} /> : null}
    </article>
  );
}
