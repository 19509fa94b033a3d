import { Download } from "lucide-react";
import { Form } from "react-router";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { formatDateTime } from "~/lib/format";
import type { EmailState, InboxFile, InboxItem } from "../inbox.server";
import { ModerationButtons } from "./moderation-buttons";
import { plural } from "~/lib/plural";

/** The sections of one inbox item's page (/admin/inbox/:kind/:id). */

function formatSize(bytes: number) {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.ceil(bytes / 1024)} KB`;
}

/** A review's moderation buttons; for the other kinds, handled/not handled and unread. */
export function ItemActions({ item, here }: { item: InboxItem; here: string }) {
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
  );
}

/** The item's fields as a list of label and value (a link where it has one). */
export function ItemFields({ fields }: { fields: InboxItem["fields"] }) {
  return (
    <dl className={`${cardClass} mt-6 divide-y divide-slate-200 dark:divide-slate-800`}>
      {fields.map((f) => (
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
  );
}

/** An order's attached files, each a download link with its size and type. */
export function AttachedFiles({ files }: { files: InboxFile[] }) {
  return (
    <section aria-labelledby="files-heading" className="mt-6">
      <h2 id="files-heading" className="text-xl font-bold">
        Attached files
      </h2>
      {files.length === 0 ? (
        <p className={mutedText}>None</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {files.map((file) => (
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
  );
}

/** How the e-mail notices of the item went: sent, failed, or still waiting. */
export function EmailNotices({ emails }: { emails: EmailState[] }) {
  return (
    <section aria-labelledby="email-heading" className="mt-6">
      <h2 id="email-heading" className="text-xl font-bold">
        E-mail notice
      </h2>
      <ul className="mt-2 space-y-1">
        {emails.map((e, i) => (
          <li
            key={i}
            className={e.status === "failed" ? "text-red-700 dark:text-red-300" : undefined}
          >
            {e.status === "sent" && e.sentAt
              ? `Sent ${formatDateTime(e.sentAt)}`
              : e.status === "failed"
                ? `Failed after ${plural(e.attempts, "attempt", "attempts")}: ${e.lastError ?? "unknown error"}`
                : `Waiting to be sent (${plural(e.attempts, "attempt", "attempts")} so far)`}
          </li>
        ))}
      </ul>
    </section>
  );
}
