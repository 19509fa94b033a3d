import { data, redirect } from "react-router";
import type { Route } from "./+types/preview";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { PageHeader } from "~/components/ui/page-header";
import { useActionAnswer } from "~/components/use-action-answer";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { getPreferences } from "~/platform/preferences.server";
import { billingCopy, metaLocale } from "../../content";
import { documentCopy } from "../content";
import { BillPageActions, BillStatuses } from "../../bills";
import { billListAction, latestBillId } from "../../bills/index.server";
import { PaymentsPanel } from "../../payments";
import { BillDocument } from "../components/bill-document";
import { PreviewActions } from "../components/preview-actions";
import { printPageClass } from "../../printing";
import { upiQrSvg } from "../../printing/index.server";
import { billDocumentData } from "../document-data.server";

/**
 * Billing Preview of one bill (`?id=`): the bill as printed (business details from the
 * settings, lines, figures, payments, amount in words, the UPI QR for the balance), then the
 * payments panel (Add payment, Void; not printed). Print (A4, or `?layout=receipt` for 80 mm),
 * Download PDF, Share on WhatsApp, Back, Create New. Without an id (the Bill Preview tile and
 * menu link) it opens the newest bill not cancelled, or says there is none yet.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const url = new URL(request.url);
  const id = url.searchParams.get("id");
  if (!id) {
    const latest = await latestBillId();
    if (!latest) return { bill: null };
    const layout = url.searchParams.get("layout") === "receipt" ? "&layout=receipt" : "";
    throw redirect(`/billing/complaint-preview?id=${encodeURIComponent(latest)}${layout}`);
  }
  const doc = await billDocumentData(id);
  if (!doc)
    throw data(
      { message: documentCopy[getPreferences(context).locale].preview.notFound },
      { status: 404 },
    );
  const receipt = url.searchParams.get("layout") === "receipt";
  return {
    bill: doc.bill,
    lines: doc.lines,
    panel: doc.panel,
    business: doc.business,
    upi: await upiQrSvg(doc.upiLink),
    receipt,
    here: `/billing/complaint-preview?id=${encodeURIComponent(id)}${receipt ? "&layout=receipt" : ""}`,
  };
}

/**
 * The bill's own Cancel and Delete (BillPageActions), as on the bill lists (decision 048), and
 * its work status's moves (BillStatuses, decision 070).
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  billListAction(request, context, { fallback: "/billing/old-complaint", style: "bills" });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const c = documentCopy[metaLocale(matches)];
  const number = loaderData?.bill?.number ?? c.preview.bill;
  return [{ title: fill(c.preview.metaTitle, { number }) }, { name: "robots", content: "noindex" }];
};

/** No bill to preview yet: say so, and lead to New Bill. */
function NoBills() {
  const locale = useLocale();
  const c = documentCopy[locale].preview;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeader
        title={c.title}
        backTo="/billing/service"
        backLabel={billingCopy[locale].backToService}
      />
      <EmptyState
        title={c.empty}
        testId="preview-empty"
        className="mt-6"
        action={<Button to="/billing/new-complaint">{c.newBill}</Button>}
      />
    </div>
  );
}

export default function Preview({ loaderData, actionData }: Route.ComponentProps) {
  useActionAnswer(actionData);
  if (loaderData.bill === null) return <NoBills />;
  const { bill, lines, panel, business, upi, receipt, here } = loaderData;
  return (
    <div className={printPageClass(receipt)}>
      <PreviewActions bill={bill} receipt={receipt} upiLink={upi?.link ?? null} />
      <BillPageActions bill={bill} here={here} />
      <BillStatuses bill={bill} here={here} />
      <BillDocument
        bill={bill}
        lines={lines}
        payments={panel.payments}
        business={business}
        upi={upi}
        receipt={receipt}
      />
      <div className="print:hidden">
        <PaymentsPanel data={panel} redirectTo={here} />
      </div>
    </div>
  );
}
