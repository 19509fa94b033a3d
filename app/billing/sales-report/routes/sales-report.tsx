import { FileText, TrendingUp } from "~/components/ui/icons";
import { data } from "react-router";
import type { Route } from "./+types/sales-report";
import { Money } from "~/components/ui/money";
import { cardClass, mutedText } from "~/components/ui/styles";
import { formatDate, startOfIndiaDay } from "~/lib/format";
import { fill, parseWith } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { metaLocale } from "~/lib/i18n/meta-locale";
import { pageUrl } from "~/lib/page-url";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { logger } from "~/platform/logger.server";
import { getPreferences } from "~/platform/preferences.server";
import { salesReportContent } from "../content";
import { billingErrorBoundary } from "../../components/load-error";
import { BillingPage } from "../../components/billing-page";
import { PrintCsvActions } from "../../components/print-csv-actions";
import { ReportFilters } from "../components/report-filters";
import { CustomerTable, ItemTable, MethodTable, PeriodTable } from "../components/report-tables";
import { SalesChart } from "../components/sales-chart";
import {
  type Preset,
  PRESETS,
  presetRange,
  SALES_REPORT_PATH,
  type SalesReport,
  salesReportExportHref,
} from "../sales-report";
import { salesReport } from "../sales-report.server";
import { queryValues, salesReportQuerySchema } from "../schema";

/**
 * The sales report (/billing/sales-report?from&to&group): over a range of India days (this month
 * so far by default), billed vs received per day or month (a chart and a table), received per
 * payment method, the top customers and the top items, with a CSV download. Billed and received
 * are Income & Expenses' Sales and Total Received for the same days (decision 024). A bad range
 * is a 400 with the reason.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const now = new Date();
  const m = salesReportContent[getPreferences(context).locale].messages;
  const query = queryValues(pageUrl(request).searchParams);
  const parsed = parseWith(salesReportQuerySchema(now, m), query);
  if (!parsed.success) {
    const message = Object.values(parsed.errors)[0] ?? m.fromInvalid;
    throw data({ message }, { status: 400 });
  }
  const presets = Object.fromEntries(PRESETS.map((p) => [p, presetRange(p, now)])) as Record<
    Preset,
    ReturnType<typeof presetRange>
  >;
  try {
    return { report: await salesReport(parsed.data), presets };
  } catch (error) {
    logger.error("Failed to fetch the sales report", error);
    throw data({ message: m.loadFailed }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: salesReportContent[metaLocale(matches)].metaTitle },
  { name: "robots", content: "noindex" },
];

const dayText = (key: string) => formatDate(startOfIndiaDay(key));

/** Billed and received over the whole range. */
function Totals({ report }: { report: SalesReport }) {
  const c = salesReportContent[useLocale()];
  const cards = [
    {
      label: c.billed,
      paise: report.billedPaise,
      Icon: FileText,
      colour: "text-blue-800 dark:text-blue-300",
      testId: "total-billed",
    },
    {
      label: c.received,
      paise: report.receivedPaise,
      Icon: TrendingUp,
      colour: "text-green-700 dark:text-green-400",
      testId: "total-received",
    },
  ];
  return (
    <section aria-label={c.totals} className="mt-4 grid gap-4 sm:grid-cols-2">
      {cards.map(({ label, paise, Icon, colour, testId }) => (
        <div key={testId} className={`${cardClass} flex items-center gap-4 p-5`}>
          <Icon aria-hidden className={`size-9 shrink-0 ${colour}`} />
          <div>
            <p className={`text-sm ${mutedText}`}>{label}</p>
            <p className={`text-2xl font-bold ${colour}`} data-testid={testId}>
              <Money paise={paise} />
            </p>
          </div>
        </div>
      ))}
    </section>
  );
}

export default function SalesReportPage({ loaderData }: Route.ComponentProps) {
  const { report, presets } = loaderData;
  const c = salesReportContent[useLocale()];
  return (
    <BillingPage
      printable
      title={c.title}
      backLabel={c.backLabel}
      actions={<PrintCsvActions csvHref={salesReportExportHref(report)} />}
    >
      <ReportFilters query={report} presets={presets} />
      <p className="mt-6 text-lg font-semibold" data-testid="report-range">
        {fill(c.range, { from: dayText(report.from), to: dayText(report.to) })}
      </p>
      <p className={`text-sm ${mutedText} print:text-black`}>{c.explain}</p>
      <Totals report={report} />
      <section aria-labelledby="chart-heading" className={`${cardClass} mt-6 p-5`}>
        <h2 id="chart-heading" className="font-semibold">
          {c.chartHeading[report.group]}
        </h2>
        <SalesChart
          periods={report.periods}
          billedPaise={report.billedPaise}
          receivedPaise={report.receivedPaise}
        />
      </section>
      <PeriodTable report={report} />
      <MethodTable report={report} />
      <CustomerTable customers={report.customers} />
      <ItemTable items={report.items} />
    </BillingPage>
  );
}

/** A bad range (400) or a report that could not be read (500). */
export const ErrorBoundary = billingErrorBoundary((locale) => ({
  title: salesReportContent[locale].title,
  path: SALES_REPORT_PATH,
  fallback: salesReportContent[locale].messages.loadFailed,
}));
