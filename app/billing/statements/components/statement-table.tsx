import { type Column, Table } from "~/components/ui/table";
import { formatDate, formatRupees } from "~/lib/format";
import type { StatementCopy } from "../content";
import { balanceText, dayText, entryText, type Statement, type StatementEntry } from "../statement";

/** One row of the table: the opening balance, an entry, the totals or the closing balance. */
type Row =
  | { type: "opening" | "closing"; day: string; balancePaise: number }
  | { type: "totals"; debitPaise: number; creditPaise: number; balancePaise: number }
  | { type: "entry"; entry: StatementEntry };

const money = (paise: number) => (paise ? formatRupees(paise) : "");
const strong = (r: Row) => (r.type === "entry" ? "" : "font-bold");
const amountClass = (r: Row) => `whitespace-nowrap text-right tabular-nums ${strong(r)}`;

function columns(copy: StatementCopy): Column<Row>[] {
  return [
    {
      key: "date",
      header: copy.date,
      rowHeader: true,
      className: (r) => `whitespace-nowrap ${strong(r)}`,
      cell: (r) =>
        r.type === "entry" ? formatDate(r.entry.at) : r.type === "totals" ? "" : dayText(r.day),
    },
    {
      key: "particulars",
      header: copy.particulars,
      className: strong,
      cell: (r) =>
        r.type === "entry"
          ? entryText(r.entry, copy)
          : { opening: copy.openingBalance, closing: copy.closingBalance, totals: copy.totals }[
              r.type
            ],
    },
    {
      key: "debit",
      header: copy.debit,
      align: "right",
      className: amountClass,
      cell: (r) =>
        r.type === "entry"
          ? money(r.entry.debitPaise)
          : r.type === "totals"
            ? money(r.debitPaise)
            : "",
    },
    {
      key: "credit",
      header: copy.credit,
      align: "right",
      className: amountClass,
      cell: (r) =>
        r.type === "entry"
          ? money(r.entry.creditPaise)
          : r.type === "totals"
            ? money(r.creditPaise)
            : "",
    },
    {
      key: "balance",
      header: copy.balance,
      align: "right",
      className: amountClass,
      cell: (r) => balanceText(r.type === "entry" ? r.entry.balancePaise : r.balancePaise, copy),
    },
  ];
}

/**
 * The statement's table: the opening balance, each entry (date, particulars, debit, credit,
 * running balance), the totals and the closing balance, in the statement's language.
 */
export function StatementTable({
  statement: s,
  copy,
}: {
  statement: Statement;
  copy: StatementCopy;
}) {
  const rows: Row[] = [
    { type: "opening", day: s.from, balancePaise: s.openingPaise },
    ...s.entries.map((entry) => ({ type: "entry" as const, entry })),
    {
      type: "totals",
      debitPaise: s.totalDebitPaise,
      creditPaise: s.totalCreditPaise,
      balancePaise: s.closingPaise,
    },
    { type: "closing", day: s.to, balancePaise: s.closingPaise },
  ];
  return (
    <Table
      columns={columns(copy)}
      rows={rows}
      rowKey={(r) => (r.type === "entry" ? r.entry.id : r.type)}
      rowData={(r): Record<`data-${string}`, string> =>
        r.type === "entry"
          ? { "data-row": "entry", "data-kind": r.entry.kind }
          : { "data-row": r.type }
      }
      caption={copy.title}
      className="mt-4"
      testId="statement-table"
      rowTestId="statement-row"
    />
  );
}
