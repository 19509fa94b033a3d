import { Download } from "~/components/ui/icons";
import { data, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/transaction-history";
import { buttonClass } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import { metaLocale } from "~/lib/i18n/meta-locale";
import { pageUrl } from "~/lib/page-url";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { logger } from "~/platform/logger.server";
import { getPreferences } from "~/platform/preferences.server";
import { historyContent } from "../history-content";
import { Pager } from "~/components/ui/pagination";
import { Table } from "~/components/ui/table";
import {
  TRANSACTION_HISTORY_PATH,
  parseTransactionFilters,
  transactionExportHref,
  transactionHistoryHref,
} from "../transaction-labels";
import { getTransaction, listTransactions } from "../transactions.server";
import { billingErrorBoundary } from "../../components/load-error";
import { trackerColumns, transactionColumns } from "../components/transaction-columns";
import { TransactionFilters } from "../components/transaction-filters";
import { TransactionPanel } from "../components/transaction-panel";
import { TransactionTotals } from "../components/transaction-totals";
import { BillingPage } from "../../components/billing-page";

/**
 * Transaction History: search, date and account filters (all in the URL), the totals of every
 * matching transaction, the Service Accounts Tracker and Transactions tables (25 a page), a
 * detail view (`?view=<id>`) and the CSV export of the same filtered rows.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const url = pageUrl(request);
  const filters = parseTransactionFilters(url.searchParams);
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1;
  const viewId = (url.searchParams.get("view") ?? "").slice(0, 100);
  try {
    const [list, viewed] = await Promise.all([
      listTransactions(filters, page),
      viewId ? getTransaction(viewId) : null,
    ]);
    return { filters, ...list, view: viewId ? { id: viewId, transaction: viewed } : null };
  } catch (error) {
    logger.error("Failed to fetch transactions", error);
    const { loadFailed } = historyContent[getPreferences(context).locale];
    throw data({ message: loadFailed }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: historyContent[metaLocale(matches)].metaTitle },
  { name: "robots", content: "noindex" },
];

/** The query without the detail view's parameter: opening a detail is not a new list. */
function listSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("view");
  params.sort();
  return params.toString();
}

export default function TransactionHistory({ loaderData }: Route.ComponentProps) {
  const { filters, transactions, totals, page, pageCount, view } = loaderData;
  const location = useLocation();
  const locale = useLocale();
  const c = historyContent[locale];
  const navigation = useNavigation();
  // A new list is on its way (another filter or page), not just a detail opened or closed.
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname === TRANSACTION_HISTORY_PATH &&
    listSearch(navigation.location.search) !== listSearch(location.search);
  const href = (p: number) => transactionHistoryHref(filters, { page: p });
  const here = href(page);
  return (
    <BillingPage
      title={c.title}
      backLabel={c.backLabel}
      actions={
        <a href={transactionExportHref(filters)} download className={buttonClass.primary}>
          <Download aria-hidden className="size-4" />
          {c.export}
        </a>
      }
    >
      {view ? <TransactionPanel transaction={view.transaction} closeHref={here} /> : null}

      <TransactionFilters filters={filters} />

      <TransactionTotals totals={totals} />

      <section aria-labelledby="tracker-heading" className="mt-6">
        <h2 id="tracker-heading" className="text-xl font-semibold">
          {c.tracker}
        </h2>
        <Table
          columns={trackerColumns(locale)}
          rows={loading ? [] : transactions}
          rowKey={(t) => t.id}
          empty={loading ? c.loadingTracker : c.noTracker}
          ariaBusy={loading}
          className="mt-3"
          rowTestId="tracker-row"
        />
      </section>

      <section aria-labelledby="transactions-heading" className="mt-8">
        <h2 id="transactions-heading" className="text-xl font-semibold">
          {c.transactions}
        </h2>
        <Table
          columns={transactionColumns(locale, (id) =>
            transactionHistoryHref(filters, { page, view: id }),
          )}
          rows={transactions}
          rowKey={(t) => t.id}
          empty={c.noTransactions}
          className="mt-3"
          testId="transactions-table"
          rowTestId="transaction-row"
        />
        <Pager page={page} pageCount={pageCount} href={href} />
      </section>
    </BillingPage>
  );
}

/** The loader could not read the transactions: the spec's 'Failed to fetch transactions'. */
export const ErrorBoundary = billingErrorBoundary((locale) => ({
  title: historyContent[locale].title,
  path: "/billing/transaction-history",
  fallback: historyContent[locale].loadFailed,
}));
