import { data } from "react-router";
import type { Route } from "./+types/csv-template";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { csvHeaders, csvText } from "~/platform/csv.server";
import { isTemplateType } from "../import-export-client";
import { EXPORT_COLUMNS } from "../columns";

/**
 * GET /billing/import-export/template/complaints|inventory: an empty import file — the header row
 * of the export (which the import reads back), UTF-8 with a byte-order mark.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const type = params.type;
  if (!isTemplateType(type)) throw data({ message: "There is no such template." }, { status: 404 });
  const text = await csvText(EXPORT_COLUMNS[type], []);
  const bytes = new TextEncoder().encode(text);
  return new Response(bytes, {
    headers: { ...csvHeaders(`${type}_template.csv`), "Content-Length": String(bytes.length) },
  });
}
