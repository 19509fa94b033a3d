import { getDb } from "~/platform/db/db.server";
import type { Transaction } from "kysely";
import type { Database, PaymentMethod, PrintJobStage } from "~/platform/db/schema";
import { nowIso } from "~/platform/db/dialect";
import { writeAudit } from "~/platform/audit.server";
import { addJobEvent } from "../events.server";
import { lockJob } from "./moves.server";
import { isOpenStage } from "./rules";

/**
 * Cancelling a job (docs/decisions/099): from any open stage, with a reason, in one
 * transaction. A job with a bill cancels the bill through billing's own rule (the number stays,
 * the sale is reversed, what was paid is refunded or kept) — a bill already cancelled is left
 * as it is. Nothing with money is erased. Audit-logged and on the timeline.
 */
export type Cancel = {
  jobId: string;
  from: PrintJobStage;
  reason: string;
  refund: boolean;
  refundMethod: PaymentMethod;
  userId: string;
};

/**
 * Cancels the job's bill by billing's own rule, inside the job's transaction. Billing passes it in
 * (its route `/billing/jobs/:id/cancel`): jobs cannot import billing, which imports jobs.
 */
export type CancelLinkedBill = (
  trx: Transaction<Database>,
  billId: string,
  opts: { reason: string; refund: boolean; refundMethod: PaymentMethod },
  userId: string,
) => Promise<{ ok: true; number: string } | { ok: false }>;

export type CancelJobResult =
  | { ok: true; reference: string; billNumber: string | null }
  | { ok: false; reason: "not-found" | "stale" | "not-allowed"; stage?: PrintJobStage };

export async function cancelJob(c: Cancel, cancelBill: CancelLinkedBill): Promise<CancelJobResult> {
  return getDb()
    .transaction()
    .execute(async (trx): Promise<CancelJobResult> => {
      const job = await lockJob(trx, c.jobId);
      if (!job) return { ok: false, reason: "not-found" };
      if (job.stage !== c.from) return { ok: false, reason: "stale", stage: job.stage };
      if (!isOpenStage(job.stage)) return { ok: false, reason: "not-allowed", stage: job.stage };
      let billNumber: string | null = null;
      if (job.bill_id) {
        const opts = { reason: c.reason, refund: c.refund, refundMethod: c.refundMethod };
        const bill = await cancelBill(trx, job.bill_id, opts, c.userId);
        // "cancelled": the bill was cancelled before; the job follows it.
        if (bill.ok) billNumber = bill.number;
      }
      await trx
        .updateTable("print_jobs")
        .set({ stage: "cancelled", cancel_reason: c.reason, updated_at: nowIso() })
        .where("id", "=", c.jobId)
        .where("stage", "=", c.from)
        .execute();
      await addJobEvent(trx, c.jobId, {
        kind: "cancelled",
        actor: "staff",
        userId: c.userId,
        fromStage: c.from,
        toStage: "cancelled",
        note: c.reason,
      });
      await writeAudit(trx, {
        actorId: c.userId,
        action: "print_job.cancel",
        entity: "print_job",
        entityId: c.jobId,
        before: { stage: c.from },
        after: { stage: "cancelled", reason: c.reason, billId: job.bill_id, billNumber },
      });
      return { ok: true, reference: job.reference, billNumber };
    });
}
