import { z } from "~/lib/zod";
import { PAYMENT_METHODS } from "~/lib/payment-methods";
import { JOB_STAGES } from "../stages";

/**
 * The forms of stage moves (docs/decisions/099). `from` is the stage the page showed: a move
 * whose job has moved on since is refused instead of applied to a stage nobody saw.
 */
export const moveSchema = z.object({
  from: z.enum(JOB_STAGES),
  to: z.enum(JOB_STAGES),
  how: z.enum(["pickup", "delivery"]).optional(),
});

/** Cancelling: the reason as the bill's cancel asks it (3–300), and a refund on its bill. */
export const cancelSchema = z.object({
  from: z.enum(JOB_STAGES),
  reason: z.string().trim().min(3).max(300),
  refund: z
    .string()
    .optional()
    .transform((v) => v === "on"),
  refundMethod: z.enum(PAYMENT_METHODS).default("cash"),
});

/** Giving the job to a staff member, or to nobody (""). */
export const assignSchema = z.object({
  assignee: z
    .string()
    .trim()
    .max(64)
    .transform((v) => v || null),
});

/** Where the move came from (the board or the job's page), so the answer goes back there. */
export const backSchema = z.enum(["board", "job"]).catch("job");
