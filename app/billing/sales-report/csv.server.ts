import { paymentMethodLabels } from "~/lib/payment-methods";
import type { CsvCell } from "~/platform/csv.server";
import { type ReportQuery, type SalesReport, quantityText } from "./sales-report";

/** The CSV files are in English, like the spec's column names. */
const METHOD_NAMES = paymentMethodLabels.en;

/**
 * The sales report as CSV (`sales_report_{from}_{to}.csv`): one section after the other — the
 * periods (billed and received, then their total), received by method, the top customers and
 * the top items — under one header. Amounts are numbers in rupees (1950.5), as the day book's
 * CSV writes them, so a spreadsheet sums them and a negative amount is not taken for a formula;
 * text (names, descriptions) goes through the CSV writer's formula guard.
 */

const rupees = (paise: number) => paise / 100;

export const SALES_REPORT_CSV_HEADER = [
  "Section",
  "Period / Name",
  "Billed (INR)",
  "Received (INR)",
  "Balance now (INR)",
  "Quantity",
  "Unit",
  "Amount (INR)",
] as const;

export const salesReportFileName = (query: ReportQuery) =>
  `sales_report_${query.from}_${query.to}.csv`;

/** Every row of the file after the header. */
export function salesReportCsvRows(report: SalesReport): CsvCell[][] {
  const section = report.group === "month" ? "Month" : "Day";
  const rows: CsvCell[][] = report.periods.map((p) => [
    section,
    p.period,
    rupees(p.billedPaise),
    rupees(p.receivedPaise),
  ]);
  rows.push([
    "Total",
    `${report.from} to ${report.to}`,
    rupees(report.billedPaise),
    rupees(report.receivedPaise),
  ]);
  for (const m of report.methods) {
    rows.push(["Received by method", METHOD_NAMES[m.method], "", rupees(m.receivedPaise)]);
  }
  for (const c of report.customers) {
    rows.push([
      "Top customer",
      c.name,
      rupees(c.billedPaise),
      rupees(c.receivedPaise),
      rupees(c.balancePaise),
    ]);
  }
  for (const i of report.items) {
    rows.push([
      "Top item",
      i.description,
      "",
      "",
      "",
      Number(quantityText(i.quantityMilli)),
      i.unit ?? "mixed units",
      rupees(i.amountPaise),
    ]);
  }
  return rows;
}
