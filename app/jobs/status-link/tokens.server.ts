import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import { nowIso } from "~/platform/db/dialect";

/**
 * The status link's token (docs/decisions/094): 32 bytes (256 bits) from the operating system's
 * CSPRNG, written base64url (43 characters). Only its sha256 is stored, so the database (or a
 * backup of it) cannot open anyone's page. A job may have several live links — each message
 * that carried one — and revoking ends all of them at once.
 */
export const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("base64url");
}

/** True when `token` has the shape of one of ours (anything else is not even looked up). */
export function isTokenShaped(token: string | undefined): token is string {
  return !!token && TOKEN_PATTERN.test(token);
}

export type LinkPurpose = "confirmation" | "staff" | "quote" | "proof" | "ready";

/** Makes a new live link for the job; returns the token (the only time it exists in the clear). */
export async function issueLink(
  trx: Kysely<Database>,
  jobId: string,
  purpose: LinkPurpose,
  userId: string | null = null,
): Promise<string> {
  const token = newToken();
  await trx
    .insertInto("print_job_links")
    .values({
      id: crypto.randomUUID(),
      job_id: jobId,
      token_hash: hashToken(token),
      purpose,
      created_by: userId,
      created_at: nowIso(),
      last_used_at: null,
      revoked_at: null,
      revoked_by: null,
    })
    .execute();
  return token;
}

/** Ends every live link of the job; returns how many were live. */
export async function revokeLinks(
  trx: Kysely<Database>,
  jobId: string,
  userId: string | null,
): Promise<number> {
  const result = await trx
    .updateTable("print_job_links")
    .set({ revoked_at: nowIso(), revoked_by: userId })
    .where("job_id", "=", jobId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The job a live token opens, or null (unknown, revoked or malformed: no difference). */
export async function jobIdForToken(db: Kysely<Database>, token: string): Promise<string | null> {
  if (!isTokenShaped(token)) return null;
  const row = await db
    .selectFrom("print_job_links")
    .select(["id", "job_id"])
    .where("token_hash", "=", hashToken(token))
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  await db
    .updateTable("print_job_links")
    .set({ last_used_at: nowIso() })
    .where("id", "=", row.id)
    .execute();
  return row.job_id;
}
