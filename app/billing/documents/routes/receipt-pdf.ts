import { data } from "react-router";
import type { Route } from "./+types/receipt-pdf";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { getPreferences } from "~/platform/preferences.server";
import { documentCopy } from "../content";
import { upiQrPng } from "../../printing/index.server";
import { receiptDocumentData } from "../document-data.server";
import { receiptPdf } from "../receipt-pdf.server";

/** GET /billing/receipts/:receiptNumber/pdf : the receipt as a PDF named `RCPT0001.pdf`. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const locale = getPreferences(context).locale;
  const doc = await receiptDocumentData(params.receiptNumber);
  if (!doc) throw data({ message: documentCopy[locale].receipt.notFound }, { status: 404 });
  const pdf = await receiptPdf(doc, await upiQrPng(doc.upiLink), locale);
  const number = doc.receipt.payment.receiptNumber;
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${number}.pdf"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
    },
  });
}
