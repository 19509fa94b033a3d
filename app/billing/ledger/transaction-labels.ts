import type { BadgeTone } from "~/components/ui/badge";
import { formatRupees, MINUS } from "~/lib/format";
import { paymentMethodLabels } from "~/lib/payment-methods";
import { listHref } from "../list-params";

/**
 * Transaction History's filters, labels and colours: client-safe (the page and the server both
 * read them), so the filter values the URL carries are parsed the same way everywhere.
 */

export const TRANSACTION_HISTORY_PATH = "/billing/transaction-history";
export const TRANSACTION_EXPORT_PATH = "/billing/transaction-history/export";

/** The spec's date filter: All Dates, Today, This Week (last 7 days), This Month (last 30 days). */
export const DATE_FILTERS = [
  { value: "all", label: "All Dates" },
  { value: "today", label: "Today" },
  { value: "week", label: "This Week" },
  { value: "month", label: "This Month" },
] as const;
export type DateFilter = (typeof DATE_FILTERS)[number]["value"];

/** The spec's account filter: income accounts are transactions of type income, and so on. */
export const ACCOUNT_FILTERS = [
  { value: "all", label: "All" },
  { value: "income", label: "Income Accounts" },
  { value: "expense", label: "Expense Accounts" },
] as const;
export type AccountFilter = (typeof ACCOUNT_FILTERS)[number]["value"];

export type TransactionFilters = {
  /** Matches the description, the category (service name) or the creator's name. */
  q: string;
  date: DateFilter;
  account: AccountFilter;
};

/** The filters of a URL's query; anything unknown is the default (all). */
export function parseTransactionFilters(params: URLSearchParams): TransactionFilters {
  const date = params.get("date") ?? "";
  const account = params.get("account") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    date: DATE_FILTERS.some((d) => d.value === date) ? (date as DateFilter) : "all",
    account: ACCOUNT_FILTERS.some((a) => a.value === account) ? (account as AccountFilter) : "all",
  };
}

/** The filters as query parameters (defaults left out, so the plain page has a plain URL). */
function filterParams(f: TransactionFilters) {
  return {
    q: f.q || undefined,
    date: f.date === "all" ? undefined : f.date,
    account: f.account === "all" ? undefined : f.account,
  };
}

/** The page with these filters, a page number and optionally one transaction's detail open. */
export function transactionHistoryHref(
  f: TransactionFilters,
  extra: { page?: number; view?: string } = {},
): string {
  return listHref(TRANSACTION_HISTORY_PATH, { ...filterParams(f), ...extra });
}

/** The CSV download of the rows these filters select. */
export function transactionExportHref(f: TransactionFilters): string {
  return listHref(TRANSACTION_EXPORT_PATH, filterParams(f));
}

const TYPE_LABELS: Record<string, string> = {
  payment_received: "Payment Received",
  full_payment: "Full Payment",
  advance_payment: "Advance Payment",
  partial_payment: "Partial Payment",
  payment_void: "Payment void",
  order_payment: "LimraKart Order Payment",
  refund: "Refund",
  income: "Income",
  expense: "Expense",
};

/** "payment_received" -> "Payment Received" (any other value title-cased the same way). */
export function transactionTypeLabel(type: string): string {
  return (
    TYPE_LABELS[type] ??
    type
      .split(/[_\s]+/)
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(" ")
  );
}

const PAYMENTS = new Set([
  "payment_received",
  "full_payment",
  "advance_payment",
  "partial_payment",
  "order_payment",
]);

/**
 * The spec's badge colours: blue for payments, orange for refunds, purple for anything else;
 * red for a payment void (money taken back out of the received total).
 */
export function transactionTypeTone(type: string): BadgeTone {
  if (PAYMENTS.has(type)) return "info";
  if (type === "refund") return "orange";
  if (type === "payment_void") return "danger";
  return "purple";
}

export const isRefund = (type: string) => type === "refund";

/**
 * True when the entry lowers the cash: money out (an expense or refund; `account` "expense") or
 * a payment void.
 */
export const lowersCash = (type: string, account?: string) =>
  isRefund(type) || type === "payment_void" || account === "expense";

/**
 * The amount as the Transactions table shows it: "−₹50.00" (a true minus sign, decision 076) for
 * money out (refunds, expenses) and payment voids, "+₹50.00" otherwise (decision 024; the spec
 * put "+" on expenses).
 */
export function signedAmount(paise: number, type: string, account?: string): string {
  return `${lowersCash(type, account) ? MINUS : "+"}${formatRupees(paise)}`;
}

export function accountTypeTone(type: string): BadgeTone {
  return type === "expense" ? "danger" : "success";
}

/** "cash" -> "Cash"; null or empty -> "N/A"; an unknown method is shown as it is. */
export function paymentMethodLabel(method: string | null): string {
  if (!method) return "N/A";
  const names: Record<string, string> = paymentMethodLabels.en;
  return names[method.toLowerCase()] ?? method;
}
