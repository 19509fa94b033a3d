import { data } from "react-router";
import type { Route } from "./+types/data-export";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { postOnly } from "~/platform/form-response.server";
import { csvHeaders } from "~/platform/csv.server";
import { getDb } from "~/platform/db/db.server";
import { logger } from "~/platform/logger.server";
import { parseMultipart } from "~/platform/uploads.server";
import { exportResponse, logOperation, TABLES } from "../index.server";
import { isExportType, TOASTS } from "../import-export-client";

/** A GET (a typed address, a crawler) changes nothing: refused with 405 after the access check. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  return postOnly("Use the export form on /billing/import-export.");
}

/**
 * POST /billing/import-export/export (form field `type`: complaints, transactions or inventory):
 * the CSV file as an attachment named {type}_export_{date}.csv, streamed, with its row count in
 * X-Total-Rows for the page's progress bar. A POST because it writes the log (GET changes
 * nothing); without JavaScript the browser simply downloads the answer.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireBillingAccess(context, request);
  const { fields } = await parseMultipart(request, {
    maxFiles: 0,
    maxFileBytes: 0,
    maxFields: 5,
    maxFieldBytes: 100,
  });
  const type = fields.get("type");
  if (!isExportType(type)) {
    throw data(
      { message: "Choose what to export: complaints, transactions or inventory." },
      { status: 400 },
    );
  }
  try {
    const { fileName, total, body } = await exportResponse(type, user.id);
    return new Response(body, {
      headers: {
        ...csvHeaders(fileName),
        "X-Total-Rows": String(total),
      },
    });
  } catch (error) {
    logger.error("export failed", { type, error: String(error) });
    await logOperation(getDb(), {
      operation: "export",
      table: TABLES[type],
      fileName: `${type}_export.csv`,
      records: 0,
      status: "failed",
      error: error instanceof Error ? error.message : String(error),
      actorId: user.id,
    }).catch(() => undefined);
    throw data({ message: TOASTS.exportFailed }, { status: 500 });
  }
}
