import { Form } from "react-router";
import { buttonClass, inputClass } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import type { UserFilter } from "../users.server";
import { usersContent } from "../content";

/** Which users the list shows (the `filter` of /admin/users), in this order. */
export const USER_FILTERS: { value: UserFilter }[] = [
  { value: "all" },
  { value: "pending" },
  { value: "admin" },
  { value: "staff" },
  { value: "customer" },
];

/** The users' search (a GET form): name or e-mail, and which users to show. */
export function UsersSearch({ q, filter }: { q: string; filter: string }) {
  const c = usersContent[useLocale()];
  return (
    <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
      <div className="min-w-64 flex-1">
        <label htmlFor="q" className="text-sm font-semibold">
          {c.search}
        </label>
        <input id="q" name="q" type="search" defaultValue={q} className={inputClass} />
      </div>
      <div>
        <label htmlFor="filter" className="text-sm font-semibold">
          {c.show}
        </label>
        <select id="filter" name="filter" defaultValue={filter} className={inputClass}>
          {USER_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {c.filters[f.value]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass.primary}>
        {c.searchButton}
      </button>
    </Form>
  );
}
