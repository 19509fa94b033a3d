import { data } from "react-router";
import type { Route } from "./+types/sales-report-csv";
import { parseWith } from "~/lib/forms";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { csvHeaders, csvStream } from "~/platform/csv.server";
import { logger } from "~/platform/logger.server";
import { SALES_REPORT_CSV_HEADER, salesReportCsvRows, salesReportFileName } from "../csv.server";
import { salesReport } from "../sales-report.server";
import { queryValues, SALES_REPORT_MESSAGES, salesReportQuerySchema } from "../schema";

/**
 * GET /billing/sales-report/export?from&to&group : the sales report of those India days (this
 * month so far by default) as `sales_report_{from}_{to}.csv`. Outside the billing layout, so it
 * checks billing access itself. A bad range is a 400 with the reason.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireBillingAccess(context, request);
  const parsed = parseWith(
    salesReportQuerySchema(),
    queryValues(new URL(request.url).searchParams),
  );
  if (!parsed.success) {
    const message = Object.values(parsed.errors)[0] ?? SALES_REPORT_MESSAGES.fromInvalid;
    throw data({ message }, { status: 400 });
  }
  let report;
  try {
    report = await salesReport(parsed.data);
  } catch (error) {
    logger.error("Failed to export the sales report", `user ${user.id}`, error);
    throw data({ message: SALES_REPORT_MESSAGES.loadFailed }, { status: 500 });
  }
  const body = csvStream(SALES_REPORT_CSV_HEADER, salesReportCsvRows(report), (result) => {
    if ("error" in result)
      logger.error("Failed to export the sales report", `user ${user.id}`, result.error);
  });
  return new Response(body, { headers: csvHeaders(salesReportFileName(parsed.data)) });
}
