import { DateField } from "~/components/date-field";
import { IndianRupee } from "~/components/ui/icons";
import { Select } from "~/components/ui/field";
import { Money } from "~/components/ui/money";
import { cardClass, mutedText } from "~/components/ui/styles";
import { ClearLink, FilterButton, FilterForm, SearchInput } from "../../components/search-form";
import { useLocale } from "~/lib/i18n/i18n";
import { countText } from "~/lib/plural";
import { statusLabel } from "../../money";
import { billingCopy } from "../../content";
import { billFilterCopy } from "../filter-content";

/** History's statuses: the work's three, then the money's Paid and Cancelled. */
export const HISTORY_STATUSES = [
  "pending",
  "in_progress",
  "completed",
  "paid",
  "cancelled",
] as const;

/** Bill History's bar: search and the status (All Status, Pending, …, Paid, Cancelled). */
export function HistoryFilters({ q, status }: { q: string; status: string }) {
  const locale = useLocale();
  const c = billFilterCopy[locale];
  const label = (s: string) =>
    s === "cancelled" ? billingCopy[locale].paymentStatuses.cancelled : statusLabel(s, locale);
  return (
    <FilterForm className="mt-6 flex flex-wrap items-end gap-2">
      <SearchInput q={q} placeholder={c.searchPlaceholder} className="min-w-64 flex-1" />
      <Select
        name="status"
        label={c.status}
        defaultValue={status}
        placeholder={c.allStatus}
        options={HISTORY_STATUSES.map((s) => [s, label(s)] as const)}
      />
      <FilterButton>{c.filter}</FilterButton>
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
  const locale = useLocale();
  const c = billFilterCopy[locale];
  return (
    <section aria-labelledby="filter-heading" className={`${cardClass} mt-6 p-5`}>
      <h2 id="filter-heading" className="font-semibold">
        {c.searchFilter}
      </h2>
      <FilterForm className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <SearchInput q={q} placeholder={c.searchPlaceholder} className="lg:col-span-2" />
        <DateField name="from" label={c.fromDate} value={from} />
        <DateField name="to" label={c.toDate} value={to} />
        <Select
          name="status"
          label={c.status}
          defaultValue={status === "all" ? "all" : "pending"}
          options={[
            ["all", c.allStatus],
            ["pending", statusLabel("pending", locale)],
          ]}
        />
        <div className="flex gap-2 lg:col-span-5">
          <FilterButton>{c.apply}</FilterButton>
          <ClearLink to="/billing/old-pending">{c.clear}</ClearLink>
        </div>
      </FilterForm>
    </section>
  );
}

/**
 * The Total Pending Amount card with the number of pending bills: rupees without ".00", any
 * paise kept (₹0.11 owed is not ₹0; issue 35).
 */
export function PendingTotal({ totalPaise, count }: { totalPaise: number; count: number }) {
  const c = billFilterCopy[useLocale()];
  return (
    <div className={`${cardClass} mt-6 flex items-center gap-4 p-5`} data-testid="pending-total">
      <IndianRupee aria-hidden className="size-9 text-red-600" />
      <div>
        <p className={`text-sm ${mutedText}`}>{c.totalPending}</p>
        <p className="text-3xl font-bold">
          <Money paise={totalPaise} short />
        </p>
        <p className={`text-sm ${mutedText}`}>{countText(count, c.pendingCount)}</p>
      </div>
    </div>
  );
}
