import { indiaDateKey } from "~/lib/dates";
import type { QuoteView } from "./quotes.server";

/** A version as the pages show it: expired when its valid-until day has passed in India. */
export function withExpiry(quotes: QuoteView[], now = new Date()) {
  const today = indiaDateKey(now);
  return quotes.map((q) => ({ ...q, expired: !q.acceptedAt && q.validUntil < today }));
}
