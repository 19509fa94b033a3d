import { data } from "react-router";
import type { Route } from "./+types/bill-pdf";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { getBusiness } from "~/platform/business.server";
import { getBill } from "../../bills/bills.server";
import { billPdf } from "../pdf.server";

/** GET /billing/complaint-preview/pdf?id=… : the bill as a PDF named `{bill number}.pdf`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const id = new URL(request.url).searchParams.get("id") ?? "";
  const bill = id ? await getBill(id) : null;
  if (!bill) throw data({ message: "This bill does not exist." }, { status: 404 });
  const pdf = await billPdf(bill, getBusiness());
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${bill.number}.pdf"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
    },
  });
}
