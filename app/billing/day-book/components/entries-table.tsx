import { Link } from "react-router";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { mutedText } from "~/components/ui/styles";
import { type Column, Table } from "~/components/ui/table";
import { formatDateTime, formatRupees } from "~/lib/format";
import {
  DAY_BOOK_METHOD_LABELS,
  type DayBookEntry,
  type DayBookMethodTotal,
  entryKindLabel,
} from "../day-book";

/** "21/11/2026, 10:30 am" -> "10:30 am": the day is the page's. */
export const indiaTime = (iso: string) => formatDateTime(iso).split(", ")[1] ?? "";

const KIND_TONES: Record<string, BadgeTone> = {
  advance_payment: "info",
  payment_received: "info",
  order_payment: "info",
  payment_void: "danger",
  refund: "orange",
  expense: "purple",
};

/** A money-out amount, or a void's negative money in: "−₹50.00". */
const minus = (paise: number) => `\u2212${formatRupees(Math.abs(paise))}`;

function amountText(entry: DayBookEntry, direction: "in" | "out"): string {
  if (direction === "out") return minus(entry.amountPaise);
  return entry.amountPaise < 0 ? minus(entry.amountPaise) : formatRupees(entry.amountPaise);
}

function columns(direction: "in" | "out"): Column<DayBookEntry>[] {
  return [
    {
      key: "time",
      header: "Time (IST)",
      rowHeader: true,
      cell: (e) => indiaTime(e.createdAt),
      className: "whitespace-nowrap",
    },
    {
      key: "numbers",
      header: "Receipt / Bill",
      cell: (e) => (
        <span className="flex flex-col">
          {e.receiptNumber ? (
            <Link
              to={`/billing/receipts/${e.receiptNumber}`}
              className="font-semibold text-brand-700 underline dark:text-brand-100"
            >
              {e.receiptNumber}
            </Link>
          ) : null}
          {e.billNumber ? <span className={mutedText}>{e.billNumber}</span> : null}
          {!e.receiptNumber && !e.billNumber ? "—" : null}
        </span>
      ),
    },
    {
      key: "who",
      header: "Customer / Description",
      cell: (e) => (
        <span className="flex flex-col">
          {e.customerName ? <span className="font-semibold">{e.customerName}</span> : null}
          <span className={e.customerName ? `text-xs ${mutedText}` : ""}>
            {e.description ?? e.category ?? "—"}
          </span>
        </span>
      ),
    },
    {
      key: "kind",
      header: "Type",
      cell: (e) => (
        <Badge tone={KIND_TONES[e.transactionType] ?? "neutral"}>
          {entryKindLabel(e.transactionType)}
        </Badge>
      ),
    },
    { key: "method", header: "Method", cell: (e) => DAY_BOOK_METHOD_LABELS[e.method] },
    {
      key: "amount",
      header: "Amount",
      align: "right",
      cell: (e) => amountText(e, direction),
      className: (e) =>
        `whitespace-nowrap tabular-nums font-semibold ${
          direction === "out" || e.amountPaise < 0 ? "text-red-700 dark:text-red-300" : ""
        }`,
    },
  ];
}

/** The day's entries in or out, oldest first (a void is money in taken back: negative, red). */
export function EntriesTable({
  entries,
  direction,
}: {
  entries: DayBookEntry[];
  direction: "in" | "out";
}) {
  return (
    <Table
      columns={columns(direction)}
      rows={entries}
      rowKey={(e) => e.id}
      rowData={(e) => ({ "data-type": e.transactionType, "data-method": e.method })}
      empty={direction === "in" ? "No money came in this day." : "No money went out this day."}
      caption={direction === "in" ? "Money in, oldest first" : "Money out, oldest first"}
      className="mt-3"
      testId={`day-book-${direction}`}
      rowTestId={`day-book-${direction}-row`}
    />
  );
}

type MethodRow = DayBookMethodTotal & { label: string; total?: boolean };

const METHOD_COLUMNS: Column<MethodRow>[] = [
  {
    key: "method",
    header: "Method",
    rowHeader: true,
    cell: (r) => r.label,
    className: (r) => (r.total ? "font-bold" : ""),
  },
  {
    key: "in",
    header: "In",
    align: "right",
    cell: (r) => formatRupees(r.inPaise),
    className: (r) => `whitespace-nowrap tabular-nums ${r.total ? "font-bold" : ""}`,
  },
  {
    key: "out",
    header: "Out",
    align: "right",
    cell: (r) => (r.outPaise ? minus(r.outPaise) : formatRupees(0)),
    className: (r) => `whitespace-nowrap tabular-nums ${r.total ? "font-bold" : ""}`,
  },
  {
    key: "net",
    header: "Net",
    align: "right",
    cell: (r) => formatRupees(r.inPaise - r.outPaise),
    className: (r) => `whitespace-nowrap tabular-nums ${r.total ? "font-bold" : ""}`,
  },
];

/** In, out and net per method (the other methods shown only when they have entries), and all. */
export function MethodTotals({
  byMethod,
  totalIn,
  totalOut,
}: {
  byMethod: DayBookMethodTotal[];
  totalIn: number;
  totalOut: number;
}) {
  const rows: MethodRow[] = [
    ...byMethod
      .filter((t) => t.method !== "other" || t.inPaise !== 0 || t.outPaise !== 0)
      .map((t) => ({ ...t, label: DAY_BOOK_METHOD_LABELS[t.method] })),
    { method: "other", label: "All methods", inPaise: totalIn, outPaise: totalOut, total: true },
  ];
  return (
    <Table
      columns={METHOD_COLUMNS}
      rows={rows}
      rowKey={(r) => (r.total ? "total" : r.method)}
      rowData={(r) => ({ "data-method": r.total ? "total" : r.method })}
      caption="Totals by method"
      className="mt-3"
      testId="day-book-methods"
      rowTestId="day-book-method-row"
    />
  );
}
