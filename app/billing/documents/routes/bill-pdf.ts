import { data } from "react-router";
import type { Route } from "./+types/bill-pdf";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { getPreferences } from "~/platform/preferences.server";
import { documentCopy } from "../content";
import { upiQrPng } from "../../printing/index.server";
import { billDocumentData } from "../document-data.server";
import { billPdf } from "../bill-pdf.server";

/**
 * GET /billing/complaint-preview/pdf?id=… : the bill as a PDF named `{bill number}.pdf`, its
 * headings in the request's language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const locale = getPreferences(context).locale;
  const id = new URL(request.url).searchParams.get("id") ?? "";
  const doc = id ? await billDocumentData(id) : null;
  if (!doc) throw data({ message: documentCopy[locale].preview.pdfNotFound }, { status: 404 });
  const pdf = await billPdf({
    bill: doc.bill,
    lines: doc.lines,
    payments: doc.panel.payments,
    business: doc.business,
    upiPng: await upiQrPng(doc.upiLink),
    locale,
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${doc.bill.number}.pdf"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
    },
  });
}
