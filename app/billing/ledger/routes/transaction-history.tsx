import { Download } from "lucide-react";
import { data, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/transaction-history";
import { PageHeader } from "~/components/ui/page-header";
import { buttonClass } from "~/components/ui/styles";
import { pageUrl } from "~/lib/page-url";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { logger } from "~/platform/logger.server";
import { Pager } from "~/components/ui/pagination";
import { Table } from "~/components/ui/table";
import {
  TRANSACTION_HISTORY_PATH,
  parseTransactionFilters,
  transactionExportHref,
  transactionHistoryHref,
} from "../transaction-labels";
import { getTransaction, listTransactions } from "../transactions.server";
import { BillingLoadError } from "../../components/load-error";
import { TRACKER_COLUMNS, transactionColumns } from "../components/transaction-columns";
import { TransactionFilters } from "../components/transaction-filters";
import { TransactionPanel } from "../components/transaction-panel";
import { TransactionTotals } from "../components/transaction-totals";

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
    throw data({ message: "Failed to fetch transactions" }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Transaction History — Billing" },
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
  const navigation = useNavigation();
  // A new list is on its way (another filter or page), not just a detail opened or closed.
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname === TRANSACTION_HISTORY_PATH &&
    listSearch(navigation.location.search) !== listSearch(location.search);
  const href = (p: number) => transactionHistoryHref(filters, { page: p });
  const here = href(page);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader
        title="Transaction History"
        backTo="/billing/service"
        backLabel="Back to Service"
        actions={
          <a href={transactionExportHref(filters)} download className={buttonClass.primary}>
            <Download aria-hidden className="size-4" />
            Export
          </a>
        }
      />

      {view ? <TransactionPanel transaction={view.transaction} closeHref={here} /> : null}

      <TransactionFilters filters={filters} />

      <TransactionTotals totals={totals} />

      <section aria-labelledby="tracker-heading" className="mt-6">
        <h2 id="tracker-heading" className="text-xl font-semibold">
          Service Accounts Tracker
        </h2>
        <Table
          columns={TRACKER_COLUMNS}
          rows={loading ? [] : transactions}
          rowKey={(t) => t.id}
          empty={loading ? "Loading service accounts..." : "No service accounts found."}
          ariaBusy={loading}
          className="mt-3"
          rowTestId="tracker-row"
        />
      </section>

      <section aria-labelledby="transactions-heading" className="mt-8">
        <h2 id="transactions-heading" className="text-xl font-semibold">
          Transactions
        </h2>
        <Table
          columns={transactionColumns((id) => transactionHistoryHref(filters, { page, view: id }))}
          rows={transactions}
          rowKey={(t) => t.id}
          empty="No transactions found matching your criteria."
          className="mt-3"
          testId="transactions-table"
          rowTestId="transaction-row"
        />
        <Pager page={page} pageCount={pageCount} href={href} />
      </section>
    </div>
  );
}

/** The loader could not read the transactions: the spec's 'Failed to fetch transactions'. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BillingLoadError
      error={error}
      title="Transaction History"
      path="/billing/transaction-history"
      fallback="Failed to fetch transactions"
    />
  );
}
