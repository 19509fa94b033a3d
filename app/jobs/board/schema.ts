import { z } from "zod";
import { JOB_STAGES } from "../stages";

/** The job list's query (/billing/jobs?stage&assignee&overdue&page): every field falls back. */
export const jobListSchema = z.object({
  stage: z.enum(["open", "all", ...JOB_STAGES]).catch("open"),
  assignee: z
    .string()
    .regex(/^(any|none|[\w-]{1,64})$/)
    .catch("any"),
  overdue: z
    .enum(["1", "0", "on", ""])
    .transform((v) => v === "1" || v === "on")
    .catch(false),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type JobListQuery = z.infer<typeof jobListSchema>;
export const JOB_PAGE_SIZE = 25;
/** The jobs a board column shows; the rest are on the stage's list. */
export const BOARD_COLUMN_SIZE = 20;
