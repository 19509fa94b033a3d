import { rupeeBar, RupeeChartFigure } from "~/components/rupee-bar-chart";
import { formatRupees } from "~/lib/format";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { periodText, salesReportContent } from "../content";
import { ledgerContent } from "../../ledger";
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
  const locale = useLocale();
  const c = salesReportContent[locale];
  const label = (p: PeriodTotals | undefined) => (p ? periodText(ledgerContent[locale], p) : "");
  const data = periods.map((p) => ({
    label: label(p),
    billed: p.billedPaise / 100,
    received: p.receivedPaise / 100,
  }));
  return (
    <RupeeChartFigure
      testId="sales-chart"
      caption={fill(c.chartCaption, {
        billed: formatRupees(billedPaise),
        received: formatRupees(receivedPaise),
        first: label(periods[0]),
        last: label(periods.at(-1)),
      })}
      rows={data}
      bars={[
        rupeeBar("billed", c.billed, "billed", "sales-bar-billed"),
        rupeeBar("received", c.received, "received", "sales-bar-received"),
      ]}
    />
  );
}
