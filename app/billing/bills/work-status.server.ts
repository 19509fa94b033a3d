import { writeAudit } from "~/platform/audit.server";
import { lockBill } from "../payments/index.server";
import { getDb } from "~/platform/db/db.server";
import { nowIso } from "~/platform/db/dialect";
import { z } from "zod";
import type { Locale } from "~/lib/i18n/i18n";
import type { WorkStatus } from "./work-status";
import { workToastCopy } from "./work-toasts";

export type WorkMoveResult =
  | { ok: true; number: string; status: WorkStatus; changed: boolean }
  | { ok: false; reason: "not-found" | "cancelled" };

/**
 * Moves a bill's work status (decision 070): the status and its completion date, audited
 * (`bill.work-status`, before and after), in one transaction; nothing of its money changes. A
 * cancelled bill does not move; a move to the status it has writes nothing.
 */
export async function setWorkStatus(
  id: string,
  to: WorkStatus,
  actorId: string,
): Promise<WorkMoveResult> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      // The bill's lock first (decision 062): an edit or a cancel at the same moment goes
      // before or after this move, never through it.
      if (!(await lockBill(trx, id))) return { ok: false as const, reason: "not-found" as const };
      const before = await trx
        .selectFrom("complaints")
        .select(["id", "complaint_number", "status", "completion_date", "cancelled_at"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!before) return { ok: false as const, reason: "not-found" as const };
      if (before.cancelled_at) return { ok: false as const, reason: "cancelled" as const };
      const number = before.complaint_number;
      const was = before.status === "paid" ? "completed" : before.status;
      if (was === to) return { ok: true as const, number, status: to, changed: false };
      const now = nowIso();
      const after = {
        status: to,
        completion_date: to === "completed" ? now : null,
        updated_at: now,
      };
      await trx.updateTable("complaints").set(after).where("id", "=", id).execute();
      await writeAudit(trx, {
        actorId,
        action: "bill.work-status",
        entity: "bill",
        entityId: id,
        before: { status: before.status, completion_date: before.completion_date },
        after,
      });
      return { ok: true as const, number, status: to, changed: true };
    });
}

/** The move as posted: `work=<bill id>:<status>`. */
export function workStatusSchemaFor(locale: Locale) {
  const invalid = workToastCopy[locale].invalid;
  return z.object({
    work: z
      .string({ error: invalid })
      .regex(/^[\w-]{1,64}:(pending|in_progress|completed)$/, invalid)
      .transform((v) => {
        const at = v.lastIndexOf(":");
        return { id: v.slice(0, at), to: v.slice(at + 1) as WorkStatus };
      }),
  });
}
