import { documentBusiness, type DocumentBusiness } from "~/domain/printing/business.server";
import type { Locale } from "~/lib/i18n/i18n";
import { getDb } from "~/platform/db/db.server";
import { jobQuotes, type QuoteView } from "./quotes.server";
import { withExpiry } from "./view.server";

/**
 * One quote version as a document (decision 098): the business details from the settings, the
 * job's reference and customer, and the version's lines and sums — what the A4 print view and
 * the PDF show, to staff and through the status link alike.
 */
export type QuoteDocument = {
  jobId: string;
  reference: string;
  service: string;
  customer: { name: string; phone: string; email: string | null; locale: Locale };
  quote: QuoteView & { expired: boolean };
  business: DocumentBusiness;
};

/** The version asked for (the latest when `version` is null), or null: no such job or version. */
export async function quoteDocument(
  jobId: string,
  version: number | null,
): Promise<QuoteDocument | null> {
  const job = await getDb()
    .selectFrom("print_jobs")
    .select(["id", "reference", "service", "name", "phone", "email", "locale"])
    .where("id", "=", jobId)
    .executeTakeFirst();
  if (!job) return null;
  const quotes = withExpiry(await jobQuotes(jobId));
  const quote = version === null ? quotes[0] : quotes.find((q) => q.version === version);
  if (!quote) return null;
  const { business } = await documentBusiness();
  return {
    jobId,
    reference: job.reference,
    service: job.service,
    customer: { name: job.name, phone: job.phone, email: job.email, locale: job.locale },
    quote,
    business,
  };
}

/** `?v=<n>` of a document's address: a version number, or null (the latest) when absent. */
export function versionParam(url: URL): number | null | "bad" {
  const v = url.searchParams.get("v");
  if (v === null || v === "") return null;
  return /^\d{1,6}$/.test(v) && Number(v) >= 1 ? Number(v) : "bad";
}

/** `?lang=` of a PDF's address, else `fallback`. */
export function langParam(url: URL, fallback: Locale): Locale {
  const lang = url.searchParams.get("lang");
  return lang === "en" || lang === "ta" ? lang : fallback;
}

/** The PDF's file name: the reference and version, ASCII. */
export function quoteFileName(doc: QuoteDocument, locale: Locale): string {
  return `${doc.reference}-v${doc.quote.version}${locale === "ta" ? "-ta" : ""}.pdf`;
}
