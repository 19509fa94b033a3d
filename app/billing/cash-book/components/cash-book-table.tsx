import { Link } from "react-router";
import { type Column, Table } from "~/components/ui/table";
import { formatDate, formatRupees, startOfIndiaDay } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { type CashBook, type CashBookTotals, dayBookOf } from "../cash-book";
import { type CashBookContent, cashBookContent } from "../content";

/** A day of the table, or the totals row at its end (`day` null, nothing counted). */
type Row = CashBookTotals & { day: string | null; counted: number | null };

const money = (paise: number) => formatRupees(paise);
const out = (paise: number) => (paise ? `\u2212${formatRupees(paise)}` : formatRupees(0));

const figure = (
  c: CashBookContent,
  key: keyof CashBookTotals,
  show: (paise: number) => string = money,
): Column<Row> => ({
  key,
  header: c.columns[key],
  align: "right",
  cell: (r) => show(r[key]),
  className: (r) => `whitespace-nowrap tabular-nums ${r.day === null ? "font-bold" : ""}`,
});

const columns = (c: CashBookContent): Column<Row>[] => [
  {
    key: "day",
    header: c.day,
    rowHeader: true,
    cell: (r) =>
      r.day === null ? (
        c.total
      ) : (
        <Link
          to={dayBookOf(r.day)}
          className="text-brand-700 underline dark:text-brand-100 print:text-black print:no-underline"
          aria-label={fill(c.dayBookOf, { date: formatDate(startOfIndiaDay(r.day)) })}
        >
          {formatDate(startOfIndiaDay(r.day))}
        </Link>
      ),
    className: (r) => `whitespace-nowrap ${r.day === null ? "font-bold" : ""}`,
  },
  figure(c, "cashIn"),
  figure(c, "cashOut", out),
  figure(c, "cashInHand"),
  {
    key: "counted",
    header: c.counted,
    align: "right",
    cell: (r) => (r.counted === null ? "—" : money(r.counted)),
    className: "whitespace-nowrap tabular-nums",
  },
  figure(c, "upiIn"),
  figure(c, "otherIn"),
  figure(c, "nonCashOut", out),
];

/**
 * One row per India day with entries or a cash count (its day links to that day's day book), then the totals
 * (Cash in hand there is the closing cash of the range). Plain table text, so it prints as it reads.
 */
export function CashBookTable({ book }: { book: CashBook }) {
  const rows: Row[] = [...book.days, { ...book.totals, day: null, counted: null }];
  const c = cashBookContent[useLocale()];
  return (
    <Table
      columns={columns(c)}
      rows={book.days.length ? rows : []}
      rowKey={(r) => r.day ?? "total"}
      rowData={(r) => ({ "data-day": r.day ?? "total" })}
      empty={c.empty}
      caption={c.caption}
      className="mt-4"
      testId="cash-book-table"
      rowTestId="cash-book-row"
    />
  );
}
