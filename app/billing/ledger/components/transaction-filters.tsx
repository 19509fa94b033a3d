import { Select } from "~/components/ui/field";
import { cardClass } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import { historyContent } from "../history-content";
import { ClearLink, FilterButton, FilterForm, SearchInput } from "../../components/search-form";
import {
  ACCOUNT_FILTERS,
  DATE_FILTERS,
  TRANSACTION_HISTORY_PATH,
  type TransactionFilters as Filters,
} from "../transaction-labels";

const choices = <K extends string>(list: readonly { value: K }[], labels: Record<K, string>) =>
  list.map((c) => [c.value, labels[c.value]] as const);

/** Transaction History's filter card: search, date and account, Filter and Clear Filters. */
export function TransactionFilters({ filters }: { filters: Filters }) {
  const c = historyContent[useLocale()];
  return (
    <FilterForm
      // Remounted when the filters change (e.g. Clear Filters, the back button), so the fields
      // show the filters in the URL, not what was last chosen in them.
      key={`${filters.q}\n${filters.date}\n${filters.account}`}
      action={TRANSACTION_HISTORY_PATH}
      className={`${cardClass} mt-6 grid gap-3 p-5 sm:grid-cols-2 lg:grid-cols-4`}
    >
      <SearchInput q={filters.q} placeholder={c.filters.placeholder} className="sm:col-span-2" />
      <Select
        name="date"
        label={c.filters.date}
        defaultValue={filters.date}
        options={choices(DATE_FILTERS, c.dates)}
      />
      <Select
        name="account"
        label={c.filters.account}
        defaultValue={filters.account}
        options={choices(ACCOUNT_FILTERS, c.accounts)}
      />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
        <FilterButton>{c.filters.filter}</FilterButton>
        <ClearLink to={TRANSACTION_HISTORY_PATH}>{c.filters.clear}</ClearLink>
      </div>
    </FilterForm>
  );
}
