import type { Kysely } from "kysely";
import { writeAudit } from "~/platform/audit.server";
import { createUserWithPassword } from "~/platform/auth/accounts.server";
import { setRole } from "~/platform/auth/roles.server";
import { passwordAttempt, verifyCredentials } from "~/platform/auth/sessions.server";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { staffAccessApprovedEmail, staffAccessEmail } from "~/platform/email/templates.server";
import { getEnv } from "~/platform/env.server";
import { getDb } from "~/platform/db/db.server";
import { isUniqueViolation, nowIso } from "~/platform/db/dialect";
import type { Database, StaffRequestStatus } from "~/platform/db/schema";
import { createNotification } from "~/domain/notifications.server";
import { hasBillingAccess, lookupRole } from "~/platform/auth/roles.server";

/**
 * Staff access requests: /billing/create-account creates the account (or uses an existing one
 * whose password is given) with a pending request; the admin approves (the user becomes staff)
 * or rejects it in the users admin. Billing login tells a waiting user so; an approved one also
 * gets an e-mail.
 *
 * The page answers the same for every address (docs/decisions/018): whether the address was
 * free or taken, the password right or wrong, the account staff already or waiting, is told only
 * to the address's owner in an e-mail. The password of an existing account is checked through
 * the sign-in lockout, and both paths hash a password and queue one mail, so they take about as
 * long.
 */

export type StaffRequestOutcome = "requested" | "already-staff" | "already-pending";

export async function latestStaffRequest(
  userId: string,
): Promise<{ id: string; status: StaffRequestStatus } | null> {
  const row = await getDb()
    .selectFrom("staff_access_requests")
    .select(["id", "status"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The user id for a request: a new account for a free address (the owner's approval stands in
 * for e-mail verification of staff accounts), else the existing one when `password` is its
 * password; null when it is not.
 */
async function accountFor(address: string, password: string): Promise<string | null> {
  const existing = await getDb()
    .selectFrom("users")
    .select("id")
    .where("email", "=", address)
    .executeTakeFirst();
  if (!existing) {
    try {
      const created = await createUserWithPassword({
        email: address,
        password,
        name: address.split("@")[0]!,
        emailVerified: false,
      });
      return created.id;
    } catch (error) {
      // The same form sent twice at once: the other request created the account.
      if (!isUniqueViolation(error) && !/unique|already exists/i.test(String(error))) throw error;
    }
  }
  return (await verifyCredentials(address, password))?.id ?? null;
}

/** Files a pending request for `userId` and tells the admins, unless there is nothing to ask. */
async function fileRequest(userId: string, address: string): Promise<StaffRequestOutcome> {
  if (hasBillingAccess(await lookupRole(getDb(), userId))) return "already-staff";
  try {
    await getDb()
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto("staff_access_requests")
          .values({
            id: crypto.randomUUID(),
            user_id: userId,
            status: "pending",
            decided_by: null,
            decided_at: null,
            created_at: nowIso(),
          })
          .execute();
        await createNotification(trx, {
          type: "update",
          title: "Staff access request",
          message: `${address} asks for staff access to billing.`,
          link: "/admin/users?filter=pending",
        });
      });
  } catch (error) {
    if (isUniqueViolation(error)) return "already-pending";
    throw error;
  }
  return "requested";
}

/**
 * Asks for staff access for `email`. Answers only "locked" (the sign-in lockout refused the
 * attempt; then nothing is checked, filed or sent) or "received"; the owner of the address gets
 * an e-mail saying what happened.
 */
export async function requestStaffAccess(
  email: string,
  password: string,
  ip: string,
): Promise<{ kind: "locked"; minutes: number } | { kind: "received" }> {
  const address = email.trim().toLowerCase();
  // Every request counts for the client's address, a free e-mail address as much as a taken
  // one, so the lockout's counter cannot tell them apart either.
  const attempt = await passwordAttempt(address, ip, () => accountFor(address, password), {
    keepAddressHit: true,
  });
  if (attempt.kind === "locked") return attempt;
  const outcome =
    attempt.kind === "ok" ? await fileRequest(attempt.value, address) : "wrong-password";
  await enqueueEmail(getDb(), {
    to: address,
    ...staffAccessEmail(outcome, getEnv().APP_URL),
    ...(attempt.kind === "ok" ? { entity: "users", entityId: attempt.value } : {}),
  });
  return { kind: "received" };
}

/**
 * Queues the e-mail that tells a person their staff access was approved (in the transaction that
 * approves it, so the mail goes exactly when the approval is written).
 */
export async function tellAccessApproved(trx: Kysely<Database>, userId: string) {
  const person = await trx
    .selectFrom("users")
    .select(["email", "name", "locale"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  await enqueueEmail(trx, {
    to: person.email,
    ...staffAccessApprovedEmail(person, getEnv().APP_URL),
    entity: "users",
    entityId: userId,
  });
}

/**
 * Approves (the user becomes staff and is told by e-mail) or rejects a pending request; false
 * when none is pending.
 */
export async function decideStaffRequest(
  requestId: string,
  decision: "approve" | "reject",
  adminId: string,
): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const request = await trx
        .selectFrom("staff_access_requests")
        .select(["id", "user_id", "status"])
        .where("id", "=", requestId)
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (!request) return false;
      const status = decision === "approve" ? "approved" : "rejected";
      await trx
        .updateTable("staff_access_requests")
        .set({ status, decided_by: adminId, decided_at: nowIso() })
        .where("id", "=", requestId)
        .execute();
      if (decision === "approve") {
        const role = await lookupRole(trx, request.user_id);
        if (!hasBillingAccess(role)) await setRole(trx, request.user_id, "staff");
        await trx
          .updateTable("users")
          .set({ email_verified: 1 })
          .where("id", "=", request.user_id)
          .execute();
        await tellAccessApproved(trx, request.user_id);
      }
      await writeAudit(trx, {
        actorId: adminId,
        action: `staff-request.${decision}`,
        entity: "users",
        entityId: request.user_id,
        before: { status: "pending" },
        after: { status },
      });
      return true;
    });
}
