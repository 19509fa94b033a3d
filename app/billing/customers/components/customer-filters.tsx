import { Select } from "~/components/ui/field";
import { useLocale } from "~/lib/i18n/i18n";
import { customersContent } from "../content";
import { ClearLink, FilterButton, FilterForm, SearchInput } from "../../components/search-form";
import {
  CUSTOMER_FILTERS,
  CUSTOMERS_PATH,
  type CustomerFilter,
  type CustomerSort,
  DEFAULT_DIR,
  type SortDir,
} from "../customers";

/** Search (name or phone, from the start) and the balance filter; the sort goes along. */
export function CustomerFilters({
  q,
  filter,
  sort,
  dir,
}: {
  q: string;
  filter: CustomerFilter;
  sort: CustomerSort;
  dir: SortDir;
}) {
  const c = customersContent[useLocale()].list;
  return (
    <FilterForm className="mt-6 flex flex-wrap items-end gap-3" action={CUSTOMERS_PATH}>
      <SearchInput q={q} placeholder={c.searchPlaceholder} className="min-w-64 flex-1" />
      <Select
        name="filter"
        label={c.show}
        defaultValue={filter}
        options={CUSTOMER_FILTERS.map((f) => [f, c.filters[f]] as const)}
      />
      {sort !== "balance" ? <input type="hidden" name="sort" value={sort} /> : null}
      {dir !== DEFAULT_DIR[sort] ? <input type="hidden" name="dir" value={dir} /> : null}
      <FilterButton>{c.search}</FilterButton>
      {q || filter !== "all" ? <ClearLink to={CUSTOMERS_PATH}>{c.clear}</ClearLink> : null}
    </FilterForm>
  );
}
