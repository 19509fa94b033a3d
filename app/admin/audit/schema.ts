import { cleanDay } from "~/lib/dates";
import { z } from "~/lib/zod";

/**
 * The audit log's filters (/admin/audit), read from the URL of its GET form. Nothing here is
 * refused: a value that is too long or no day is simply no filter, so an edited link still lists.
 */

/** A filter's text: trimmed, "" when missing or longer than 100 characters. */
const filterText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .catch("")
  .transform((v) => v ?? "");

/** A day (yyyy-mm-dd, an India calendar day); "" when missing or no real day. */
const filterDay = z
  .string()
  .optional()
  .catch("")
  .transform((v) => cleanDay(v));

export const auditFiltersSchema = z.object({
  /** A user's id, or SYSTEM_ACTOR for the entries no user made. */
  user: filterText,
  entity: filterText,
  action: filterText,
  from: filterDay,
  to: filterDay,
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .optional()
    .catch(1)
    .transform((v) => v ?? 1),
});

export type AuditFilters = z.output<typeof auditFiltersSchema>;

/** The user filter's value of the entries written without a user (the system's own). */
export const SYSTEM_ACTOR = "system";

/** The filters of a URL's query. */
export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  return auditFiltersSchema.parse(Object.fromEntries(params));
}

/** The list's URL with `filters` (empty ones left out) at `page`. */
export function auditHref(filters: Omit<AuditFilters, "page">, page: number): string {
  const params = new URLSearchParams();
  for (const key of ["user", "entity", "action", "from", "to"] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/audit?${query}` : "/admin/audit";
}
