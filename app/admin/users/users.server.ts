import { sql, type SqlBool } from "kysely";
import { tellAccessApproved } from "~/account/index.server";
import { writeAudit } from "~/platform/audit.server";
import { lookupRole, setRole } from "~/platform/auth/roles.server";
import type { Role, StaffRequestStatus } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { isPostgres, likePattern } from "~/platform/db/dialect";
import { countPages } from "~/platform/db/paging.server";

/**
 * The users admin: accounts with their role and staff-access requests; roles are granted and
 * taken here (never leaving the shop without an admin), each change written to the audit log.
 * A role change applies from the user's next request (the role is read on every request).
 */
export const USERS_PAGE_SIZE = 25;

export type UserRow = {
  id: string;
  name: string;
  email: string;
  role: Role;
  verified: boolean;
  createdAt: string;
  /** The account was deleted (decision 051); the row stays, anonymised. */
  deleted: boolean;
  request: { id: string; status: StaffRequestStatus } | null;
};

export type UserFilter = "all" | "pending" | "staff" | "admin" | "customer";

export async function listUsers(opts: { q: string; filter: UserFilter; page: number }) {
  const db = getDb();
  const pattern = likePattern(opts.q);
  let query = db
    .selectFrom("users")
    .leftJoin("user_roles", "user_roles.user_id", "users.id")
    .leftJoin("staff_access_requests", (join) =>
      join
        .onRef("staff_access_requests.user_id", "=", "users.id")
        .on("staff_access_requests.status", "=", "pending"),
    );
  if (opts.q) {
    query = query.where(
      sql<SqlBool>`(lower(users.name) like ${pattern} escape '\\' or lower(users.email) like ${pattern} escape '\\')`,
    );
  }
  if (opts.filter === "pending") query = query.where("staff_access_requests.id", "is not", null);
  else if (opts.filter === "customer") {
    query = query.where((eb) =>
      eb.or([eb("user_roles.role", "is", null), eb("user_roles.role", "=", "customer")]),
    );
  } else if (opts.filter !== "all") query = query.where("user_roles.role", "=", opts.filter);

  const { total, page, pageCount } = await countPages(query, USERS_PAGE_SIZE, opts.page);
  const rows = await query
    .select([
      "users.id",
      "users.name",
      "users.email",
      "users.email_verified",
      "users.created_at",
      "users.deleted_at",
      "user_roles.role",
      "staff_access_requests.id as request_id",
    ])
    .orderBy("users.created_at", "desc")
    .orderBy("users.id")
    .limit(USERS_PAGE_SIZE)
    .offset((page - 1) * USERS_PAGE_SIZE)
    .execute();
  const users: UserRow[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role ?? "customer",
    verified: Boolean(r.email_verified),
    createdAt: String(r.created_at),
    deleted: r.deleted_at !== null,
    request: r.request_id ? { id: r.request_id, status: "pending" } : null,
  }));
  return { users, total, page, pageCount };
}

export async function countPendingRequests(): Promise<number> {
  const row = await getDb()
    .selectFrom("staff_access_requests")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type RoleChange = "ok" | "not-found" | "last-admin" | "unchanged";

/** Gives `userId` the role `role`; refuses to take the admin role from the last admin. */
export async function changeRole(userId: string, role: Role, actorId: string): Promise<RoleChange> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .selectFrom("users")
        .select("id")
        .where("id", "=", userId)
        .executeTakeFirst();
      if (!user) return "not-found";
      const before = (await lookupRole(trx, userId)) ?? "customer";
      if (before === role) return "unchanged";
      if (before === "admin") {
        // Locks the admin rows on PostgreSQL, so two admins demoting each other at the same
        // moment cannot both succeed (SQLite's write transactions are serialised already).
        const admins = await trx
          .selectFrom("user_roles")
          .select("user_id")
          .where("role", "=", "admin")
          .$if(isPostgres(trx), (q) => q.forUpdate())
          .execute();
        if (admins.length <= 1) return "last-admin";
      }
      await setRole(trx, userId, role);
      // A decided role ends any open staff request; one approved so is told by e-mail too.
      const decided = await trx
        .updateTable("staff_access_requests")
        .set({
          status: role === "customer" ? "rejected" : "approved",
          decided_by: actorId,
          decided_at: new Date().toISOString(),
        })
        .where("user_id", "=", userId)
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (role !== "customer" && Number(decided.numUpdatedRows) > 0) {
        await tellAccessApproved(trx, userId);
      }
      await writeAudit(trx, {
        actorId,
        action: "user.role",
        entity: "users",
        entityId: userId,
        before: { role: before },
        after: { role },
      });
      return "ok";
    });
}
