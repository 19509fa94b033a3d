import { DateField } from "~/components/date-field";
import { CalendarRange } from "~/components/ui/icons";
import { Link } from "react-router";
import { Select } from "~/components/ui/field";
import { TabNav } from "~/components/ui/tab-nav";
import { cardClass } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import { salesReportContent } from "../content";
import { FilterButton, FilterForm } from "../../components/search-form";
import {
  type DayRange,
  GROUPS,
  type Grouping,
  type Preset,
  PRESETS,
  type ReportQuery,
  salesReportHref,
} from "../sales-report";

const presetClass =
  "inline-flex items-center rounded-full border px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600";
const presetLook = (current: boolean) =>
  current
    ? "border-brand-600 bg-brand-600 text-white"
    : "border-slate-300 text-slate-700 hover:border-brand-600 dark:border-slate-600 dark:text-slate-200";

/**
 * The report's range and grouping, all in the URL (a GET form and links, so every view can be
 * reloaded and shared and works without JavaScript): the presets (this month, last month, this
 * financial year April–March, the last 12 months), From/To days with By day / By month, and the
 * grouping tabs.
 */
export function ReportFilters({
  query,
  presets,
}: {
  query: ReportQuery;
  presets: Record<Preset, DayRange>;
}) {
  const c = salesReportContent[useLocale()];
  const f = c.filters;
  return (
    <section aria-labelledby="range-heading" className={`${cardClass} mt-6 p-5 print:hidden`}>
      <h2 id="range-heading" className="font-semibold">
        {f.heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={f.quickRanges}>
        {PRESETS.map((preset) => {
          const range = presets[preset];
          const current = range.from === query.from && range.to === query.to;
          return (
            <li key={preset}>
              <Link
                to={salesReportHref(range)}
                aria-current={current ? "true" : undefined}
                className={`${presetClass} ${presetLook(current)}`}
                data-testid={`preset-${preset}`}
              >
                {c.presets[preset]}
              </Link>
            </li>
          );
        })}
      </ul>
      <FilterForm landmark={false} className="mt-4 flex flex-wrap items-end gap-3">
        <DateField name="from" label={f.fromDate} value={query.from} />
        <DateField name="to" label={f.toDate} value={query.to} />
        <Select
          name="group"
          label={f.group}
          defaultValue={query.group}
          options={GROUPS.map((g) => [g, c.groups[g]] as const)}
        />
        <FilterButton icon={<CalendarRange aria-hidden className="size-4" />}>
          {f.apply}
        </FilterButton>
      </FilterForm>
      <TabNav<Grouping>
        label={f.grouping}
        className="mt-5"
        tabs={GROUPS.map((id) => ({ id, label: c.groups[id] }))}
        current={query.group}
        hrefOf={(group) => salesReportHref({ from: query.from, to: query.to, group })}
      />
    </section>
  );
}
