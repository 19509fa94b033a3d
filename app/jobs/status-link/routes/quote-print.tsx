import { data } from "react-router";
import type { Route } from "./+types/quote-print";
import { getPreferences } from "~/platform/preferences.server";
import { QUOTE_PAGE_CLASS, QuoteDocumentView, quoteDocumentContent } from "../../quotes";
import { quoteDocument, versionParam } from "../../quotes/index.server";
import { jobForStatusLink, STATUS_LINK_HEADERS } from "../status.server";

/**
 * /r/<token>/quote?v=<n> — the customer's quote (the latest version without `v`) as an A4 print
 * view with its PDF (decision 098): the token is the credential, checked like the status page
 * (rate limit, one 404), never indexed, never referred.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const jobId = await jobForStatusLink(request, params.token);
  const version = versionParam(new URL(request.url));
  const doc = version === "bad" ? null : await quoteDocument(jobId, version);
  if (!doc) throw data(null, { status: 404, headers: STATUS_LINK_HEADERS });
  const { reference, customer, quote, business } = doc;
  return data(
    {
      doc: { reference, customer: { name: customer.name, phone: customer.phone }, quote, business },
      pdfHref: `/r/${params.token}/quote/pdf?v=${quote.version}`,
      title: `${quoteDocumentContent[getPreferences(context).locale].title} ${reference}`,
    },
    { headers: STATUS_LINK_HEADERS },
  );
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "referrer", content: "no-referrer" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function StatusQuotePrint({ loaderData }: Route.ComponentProps) {
  return (
    <div className={QUOTE_PAGE_CLASS}>
      <QuoteDocumentView doc={loaderData.doc} pdfHref={loaderData.pdfHref} />
    </div>
  );
}
