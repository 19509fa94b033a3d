import type { Role } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { jobForSubmission } from "~/jobs/index.server";
import { customerHref } from "../customers";

/**
 * Where a notification's Open leads the person reading it (decision 064). The link stored with a
 * notification is where the owner looks; it is resolved for the reader's role each time the page
 * is drawn, so links stored before a rule changed are handled too: a page the role may open is
 * kept, a website request the staff may not open in the inbox leads to its print job, a contact
 * message to its customer's page when it has one, and anything else has no Open (never "Access Denied").
 */

/** The guarded areas (app/routes.ts) and who may open them; the rest of the site is public. */
const AREAS: { prefix: string; roles: readonly Role[] }[] = [
  { prefix: "/admin", roles: ["admin"] },
  { prefix: "/limrakart/admin", roles: ["admin", "staff"] },
  { prefix: "/billing", roles: ["admin", "staff"] },
];

const within = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);

/** True when `role` may open `link` (a path of the app). */
export function mayOpen(link: string, role: Role): boolean {
  const area = AREAS.filter((a) => within(link, a.prefix)).sort(
    (a, b) => b.prefix.length - a.prefix.length,
  )[0];
  return !area || area.roles.includes(role);
}

/** The inbox kinds whose records carry their customer, and the table that holds them. */
const INBOX_TABLES = {
  orders: "order_submissions",
  contacts: "contact_submissions",
} as const;
const INBOX_ITEM = /^\/admin\/inbox\/(orders|contacts)\/([^/?#]+)$/;

/**
 * For a reader who may not open the inbox: a website request's print job (decision 104), else
 * the inbox item's customer page.
 */
async function inboxCustomerLink(link: string): Promise<string | null> {
  const match = INBOX_ITEM.exec(link);
  if (!match) return null;
  const id = decodeURIComponent(match[2]!);
  const job = match[1] === "orders" ? await jobForSubmission(id) : null;
  if (job) return job.href;
  const table = INBOX_TABLES[match[1] as keyof typeof INBOX_TABLES];
  const row = await getDb()
    .selectFrom(table)
    .select("customer_id")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.customer_id ? customerHref(row.customer_id) : null;
}

/** The link `role` is offered for a stored notification link, or null for none. */
export async function linkForRole(stored: string | null, role: Role): Promise<string | null> {
  // Links are the app's own pages; anything else is not offered.
  const link = (stored && safeRedirect(stored, "")) || null;
  if (!link) return null;
  if (mayOpen(link, role)) return link;
  const fallback = await inboxCustomerLink(link);
  return fallback && mayOpen(fallback, role) ? fallback : null;
}
