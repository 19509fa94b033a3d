import { useParams } from "react-router";
import type { Route } from "./+types/statement";
import { PageHeader } from "~/components/ui/page-header";
import { mutedText } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { getPreferences } from "~/platform/preferences.server";
import { BillingLoadError } from "../../components/load-error";
import { upiQrSvg } from "../../printing/index.server";
import { StatementActions, RangeForm } from "../components/statement-controls";
import { StatementDocumentView } from "../components/statement-document";
import { loadStatement } from "../query.server";
import { DataText } from "~/components/data-text";
import { useLocale } from "~/lib/i18n/i18n";
import { metaLocale } from "~/lib/i18n/meta-locale";
import { statementMessages, statementPageContent } from "../content";
import { statementHref } from "../statement";

/**
 * A customer's statement (/billing/customers/:id/statement?from=&to=&lang=en|ta): the period
 * (URL state; this month by default), the statement in the customer's language or the one asked
 * for, Print (A4, the site's header and footer left off), Download PDF and Share on WhatsApp
 * (with the UPI link for the closing balance). Decision 027.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const { doc, today } = await loadStatement(
    request,
    params.id,
    statementHref,
    getPreferences(context).locale,
  );
  return { ...doc, upi: await upiQrSvg(doc.upiLink), today };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: loaderData
      ? fill(statementPageContent[metaLocale(matches)].metaTitle, {
          name: loaderData.statement.customer.name,
        })
      : statementPageContent[metaLocale(matches)].metaTitlePlain,
  },
  { name: "robots", content: "noindex" },
];

export default function StatementPage({ loaderData }: Route.ComponentProps) {
  const { statement, lang, business, upi, whatsappHref, today } = loaderData;
  const c = statementPageContent[useLocale()];
  const name = statement.customer.name;
  return (
    <div className="print-page-a4 mx-auto max-w-5xl px-4 py-10 print:max-w-none print:p-0">
      <div className="print:hidden">
        <PageHeader
          title={c.title}
          backTo={`/billing/customers/${encodeURIComponent(statement.customer.id)}`}
          backLabel={c.backLabel}
          actions={
            <StatementActions statement={statement} lang={lang} whatsappHref={whatsappHref} />
          }
          description={<DataText text={fill(c.description, { name })} data={[name]} />}
        />
        {whatsappHref ? null : <p className={`mt-2 text-sm ${mutedText}`}>{c.noMobile}</p>}
      </div>
      <RangeForm statement={statement} lang={lang} today={today} />
      <StatementDocumentView statement={statement} lang={lang} business={business} upi={upi} />
    </div>
  );
}

/** A bad period or language (400), an unknown customer (404) or a failed read (500). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { id = "" } = useParams();
  const locale = useLocale();
  const c = statementPageContent[locale];
  return (
    <BillingLoadError
      error={error}
      title={c.title}
      path={statementHref(id)}
      fallback={statementMessages[locale].loadFailed}
    />
  );
}
