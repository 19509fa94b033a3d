import { Download } from "lucide-react";
import { useEffect } from "react";
import { data, Form, useFetcher } from "react-router";
import type { Route } from "./+types/item";
import { BackLink } from "~/components/ui/page-header";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { formatDateTime } from "~/lib/format";
import { safeRedirect } from "~/lib/safe-redirect";
import { requireRole } from "~/platform/auth/guards.server";
import { redirectWithToast } from "~/platform/toast.server";
import { getInboxItem, moderateReview, setHandled, setRead } from "../inbox.server";
import { isInboxKind, KIND_LABELS } from "../kinds";
import { ModerationButtons } from "../moderation-buttons";

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

function formatSize(bytes: number) {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.ceil(bytes / 1024)} KB`;
}

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

      <div className="mt-6 flex flex-wrap gap-2">
        {item.review ? (
          <ModerationButtons
            id={item.id}
            name={item.fields[0]?.value ?? ""}
            status={item.review.status}
            redirectTo={here}
          />
        ) : (
          <>
            <Form method="post">
              <button
                name="intent"
                value={item.handledAt ? "reopen" : "handled"}
                className={buttonClass.primary}
              >
                {item.handledAt ? "Mark as not handled" : "Mark as handled"}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="redirectTo" value={`/admin/inbox?tab=${item.kind}`} />
              <button name="intent" value="unread" className={buttonClass.outline}>
                Mark as unread
              </button>
            </Form>
          </>
        )}
      </div>

      <dl className={`${cardClass} mt-6 divide-y divide-slate-200 dark:divide-slate-800`}>
        {item.fields.map((f) => (
          <div key={f.label} className="grid gap-1 p-4 sm:grid-cols-4">
            <dt className="font-semibold">{f.label}</dt>
            <dd
              className={`sm:col-span-3 ${f.multiline ? "break-words whitespace-pre-line" : "break-all"}`}
            >
              {f.value === null || f.value === "" ? (
                <span className={mutedText}>—</span>
              ) : f.href ? (
                <a href={f.href} className="text-brand-700 underline dark:text-brand-100">
                  {f.value}
                </a>
              ) : (
                f.value
              )}
            </dd>
          </div>
        ))}
      </dl>

      {item.kind === "orders" ? (
        <section aria-labelledby="files-heading" className="mt-6">
          <h2 id="files-heading" className="text-xl font-bold">
            Attached files
          </h2>
          {item.files.length === 0 ? (
            <p className={mutedText}>None</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {item.files.map((file) => (
                <li key={file.id}>
                  <a
                    href={`/admin/files/${file.id}`}
                    download={file.name}
                    className="inline-flex items-center gap-2 text-brand-700 underline dark:text-brand-100"
                  >
                    <Download aria-hidden className="size-4" />
                    {file.name}
                  </a>{" "}
                  <span className={`text-sm ${mutedText}`}>
                    ({formatSize(file.size)}, {file.type})
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {item.emails.length > 0 ? (
        <section aria-labelledby="email-heading" className="mt-6">
          <h2 id="email-heading" className="text-xl font-bold">
            E-mail notice
          </h2>
          <ul className="mt-2 space-y-1">
            {item.emails.map((e, i) => (
              <li
                key={i}
                className={e.status === "failed" ? "text-red-700 dark:text-red-300" : undefined}
              >
                {e.status === "sent" && e.sentAt
                  ? `Sent ${formatDateTime(e.sentAt)}`
                  : e.status === "failed"
                    ? `Failed after ${e.attempts} attempts: ${e.lastError ?? "unknown error"}`
                    : `Waiting to be sent (${e.attempts} attempts so far)`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
