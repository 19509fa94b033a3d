import { Link } from "react-router";
import { formatDateTime, formatRupees } from "~/lib/format";
import type { LedgerRecord } from "../ledger.server";

/** The Income or Expenses list: Date & Time, Category, Description, Bill, Amount, Added By. */
export function LedgerTable({ records, caption }: { records: LedgerRecord[]; caption: string }) {
  const cell = "px-3 py-2 align-top";
  return (
    <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm" data-testid="ledger-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-800">
          <tr>
            {["Date & Time", "Category", "Description", "Bill"].map((h) => (
              <th key={h} scope="col" className={cell}>
                {h}
              </th>
            ))}
            <th scope="col" className={`${cell} text-right`}>
              Amount
            </th>
            <th scope="col" className={cell}>
              Added By
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((r) => (
            <tr
              key={r.id}
              className="border-b border-slate-100 last:border-0 dark:border-slate-800"
              data-testid="ledger-row"
            >
              <td className={`${cell} whitespace-nowrap`}>{formatDateTime(r.createdAt)}</td>
              <td className={cell}>{r.category}</td>
              <td className={`${cell} max-w-80`}>
                <span className="line-clamp-2" title={r.description}>
                  {r.description}
                </span>
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {r.complaintId && r.billNumber ? (
                  <Link
                    to={`/billing/complaint-preview?id=${r.complaintId}`}
                    className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-100"
                  >
                    {r.billNumber}
                  </Link>
                ) : (
                  "—"
                )}
              </td>
              <td
                className={`${cell} text-right font-semibold whitespace-nowrap ${
                  r.type === "income"
                    ? "text-green-700 dark:text-green-400"
                    : "text-red-700 dark:text-red-400"
                }`}
              >
                {formatRupees(r.amountPaise)}
              </td>
              <td className={cell}>{r.createdByName ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
