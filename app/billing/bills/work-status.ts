import { WORK_STATUSES } from "../money";

/**
 * A bill's work status, moved on its own (decision 070): Pending → In Progress → Completed, the
 * spec's statuses. The payment status is the money's (paymentStatusFor) and is never set here.
 */
export type WorkStatus = (typeof WORK_STATUSES)[number];

/** The work status as staff see it: the old "paid" work status is Completed. */
export function workStatusOf(status: string): WorkStatus {
  return status === "paid"
    ? "completed"
    : (WORK_STATUSES as readonly string[]).includes(status)
      ? (status as WorkStatus)
      : "pending";
}

/** The status a list's one tap moves the work to, or null when it is done. */
export function nextWorkStatus(status: string): WorkStatus | null {
  const now = workStatusOf(status);
  if (now === "pending") return "in_progress";
  if (now === "in_progress") return "completed";
  return null;
}

/** The one field a move sends: `work=<bill id>:<status>` (one button carries it). */
export const workValue = (billId: string, to: WorkStatus) => `${billId}:${to}`;
