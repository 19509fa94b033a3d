import { data } from "react-router";
import type { Route } from "./+types/bills-export";
import { parseWith } from "~/lib/forms";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { csvHeaders, csvStream } from "~/platform/csv.server";
import { logger } from "~/platform/logger.server";
import { getPreferences } from "~/platform/preferences.server";
import {
  BILLS_EXPORT_HEADER,
  billsExportContent,
  billsExportFileName,
  billsExportQuerySchema,
} from "../bills-export";
import { billsExportRows } from "../bills-export.server";

/**
 * GET /billing/import-export/bills?from&to : the accountant's export (decision 073) of the bills
 * dated in those India days (this month so far without them), one row per bill line, as the
 * attachment bills_{from}_{to}.csv. The same access as the bills CSV (billing: staff and the
 * admin); outside the billing layout, so it checks that itself. A bad range is a 400 with the
 * reason. A GET: it writes nothing (no log row), so a link or a GET form downloads it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireBillingAccess(context, request);
  const m = billsExportContent[getPreferences(context).locale];
  const params = new URL(request.url).searchParams;
  const parsed = parseWith(billsExportQuerySchema(m), {
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
  });
  if (!parsed.success) {
    throw data({ message: Object.values(parsed.errors)[0] ?? m.dayInvalid }, { status: 400 });
  }
  const body = csvStream(BILLS_EXPORT_HEADER, billsExportRows(parsed.data), (result) => {
    if ("error" in result)
      logger.error("Failed to write the accountant's export", `user ${user.id}`, result.error);
  });
  return new Response(body, { headers: csvHeaders(billsExportFileName(parsed.data)) });
}
