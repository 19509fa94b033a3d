import { Download, Printer } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/receipt";
import { Button } from "~/components/ui/button";
import { BackLink } from "~/components/ui/page-header";
import { buttonClass } from "~/components/ui/styles";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { BillingLoadError } from "../../components/load-error";
import { printPageClass } from "../components/document-parts";
import { ReceiptDocument } from "../components/receipt-document";
import { receiptDocumentData, upiQrSvg } from "../document-data.server";
import { UpiQr } from "../components/upi-qr";

const NOT_FOUND = "This receipt does not exist.";

/**
 * A payment's receipt (`/billing/receipts/RCPT0007`), printable on A4 or, with
 * `?layout=receipt`, on an 80 mm roll, with the UPI QR for what the bill still owes; Download
 * PDF; back to the bill.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const doc = await receiptDocumentData(params.receiptNumber);
  if (!doc) throw data({ message: NOT_FOUND }, { status: 404 });
  const narrow = new URL(request.url).searchParams.get("layout") === "receipt";
  return { doc, narrow, upi: await upiQrSvg(doc.upiLink) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.doc.receipt.payment.receiptNumber ?? "Receipt"} — Receipt` },
  { name: "robots", content: "noindex" },
];

export default function ReceiptPage({ loaderData }: Route.ComponentProps) {
  const { doc, narrow, upi } = loaderData;
  const { payment } = doc.receipt;
  const billHref = payment.billId
    ? `/billing/complaint-preview?id=${payment.billId}`
    : "/billing/old-complaint";
  return (
    <div className={printPageClass(narrow)}>
      <div className="flex flex-wrap gap-2 print:hidden">
        <BackLink to={billHref} variant="button">
          Back to bill
        </BackLink>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" />
          Print
        </Button>
        <Button variant="outline" to={narrow ? "?" : "?layout=receipt"} preventScrollReset replace>
          {narrow ? "A4 layout" : "80 mm receipt layout"}
        </Button>
        <a
          href={`/billing/receipts/${payment.receiptNumber}/pdf`}
          download={`${payment.receiptNumber}.pdf`}
          className={buttonClass.outline}
        >
          <Download aria-hidden className="size-4" />
          Download PDF
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <BillingLoadError
      error={error}
      title="Receipt"
      path="/billing/old-complaint"
      fallback={NOT_FOUND}
    />
  );
}
