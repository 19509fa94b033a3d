import { Download, Eye, IndianRupee, Layers, Search, Undo2, X } from "lucide-react";
import type { ReactNode } from "react";
import { data, Form, Link, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/transaction-history";
import { Badge } from "~/components/ui/badge";
import { PageHeader } from "~/components/ui/page-header";
import { Money } from "~/components/ui/money";
import { buttonClass, cardClass, inputClass, mutedText } from "~/components/ui/styles";
import { formatDateTime, formatRupees } from "~/lib/format";
import { pageUrl } from "~/lib/page-url";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { logger } from "~/platform/logger.server";
import { Pager } from "~/components/ui/pagination";
import { type Column, Table } from "~/components/ui/table";
import { EditPanel } from "~/components/ui/dialog";
import { statusLabel } from "../../money";
import {
  ACCOUNT_FILTERS,
  DATE_FILTERS,
  NO_ACCOUNT,
  TRANSACTION_HISTORY_PATH,
  accountTypeTone,
  accountTypeLabel,
  isRefund,
  parseTransactionFilters,
  paymentMethodLabel,
  signedAmount,
  transactionExportHref,
  transactionHistoryHref,
  transactionTypeTone,
  transactionTypeLabel,
} from "../transaction-labels";
import {
  getTransaction,
  listTransactions,
  type TransactionDetail,
  type TransactionRow,
} from "../transactions.server";
import { BillingLoadError } from "../../components/load-error";

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

      <Form
        // Remounted when the filters change (e.g. Clear Filters, the back button), so the fields
        // show the filters in the URL, not what was last chosen in them.
        key={`${filters.q}\n${filters.date}\n${filters.account}`}
        method="get"
        action={TRANSACTION_HISTORY_PATH}
        role="search"
        className={`${cardClass} mt-6 grid gap-3 p-5 sm:grid-cols-2 lg:grid-cols-4`}
      >
        <div className="sm:col-span-2">
          <label htmlFor="q" className="text-sm font-semibold">
            Search
          </label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder="Description, service or staff name"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="date" className="text-sm font-semibold">
            Date
          </label>
          <select id="date" name="date" defaultValue={filters.date} className={inputClass}>
            {DATE_FILTERS.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="account" className="text-sm font-semibold">
            Account
          </label>
          <select id="account" name="account" defaultValue={filters.account} className={inputClass}>
            {ACCOUNT_FILTERS.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonClass.primary}>
            <Search aria-hidden className="size-4" />
            Filter
          </button>
          <Link to={TRANSACTION_HISTORY_PATH} className={buttonClass.outline}>
            <X aria-hidden className="size-4" />
            Clear Filters
          </Link>
        </div>
      </Form>

      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <SummaryCard
          label="Total Received"
          value={<Money paise={totals.receivedPaise} />}
          icon={<IndianRupee aria-hidden className="size-8 text-green-700" />}
          testId="total-received"
        />
        <SummaryCard
          label="Service Accounts"
          value={String(totals.serviceAccounts)}
          icon={<Layers aria-hidden className="size-8 text-blue-700" />}
          testId="service-accounts"
        />
        <SummaryCard
          label="Total Refunds"
          value={<Money paise={totals.refundsPaise} />}
          icon={<Undo2 aria-hidden className="size-8 text-orange-700" />}
          testId="total-refunds"
        />
      </div>
      <p className={`mt-3 text-sm ${mutedText}`} data-testid="transaction-count">
        {totals.count} {totals.count === 1 ? "transaction" : "transactions"}
      </p>

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

function SummaryCard(props: { label: string; value: ReactNode; icon: ReactNode; testId: string }) {
  return (
    <div className={`${cardClass} flex items-center gap-4 p-5`} data-testid={props.testId}>
      {props.icon}
      <div>
        <p className={`text-sm ${mutedText}`}>{props.label}</p>
        <p className="text-2xl font-bold">{props.value}</p>
      </div>
    </div>
  );
}

const TRACKER_COLUMNS: Column<TransactionRow>[] = [
  { key: "service", header: "Service Name", cell: (t) => t.category || "N/A" },
  {
    key: "type",
    header: "Transaction Type",
    cell: (t) => <Badge tone={accountTypeTone(t.type)}>{accountTypeLabel(t.type)}</Badge>,
  },
  {
    key: "amount",
    header: "Amount",
    align: "right",
    cell: (t) => formatRupees(t.amountPaise),
    className: "whitespace-nowrap",
  },
  { key: "account", header: "Linked Account Name", cell: (t) => t.createdByName || NO_ACCOUNT },
  {
    key: "date",
    header: "Date & Time",
    cell: (t) => formatDateTime(t.createdAt),
    className: "whitespace-nowrap",
  },
  {
    key: "status",
    header: "Status",
    cell: () => <Badge tone="success">Success</Badge>,
  },
];

function transactionColumns(viewHref: (id: string) => string): Column<TransactionRow>[] {
  return [
    {
      key: "date",
      header: "Date & Time",
      cell: (t) => formatDateTime(t.createdAt),
      className: "whitespace-nowrap",
    },
    {
      key: "type",
      header: "Type",
      cell: (t) => (
        <Badge tone={transactionTypeTone(t.transactionType)}>
          {transactionTypeLabel(t.transactionType)}
        </Badge>
      ),
    },
    {
      key: "reference",
      header: "Reference",
      cell: (t) => t.referenceNumber || "N/A",
      className: "whitespace-nowrap",
    },
    {
      key: "description",
      header: "Description",
      cell: (t) => (
        <span className="line-clamp-2" title={t.description ?? undefined}>
          {t.description || "N/A"}
        </span>
      ),
      className: "max-w-72",
    },
    {
      key: "amount",
      header: "Amount",
      align: "right",
      cell: (t) => signedAmount(t.amountPaise, t.transactionType),
      className: (t) =>
        `font-semibold whitespace-nowrap ${
          isRefund(t.transactionType)
            ? "text-red-700 dark:text-red-300"
            : "text-green-700 dark:text-green-300"
        }`,
    },
    { key: "method", header: "Payment Method", cell: (t) => paymentMethodLabel(t.paymentMethod) },
    {
      key: "actions",
      header: <span className="sr-only">Actions</span>,
      cell: (t) => (
        <Link
          to={viewHref(t.id)}
          className="inline-flex rounded p-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <Eye aria-hidden className="size-4" />
          <span className="sr-only">
            View transaction {t.referenceNumber ?? ""} {formatDateTime(t.createdAt)}
          </span>
        </Link>
      ),
    },
  ];
}

/**
 * One transaction's every field, opened by the URL (`?view=<id>`, so it works without
 * JavaScript); Close (or Escape) goes back to the list. The heading takes the focus on opening.
 */
function TransactionPanel({
  transaction: t,
  closeHref,
}: {
  transaction: TransactionDetail | null;
  closeHref: string;
}) {
  const fields: [string, ReactNode][] = t
    ? [
        ["Transaction ID", <span className="font-mono text-xs break-all">{t.id}</span>],
        ["Date & Time", formatDateTime(t.createdAt)],
        [
          "Type",
          <Badge tone={transactionTypeTone(t.transactionType)}>
            {transactionTypeLabel(t.transactionType)}
          </Badge>,
        ],
        ["Account", <Badge tone={accountTypeTone(t.type)}>{accountTypeLabel(t.type)}</Badge>],
        ["Amount", signedAmount(t.amountPaise, t.transactionType)],
        ["Payment Method", paymentMethodLabel(t.paymentMethod)],
        ["Reference", t.referenceNumber || "N/A"],
        ["Description", t.description || "N/A"],
        ["Service Name", t.category || "N/A"],
        ["Linked Account Name", t.createdByName || NO_ACCOUNT],
        ["Status", "Success"],
        [
          "Bill",
          t.bill ? (
            <span>
              {t.bill.number} — {t.bill.customerName} (<Money paise={t.bill.finalTotalPaise} />,{" "}
              {statusLabel(t.bill.status)}){" "}
              <Link
                to={`/billing/complaint-preview?id=${t.bill.id}`}
                className="font-semibold text-brand-700 underline dark:text-brand-100"
              >
                Open bill {t.bill.number}
              </Link>
            </span>
          ) : (
            "N/A"
          ),
        ],
      ]
    : [];
  return (
    <EditPanel
      key={t?.id ?? "none"}
      id="transaction-panel"
      testId="transaction-detail"
      title={t ? "Transaction Details" : "Transaction not found"}
      closeHref={closeHref}
      closeOnEscape
      preventScrollReset
    >
      {t ? (
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {fields.map(([label, value]) => (
            <div key={label}>
              <dt className={`text-sm ${mutedText}`}>{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={mutedText}>
          This transaction does not exist (it may have been deleted with its bill).
        </p>
      )}
    </EditPanel>
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
