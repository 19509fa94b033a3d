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
import { formatRupees } from "~/lib/format";
import type { PeriodTotals } from "../sales-report";

/**
 * Billed (blue) and received (green) per period as a bar chart, drawn the way Income & Expenses
 * draws its 12 months (same colours, axis and tooltip): recharts draws in the browser, the server
 * sends an empty frame of the same size. The same figures are in the periods table below, for
 * screen readers and pages without JavaScript.
 */
const BILLED_COLOUR = "#1d4ed8";
const RECEIVED_COLOUR = "#15803d";

const compactRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  notation: "compact",
  maximumFractionDigits: 1,
});

export function SalesChart({
  periods,
  billedPaise,
  receivedPaise,
}: {
  periods: PeriodTotals[];
  billedPaise: number;
  receivedPaise: number;
}) {
  const data = periods.map((p) => ({
    label: p.label,
    billed: p.billedPaise / 100,
    received: p.receivedPaise / 100,
  }));
  return (
    <figure className="m-0" data-testid="sales-chart">
      <figcaption className={`text-sm ${mutedText}`}>
        Billed {formatRupees(billedPaise)} and received {formatRupees(receivedPaise)} over{" "}
        {periods[0]?.label} – {periods.at(-1)?.label}; the table of periods below has every figure.
      </figcaption>
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
              dataKey="billed"
              name="Billed"
              fill={BILLED_COLOUR}
              isAnimationActive={false}
              className="sales-bar-billed"
            />
            <Bar
              dataKey="received"
              name="Received"
              fill={RECEIVED_COLOUR}
              isAnimationActive={false}
              className="sales-bar-received"
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
