import type { Kysely } from "kysely";
import { getDb } from "../db/db.server";
import { nowIso } from "../db/dialect";
import type { Database } from "../db/schema";
import { wakeLocalOutbox } from "../email/outbox-signal.server";
import { logger } from "../logger.server";
import { getAuth } from "./auth.server";

/**
 * "Forgot password" without telling who has an account (decision 058). The form's answer must not
 * depend on whether the address is known, in its words or in its time, so the request does the
 * same work for every address — one row of `password_reset_requests` and a timer that wakes the
 * e-mail worker a moment later — and answers. The worker (`processPasswordResetRequests`, run at the start of every
 * outbox round) then asks the auth library for the reset: for a known address it stores the token
 * and queues the link e-mail, for an unknown one it does nothing; the request row goes either way.
 */

/** How long a worker holds a request it took; a crashed worker's request is taken again after. */
const LEASE_MS = 2 * 60 * 1000;
/** Requests taken per round. */
const BATCH = 20;
/** A request that failed this many times is given up (logged). */
export const RESET_REQUEST_MAX_ATTEMPTS = 5;

/**
 * How long after a request this process's worker is woken for it: well after the answer has left
 * (in the same process the worker's lookups would compete with the answer — on SQLite they block
 * it — and a known address makes more of them), at a moment a client cannot pin down. Other
 * processes find the request at their next poll (5 s).
 */
export const RESET_WAKE_MS = { min: 500, max: 1500 };

/** Queues a reset for `email`, whether or not it has an account. */
export async function queuePasswordReset(email: string): Promise<void> {
  await getDb()
    .insertInto("password_reset_requests")
    .values({
      id: crypto.randomUUID(),
      email: email.trim().toLowerCase(),
      locked_until: null,
      created_at: nowIso(),
    })
    .execute();
  const { min, max } = RESET_WAKE_MS;
  setTimeout(wakeLocalOutbox, min + Math.random() * (max - min)).unref();
}

/** Takes request `id` for this worker; false when another process has it. */
async function claim(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const nowText = now.toISOString();
  const taken = await db
    .updateTable("password_reset_requests")
    .set((eb) => ({
      attempts: eb("attempts", "+", 1),
      locked_until: new Date(now.getTime() + LEASE_MS).toISOString(),
    }))
    .where("id", "=", id)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowText)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/**
 * Handles the waiting requests, oldest first: a known address gets its link (token stored, e-mail
 * queued in the outbox), an unknown one nothing; each handled request is removed. A failure (the
 * database, the auth library) leaves the request for a later round once its lease has run out.
 * Safe to run in several processes at once. Returns how many requests were handled.
 */
export async function processPasswordResetRequests(
  db: Kysely<Database> = getDb(),
  now: () => Date = () => new Date(),
): Promise<number> {
  const due = await db
    .selectFrom("password_reset_requests")
    .select(["id", "email", "attempts"])
    .where((eb) =>
      eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now().toISOString())]),
    )
    .orderBy("created_at")
    .limit(BATCH)
    .execute();
  let handled = 0;
  for (const request of due) {
    if (!(await claim(db, request.id, now()))) continue;
    if (request.attempts + 1 > RESET_REQUEST_MAX_ATTEMPTS) {
      logger.error("password reset: given up after repeated failures", { requestId: request.id });
    } else {
      try {
        await getAuth().api.requestPasswordReset({
          body: { email: request.email, redirectTo: "/reset-password" },
        });
      } catch (error) {
        logger.warn("password reset: request failed, will retry", {
          requestId: request.id,
          error: error instanceof Error ? error.message : String(error),
        });
        continue;
      }
    }
    await db.deleteFrom("password_reset_requests").where("id", "=", request.id).execute();
    handled++;
  }
  return handled;
}
