import { rupeeBar, RupeeChartFigure } from "~/components/rupee-bar-chart";
import { type Column, Table } from "~/components/ui/table";
import { formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { type LedgerContent, ledgerContent, monthText } from "../content";
import type { MonthTotals } from "../ledger";

/**
 * Sales (billed, blue), money received (green) and expenses (red) per month for the last 12
 * months, as a bar chart. Recharts
 * draws in the browser (the server sends an empty frame of the same size); the same figures are
 * in a table below the chart, for screen readers and for pages without JavaScript.
 */
export function LedgerChart({ series }: { series: MonthTotals[] }) {
  const lc = ledgerContent[useLocale()];
  const c = lc.chart;
  const label = (month: string | undefined) => (month ? monthText(lc, month) : "");
  const data = series.map((m) => ({
    label: label(m.month),
    sales: m.salesPaise / 100,
    received: m.receivedPaise / 100,
    expenses: m.expensePaise / 100,
  }));
  const total = (key: "salesPaise" | "receivedPaise" | "expensePaise") =>
    formatRupees(series.reduce((sum, m) => sum + m[key], 0));
  return (
    <RupeeChartFigure
      testId="ledger-chart"
      caption={fill(c.caption, {
        sales: total("salesPaise"),
        received: total("receivedPaise"),
        expenses: total("expensePaise"),
        first: label(series[0]?.month),
        last: label(series.at(-1)?.month),
      })}
      rows={data}
      bars={[
        rupeeBar("sales", c.sales, "billed", "ledger-bar-sales"),
        rupeeBar("received", c.received, "received", "ledger-bar-received"),
        rupeeBar("expenses", c.expenses, "expense", "ledger-bar-expense"),
      ]}
    >
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold">{c.asTable}</summary>
        <Table
          columns={tableColumns(lc)}
          rows={series}
          rowKey={(m) => m.month}
          rowData={(m) => ({ "data-month": m.month })}
          caption={c.tableCaption}
          className="mt-2"
          testId="ledger-chart-table"
        />
      </details>
    </RupeeChartFigure>
  );
}

const tableColumns = (lc: LedgerContent): Column<MonthTotals>[] => [
  {
    key: "month",
    header: lc.chart.month,
    rowHeader: true,
    cell: (m) => monthText(lc, m.month),
  },
  {
    key: "sales",
    header: lc.chart.sales,
    align: "right",
    cell: (m) => formatRupees(m.salesPaise),
  },
  {
    key: "received",
    header: lc.chart.received,
    align: "right",
    cell: (m) => formatRupees(m.receivedPaise),
  },
  {
    key: "expenses",
    header: lc.chart.expenses,
    align: "right",
    cell: (m) => formatRupees(m.expensePaise),
  },
];
