/** The sales report's server side, for the other billing sub-features. */
export { salesReport } from "./sales-report.server";
export { SALES_REPORT_PATH, salesReportHref, type SalesReport } from "./sales-report";
