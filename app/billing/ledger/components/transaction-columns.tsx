import { Eye } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import type { Column } from "~/components/ui/table";
import { formatDateTime, formatRupees } from "~/lib/format";
import {
  NO_ACCOUNT,
  accountTypeLabel,
  accountTypeTone,
  lowersCash,
  paymentMethodLabel,
  signedAmount,
  transactionTypeLabel,
  transactionTypeTone,
} from "../transaction-labels";
import type { TransactionRow } from "../transactions.server";

/** The Service Accounts Tracker's columns. */
export const TRACKER_COLUMNS: Column<TransactionRow>[] = [
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

/** The Transactions table's columns; the eye opens the detail (`viewHref`). */
export function transactionColumns(viewHref: (id: string) => string): Column<TransactionRow>[] {
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
      cell: (t) => signedAmount(t.amountPaise, t.transactionType, t.type),
      className: (t) =>
        `font-semibold whitespace-nowrap ${
          lowersCash(t.transactionType, t.type)
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
