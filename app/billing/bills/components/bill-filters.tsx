import { IndianRupee } from "lucide-react";
import { Select } from "~/components/ui/field";
import { Money } from "~/components/ui/money";
import { cardClass, mutedText } from "~/components/ui/styles";
import {
  ClearLink,
  DateInput,
  FilterButton,
  FilterForm,
  SearchInput,
} from "../../components/search-form";
import { statusLabel } from "../../money";

const SEARCH_PLACEHOLDER = "Customer name or bill number";

/** History's statuses: the work's three, then the money's Paid and Cancelled. */
export const HISTORY_STATUSES = [
  "pending",
  "in_progress",
  "completed",
  "paid",
  "cancelled",
] as const;

const historyLabel = (s: string) => (s === "cancelled" ? "Cancelled" : statusLabel(s));

/** Bill History's bar: search and the status (All Status, Pending, …, Paid, Cancelled). */
export function HistoryFilters({ q, status }: { q: string; status: string }) {
  return (
    <FilterForm className="mt-6 flex flex-wrap items-end gap-2">
      <SearchInput q={q} placeholder={SEARCH_PLACEHOLDER} className="min-w-64 flex-1" />
      <Select
        name="status"
        label="Status"
        defaultValue={status}
        placeholder="All Status"
        options={HISTORY_STATUSES.map((s) => [s, historyLabel(s)] as const)}
      />
      <FilterButton>Filter</FilterButton>
    </FilterForm>
  );
}

/** Old Pending Bills' "Search & Filter" card: search, From/To dates and the status. */
export function PendingFilters({
  q,
  from,
  to,
  status,
}: {
  q: string;
  from: string;
  to: string;
  status: string;
}) {
  return (
    <section aria-labelledby="filter-heading" className={`${cardClass} mt-6 p-5`}>
      <h2 id="filter-heading" className="font-semibold">
        Search &amp; Filter
      </h2>
      <FilterForm className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <SearchInput q={q} placeholder={SEARCH_PLACEHOLDER} className="lg:col-span-2" />
        <DateInput name="from" label="From Date" value={from} />
        <DateInput name="to" label="To Date" value={to} />
        <Select
          name="status"
          label="Status"
          defaultValue={status === "all" ? "all" : "pending"}
          options={[
            ["all", "All Status"],
            ["pending", "Pending"],
          ]}
        />
        <div className="flex gap-2 lg:col-span-5">
          <FilterButton>Apply</FilterButton>
          <ClearLink to="/billing/old-pending">Clear Filters</ClearLink>
        </div>
      </FilterForm>
    </section>
  );
}

/** The Total Pending Amount card (in whole rupees) with the number of pending bills. */
export function PendingTotal({ totalPaise, count }: { totalPaise: number; count: number }) {
  return (
    <div className={`${cardClass} mt-6 flex items-center gap-4 p-5`} data-testid="pending-total">
      <IndianRupee aria-hidden className="size-9 text-red-600" />
      <div>
        <p className={`text-sm ${mutedText}`}>Total Pending Amount</p>
        <p className="text-3xl font-bold">
          <Money paise={totalPaise} whole />
        </p>
        <p className={`text-sm ${mutedText}`}>
          {count} pending {count === 1 ? "bill" : "bills"}
        </p>
      </div>
    </div>
  );
}
