import { Eye, Pencil, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { StatusBadge } from "~/components/ui/badge";
import { buttonClass, mutedText } from "~/components/ui/styles";
import { formatDate, formatRupees } from "~/lib/format";
import type { Bill } from "../bills.server";
import { BILL_STATUS_TONES, statusLabel } from "../../money";

/**
 * The bills table of Old Bills, Bill History and Old Pending Bills: preview, edit and delete
 * (which asks first, in place — also without JavaScript).
 */
export function BillsTable({
  bills,
  redirectTo,
  pending = false,
}: {
  bills: Bill[];
  redirectTo: string;
  /** Old Pending Bills: phone under the name, service type, pending amount, whole rupees. */
  pending?: boolean;
}) {
  const money = (paise: number) => formatRupees(paise, { whole: pending });
  const cell = "px-3 py-2 align-top";
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm" data-testid="bills-table">
        <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-800">
          <tr>
            <th scope="col" className={cell}>
              {pending ? "Bill No." : "Bill No"}
            </th>
            {pending ? null : (
              <th scope="col" className={cell}>
                Date
              </th>
            )}
            <th scope="col" className={cell}>
              {pending ? "Customer Name" : "Customer"}
            </th>
            {pending ? (
              <th scope="col" className={cell}>
                Date
              </th>
            ) : (
              <th scope="col" className={cell}>
                Phone
              </th>
            )}
            {pending ? (
              <th scope="col" className={cell}>
                Service Type
              </th>
            ) : null}
            <th scope="col" className={cell}>
              {pending ? "Description" : "Particulars"}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Amount
            </th>
            {pending ? (
              <th scope="col" className={`${cell} text-right`}>
                Pending Amount
              </th>
            ) : null}
            <th scope="col" className={cell}>
              Status
            </th>
            <th scope="col" className={cell}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {bills.map((b) => (
            <tr
              key={b.id}
              className="border-b border-slate-100 last:border-0 dark:border-slate-800"
              data-testid="bill-row"
            >
              <td className={`${cell} font-semibold whitespace-nowrap`}>{b.number}</td>
              {pending ? null : (
                <td className={`${cell} whitespace-nowrap`}>{formatDate(b.createdAt)}</td>
              )}
              <td className={cell}>
                {b.customerName}
                {pending && b.customerPhone ? (
                  <span className={`block text-xs ${mutedText}`}>{b.customerPhone}</span>
                ) : null}
              </td>
              {pending ? (
                <td className={`${cell} whitespace-nowrap`}>{formatDate(b.createdAt)}</td>
              ) : (
                <td className={`${cell} whitespace-nowrap`}>{b.customerPhone ?? "—"}</td>
              )}
              {pending ? <td className={cell}>{b.serviceType}</td> : null}
              <td className={`${cell} max-w-56`}>
                <span className="line-clamp-2" title={b.particulars}>
                  {b.particulars}
                </span>
              </td>
              <td className={`${cell} text-right whitespace-nowrap`}>
                {money(pending ? b.amountPaise : b.finalTotalPaise)}
              </td>
              {pending ? (
                <td className={`${cell} text-right font-semibold whitespace-nowrap`}>
                  {money(b.amountPaise > 0 ? b.amountPaise : Math.max(0, b.finalTotalPaise))}
                </td>
              ) : null}
              <td className={cell}>
                <StatusBadge status={b.status} tones={BILL_STATUS_TONES} fallback="danger">
                  {statusLabel(b.status)}
                </StatusBadge>
              </td>
              <td className={cell}>
                <div className="flex items-start gap-1">
                  <Link
                    to={`/billing/complaint-preview?id=${b.id}`}
                    className="rounded p-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
                  >
                    <Eye aria-hidden className="size-4" />
                    <span className="sr-only">Preview {b.number}</span>
                  </Link>
                  <Link
                    to={`/billing/new-complaint?id=${b.id}`}
                    className="rounded p-1.5 hover:bg-slate-100 dark:hover:bg-slate-800"
                  >
                    <Pencil aria-hidden className="size-4" />
                    <span className="sr-only">Edit {b.number}</span>
                  </Link>
                  <details className="relative">
                    <summary className="cursor-pointer list-none rounded p-1.5 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-slate-800">
                      <Trash2 aria-hidden className="size-4" />
                      <span className="sr-only">Delete {b.number}</span>
                    </summary>
                    <div className="absolute right-0 z-10 mt-1 w-64 rounded-md border border-slate-200 bg-white p-3 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900">
                      <p>
                        Are you sure you want to delete bill {b.number}? This action cannot be
                        undone.
                      </p>
                      <Form method="post" className="mt-2">
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="id" value={b.id} />
                        <input type="hidden" name="redirectTo" value={redirectTo} />
                        <button
                          type="submit"
                          className={`${buttonClass.primary} bg-red-700 !px-3 !py-1.5 text-sm hover:bg-red-800`}
                        >
                          Delete
                        </button>
                      </Form>
                    </div>
                  </details>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
