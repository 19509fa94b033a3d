import { getDb } from "~/platform/db/db.server";
import { nowIso } from "~/platform/db/dialect";
import { writeAudit } from "~/platform/audit.server";
import { addJobEvent } from "../events.server";
import { lockJob } from "./moves.server";

/**
 * Giving a job to a staff member or an admin, or to nobody (docs/decisions/099): audit-logged
 * and on the timeline with the person's name. Anyone else (a customer, an unknown id) is refused.
 */
export type AssignResult = { ok: true } | { ok: false; reason: "not-found" | "unknown-user" };

async function assignable(userId: string) {
  return getDb()
    .selectFrom("users as u")
    .innerJoin("user_roles as r", "r.user_id", "u.id")
    .select(["u.id", "u.name"])
    .where("u.id", "=", userId)
    .where("r.role", "in", ["staff", "admin"])
    .executeTakeFirst();
}

export async function assignJob(
  jobId: string,
  assigneeId: string | null,
  userId: string,
): Promise<AssignResult> {
  const person = assigneeId ? await assignable(assigneeId) : null;
  if (assigneeId && !person) return { ok: false, reason: "unknown-user" };
  return getDb()
    .transaction()
    .execute(async (trx): Promise<AssignResult> => {
      const job = await lockJob(trx, jobId);
      if (!job) return { ok: false, reason: "not-found" };
      const before = await trx
        .selectFrom("print_jobs")
        .select("assignee_id")
        .where("id", "=", jobId)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("print_jobs")
        .set({ assignee_id: assigneeId, updated_at: nowIso() })
        .where("id", "=", jobId)
        .execute();
      await addJobEvent(trx, jobId, {
        kind: "assigned",
        actor: "staff",
        userId,
        note: person?.name ?? null,
      });
      await writeAudit(trx, {
        actorId: userId,
        action: "print_job.assign",
        entity: "print_job",
        entityId: jobId,
        before: { assigneeId: before.assignee_id },
        after: { assigneeId },
      });
      return { ok: true };
    });
}
