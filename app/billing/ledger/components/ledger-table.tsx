import type { ReactNode } from "react";
import { Link } from "react-router";
import { type Column, Table } from "~/components/ui/table";
import { formatDateTime, formatRupees } from "~/lib/format";
import type { LedgerRecord } from "../ledger.server";

/** The Income or Expenses list: Date & Time, Category, Description, Bill, Amount, Added By. */
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
  return (
    <Table
      columns={COLUMNS}
      rows={records}
      rowKey={(r) => r.id}
      empty={empty}
      caption={caption}
      className="mt-4"
      testId="ledger-table"
      rowTestId="ledger-row"
    />
  );
}

const COLUMNS: Column<LedgerRecord>[] = [
  {
    key: "date",
    header: "Date & Time",
    cell: (r) => formatDateTime(r.createdAt),
    className: "whitespace-nowrap",
  },
  { key: "category", header: "Category", cell: (r) => r.category },
  {
    key: "description",
    header: "Description",
    cell: (r) => (
      <span className="line-clamp-2" title={r.description}>
        {r.description}
      </span>
    ),
    className: "max-w-80",
  },
  {
    key: "bill",
    header: "Bill",
    cell: (r) =>
      r.complaintId && r.billNumber ? (
        <Link
          to={`/billing/complaint-preview?id=${r.complaintId}`}
          className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-100"
        >
          {r.billNumber}
        </Link>
      ) : (
        "—"
      ),
    className: "whitespace-nowrap",
  },
  {
    key: "amount",
    header: "Amount",
    align: "right",
    cell: (r) => formatRupees(r.amountPaise),
    className: (r) =>
      `font-semibold whitespace-nowrap ${
        r.type === "income"
          ? "text-green-700 dark:text-green-400"
          : "text-red-700 dark:text-red-400"
      }`,
  },
  { key: "by", header: "Added By", cell: (r) => r.createdByName ?? "—" },
];
