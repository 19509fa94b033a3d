import { CalendarDays, ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { Link } from "react-router";
import { DateField } from "~/components/date-field";
import { cardClass } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import { ClearLink, FilterButton, FilterForm } from "../../components/search-form";
import { DAY_BOOK_PATH, dayBookHref, shiftDay } from "../day-book";
import { dayBookContent } from "../content";

const linkClass =
  "inline-flex items-center gap-1 rounded-md border border-slate-300 px-3 py-2 font-semibold hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-600";

/**
 * The day shown: a GET form (`?day=`, works without JavaScript) that goes no later than today,
 * with links to the day before and after (none after today) and back to today.
 */
export function DayPicker({ day, today }: { day: string; today: string }) {
  const next = shiftDay(day, 1);
  const c = dayBookContent[useLocale()].picker;
  return (
    <section aria-labelledby="day-heading" className={`${cardClass} mt-6 p-5 print:hidden`}>
      <h2 id="day-heading" className="font-semibold">
        {c.heading}
      </h2>
      <FilterForm landmark={false} className="mt-3 flex flex-wrap items-end gap-3">
        <DateField name="day" label={c.day} max={today} value={day} />
        <FilterButton icon={<CalendarDays aria-hidden className="size-4" />}>{c.show}</FilterButton>
        {day !== today ? <ClearLink to={DAY_BOOK_PATH}>{c.today}</ClearLink> : null}
      </FilterForm>
      <nav aria-label={c.days} className="mt-4 flex flex-wrap gap-3">
        <Link to={dayBookHref(shiftDay(day, -1))} className={linkClass} data-testid="previous-day">
          <ChevronLeft aria-hidden className="size-4" />
          {c.previous}
        </Link>
        {next <= today ? (
          <Link to={dayBookHref(next)} className={linkClass} data-testid="next-day">
            {c.next}
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
