import type { Route } from "./+types/statement-pdf";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { getPreferences } from "~/platform/preferences.server";
import { upiQrPng } from "../../printing/index.server";
import { loadStatement } from "../query.server";
import { statementFileName, statementPdfHref } from "../statement";
import { statementPdf } from "../statement-pdf.server";

/** The file name for Content-Disposition: ASCII as is, else an ASCII fallback and the UTF-8 name. */
function disposition(name: string, from: string, to: string): string {
  if (/^[\x20-\x7e]+$/.test(name)) return `attachment; filename="${name}"`;
  return `attachment; filename="statement-${from}-${to}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * GET /billing/customers/:id/statement/pdf?from=&to=&lang= : the statement as an A4 PDF named
 * `statement-<phone or name>-<from>-<to>.pdf`. Outside the billing layout, so it checks billing
 * access itself. A bad day or language is a 400, an unknown customer a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireBillingAccess(context, request);
  const { doc } = await loadStatement(
    request,
    params.id,
    statementPdfHref,
    getPreferences(context).locale,
  );
  const pdf = await statementPdf(doc, await upiQrPng(doc.upiLink));
  const { statement: s } = doc;
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": disposition(statementFileName(s), s.from, s.to),
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
    },
  });
}
