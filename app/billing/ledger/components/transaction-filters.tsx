import { Select } from "~/components/ui/field";
import { cardClass } from "~/components/ui/styles";
import { ClearLink, FilterButton, FilterForm, SearchInput } from "../../components/search-form";
import {
  ACCOUNT_FILTERS,
  DATE_FILTERS,
  TRANSACTION_HISTORY_PATH,
  type TransactionFilters as Filters,
} from "../transaction-labels";

const choices = (list: readonly { value: string; label: string }[]) =>
  list.map((c) => [c.value, c.label] as const);

/** Transaction History's filter card: search, date and account, Filter and Clear Filters. */
export function TransactionFilters({ filters }: { filters: Filters }) {
  return (
    <FilterForm
      // Remounted when the filters change (e.g. Clear Filters, the back button), so the fields
      // show the filters in the URL, not what was last chosen in them.
      key={`${filters.q}\n${filters.date}\n${filters.account}`}
      action={TRANSACTION_HISTORY_PATH}
      className={`${cardClass} mt-6 grid gap-3 p-5 sm:grid-cols-2 lg:grid-cols-4`}
    >
      <SearchInput
        q={filters.q}
        placeholder="Description, service or staff name"
        className="sm:col-span-2"
      />
      <Select
        name="date"
        label="Date"
        defaultValue={filters.date}
        options={choices(DATE_FILTERS)}
      />
      <Select
        name="account"
        label="Account"
        defaultValue={filters.account}
        options={choices(ACCOUNT_FILTERS)}
      />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
        <FilterButton>Filter</FilterButton>
        <ClearLink to={TRANSACTION_HISTORY_PATH}>Clear Filters</ClearLink>
      </div>
    </FilterForm>
  );
}
