import type { Locale } from "~/lib/i18n/i18n";
import { langParam, quoteFileName, type QuoteDocument } from "./document.server";
import { quotePdf } from "./quote-pdf.server";

/** The quote's PDF as a download (Content-Disposition: attachment), in `?lang=` or `fallback`. */
export async function quotePdfResponse(
  doc: QuoteDocument,
  url: URL,
  fallback: Locale,
  headers: Record<string, string>,
): Promise<Response> {
  const locale = langParam(url, fallback);
  const pdf = await quotePdf(doc, locale);
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${quoteFileName(doc, locale)}"`,
      "Content-Length": String(pdf.length),
    },
  });
}
