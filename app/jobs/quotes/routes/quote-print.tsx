import { data } from "react-router";
import type { Route } from "./+types/quote-print";
import { PageHeader } from "~/components/ui/page-header";
import { useLocale } from "~/lib/i18n/i18n";
import { metaLocale } from "~/lib/i18n/meta-locale";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { QUOTE_PAGE_CLASS, QuoteDocumentView } from "../components/quote-document";
import { quoteDocument, versionParam } from "../document.server";
import { quoteDocumentContent } from "../document-content";

/**
 * /billing/jobs/:id/quote/print?v=<n> — a quote version (the latest without `v`) as an A4
 * print view, with its PDF in English and Tamil (decision 098). Staff and admin.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const url = new URL(request.url);
  const version = versionParam(url);
  const doc = version === "bad" ? null : await quoteDocument(params.id, version);
  if (!doc) throw data({ message: "Not found" }, { status: 404 });
  return {
    doc,
    pdfHref: `/billing/jobs/${params.id}/quote/pdf?v=${doc.quote.version}`,
    back: `/billing/jobs/${params.id}`,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: `${quoteDocumentContent[metaLocale(matches)].title} ${loaderData?.doc.reference ?? ""}`,
  },
  { name: "robots", content: "noindex" },
];

export default function QuotePrintPage({ loaderData }: Route.ComponentProps) {
  const { doc, pdfHref, back } = loaderData;
  const t = quoteDocumentContent[useLocale()];
  return (
    <div className={QUOTE_PAGE_CLASS}>
      <div className="print:hidden">
        <PageHeader
          title={<span translate="no">{doc.reference}</span>}
          backTo={back}
          backLabel={t.back}
        />
      </div>
      <QuoteDocumentView doc={doc} pdfHref={pdfHref} />
    </div>
  );
}
