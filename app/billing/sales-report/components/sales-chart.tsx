import { CHART_COLOURS, RupeeBarChart } from "~/components/rupee-bar-chart";
import { mutedText } from "~/components/ui/styles";
import { formatRupees } from "~/lib/format";
import type { PeriodTotals } from "../sales-report";

/**
 * Billed (blue) and received (green) per period, drawn like Income & Expenses' 12 months (the
 * shared RupeeBarChart). The same figures are in the periods table below, for screen readers and
 * pages without JavaScript.
 */
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
      <RupeeBarChart
        rows={data}
        bars={[
          {
            key: "billed",
            name: "Billed",
            colour: CHART_COLOURS.billed,
            className: "sales-bar-billed",
          },
          {
            key: "received",
            name: "Received",
            colour: CHART_COLOURS.received,
            className: "sales-bar-received",
          },
        ]}
      />
    </figure>
  );
}
