import { DateField } from "~/components/date-field";
import { CalendarRange } from "~/components/ui/icons";
import { PrintButton } from "~/components/ui/print-button";
import { data } from "react-router";
import type { Route } from "./+types/cash-book";
import { cardClass, mutedText } from "~/components/ui/styles";
import { formatDate, formatRupees, startOfIndiaDay } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { metaLocale } from "~/lib/i18n/meta-locale";
import { pageUrl } from "~/lib/page-url";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { logger } from "~/platform/logger.server";
import { getPreferences } from "~/platform/preferences.server";
import { ClearLink, FilterButton, FilterForm } from "../../components/search-form";
import { billingErrorBoundary } from "../../components/load-error";
import { BillingPage } from "../../components/billing-page";
import { CASH_BOOK_PATH, parseCashBookRange } from "../cash-book";
import { cashBook } from "../cash-book.server";
import { CashBookTable } from "../components/cash-book-table";
import { cashBookContent } from "../content";

/**
 * The cash book (/billing/cash-book?from=…&to=…): for the chosen India days (this month by
 * default), the opening cash, then per day cash in, cash out, cash in hand, UPI in, bank/card/
 * cheque in and non-cash out, and the totals. Read from the one ledger (decision 024).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const range = parseCashBookRange(pageUrl(request).searchParams);
  try {
    return { book: await cashBook(range) };
  } catch (error) {
    logger.error("Failed to fetch the cash book", error);
    const { loadFailed } = cashBookContent[getPreferences(context).locale];
    throw data({ message: loadFailed }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: cashBookContent[metaLocale(matches)].metaTitle },
  { name: "robots", content: "noindex" },
];

const day = (key: string) => formatDate(startOfIndiaDay(key));

export default function CashBookPage({ loaderData }: Route.ComponentProps) {
  const { book } = loaderData;
  const c = cashBookContent[useLocale()];
  return (
    <BillingPage printable title={c.title} backLabel={c.backLabel} actions={<PrintButton />}>
      <section aria-labelledby="range-heading" className={`${cardClass} mt-6 p-5 print:hidden`}>
        <h2 id="range-heading" className="font-semibold">
          {c.dateRange}
        </h2>
        <FilterForm landmark={false} className="mt-3 flex flex-wrap items-end gap-3">
          <DateField name="from" label={c.fromDate} value={book.from} />
          <DateField name="to" label={c.toDate} value={book.to} />
          <FilterButton icon={<CalendarRange aria-hidden className="size-4" />}>
            {c.apply}
          </FilterButton>
          <ClearLink to={CASH_BOOK_PATH}>{c.thisMonth}</ClearLink>
        </FilterForm>
      </section>
      <p className="mt-6" data-testid="cash-book-range">
        {fill(c.range, { from: day(book.from), to: day(book.to) })}
      </p>
      <p className={`mt-1 text-sm ${mutedText} print:text-black`}>
        {c.openingCash} <strong data-testid="opening-cash">{formatRupees(book.openingCash)}</strong>
      </p>
      <CashBookTable book={book} />
    </BillingPage>
  );
}

/** The loader could not read the ledger. */
export const ErrorBoundary = billingErrorBoundary((locale) => ({
  title: cashBookContent[locale].title,
  path: CASH_BOOK_PATH,
  fallback: cashBookContent[locale].loadFailed,
}));
