import { CalendarRange, Plus, TrendingDown, TrendingUp, Wallet, X } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, type ShouldRevalidateFunction, useSearchParams } from "react-router";
import type { Route } from "./+types/income-expenses";
import { showToast } from "~/components/toaster";
import { PageHeader } from "~/components/ui/page-header";
import { Money } from "~/components/ui/money";
import { buttonClass, cardClass, inputClass, mutedText } from "~/components/ui/styles";
import { useActionAnswer } from "~/components/use-action-answer";
import { formatDate, formatRupees, startOfIndiaDay } from "~/lib/format";
import { formValues, isFailure, parseWith } from "~/lib/forms";
import { pageUrl } from "~/lib/page-url";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { logger } from "~/platform/logger.server";
import { redirectWithToast } from "~/platform/toast.server";
import { ADD_BUTTON_ID, AddRecordDialog } from "../components/add-record-dialog";
import { Pager } from "~/components/ui/pagination";
import { LedgerChart } from "../components/ledger-chart";
import { EmptyState } from "~/components/ui/empty-state";
import { LedgerTable } from "../components/ledger-table";
import { LEDGER_MESSAGES, LEDGER_TYPES, type LedgerType, TAB_LABEL, TYPE_LABEL } from "../ledger";
import {
  addLedgerRecord,
  cleanDay,
  ledgerTotals,
  listLedger,
  monthlySeries,
} from "../ledger.server";
import { ledgerRecordSchema } from "../schema";
import { listHref } from "../../list-params";

/**
 * Income & Expenses: totals (income, expenses, net) over the chosen days, a chart of the last 12
 * months, the Income and Expenses tabs (paged lists), and Add Record. Tab, dates, page and the
 * open dialog are all in the URL, so every state can be reloaded, shared and used without JS.
 */
const PATH = "/billing/income-expenses";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const url = pageUrl(request);
  const tab: LedgerType = url.searchParams.get("tab") === "expense" ? "expense" : "income";
  const from = cleanDay(url.searchParams.get("from"));
  const to = cleanDay(url.searchParams.get("to"));
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1;
  const view = { tab, from, to };
  try {
    const [totals, list, series] = await Promise.all([
      ledgerTotals({ from, to }),
      listLedger({ type: tab, from, to, page }),
      monthlySeries(),
    ]);
    return { ...view, totals, ...list, series, loadError: null };
  } catch (error) {
    logger.error("loading the income/expense data failed", { error: String(error) });
    const totals = {
      incomePaise: 0,
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
        loadError: LEDGER_MESSAGES.loadFailed,
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

export const meta: Route.MetaFunction = () => [
  { title: "Income & Expenses — Billing" },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireBillingAccess(context, request);
  const values = formValues(await request.formData());
  const failed = { title: "Error", description: LEDGER_MESSAGES.addFailed };
  if (values.intent !== "add") {
    return formFailure(context, {
      status: 400,
      toast: { title: "Error", description: "Unknown action." },
    });
  }
  const parsed = parseWith(ledgerRecordSchema, values);
  if (!parsed.success) {
    return formFailure(context, { status: 400, toast: failed, errors: parsed.errors, values });
  }
  try {
    const added = await addLedgerRecord(parsed.data, user.id);
    if (!added.ok) {
      return formFailure(context, { status: 400, toast: failed, errors: added.errors, values });
    }
    const record = parsed.data;
    return redirectWithToast(
      listHref(PATH, { tab: added.type === "expense" ? "expense" : undefined }),
      {
        title: LEDGER_MESSAGES.added,
        description: `${TYPE_LABEL[record.type]} of ${formatRupees(record.amount)} (${record.category}).`,
      },
    );
  } catch (error) {
    logger.error("adding an income/expense record failed", { error: String(error) });
    return formFailure(context, { status: 500, toast: failed, values });
  }
}

export default function IncomeExpenses({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, from, to, totals, records, page, pageCount, series, loadError } = loaderData;
  const { errors, values, busy } = useActionAnswer(actionData, "add");
  // From the URL, not the loader: opening the dialog does not reload the data.
  const [searchParams] = useSearchParams();
  const add = searchParams.get("add") === "1";
  useEffect(() => {
    if (loadError)
      showToast({
        id: "ledger-load-error",
        variant: "destructive",
        title: "Error",
        description: loadError,
      });
  }, [loadError]);
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
  const day = (key: string) => formatDate(startOfIndiaDay(key));
  const rangeText =
    from && to
      ? `${day(from)} to ${day(to)}`
      : from
        ? `From ${day(from)}`
        : to
          ? `Up to ${day(to)}`
          : "All dates";
  const cards = [
    {
      label: "Total Income",
      value: totals.incomePaise,
      Icon: TrendingUp,
      colour: "text-green-700 dark:text-green-400",
      testId: "total-income",
    },
    {
      label: "Total Expenses",
      value: totals.expensePaise,
      Icon: TrendingDown,
      colour: "text-red-700 dark:text-red-400",
      testId: "total-expenses",
    },
    {
      label: "Net Balance",
      value: totals.netPaise,
      Icon: Wallet,
      colour:
        totals.netPaise < 0
          ? "text-red-700 dark:text-red-400"
          : "text-green-700 dark:text-green-400",
      testId: "net-balance",
    },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader
        title="Income & Expenses"
        backTo="/billing/service"
        backLabel="Back to Service Management"
        actions={
          <Link
            id={ADD_BUTTON_ID}
            to={listHref(PATH, params({ add: "1" }))}
            preventScrollReset
            className={buttonClass.primary}
          >
            <Plus aria-hidden className="size-4" />
            Add Record
          </Link>
        }
      />
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
      <section aria-label="Totals" className="mt-6">
        <p className={`text-sm ${mutedText}`} data-testid="totals-range">
          {rangeText}
        </p>
        <div className="mt-2 grid gap-4 sm:grid-cols-3">
          {cards.map(({ label, value, Icon, colour, testId }) => (
            <div key={label} className={`${cardClass} flex items-center gap-4 p-5`}>
              <Icon aria-hidden className={`size-9 shrink-0 ${colour}`} />
              <div>
                <p className={`text-sm ${mutedText}`}>{label}</p>
                <p className={`text-2xl font-bold ${colour}`} data-testid={testId}>
                  <Money paise={value} />
                </p>
              </div>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="chart-heading" className={`${cardClass} mt-6 p-5`}>
        <h2 id="chart-heading" className="font-semibold">
          Last 12 Months
        </h2>
        {series.length > 0 ? <LedgerChart series={series} /> : null}
      </section>
      <section aria-labelledby="filter-heading" className={`${cardClass} mt-6 p-5`}>
        <h2 id="filter-heading" className="font-semibold">
          Date Range
        </h2>
        <Form method="get" className="mt-3 flex flex-wrap items-end gap-3">
          {tab === "expense" ? <input type="hidden" name="tab" value="expense" /> : null}
          <div>
            <label htmlFor="from" className="text-sm font-semibold">
              From Date
            </label>
            <input id="from" name="from" type="date" defaultValue={from} className={inputClass} />
          </div>
          <div>
            <label htmlFor="to" className="text-sm font-semibold">
              To Date
            </label>
            <input id="to" name="to" type="date" defaultValue={to} className={inputClass} />
          </div>
          <button type="submit" className={buttonClass.primary}>
            <CalendarRange aria-hidden className="size-4" />
            Apply
          </button>
          <Link
            to={listHref(PATH, { tab: tab === "expense" ? "expense" : undefined })}
            className={buttonClass.outline}
          >
            <X aria-hidden className="size-4" />
            Clear
          </Link>
        </Form>
      </section>
      <nav
        aria-label="Record type"
        className="mt-6 flex gap-1 border-b border-slate-200 dark:border-slate-800"
      >
        {LEDGER_TYPES.map((t) => {
          const current = t === tab;
          return (
            <Link
              key={t}
              to={listHref(PATH, { tab: t === "expense" ? "expense" : undefined, from, to })}
              aria-current={current ? "page" : undefined}
              className={`-mb-px rounded-t-md border px-4 py-2 font-semibold ${
                current
                  ? "border-slate-200 border-b-white bg-white text-brand-700 dark:border-slate-800 dark:border-b-slate-900 dark:bg-slate-900 dark:text-brand-100"
                  : `border-transparent ${mutedText} hover:text-brand-700`
              }`}
            >
              {TAB_LABEL[t]} ({t === "income" ? totals.incomeCount : totals.expenseCount})
            </Link>
          );
        })}
      </nav>
      <LedgerTable
        records={records}
        caption={`${TAB_LABEL[tab]} records, newest first`}
        empty={
          <EmptyState
            title={tab === "income" ? LEDGER_MESSAGES.noIncome : LEDGER_MESSAGES.noExpense}
            testId="ledger-empty"
          />
        }
      />
      <Pager page={page} pageCount={pageCount} href={href} />
    </div>
  );
}
