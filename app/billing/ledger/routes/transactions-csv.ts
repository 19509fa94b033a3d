import type { Route } from "./+types/transactions-csv";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { csvHeaders, csvStream } from "~/platform/csv.server";
import { logger } from "~/platform/logger.server";
import { parseTransactionFilters } from "../transaction-labels";
import {
  TRANSACTION_CSV_HEADER,
  transactionCsvRows,
  transactionExportFileName,
} from "../transactions.server";

/**
 * GET /billing/transaction-history/export?q=…&date=…&account=… : the transactions the same
 * filters select on the page (all of them, not one page) as `transactions_export_{date}.csv`,
 * streamed. Outside the billing layout, so it checks billing access itself.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireBillingAccess(context, request);
  const filters = parseTransactionFilters(new URL(request.url).searchParams);
  const now = new Date();
  const body = csvStream(TRANSACTION_CSV_HEADER, transactionCsvRows(filters, now), (result) => {
    if ("error" in result) {
      logger.error("Failed to export transactions", `user ${user.id}`, result.error);
    }
  });
  return new Response(body, { headers: csvHeaders(transactionExportFileName(now)) });
}
