import { data } from "react-router";
import type { Route } from "./+types/quote-pdf";
import { getPreferences } from "~/platform/preferences.server";
import { quoteDocument, quotePdfResponse, versionParam } from "../../quotes/index.server";
import { jobForStatusLink, STATUS_LINK_HEADERS } from "../status.server";

/**
 * GET /r/<token>/quote/pdf?v=<n>&lang=en|ta — the customer's quote as an A4 PDF download
 * (decision 098), through the status link: the e-mail links here, since the outbox carries no
 * attachments. The token is checked like the status page's.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const jobId = await jobForStatusLink(request, params.token);
  const url = new URL(request.url);
  const version = versionParam(url);
  const doc = version === "bad" ? null : await quoteDocument(jobId, version);
  if (!doc) throw data(null, { status: 404, headers: STATUS_LINK_HEADERS });
  return quotePdfResponse(doc, url, getPreferences(context).locale, STATUS_LINK_HEADERS);
}
