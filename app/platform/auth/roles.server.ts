import type { Kysely } from "kysely";
import type { Database, Role } from "../db/schema";
import { nowIso } from "../db/dialect";
import { isDatabaseUnavailable } from "../db/unavailable.server";
import { logger } from "../logger.server";

/**
 * The spec's role lookup: no user -> no role; a user with no row in user_roles, or whose lookup
 * fails, is a customer (the failure is logged, never shown). A database that does not answer is
 * not such a failure: it is passed on (the request answers 503, staff are not made customers).
 */
export async function lookupRole(
  db: Kysely<Database>,
  userId: string | null | undefined,
): Promise<Role | null> {
  if (!userId) return null;
  try {
    const row = await db
      .selectFrom("user_roles")
      .select("role")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    return row?.role ?? "customer";
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    logger.error("role lookup failed; treating the user as a customer", {
      userId,
      error: String(error),
    });
    return "customer";
  }
}

/** Billing access is granted to admin and staff. */
export function hasBillingAccess(role: Role | null): boolean {
  return role === "admin" || role === "staff";
}

/** Gives a user a role (one row per user: inserts or replaces). */
export async function setRole(db: Kysely<Database>, userId: string, role: Role): Promise<void> {
  const now = nowIso();
  await db
    .insertInto("user_roles")
    .values({ user_id: userId, role, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ role, updated_at: now }))
    .execute();
}
