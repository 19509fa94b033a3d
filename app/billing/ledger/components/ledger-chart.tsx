import { CHART_COLOURS, RupeeBarChart } from "~/components/rupee-bar-chart";
import { mutedText } from "~/components/ui/styles";
import { type Column, Table } from "~/components/ui/table";
import { formatRupees } from "~/lib/format";
import type { MonthTotals } from "../ledger";

/**
 * Sales (billed, blue), money received (green) and expenses (red) per month for the last 12
 * months, as a bar chart. Recharts
 * draws in the browser (the server sends an empty frame of the same size); the same figures are
 * in a table below the chart, for screen readers and for pages without JavaScript.
 */
export function LedgerChart({ series }: { series: MonthTotals[] }) {
  const data = series.map((m) => ({
    label: m.label,
    sales: m.salesPaise / 100,
    received: m.receivedPaise / 100,
    expenses: m.expensePaise / 100,
  }));
  const total = (key: "salesPaise" | "receivedPaise" | "expensePaise") =>
    formatRupees(series.reduce((sum, m) => sum + m[key], 0));
  return (
    <figure className="m-0" data-testid="ledger-chart">
      <figcaption className={`text-sm ${mutedText}`}>
        Sales {total("salesPaise")}, received {total("receivedPaise")} and expenses{" "}
        {total("expensePaise")} over {series[0]?.label} – {series.at(-1)?.label}.
      </figcaption>
      {/* The table below holds the same figures for assistive technology. */}
      <RupeeBarChart
        rows={data}
        bars={[
          {
            key: "sales",
            name: "Sales",
            colour: CHART_COLOURS.billed,
            className: "ledger-bar-sales",
          },
          {
            key: "received",
            name: "Received",
            colour: CHART_COLOURS.received,
            className: "ledger-bar-received",
          },
          {
            key: "expenses",
            name: "Expenses",
            colour: CHART_COLOURS.expense,
            className: "ledger-bar-expense",
          },
        ]}
      />
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold">
          Monthly figures as a table
        </summary>
        <Table
          columns={TABLE_COLUMNS}
          rows={series}
          rowKey={(m) => m.month}
          rowData={(m) => ({ "data-month": m.month })}
          caption="Sales, received and expenses per month, last 12 months"
          className="mt-2"
          testId="ledger-chart-table"
        />
      </details>
    </figure>
  );
}

const TABLE_COLUMNS: Column<MonthTotals>[] = [
  { key: "month", header: "Month", rowHeader: true, cell: (m) => m.label },
  { key: "sales", header: "Sales", align: "right", cell: (m) => formatRupees(m.salesPaise) },
  {
    key: "received",
    header: "Received",
    align: "right",
    cell: (m) => formatRupees(m.receivedPaise),
  },
  {
    key: "expenses",
    header: "Expenses",
    align: "right",
    cell: (m) => formatRupees(m.expensePaise),
  },
];
