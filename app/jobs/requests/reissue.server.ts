import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import { issueLink } from "../status-link/index.server";

/**
 * The reference and a fresh status link of the request a website form post made, for a second
 * post of the same form (a double click): its first link was shown once and is not kept in the
 * clear, so the repeat gets a link of its own. Null when the post made no request.
 */
export async function reissueConfirmationLink(
  db: Kysely<Database>,
  orderSubmissionId: string,
): Promise<{ reference: string; token: string } | null> {
  const job = await db
    .selectFrom("print_jobs")
    .select(["id", "reference"])
    .where("order_submission_id", "=", orderSubmissionId)
    .executeTakeFirst();
  if (!job) return null;
  return { reference: job.reference, token: await issueLink(db, job.id, "confirmation") };
}
