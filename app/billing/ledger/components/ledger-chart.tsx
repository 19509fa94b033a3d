import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
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
const SALES_COLOUR = "#1d4ed8";
const RECEIVED_COLOUR = "#15803d";
const EXPENSE_COLOUR = "#dc2626";

const compactRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  notation: "compact",
  maximumFractionDigits: 1,
});

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
      <div aria-hidden className="mt-3 h-72 w-full text-slate-600 dark:text-slate-300">
        <ResponsiveContainer
          width="100%"
          height="100%"
          initialDimension={{ width: 800, height: 288 }}
        >
          <BarChart data={data} accessibilityLayer={false} margin={{ left: 8, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#cbd5e1" />
            <XAxis dataKey="label" tick={{ fill: "currentColor", fontSize: 12 }} />
            <YAxis
              width={72}
              tick={{ fill: "currentColor", fontSize: 12 }}
              tickFormatter={(v: number) => compactRupees.format(v)}
            />
            <Tooltip
              formatter={(value) => formatRupees(Math.round(Number(value) * 100))}
              contentStyle={{ color: "#0f172a" }}
            />
            <Legend itemSorter={null} />
            <Bar
              dataKey="sales"
              name="Sales"
              fill={SALES_COLOUR}
              isAnimationActive={false}
              className="ledger-bar-sales"
            />
            <Bar
              dataKey="received"
              name="Received"
              fill={RECEIVED_COLOUR}
              isAnimationActive={false}
              className="ledger-bar-received"
            />
            <Bar
              dataKey="expenses"
              name="Expenses"
              fill={EXPENSE_COLOUR}
              isAnimationActive={false}
              className="ledger-bar-expense"
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
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
