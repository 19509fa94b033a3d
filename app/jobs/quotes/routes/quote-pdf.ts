import { data } from "react-router";
import type { Route } from "./+types/quote-pdf";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { getPreferences } from "~/platform/preferences.server";
import { quoteDocument, versionParam } from "../document.server";
import { quotePdfResponse } from "../pdf-response.server";

/**
 * GET /billing/jobs/:id/quote/pdf?v=<n>&lang=en|ta — a quote version (the latest without `v`)
 * as an A4 PDF download, in the language asked for (else the page's). Outside the billing
 * layout, so it checks staff access itself; an unknown job or version is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const url = new URL(request.url);
  const version = versionParam(url);
  const doc = version === "bad" ? null : await quoteDocument(params.id, version);
  if (!doc) throw data({ message: "Not found" }, { status: 404 });
  return quotePdfResponse(doc, url, getPreferences(context).locale, {
    "Cache-Control": "private, no-store",
  });
}
