import { SearchBox } from "~/components/ui/search-box";
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
    <SearchBox
      q={q}
      label={c.search}
      choice={{
        name: "filter",
        label: c.show,
        value: filter,
        options: USER_FILTERS.map((f) => [f.value, c.filters[f.value]] as const),
      }}
      submit={c.searchButton}
    />
  );
}
