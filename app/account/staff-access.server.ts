import { writeAudit } from "~/platform/audit.server";
import { createUserWithPassword } from "~/platform/auth/accounts.server";
import { setRole } from "~/platform/auth/roles.server";
import { verifyCredentials } from "~/platform/auth/sessions.server";
import { getDb } from "~/platform/db/db.server";
import { isUniqueViolation, nowIso } from "~/platform/db/dialect";
import type { StaffRequestStatus } from "~/platform/db/schema";
import { createNotification } from "~/platform/notifications.server";
import { hasBillingAccess, lookupRole } from "~/platform/auth/roles.server";

/**
 * Staff access requests: /billing/create-account creates the account (or uses an existing one
 * whose password is given) with a pending request; the admin approves (the user becomes staff)
 * or rejects it in the users admin. Billing login tells a waiting user so.
 */

export type StaffRequestOutcome =
  "requested" | "wrong-password" | "already-staff" | "already-pending";

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

export async function requestStaffAccess(
  email: string,
  password: string,
): Promise<StaffRequestOutcome> {
  const address = email.trim().toLowerCase();
  const existing = await getDb()
    .selectFrom("users")
    .select("id")
    .where("email", "=", address)
    .executeTakeFirst();
  let userId: string;
  if (existing) {
    const verified = await verifyCredentials(address, password);
    if (!verified) return "wrong-password";
    userId = verified.id;
    if (hasBillingAccess(await lookupRole(getDb(), userId))) return "already-staff";
  } else {
    try {
      // The owner's approval stands in for e-mail verification of staff accounts.
      const created = await createUserWithPassword({
        email: address,
        password,
        name: address.split("@")[0]!,
        emailVerified: false,
      });
      userId = created.id;
    } catch (error) {
      // The same form sent twice at once: the other request created the account.
      if (!isUniqueViolation(error) && !/unique|already exists/i.test(String(error))) throw error;
      const verified = await verifyCredentials(address, password);
      if (!verified) return "wrong-password";
      userId = verified.id;
    }
  }
  try {
    await getDb()
      .transaction()
      .execute(async (trx) => {
        const id = crypto.randomUUID();
        await trx
          .insertInto("staff_access_requests")
          .values({
            id,
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

/** Approves (the user becomes staff) or rejects a pending request; false when none is pending. */
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
