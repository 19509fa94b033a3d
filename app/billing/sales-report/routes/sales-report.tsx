import { FileText, TrendingUp } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/sales-report";
import { Money } from "~/components/ui/money";
import { PageHeader } from "~/components/ui/page-header";
import { cardClass, mutedText } from "~/components/ui/styles";
import { formatDate, startOfIndiaDay } from "~/lib/format";
import { parseWith } from "~/lib/forms";
import { pageUrl } from "~/lib/page-url";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { logger } from "~/platform/logger.server";
import { BillingLoadError } from "../../components/load-error";
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
import { queryValues, SALES_REPORT_MESSAGES, salesReportQuerySchema } from "../schema";

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
  const parsed = parseWith(salesReportQuerySchema(now), queryValues(pageUrl(request).searchParams));
  if (!parsed.success) {
    const message = Object.values(parsed.errors)[0] ?? SALES_REPORT_MESSAGES.fromInvalid;
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
    throw data({ message: SALES_REPORT_MESSAGES.loadFailed }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Sales Report — Billing" },
  { name: "robots", content: "noindex" },
];

const dayText = (key: string) => formatDate(startOfIndiaDay(key));

/** Billed and received over the whole range. */
function Totals({ report }: { report: SalesReport }) {
  const cards = [
    {
      label: "Billed",
      paise: report.billedPaise,
      Icon: FileText,
      colour: "text-blue-800 dark:text-blue-300",
      testId: "total-billed",
    },
    {
      label: "Received",
      paise: report.receivedPaise,
      Icon: TrendingUp,
      colour: "text-green-700 dark:text-green-400",
      testId: "total-received",
    },
  ];
  return (
    <section aria-label="Totals" className="mt-4 grid gap-4 sm:grid-cols-2">
      {cards.map(({ label, paise, Icon, colour, testId }) => (
        <div key={label} className={`${cardClass} flex items-center gap-4 p-5`}>
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
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 print:max-w-none print:p-0">
      {/* On paper: the title only, without the back link and the buttons. */}
      <div className="print:[&_a]:hidden print:[&_button]:hidden">
        <PageHeader
          title="Sales Report"
          backTo="/billing/service"
          backLabel="Back to Service Management"
          actions={<PrintCsvActions csvHref={salesReportExportHref(report)} />}
        />
      </div>
      <ReportFilters query={report} presets={presets} />
      <p className="mt-6 text-lg font-semibold" data-testid="report-range">
        {dayText(report.from)} to {dayText(report.to)}
      </p>
      <p className={`text-sm ${mutedText} print:text-black`}>
        Billed: bills on their bill date, less bills cancelled on the day of cancelling. Received:
        money in (payments and other income), less voided payments on the day of the void.
      </p>
      <Totals report={report} />
      <section aria-labelledby="chart-heading" className={`${cardClass} mt-6 p-5`}>
        <h2 id="chart-heading" className="font-semibold">
          Billed vs received {report.group === "month" ? "per month" : "per day"}
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
    </div>
  );
}

/** A bad range (400) or a report that could not be read (500). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BillingLoadError
      error={error}
      title="Sales Report"
      path={SALES_REPORT_PATH}
      fallback={SALES_REPORT_MESSAGES.loadFailed}
    />
  );
}
