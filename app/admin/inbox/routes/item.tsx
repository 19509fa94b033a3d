import { useEffect } from "react";
import { data, Link, useFetcher } from "react-router";
import { openJobContent } from "~/jobs/index";
import { jobForSubmission } from "~/jobs/index.server";
import { fill } from "~/lib/forms";
import type { Route } from "./+types/item";
import { DataText } from "~/components/ui/data-text";
import { BackLink } from "~/components/ui/page-header";
import { mutedText } from "~/components/ui/styles";
import { formatDateTime } from "~/lib/format";
import { useLocale, type Locale } from "~/lib/i18n/i18n";
import { safeRedirect } from "~/lib/safe-redirect";
import { requireRole } from "~/platform/auth/guards.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { adminContent, adminMeta } from "../../content";
import { inboxContent, type InboxIntent } from "../content";
import { getInboxItem, moderateReview, setHandled, setRead } from "../inbox.server";
import { isInboxKind } from "../kinds";
import { AttachedFiles, EmailNotices, ItemActions, ItemFields } from "../components/item-parts";

const notFound = (locale: Locale) =>
  data({ message: inboxContent[locale].errors.notFound }, { status: 404 });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireRole(context, request, "admin");
  const { locale } = getPreferences(context);
  if (!isInboxKind(params.kind)) throw notFound(locale);
  const item = await getInboxItem(params.kind, params.id);
  if (!item) throw notFound(locale);
  // A website order request is a print job too: the inbox links to the same record.
  const job = params.kind === "orders" ? await jobForSubmission(params.id) : null;
  return { item, job };
}

const INTENTS = [
  "read",
  "unread",
  "handled",
  "reopen",
  "approve",
  "reject",
  "delete",
] as const satisfies readonly InboxIntent[];

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireRole(context, request, "admin");
  const { locale } = getPreferences(context);
  const c = inboxContent[locale];
  if (!isInboxKind(params.kind)) throw notFound(locale);
  const kind = params.kind;
  const form = await request.formData();
  const intent = form.get("intent");
  if (!INTENTS.includes(intent as InboxIntent)) {
    return data({ message: adminContent[locale].unknownAction }, { status: 400 });
  }
  const moderation = intent === "approve" || intent === "reject" || intent === "delete";
  if (moderation && kind !== "reviews") {
    return data({ message: c.errors.onlyReviews }, { status: 400 });
  }
  let found: boolean;
  if (moderation) found = await moderateReview(params.id, intent, user.id);
  else if (intent === "read" || intent === "unread")
    found = await setRead(kind, params.id, intent === "read");
  else found = await setHandled(kind, params.id, intent === "handled", user.id);
  if (!found) throw notFound(locale);
  // Marking read on opening the page happens in the background: no toast, no redirect.
  if (intent === "read" && form.get("background") === "1") return { ok: true };
  const fallback =
    intent === "delete" ? `/admin/inbox?tab=${kind}` : `/admin/inbox/${kind}/${params.id}`;
  return redirectWithToast(safeRedirect(form.get("redirectTo"), fallback), {
    title: c.toasts[intent as InboxIntent],
  });
}

export const meta = adminMeta({ en: inboxContent.en.itemTitle, ta: inboxContent.ta.itemTitle });

/** A time in the item's line: "received 21/11/2026, 10:30 am". */
function When({ text, iso }: { text: string; iso: string }) {
  return (
    <DataText text={text} data={{ date: <time dateTime={iso}>{formatDateTime(iso)}</time> }} />
  );
}

export default function InboxItem({ loaderData }: Route.ComponentProps) {
  const { item, job } = loaderData;
  const locale = useLocale();
  const c = inboxContent[locale];
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
      <BackLink to={`/admin/inbox?tab=${item.kind}`}>{c.kinds[item.kind]}</BackLink>
      <h1 className="mt-4 text-3xl font-bold" translate="no">
        {item.fields[0]?.value}
      </h1>
      <p className={mutedText}>
        {c.kinds[item.kind]} · <When text={c.received} iso={item.createdAt} />
        {item.handledAt ? (
          <>
            {" · "}
            <When text={c.handledOn} iso={item.handledAt} />
          </>
        ) : null}
        {item.review ? <> · {c.reviewStatus[item.review.status]}</> : null}
      </p>

      {job ? (
        <p className="mt-2">
          <Link className="font-semibold underline" to={job.href}>
            {fill(openJobContent[locale].openJob, { reference: job.reference })}
          </Link>
        </p>
      ) : null}
      <ItemActions item={item} here={here} />
      <ItemFields fields={item.fields} />
      {item.kind === "orders" ? <AttachedFiles files={item.files} /> : null}
      {item.emails.length > 0 ? <EmailNotices emails={item.emails} /> : null}
    </article>
  );
}
