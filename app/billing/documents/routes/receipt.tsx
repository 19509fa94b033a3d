import { Download } from "~/components/ui/icons";
import { PrintButton } from "~/components/ui/print-button";
import { data } from "react-router";
import type { Route } from "./+types/receipt";
import { Button } from "~/components/ui/button";
import { BackLink } from "~/components/ui/page-header";
import { buttonClass } from "~/components/ui/styles";
import { fill } from "~/lib/forms";
import { useLocale } from "~/lib/i18n/i18n";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { getPreferences } from "~/platform/preferences.server";
import { metaLocale } from "../../content";
import { documentCopy } from "../content";
import { billingErrorBoundary } from "../../components/load-error";
import { ReceiptDocument } from "../components/receipt-document";
import { printPageClass } from "../../printing";
import { upiQrSvg } from "../../printing/index.server";
import { receiptDocumentData } from "../document-data.server";
import { UpiQr } from "../components/upi-qr";

/**
 * A payment's receipt (`/billing/receipts/RCPT0007`), printable on A4 or, with
 * `?layout=receipt`, on an 80 mm roll, with the UPI QR for what the bill still owes; Download
 * PDF; back to the bill.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const doc = await receiptDocumentData(params.receiptNumber);
  if (!doc)
    throw data(
      { message: documentCopy[getPreferences(context).locale].receipt.notFound },
      { status: 404 },
    );
  const narrow = new URL(request.url).searchParams.get("layout") === "receipt";
  return { doc, narrow, upi: await upiQrSvg(doc.upiLink) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const c = documentCopy[metaLocale(matches)];
  const number = loaderData?.doc.receipt.payment.receiptNumber ?? c.receipt.receiptTitle;
  return [{ title: fill(c.receipt.metaTitle, { number }) }, { name: "robots", content: "noindex" }];
};

export default function ReceiptPage({ loaderData }: Route.ComponentProps) {
  const { doc, narrow, upi } = loaderData;
  const { payment } = doc.receipt;
  const c = documentCopy[useLocale()];
  const billHref = payment.billId
    ? `/billing/complaint-preview?id=${payment.billId}`
    : "/billing/old-complaint";
  return (
    <div className={printPageClass(narrow)}>
      <div className="flex flex-wrap gap-2 print:hidden">
        <BackLink to={billHref} variant="button">
          {c.receipt.backToBill}
        </BackLink>
        <PrintButton variant="primary" />
        <Button variant="outline" to={narrow ? "?" : "?layout=receipt"} preventScrollReset replace>
          {narrow ? c.actions.a4 : c.actions.receiptLayout}
        </Button>
        <a
          href={`/billing/receipts/${payment.receiptNumber}/pdf`}
          download={`${payment.receiptNumber}.pdf`}
          className={buttonClass.outline}
        >
          <Download aria-hidden className="size-4" />
          {c.actions.downloadPdf}
        </a>
      </div>
      <ReceiptDocument data={doc} narrow={narrow}>
        {upi && doc.receipt.bill ? (
          <UpiQr upi={upi} balancePaise={doc.receipt.bill.balancePaise} />
        ) : null}
      </ReceiptDocument>
    </div>
  );
}

export const ErrorBoundary = billingErrorBoundary((locale) => ({
  title: documentCopy[locale].receipt.receiptTitle,
  path: "/billing/old-complaint",
  fallback: documentCopy[locale].receipt.notFound,
}));
