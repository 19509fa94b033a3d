import { Plus } from "~/components/ui/icons";
import { useEffect } from "react";
import { data, type ShouldRevalidateFunction, useSearchParams } from "react-router";
import type { Route } from "./+types/income-expenses";
import { showToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { cardClass } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { formatRupees } from "~/lib/format";
import { fill, formValues, isFailure, parseWith } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { metaLocale } from "~/lib/i18n/meta-locale";
import { pageUrl } from "~/lib/page-url";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { logger } from "~/platform/logger.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { ADD_BUTTON_ID, AddRecordDialog } from "../components/add-record-dialog";
import { Pager } from "~/components/ui/pagination";
import { LedgerChart } from "../components/ledger-chart";
import { EmptyState } from "~/components/ui/empty-state";
import { LedgerTable } from "../components/ledger-table";
import { DateRangeFilter, LEDGER_PATH as PATH, LedgerTabs } from "../components/ledger-filters";
import { LedgerTotals } from "../components/ledger-totals";
import type { LedgerType } from "../ledger";
import { ledgerContent } from "../content";
import { billingCopy } from "../../content";
import {
  addLedgerRecord,
  cleanDay,
  ledgerTotals,
  listLedger,
  monthlySeries,
} from "../ledger.server";
import { ledgerRecordSchemaIn } from "../schema";
import { listHref } from "../../list-params";
import { BillingPage } from "../../components/billing-page";

/**
 * Income & Expenses, a view of the one ledger (decision 024): totals (sales, received, expenses,
 * net) over the chosen days, a chart of the last 12
 * months, the Income and Expenses tabs (paged lists), and Add Record. Tab, dates, page and the
 * open dialog are all in the URL, so every state can be reloaded, shared and used without JS.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const url = pageUrl(request);
  const tab: LedgerType = url.searchParams.get("tab") === "expense" ? "expense" : "income";
  const from = cleanDay(url.searchParams.get("from"));
  const to = cleanDay(url.searchParams.get("to"));
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1;
  const view = { tab, from, to };
  try {
    // The tab's count is one of the totals: the list does not count the ledger again.
    const [totals, series] = await Promise.all([ledgerTotals({ from, to }), monthlySeries()]);
    const count = tab === "income" ? totals.incomeCount : totals.expenseCount;
    const list = await listLedger({ type: tab, from, to, page, count });
    return { ...view, totals, ...list, series, loadError: null };
  } catch (error) {
    logger.error("loading the income/expense data failed", { error: String(error) });
    const totals = {
      salesPaise: 0,
      receivedPaise: 0,
      expensePaise: 0,
      netPaise: 0,
      incomeCount: 0,
      expenseCount: 0,
    };
    return data(
      {
        ...view,
        totals,
        records: [],
        total: 0,
        page: 1,
        pageCount: 1,
        series: [],
        loadError: ledgerContent[getPreferences(context).locale].messages.loadFailed,
      },
      { status: 500 },
    );
  }
}

/** Opening or closing the dialog (only `add` changes) needs no new data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  const withoutAdd = (u: URL) => {
    const params = new URLSearchParams(u.search);
    params.delete("add");
    params.sort();
    return `${u.pathname}?${params.toString()}`;
  };
  if (currentUrl.search !== nextUrl.search && withoutAdd(currentUrl) === withoutAdd(nextUrl)) {
    return false;
  }
  return defaultShouldRevalidate;
};

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: ledgerContent[metaLocale(matches)].metaTitle },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireBillingAccess(context, request);
  const { locale } = getPreferences(context);
  const c = ledgerContent[locale];
  const m = c.messages;
  const title = billingCopy[locale].errorTitle;
  const values = formValues(await request.formData());
  const failed = { title, description: m.addFailed };
  if (values.intent !== "add") {
    return formFailure(context, {
      status: 400,
      toast: { title, description: c.unknownAction },
    });
  }
  const parsed = parseWith(ledgerRecordSchemaIn(m), values);
  if (!parsed.success) {
    return formFailure(context, { status: 400, toast: failed, errors: parsed.errors, values });
  }
  try {
    const added = await addLedgerRecord(parsed.data, user.id);
    if (!added.ok) {
      const refundable = added.refundable;
      const errors = added.errors.billNumber
        ? { billNumber: m.billNotFound }
        : refundable
          ? {
              amount: fill(m.refundTooMuch, {
                amount: formatRupees(refundable.paise),
                bill: refundable.billNumber,
              }),
            }
          : added.errors;
      return formFailure(context, { status: 400, toast: failed, errors, values });
    }
    const record = parsed.data;
    return redirectWithToast(
      listHref(PATH, { tab: added.type === "expense" ? "expense" : undefined }),
      {
        title: m.added,
        description: fill(c.addedDescription, {
          type: c.types[record.type],
          amount: formatRupees(record.amount),
          category: record.category,
        }),
      },
    );
  } catch (error) {
    logger.error("adding an income/expense record failed", { error: String(error) });
    return formFailure(context, { status: 500, toast: failed, values });
  }
}

/** The loader could not read the records: say so in a toast too (once per message). */
function useLoadErrorToast(loadError: string | null) {
  const title = billingCopy[useLocale()].errorTitle;
  useEffect(() => {
    if (loadError)
      showToast({
        id: "ledger-load-error",
        variant: "destructive",
        title,
        description: loadError,
      });
  }, [loadError, title]);
}

export default function IncomeExpenses({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, from, to, totals, records, page, pageCount, series, loadError } = loaderData;
  const { errors, values, busy } = useActionAnswer(actionData, "add");
  // From the URL, not the loader: opening the dialog does not reload the data.
  const [searchParams] = useSearchParams();
  const add = searchParams.get("add") === "1";
  useLoadErrorToast(loadError);
  const c = ledgerContent[useLocale()];
  const params = (over: Record<string, string | number | undefined>) => ({
    tab: tab === "expense" ? "expense" : undefined,
    from,
    to,
    page,
    ...over,
  });
  const href = (p: number) => listHref(PATH, params({ page: p }));
  const closeHref = href(page);
  const dialogOpen = add || isFailure(actionData);
  return (
    <BillingPage
      title={c.title}
      backLabel={c.backLabel}
      actions={
        <Button id={ADD_BUTTON_ID} to={listHref(PATH, params({ add: "1" }))} preventScrollReset>
          <Plus aria-hidden className="size-4" />
          {c.addRecord}
        </Button>
      }
    >
      {loadError ? (
        <p
          role="alert"
          className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800 dark:border-red-800 dark:bg-slate-900 dark:text-red-300"
        >
          {loadError}
        </p>
      ) : null}
      {dialogOpen ? (
        <AddRecordDialog
          closeHref={closeHref}
          defaultType={tab}
          errors={errors}
          values={values}
          busy={busy}
        />
      ) : null}
      <LedgerTotals from={from} to={to} totals={totals} />
      <section aria-labelledby="chart-heading" className={`${cardClass} mt-6 p-5`}>
        <h2 id="chart-heading" className="font-semibold">
          {c.lastMonths}
        </h2>
        {series.length > 0 ? <LedgerChart series={series} /> : null}
      </section>
      <DateRangeFilter tab={tab} from={from} to={to} />
      <LedgerTabs tab={tab} from={from} to={to} counts={totals} />
      <LedgerTable
        records={records}
        caption={fill(c.recordsCaption, { tab: c.tabs[tab] })}
        empty={
          <EmptyState
            title={tab === "income" ? c.messages.noIncome : c.messages.noExpense}
            testId="ledger-empty"
          />
        }
      />
      <Pager page={page} pageCount={pageCount} href={href} />
    </BillingPage>
  );
}
