import { data } from "react-router";
import type { Route } from "./+types/day-book";
import { cardClass, mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { indiaDateKey } from "~/lib/dates";
import { formatDate, formatRupees, startOfIndiaDay } from "~/lib/format";
import { fill, formValues, parseWith } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { metaLocale } from "~/lib/i18n/meta-locale";
import { pageUrl } from "~/lib/page-url";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { logger } from "~/platform/logger.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { billingCopy } from "../../content";
import { billingErrorBoundary } from "../../components/load-error";
import { BillingPage } from "../../components/billing-page";
import { PrintCsvActions } from "../../components/print-csv-actions";
import { DAY_BOOK_PATH, dayBookExportHref, dayBookHref, dayBookPrintHref } from "../day-book";
import { dayBookContent, differenceText } from "../content";
import { dayBook, recordCashCount, setBooksOpening } from "../day-book.server";
import { cashCountSchema, dayBookQuerySchema, openingCashSchema } from "../schema";
import { CashCountForm, CashCountHistory } from "../components/cash-count";
import { CashSummary, OpeningSourceNote } from "../components/cash-summary";
import { BooksOpeningSection } from "../components/opening-cash";
import { DayPicker } from "../components/day-picker";
import { EntriesPager, EntriesTable, MethodTotals } from "../components/entries-table";

/**
 * The day book (/billing/day-book?day=yyyy-mm-dd): one India day (today by default) of the one
 * ledger — opening cash in hand, every entry in and out, the totals by method, closing cash in
 * hand = opening + cash in − cash out — and the cash counts staff record against it
 * (decision 026). The totals are summed in SQL over the whole day; each list shows 50 entries a
 * page (`page` for money in, `outPage` for money out; a bad page is the first, one past the end
 * the last), the print view and the CSV every entry (decision 084). A day that is no real day,
 * or after today, is a 400.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireBillingAccess(context, request);
  const today = indiaDateKey(new Date());
  const m = dayBookContent[getPreferences(context).locale].messages;
  const params = pageUrl(request).searchParams;
  const parsed = parseWith(dayBookQuerySchema(today, m), {
    day: params.get("day") ?? undefined,
    page: params.get("page") ?? undefined,
    outPage: params.get("outPage") ?? undefined,
  });
  if (!parsed.success) {
    throw data({ message: parsed.errors.day ?? m.dayInvalid }, { status: 400 });
  }
  const { day, page, outPage } = parsed.data;
  try {
    // The totals are the whole day's; the entries one page of each list (decision 084).
    const book = await dayBook(day, { inPage: page, outPage });
    return { book, today, isAdmin: user.role === "admin" };
  } catch (error) {
    logger.error("Failed to fetch the day book", error);
    throw data({ message: m.loadFailed }, { status: 500 });
  }
}

/**
 * Saves a cash count for the form's day, then shows the day again with the difference; or
 * (intent=opening, the admin only) sets the books' opening cash, once (decision 071).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireBillingAccess(context, request);
  const { locale } = getPreferences(context);
  const c = dayBookContent[locale];
  const m = c.messages;
  const values = formValues(await request.formData());
  const title = billingCopy[locale].errorTitle;
  const fail = (status: number, description: string, errors: Record<string, string> = {}) =>
    formFailure(context, { status, toast: { title, description }, errors, values });
  if (values.intent === "opening") {
    // The books' opening cash: the admin only, once; a second time is refused (409).
    if (user.role !== "admin") return fail(403, m.openingAdminOnly);
    const opening = parseWith(openingCashSchema(indiaDateKey(new Date()), m), values);
    if (!opening.success) {
      return fail(400, Object.values(opening.errors)[0] ?? m.openingInvalid, {
        ...opening.errors,
      });
    }
    try {
      const { day, openingCash, openingNote } = opening.data;
      const result = await setBooksOpening(
        { day, amount: openingCash, note: openingNote },
        user.id,
      );
      const described = {
        amount: formatRupees(result.opening.amountPaise),
        day: dayText(result.opening.day),
      };
      if (!result.ok) {
        const message = fill(m.openingAlreadySet, described);
        return fail(409, message, { openingCash: message });
      }
      return redirectWithToast(dayBookHref(day), {
        title: m.openingSaved,
        description: fill(c.opening.savedDescription, described),
      });
    } catch (error) {
      logger.error("Failed to set the opening cash", `user ${user.id}`, error);
      return fail(500, m.openingSaveFailed);
    }
  }
  const parsed = parseWith(cashCountSchema(indiaDateKey(new Date()), m), values);
  if (!parsed.success) {
    return fail(400, Object.values(parsed.errors)[0] ?? m.countedInvalid, {
      ...parsed.errors,
    });
  }
  try {
    const count = await recordCashCount(parsed.data, user.id);
    return redirectWithToast(dayBookHref(parsed.data.day), {
      title: m.saved,
      description: fill(c.savedDescription, {
        difference: differenceText(c, count.differencePaise),
        counted: formatRupees(count.countedPaise),
        expected: formatRupees(count.expectedPaise),
      }),
    });
  } catch (error) {
    logger.error("Failed to save a cash count", `user ${user.id}`, error);
    return fail(500, m.saveFailed);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: dayBookContent[metaLocale(matches)].metaTitle },
  { name: "robots", content: "noindex" },
];

const dayText = (key: string) => formatDate(startOfIndiaDay(key));

export default function DayBookPage({ loaderData, actionData }: Route.ComponentProps) {
  const { book, today, isAdmin } = loaderData;
  const { errors, values, busy } = useActionAnswer(actionData);
  const c = dayBookContent[useLocale()];
  const heading = "mt-8 text-xl font-semibold print:mt-4";
  return (
    <BillingPage
      printable
      title={c.title}
      backLabel={c.backLabel}
      actions={
        <PrintCsvActions
          csvHref={dayBookExportHref(book.day)}
          printHref={dayBookPrintHref(book.day)}
        />
      }
    >
      <DayPicker day={book.day} today={today} />
      <p className="mt-6 text-lg font-semibold" data-testid="day-book-day" data-day={book.day}>
        {dayText(book.day)}
        {book.day === today ? <span className={`ml-2 text-sm ${mutedText}`}>{c.today}</span> : null}
      </p>
      <section aria-labelledby="cash-heading" className={`${cardClass} mt-4 p-5 print:border-0`}>
        <h2 id="cash-heading" className="font-semibold">
          {c.cashInHand}
        </h2>
        <CashSummary cash={book} testId="cash-summary" />
        <OpeningSourceNote source={book.openingSource} />
      </section>
      <h2 className={heading}>{c.moneyIn}</h2>
      <EntriesTable entries={book.moneyIn} direction="in" />
      <EntriesPager book={book} direction="in" />
      <h2 className={heading}>{c.moneyOut}</h2>
      <EntriesTable entries={book.moneyOut} direction="out" />
      <EntriesPager book={book} direction="out" />
      <h2 className={heading}>{c.totalsByMethod}</h2>
      <p className={`mt-1 text-sm ${mutedText} print:text-black`}>{c.onlyCash}</p>
      <MethodTotals byMethod={book.byMethod} totalIn={book.totalIn} totalOut={book.totalOut} />
      <section aria-labelledby="count-heading" className="mt-8">
        <h2 id="count-heading" className="text-xl font-semibold">
          {c.cashCounted}
        </h2>
        {/* A new key after each saved count: the form starts empty again. */}
        <CashCountForm
          key={`${book.day}-${book.counts[0]?.id ?? "none"}`}
          day={book.day}
          closingCash={book.closingCash}
          errors={values.intent === "opening" ? {} : errors}
          values={values.intent === "opening" ? {} : values}
          busy={busy}
        />
        <CashCountHistory counts={book.counts} />
      </section>
      <BooksOpeningSection
        opening={book.booksOpening}
        day={book.day}
        isAdmin={isAdmin}
        errors={values.intent === "opening" ? errors : {}}
        values={values.intent === "opening" ? values : {}}
        busy={busy}
      />
    </BillingPage>
  );
}

/** A bad day (400) or a ledger that could not be read (500). */
export const ErrorBoundary = billingErrorBoundary((locale) => ({
  title: dayBookContent[locale].title,
  path: DAY_BOOK_PATH,
  fallback: dayBookContent[locale].messages.loadFailed,
}));
