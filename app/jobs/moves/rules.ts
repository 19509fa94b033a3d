import type { JobStage } from "../stages";

/**
 * Which stage a job may be moved to by staff, in one tap (docs/decisions/099). The first of
 * each list is the step forward; the others are back-steps (changes asked on a proof, a new
 * proof after an approval, a reprint). A request or quoted job moves on by its quote's
 * acceptance, a delivered or cancelled one is closed. Cancel is its own action, from any open stage.
 */
export const STAGE_MOVES: Partial<Record<JobStage, readonly JobStage[]>> = {
  design: ["proof"],
  proof: ["approved", "design"],
  approved: ["printing", "proof"],
  printing: ["ready", "approved"],
  ready: ["delivered", "printing"],
};

/** The stages a job is still open in (on the board), in the order of the work. */
export const OPEN_STAGES = [
  "request",
  "quoted",
  "design",
  "proof",
  "approved",
  "printing",
  "ready",
] as const satisfies readonly JobStage[];

export type ReadyHow = "pickup" | "delivery";

export function movesFrom(stage: JobStage): readonly JobStage[] {
  return STAGE_MOVES[stage] ?? [];
}

export function isOpenStage(stage: JobStage): boolean {
  return (OPEN_STAGES as readonly JobStage[]).includes(stage);
}
