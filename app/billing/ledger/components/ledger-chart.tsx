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
 * Income (green) and expenses (red) per month for the last 12 months, as a bar chart. Recharts
 * draws in the browser (the server sends an empty frame of the same size); the same figures are
 * in a table below the chart, for screen readers and for pages without JavaScript.
 */
const INCOME_COLOUR = "#15803d";
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
    income: m.incomePaise / 100,
    expenses: m.expensePaise / 100,
  }));
  const income = series.reduce((sum, m) => sum + m.incomePaise, 0);
  const expenses = series.reduce((sum, m) => sum + m.expensePaise, 0);
  return (
    <figure className="m-0" data-testid="ledger-chart">
      <figcaption className={`text-sm ${mutedText}`}>
        Income {formatRupees(income)} and expenses {formatRupees(expenses)} over {series[0]?.label}{" "}
        – {series.at(-1)?.label}.
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
              dataKey="income"
              name="Income"
              fill={INCOME_COLOUR}
              isAnimationActive={false}
              className="ledger-bar-income"
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
          caption="Income and expenses per month, last 12 months"
          className="mt-2"
          testId="ledger-chart-table"
        />
      </details>
    </figure>
  );
}

const TABLE_COLUMNS: Column<MonthTotals>[] = [
  { key: "month", header: "Month", rowHeader: true, cell: (m) => m.label },
  { key: "income", header: "Income", align: "right", cell: (m) => formatRupees(m.incomePaise) },
  {
    key: "expenses",
    header: "Expenses",
    align: "right",
    cell: (m) => formatRupees(m.expensePaise),
  },
];
