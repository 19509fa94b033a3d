import { Link } from "react-router";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Pager } from "~/components/ui/pagination";
import { mutedText } from "~/components/ui/styles";
import { type Column, Table } from "~/components/ui/table";
import { formatCount, formatDateTime, formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { type DayBook, type DayBookEntry, type DayBookMethodTotal, dayBookHref } from "../day-book";
import { type DayBookContent, dayBookContent, entryKindText } from "../content";

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

function columns(c: DayBookContent, direction: "in" | "out"): Column<DayBookEntry>[] {
  const t = c.entries;
  return [
    {
      key: "time",
      header: t.time,
      rowHeader: true,
      cell: (e) => indiaTime(e.createdAt),
      className: "whitespace-nowrap",
    },
    {
      key: "numbers",
      header: t.numbers,
      data: true,
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
      header: t.who,
      data: true,
      cell: (e) => {
        // The bill's customer, or whom a manual record was paid to / received from.
        const who = e.customerName ?? e.payee;
        return (
          <span className="flex flex-col">
            {who ? <span className="font-semibold">{who}</span> : null}
            <span className={who ? `text-xs ${mutedText}` : ""}>
              {e.description ?? e.category ?? "—"}
            </span>
          </span>
        );
      },
    },
    {
      key: "kind",
      header: t.type,
      cell: (e) => (
        <Badge tone={KIND_TONES[e.transactionType] ?? "neutral"}>
          {entryKindText(c, e.transactionType)}
        </Badge>
      ),
    },
    { key: "method", header: t.method, cell: (e) => c.methods[e.method] },
    {
      key: "amount",
      header: t.amount,
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
  const c = dayBookContent[useLocale()];
  const t = c.entries;
  return (
    <Table
      columns={columns(c, direction)}
      rows={entries}
      rowKey={(e) => e.id}
      rowData={(e) => ({ "data-type": e.transactionType, "data-method": e.method })}
      empty={direction === "in" ? t.emptyIn : t.emptyOut}
      caption={direction === "in" ? t.captionIn : t.captionOut}
      className="mt-3"
      testId={`day-book-${direction}`}
      rowTestId={`day-book-${direction}-row`}
    />
  );
}

/**
 * "Showing 51–100 of 2,934 entries" with Previous / Next links under a list of more than one
 * page: plain links (no JavaScript) that keep the day and the other list's page.
 */
export function EntriesPager({ book, direction }: { book: DayBook; direction: "in" | "out" }) {
  const t = dayBookContent[useLocale()].entries;
  const paging = direction === "in" ? book.inPage : book.outPage;
  const href = (page: number) =>
    dayBookHref(book.day, {
      inPage: direction === "in" ? page : book.inPage.page,
      outPage: direction === "out" ? page : book.outPage.page,
    });
  return (
    <Pager
      page={paging.page}
      pageCount={paging.pageCount}
      href={href}
      label={direction === "in" ? t.pagesIn : t.pagesOut}
      status={
        <span data-testid={`day-book-${direction}-showing`}>
          {fill(t.showing, {
            first: formatCount(paging.first),
            last: formatCount(paging.last),
            total: formatCount(paging.total),
          })}
        </span>
      }
      margin="mt-3 print:hidden"
    />
  );
}

type MethodRow = DayBookMethodTotal & { label: string; total?: boolean };

const methodColumns = (t: DayBookContent["methodTable"]): Column<MethodRow>[] => [
  {
    key: "method",
    header: t.method,
    rowHeader: true,
    cell: (r) => r.label,
    className: (r) => (r.total ? "font-bold" : ""),
  },
  {
    key: "in",
    header: t.in,
    align: "right",
    cell: (r) => formatRupees(r.inPaise),
    className: (r) => `whitespace-nowrap tabular-nums ${r.total ? "font-bold" : ""}`,
  },
  {
    key: "out",
    header: t.out,
    align: "right",
    cell: (r) => (r.outPaise ? minus(r.outPaise) : formatRupees(0)),
    className: (r) => `whitespace-nowrap tabular-nums ${r.total ? "font-bold" : ""}`,
  },
  {
    key: "net",
    header: t.net,
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
  const c = dayBookContent[useLocale()];
  const rows: MethodRow[] = [
    ...byMethod
      .filter((t) => t.method !== "other" || t.inPaise !== 0 || t.outPaise !== 0)
      .map((t) => ({ ...t, label: c.methods[t.method] })),
    {
      method: "other",
      label: c.methodTable.all,
      inPaise: totalIn,
      outPaise: totalOut,
      total: true,
    },
  ];
  return (
    <Table
      columns={methodColumns(c.methodTable)}
      rows={rows}
      rowKey={(r) => (r.total ? "total" : r.method)}
      rowData={(r) => ({ "data-method": r.total ? "total" : r.method })}
      caption={c.totalsByMethod}
      className="mt-3"
      testId="day-book-methods"
      rowTestId="day-book-method-row"
    />
  );
}
