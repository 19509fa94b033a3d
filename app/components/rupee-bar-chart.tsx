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
import type { ReactNode } from "react";
import { mutedText } from "~/components/ui/styles";
import { formatRupees } from "~/lib/format";

/** One series of bars: its key in the rows, legend name, colour and class (for the tests). */
export type RupeeBar = { key: string; name: string; colour: string; className: string };

/** The billing charts' colours: billed or sales blue, received green, expenses red. */
export const CHART_COLOURS = { billed: "#1d4ed8", received: "#15803d", expense: "#dc2626" };

/** A series of bars in one of the billing charts' colours. */
export function rupeeBar(
  key: string,
  name: string,
  colour: keyof typeof CHART_COLOURS,
  className: string,
): RupeeBar {
  return { key, name, colour: CHART_COLOURS[colour], className };
}

/** The axis's "₹1.2L"; made on first use (an Intl formatter's start-up is not free, app/lib/format.ts). */
let compactRupeesFormat: Intl.NumberFormat | undefined;
function compactRupees(rupees: number): string {
  compactRupeesFormat ??= new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    notation: "compact",
    maximumFractionDigits: 1,
  });
  return compactRupeesFormat.format(rupees);
}

/**
 * Rupee figures per period as grouped bars (Income & Expenses, the sales report): each row is a
 * `label` and one number of rupees per bar's key. Recharts draws in the browser; the server sends
 * an empty frame of the same size, hidden from assistive technology — every page that shows it
 * also has the figures in a table.
 */
export function RupeeBarChart({
  rows,
  bars,
}: {
  rows: ({ label: string } & Record<string, string | number>)[];
  bars: RupeeBar[];
}) {
  return (
    <div
      aria-hidden
      className="mt-3 h-72 w-full min-w-0 overflow-hidden text-slate-600 dark:text-slate-300"
    >
      <ResponsiveContainer
        width="100%"
        height="100%"
        initialDimension={{ width: 800, height: 288 }}
      >
        <BarChart data={rows} accessibilityLayer={false} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#cbd5e1" />
          <XAxis dataKey="label" tick={{ fill: "currentColor", fontSize: 12 }} />
          <YAxis
            width={72}
            tick={{ fill: "currentColor", fontSize: 12 }}
            tickFormatter={compactRupees}
          />
          <Tooltip
            formatter={(value) => formatRupees(Math.round(Number(value) * 100))}
            contentStyle={{ color: "#0f172a" }}
          />
          <Legend itemSorter={null} />
          {bars.map((bar) => (
            <Bar
              key={bar.key}
              dataKey={bar.key}
              name={bar.name}
              fill={bar.colour}
              isAnimationActive={false}
              className={bar.className}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/**
 * A billing chart as a figure: the caption (the totals in words), the bars, then what follows them
 * (a table of the same figures, when the page has none of its own).
 */
export function RupeeChartFigure({
  testId,
  caption,
  rows,
  bars,
  children,
}: {
  testId: string;
  caption: string;
  rows: ({ label: string } & Record<string, string | number>)[];
  bars: RupeeBar[];
  children?: ReactNode;
}) {
  return (
    <figure className="m-0" data-testid={testId}>
      <figcaption className={`text-sm ${mutedText}`}>{caption}</figcaption>
      {/* The table of the same figures is for assistive technology. */}
      <RupeeBarChart rows={rows} bars={bars} />
      {children}
    </figure>
  );
}
