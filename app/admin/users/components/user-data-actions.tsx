import { useId } from "react";
import type { Column } from "~/components/ui/table";
import { buttonClass, inputClass, labelClass, mutedText } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import { adminDataRightsContent, REASON_MAX } from "../data-rights";

const small = "!px-3 !py-1.5 text-sm";
const panel =
  "mt-2 w-64 rounded-md border border-slate-200 bg-white p-3 text-left text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900";

/**
 * One of the two requests of a user's data (decision 051): a disclosure that asks first, with the
 * reason to type. A plain form (a full page post, not a fetch): the download must arrive as a
 * file, and the deletion comes back to this page with its toast.
 */
function DataRequest({
  userId,
  email,
  here,
  intent,
  trigger,
  title,
  text,
  danger,
}: {
  userId: string;
  email: string;
  here: string;
  intent: "export" | "delete";
  trigger: string;
  title: string;
  text: string;
  danger: boolean;
}) {
  const c = adminDataRightsContent[useLocale()];
  const id = useId();
  const forUser = c.forUser.replace("{email}", email);
  return (
    <details className="relative">
      <summary
        className={`${buttonClass.outline} ${small} cursor-pointer list-none ${danger ? "border-red-700 text-red-800 dark:border-red-400 dark:text-red-300" : ""}`}
      >
        {trigger}
        <span className="sr-only">{forUser}</span>
      </summary>
      <div role="group" aria-labelledby={`${id}-title`} className={panel}>
        <p id={`${id}-title`} className="font-semibold">
          {title}
        </p>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{text}</p>
        <form method="post" action={`/admin/users/${userId}/data`} className="mt-2 grid gap-2">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="redirectTo" value={here} />
          <label htmlFor={`${id}-reason`} className={labelClass}>
            {c.reason}
          </label>
          <input
            id={`${id}-reason`}
            name="reason"
            required
            maxLength={REASON_MAX}
            aria-describedby={`${id}-hint`}
            className={inputClass}
          />
          <p id={`${id}-hint`} className={`text-xs ${mutedText}`}>
            {c.reasonHint}
          </p>
          <button
            type="submit"
            className={`${buttonClass.primary} ${small} ${danger ? "bg-red-700 hover:bg-red-800" : ""}`}
          >
            {trigger}
            <span className="sr-only">{forUser}</span>
          </button>
        </form>
      </div>
    </details>
  );
}

/** The "Data" cell of a user's row: download their data, delete their account (on request). */
export function UserDataActions({
  user,
  here,
}: {
  user: { id: string; email: string; deleted: boolean };
  here: string;
}) {
  const c = adminDataRightsContent[useLocale()];
  if (user.deleted) return <span className={mutedText}>{c.deletedUser}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      <DataRequest
        userId={user.id}
        email={user.email}
        here={here}
        intent="export"
        trigger={c.download}
        title={c.downloadTitle}
        text={c.downloadText}
        danger={false}
      />
      <DataRequest
        userId={user.id}
        email={user.email}
        here={here}
        intent="delete"
        trigger={c.delete}
        title={c.deleteTitle}
        text={c.deleteText}
        danger
      />
    </div>
  );
}

/** The users table's "Data" column (its header in the page's language). */
export function useUserDataColumn<T extends { id: string; email: string; deleted: boolean }>(
  here: string,
): Column<T> {
  const c = adminDataRightsContent[useLocale()];
  return {
    key: "data",
    header: c.column,
    cell: (u) => <UserDataActions user={u} here={here} />,
  };
}
