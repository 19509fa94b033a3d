import { Form } from "react-router";
import { buttonClass, inputClass } from "~/components/ui/styles";
import type { UserFilter } from "../users.server";

/** Which users the list shows (the `filter` of /admin/users). */
export const USER_FILTERS: { value: UserFilter; label: string }[] = [
  { value: "all", label: "All users" },
  { value: "pending", label: "Pending staff requests" },
  { value: "admin", label: "Admins" },
  { value: "staff", label: "Staff" },
  { value: "customer", label: "Customers" },
];

/** The users' search (a GET form): name or e-mail, and which users to show. */
export function UsersSearch({ q, filter }: { q: string; filter: string }) {
  return (
    <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
      <div className="min-w-64 flex-1">
        <label htmlFor="q" className="text-sm font-semibold">
          Search name or e-mail
        </label>
        <input id="q" name="q" type="search" defaultValue={q} className={inputClass} />
      </div>
      <div>
        <label htmlFor="filter" className="text-sm font-semibold">
          Show
        </label>
        <select id="filter" name="filter" defaultValue={filter} className={inputClass}>
          {USER_FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass.primary}>
        Search
      </button>
    </Form>
  );
}
