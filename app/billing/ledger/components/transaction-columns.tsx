import { Eye } from "~/components/ui/icons";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import type { Column } from "~/components/ui/table";
import { formatDateTime, formatRupees } from "~/lib/format";
import { ledgerContent, methodText } from "../content";
import type { Locale } from "~/lib/i18n/i18n";
import { accountText, historyContent, typeText } from "../history-content";
import {
  accountTypeTone,
  lowersCash,
  signedAmount,
  transactionTypeTone,
} from "../transaction-labels";
import type { TransactionRow } from "../transactions.server";

/** The Service Accounts Tracker's columns. */
export function trackerColumns(locale: Locale): Column<TransactionRow>[] {
  const c = historyContent[locale];
  const na = ledgerContent[locale].na;
  return [
    {
      key: "service",
      header: c.columns.service,
      data: true,
      cell: (t) => t.category || na,
    },
    {
      key: "type",
      header: c.columns.transactionType,
      cell: (t) => <Badge tone={accountTypeTone(t.type)}>{accountText(c, t.type)}</Badge>,
    },
    {
      key: "amount",
      header: c.columns.amount,
      align: "right",
      cell: (t) => formatRupees(t.amountPaise),
      className: "whitespace-nowrap",
    },
    {
      key: "account",
      header: c.columns.linkedAccount,
      cell: (t) => (t.createdByName ? <span translate="no">{t.createdByName}</span> : c.noAccount),
    },
    {
      key: "date",
      header: c.columns.date,
      cell: (t) => formatDateTime(t.createdAt),
      className: "whitespace-nowrap",
    },
    {
      key: "status",
      header: c.columns.status,
      cell: () => <Badge tone="success">{c.success}</Badge>,
    },
  ];
}

/** The Transactions table's columns; the eye opens the detail (`viewHref`). */
export function transactionColumns(
  locale: Locale,
  viewHref: (id: string) => string,
): Column<TransactionRow>[] {
  const c = historyContent[locale];
  const lc = ledgerContent[locale];
  return [
    {
      key: "date",
      header: c.columns.date,
      cell: (t) => formatDateTime(t.createdAt),
      className: "whitespace-nowrap",
    },
    {
      key: "type",
      header: c.columns.type,
      cell: (t) => (
        <Badge tone={transactionTypeTone(t.transactionType)}>
          {typeText(c, t.transactionType)}
        </Badge>
      ),
    },
    {
      key: "reference",
      header: c.columns.reference,
      cell: (t) => (t.referenceNumber ? <span translate="no">{t.referenceNumber}</span> : lc.na),
      className: "whitespace-nowrap",
    },
    {
      key: "description",
      header: c.columns.description,
      cell: (t) =>
        t.description ? (
          <span className="line-clamp-2" title={t.description} translate="no">
            {t.description}
          </span>
        ) : (
          lc.na
        ),
      className: "max-w-72",
    },
    {
      key: "amount",
      header: c.columns.amount,
      align: "right",
      cell: (t) => signedAmount(t.amountPaise, t.transactionType, t.type),
      className: (t) =>
        `font-semibold whitespace-nowrap ${
          lowersCash(t.transactionType, t.type)
            ? "text-red-700 dark:text-red-300"
            : "text-green-700 dark:text-green-300"
        }`,
    },
    {
      key: "method",
      header: c.columns.method,
      cell: (t) => methodText(lc, t.paymentMethod),
    },
    {
      key: "actions",
      header: <span className="sr-only">{c.columns.actions}</span>,
      cell: (t) => (
        <Link
          to={viewHref(t.id)}
          className="inline-flex rounded p-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <Eye aria-hidden className="size-4" />
          <span className="sr-only">
            {c.columns.view} <span translate="no">{t.referenceNumber ?? ""}</span>{" "}
            {formatDateTime(t.createdAt)}
          </span>
        </Link>
      ),
    },
  ];
}
