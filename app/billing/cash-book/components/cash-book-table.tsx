import { Link } from "react-router";
import { type Column, Table } from "~/components/ui/table";
import { formatDate, formatRupees, startOfIndiaDay } from "~/lib/format";
import { type CashBook, type CashBookTotals, dayBookOf } from "../cash-book";

/** A day of the table, or the totals row at its end (`day` null). */
type Row = CashBookTotals & { day: string | null };

const money = (paise: number) => formatRupees(paise);
const out = (paise: number) => (paise ? `\u2212${formatRupees(paise)}` : formatRupees(0));

const figure = (
  key: keyof CashBookTotals,
  header: string,
  show: (paise: number) => string = money,
): Column<Row> => ({
  key,
  header,
  align: "right",
  cell: (r) => show(r[key]),
  className: (r) => `whitespace-nowrap tabular-nums ${r.day === null ? "font-bold" : ""}`,
});

const COLUMNS: Column<Row>[] = [
  {
    key: "day",
    header: "Day",
    rowHeader: true,
    cell: (r) =>
      r.day === null ? (
        "Total"
      ) : (
        <Link
          to={dayBookOf(r.day)}
          className="text-brand-700 underline dark:text-brand-100 print:text-black print:no-underline"
          aria-label={`Day book of ${formatDate(startOfIndiaDay(r.day))}`}
        >
          {formatDate(startOfIndiaDay(r.day))}
        </Link>
      ),
    className: (r) => `whitespace-nowrap ${r.day === null ? "font-bold" : ""}`,
  },
  figure("cashIn", "Cash in"),
  figure("cashOut", "Cash out", out),
  figure("cashInHand", "Cash in hand"),
  figure("upiIn", "UPI in"),
  figure("otherIn", "Bank/Card/Cheque in"),
  figure("nonCashOut", "Non-cash out", out),
];

/**
 * One row per India day with entries (its day links to that day's day book), then the totals
 * (Cash in hand there is the closing cash of the range). Plain table text, so it prints as it reads.
 */
export function CashBookTable({ book }: { book: CashBook }) {
  const rows: Row[] = [...book.days, { ...book.totals, day: null }];
  return (
    <Table
      columns={COLUMNS}
      rows={book.days.length ? rows : []}
      rowKey={(r) => r.day ?? "total"}
      rowData={(r) => ({ "data-day": r.day ?? "total" })}
      empty="No entries in these days."
      caption="Cash book, one row per day (India time)"
      className="mt-4"
      testId="cash-book-table"
      rowTestId="cash-book-row"
    />
  );
}
