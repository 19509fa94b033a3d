import { Download } from "~/components/ui/icons";
import { Form } from "react-router";
import { DataText } from "~/components/ui/data-text";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { formatDateTime } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { countText } from "~/lib/plural";
import { inboxContent, type InboxContent } from "../content";
import type { EmailState, InboxFile, InboxItem } from "../inbox.server";
import { ModerationButtons } from "./moderation-buttons";

/** The sections of one inbox item's page (/admin/inbox/:kind/:id). */

function formatSize(bytes: number, c: InboxContent["files"]) {
  return bytes >= 1024 * 1024
    ? c.megabytes.replace("{size}", (bytes / 1024 / 1024).toFixed(1))
    : c.kilobytes.replace("{size}", String(Math.ceil(bytes / 1024)));
}

/** A review's moderation buttons; for the other kinds, handled/not handled and unread. */
export function ItemActions({ item, here }: { item: InboxItem; here: string }) {
  const c = inboxContent[useLocale()];
  return (
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
              {item.handledAt ? c.markNotHandled : c.markHandled}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="redirectTo" value={`/admin/inbox?tab=${item.kind}`} />
            <button name="intent" value="unread" className={buttonClass.outline}>
              {c.markUnread}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}

/** One field's value: the customer's data (a link where it has one), a yes/no, or a dash. */
function FieldValue({ field: f, c }: { field: InboxItem["fields"][number]; c: InboxContent }) {
  if (f.answer !== undefined) return f.answer ? c.yes : c.no;
  if (f.value === null || f.value === "") return <span className={mutedText}>—</span>;
  return f.href ? (
    <a href={f.href} className="text-brand-700 underline dark:text-brand-100" translate="no">
      {f.value}
    </a>
  ) : (
    <span translate="no">{f.value}</span>
  );
}

/** The item's fields as a list of label and value (a link where it has one). */
export function ItemFields({ fields }: { fields: InboxItem["fields"] }) {
  const c = inboxContent[useLocale()];
  return (
    <dl className={`${cardClass} mt-6 divide-y divide-slate-200 dark:divide-slate-800`}>
      {fields.map((f) => (
        <div key={f.key} className="grid gap-1 p-4 sm:grid-cols-4">
          <dt className="font-semibold">{c.fields[f.key]}</dt>
          <dd
            className={`sm:col-span-3 ${f.multiline ? "break-words whitespace-pre-line" : "break-all"}`}
          >
            <FieldValue field={f} c={c} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An order's attached files, each a download link with its size and type. */
export function AttachedFiles({ files }: { files: InboxFile[] }) {
  const c = inboxContent[useLocale()].files;
  return (
    <section aria-labelledby="files-heading" className="mt-6">
      <h2 id="files-heading" className="text-xl font-bold">
        {c.heading}
      </h2>
      {files.length === 0 ? (
        <p className={mutedText}>{c.none}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {files.map((file) => (
            <li key={file.id}>
              <a
                href={`/admin/files/${file.id}`}
                download={file.name}
                className="inline-flex items-center gap-2 text-brand-700 underline dark:text-brand-100"
                translate="no"
              >
                <Download aria-hidden className="size-4" />
                {file.name}
              </a>{" "}
              <span className={`text-sm ${mutedText}`}>
                ({formatSize(file.size, c)}, <span translate="no">{file.type}</span>)
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One e-mail's state: sent (when), failed (after how many attempts, why), or still waiting. */
function EmailNotice({ email: e, c }: { email: EmailState; c: InboxContent["emails"] }) {
  if (e.status === "sent" && e.sentAt) {
    return <DataText text={c.sent} data={{ date: formatDateTime(e.sentAt) }} />;
  }
  if (e.status === "failed") {
    const text = countText(e.attempts, c.failed);
    // The mail server's answer is data; "unknown error" (when it gave none) is ours.
    return e.lastError === null ? (
      text.replace("{error}", c.unknownError)
    ) : (
      <DataText text={text} data={{ error: e.lastError }} />
    );
  }
  return countText(e.attempts, c.waiting);
}

/** How the e-mail notices of the item went: sent, failed, or still waiting. */
export function EmailNotices({ emails }: { emails: EmailState[] }) {
  const c = inboxContent[useLocale()].emails;
  return (
    <section aria-labelledby="email-heading" className="mt-6">
      <h2 id="email-heading" className="text-xl font-bold">
        {c.heading}
      </h2>
      <ul className="mt-2 space-y-1">
        {emails.map((e, i) => (
          <li
            key={i}
            className={e.status === "failed" ? "text-red-700 dark:text-red-300" : undefined}
          >
            <EmailNotice email={e} c={c} />
          </li>
        ))}
      </ul>
    </section>
  );
}
