import { Eye, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { StatusBadge } from "~/components/ui/badge";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { type Column, Table } from "~/components/ui/table";
import { mutedText } from "~/components/ui/styles";
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
  empty,
  className,
}: {
  bills: Bill[];
  redirectTo: string;
  /** Old Pending Bills: phone under the name, service type, pending amount, whole rupees. */
  pending?: boolean;
  /** Shown instead of the table when there are no bills (a text or an EmptyState). */
  empty: ReactNode;
  /** Extra classes of the table's frame or the empty state, e.g. its top margin. */
  className?: string;
}) {
  return (
    <Table
      columns={billColumns(pending, redirectTo)}
      rows={bills}
      rowKey={(b) => b.id}
      empty={empty}
      className={className}
      testId="bills-table"
      rowTestId="bill-row"
    />
  );
}

/** The columns of the bills table; Old Pending Bills has its own set (`pending`). */
function billColumns(pending: boolean, redirectTo: string): Column<Bill>[] {
  const money = (paise: number) => formatRupees(paise, { whole: pending });
  const date: Column<Bill> = {
    key: "date",
    header: "Date",
    cell: (b) => formatDate(b.createdAt),
    className: "whitespace-nowrap",
  };
  const columns: (Column<Bill> | false)[] = [
    {
      key: "number",
      header: pending ? "Bill No." : "Bill No",
      cell: (b) => b.number,
      className: "font-semibold whitespace-nowrap",
    },
    !pending && date,
    {
      key: "customer",
      header: pending ? "Customer Name" : "Customer",
      cell: (b) => (
        <>
          {b.customerName}
          {pending && b.customerPhone ? (
            <span className={`block text-xs ${mutedText}`}>{b.customerPhone}</span>
          ) : null}
        </>
      ),
    },
    pending
      ? date
      : {
          key: "phone",
          header: "Phone",
          cell: (b) => b.customerPhone ?? "—",
          className: "whitespace-nowrap",
        },
    pending && { key: "service", header: "Service Type", cell: (b) => b.serviceType },
    {
      key: "particulars",
      header: pending ? "Description" : "Particulars",
      cell: (b) => (
        <span className="line-clamp-2" title={b.particulars}>
          {b.particulars}
        </span>
      ),
      className: "max-w-56",
    },
    {
      key: "amount",
      header: "Amount",
      align: "right",
      cell: (b) => money(pending ? b.amountPaise : b.finalTotalPaise),
      className: "whitespace-nowrap",
    },
    pending && {
      key: "pending",
      header: "Pending Amount",
      align: "right",
      cell: (b) => money(b.amountPaise > 0 ? b.amountPaise : Math.max(0, b.finalTotalPaise)),
      className: "font-semibold whitespace-nowrap",
    },
    {
      key: "status",
      header: "Status",
      cell: (b) => (
        <StatusBadge status={b.status} tones={BILL_STATUS_TONES} fallback="danger">
          {statusLabel(b.status)}
        </StatusBadge>
      ),
    },
    {
      key: "actions",
      header: "Actions",
      cardLabel: "",
      cell: (b) => <BillActions bill={b} redirectTo={redirectTo} />,
    },
  ];
  return columns.filter((c) => c !== false);
}

/** Preview, edit and delete one bill (delete asks first, in place). */
function BillActions({ bill: b, redirectTo }: { bill: Bill; redirectTo: string }) {
  return (
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
      <ConfirmDialog
        icon
        look="popover"
        trigger={
          <>
            <Trash2 aria-hidden className="size-4" />
            <span className="sr-only">Delete {b.number}</span>
          </>
        }
        message={`Are you sure you want to delete bill ${b.number}? This action cannot be undone.`}
        confirmLabel="Delete"
        fields={{ intent: "delete", id: b.id, redirectTo }}
      />
    </div>
  );
}
