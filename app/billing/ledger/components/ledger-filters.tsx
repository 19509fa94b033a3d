import { DateField } from "~/components/date-field";
import { CalendarRange } from "~/components/ui/icons";
import { Link } from "react-router";
import { cardClass, mutedText } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import { ledgerContent } from "../content";
import { ClearLink, FilterButton, FilterForm } from "../../components/search-form";
import { listHref } from "../../list-params";
import { LEDGER_TYPES, type LedgerType } from "../ledger";

export const LEDGER_PATH = "/billing/income-expenses";

const tabParam = (tab: LedgerType) => (tab === "expense" ? "expense" : undefined);

/** The Date Range card: From/To days (the tab kept), Apply and Clear. */
export function DateRangeFilter({ tab, from, to }: { tab: LedgerType; from: string; to: string }) {
  const c = ledgerContent[useLocale()].range;
  return (
    <section aria-labelledby="filter-heading" className={`${cardClass} mt-6 p-5`}>
      <h2 id="filter-heading" className="font-semibold">
        {c.heading}
      </h2>
      <FilterForm landmark={false} className="mt-3 flex flex-wrap items-end gap-3">
        {tab === "expense" ? <input type="hidden" name="tab" value="expense" /> : null}
        <DateField name="from" label={c.fromDate} value={from} />
        <DateField name="to" label={c.toDate} value={to} />
        <FilterButton icon={<CalendarRange aria-hidden className="size-4" />}>
          {c.apply}
        </FilterButton>
        <ClearLink to={listHref(LEDGER_PATH, { tab: tabParam(tab) })}>{c.clear}</ClearLink>
      </FilterForm>
    </section>
  );
}

/** The Income and Expenses tabs (links keeping the dates), each with its number of records. */
export function LedgerTabs({
  tab,
  from,
  to,
  counts,
}: {
  tab: LedgerType;
  from: string;
  to: string;
  counts: { incomeCount: number; expenseCount: number };
}) {
  const c = ledgerContent[useLocale()];
  return (
    <nav
      aria-label={c.recordType}
      className="mt-6 flex gap-1 border-b border-slate-200 dark:border-slate-800"
    >
      {LEDGER_TYPES.map((t) => {
        const current = t === tab;
        return (
          <Link
            key={t}
            to={listHref(LEDGER_PATH, { tab: tabParam(t), from, to })}
            aria-current={current ? "page" : undefined}
            className={`-mb-px rounded-t-md border px-4 py-2 font-semibold ${
              current
                ? "border-slate-200 border-b-white bg-white text-brand-700 dark:border-slate-800 dark:border-b-slate-900 dark:bg-slate-900 dark:text-brand-100"
                : `border-transparent ${mutedText} hover:text-brand-700`
            }`}
          >
            {c.tabs[t]} ({t === "income" ? counts.incomeCount : counts.expenseCount})
          </Link>
        );
      })}
    </nav>
  );
}
