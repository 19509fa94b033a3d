import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { type Column, Table } from "~/components/ui/table";
import { formatDateTime } from "~/lib/format";
import { useLocale } from "~/lib/i18n/i18n";
import { type LedgerContent, ledgerContent, methodText } from "../content";
import { signedRupees } from "../ledger";
import type { LedgerRecord } from "../ledger.server";

/**
 * The Income or Expenses list, entries of the one ledger: Date & Time, Category, Description,
 * Method, Paid to / from (a manual record's payee), Bill (with the payment's receipt), Amount
 * ("+" in, "−" out; a void "−" and marked Void), Added By.
 */
export function LedgerTable({
  records,
  caption,
  empty,
}: {
  records: LedgerRecord[];
  caption: string;
  /** Shown instead of the table when there are no records. */
  empty: ReactNode;
}) {
  const c = ledgerContent[useLocale()];
  return (
    <Table
      columns={columns(c)}
      rows={records}
      rowKey={(r) => r.id}
      rowData={(r) => ({ "data-type": r.transactionType })}
      empty={empty}
      caption={caption}
      className="mt-4"
      testId="ledger-table"
      rowTestId="ledger-row"
    />
  );
}

const isVoid = (r: LedgerRecord) => r.transactionType === "payment_void";

function billCell(r: LedgerRecord) {
  const bill =
    r.complaintId && r.billNumber ? (
      <Link
        to={`/billing/complaint-preview?id=${r.complaintId}`}
        className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-100"
      >
        {r.billNumber}
      </Link>
    ) : (
      r.billNumber
    );
  if (!bill && !r.receiptNumber) return "—";
  return (
    <>
      {bill}
      {r.receiptNumber ? <span className="block text-xs">{r.receiptNumber}</span> : null}
    </>
  );
}

const columns = (c: LedgerContent): Column<LedgerRecord>[] => [
  {
    key: "date",
    header: c.table.date,
    cell: (r) => formatDateTime(r.createdAt),
    className: "whitespace-nowrap",
  },
  { key: "category", header: c.table.category, data: true, cell: (r) => r.category || "—" },
  {
    key: "description",
    header: c.table.description,
    data: true,
    cell: (r) => (
      <span className="line-clamp-2" title={r.description}>
        {r.description || "—"}
      </span>
    ),
    className: "max-w-80",
  },
  { key: "method", header: c.table.method, cell: (r) => methodText(c, r.method) },
  { key: "payee", header: c.table.payee, data: true, cell: (r) => r.payee || "—" },
  {
    key: "bill",
    header: c.table.bill,
    data: true,
    cell: billCell,
    className: "whitespace-nowrap",
  },
  {
    key: "amount",
    header: c.table.amount,
    align: "right",
    cell: (r) => (
      <>
        {isVoid(r) ? (
          <Badge tone="danger" className="mr-2">
            {c.table.void}
          </Badge>
        ) : null}
        <span data-testid="ledger-amount">{signedRupees(r.amountPaise, r.type === "expense")}</span>
      </>
    ),
    className: (r) =>
      `font-semibold whitespace-nowrap ${
        r.type === "income" && !isVoid(r)
          ? "text-green-700 dark:text-green-400"
          : "text-red-700 dark:text-red-400"
      }`,
  },
  { key: "by", header: c.table.by, data: true, cell: (r) => r.createdByName ?? "—" },
];
