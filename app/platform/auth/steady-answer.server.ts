import { setTimeout as sleep } from "node:timers/promises";

/**
 * Sign-up and a staff access request answer the same text for a free and a taken address, and
 * must not take measurably longer for one than for the other. Both already do the same
 * expensive work (one password hash, one queued mail), but a new account also writes a few rows,
 * and on a busy machine those few milliseconds grow into tens. So the answer waits until a floor:
 * at least `STEADY_ANSWER_MS`, and more when the machine is slow — a little above what most of
 * the recent requests of the same kind took (free and taken ones alike). Whatever fits under the
 * floor answers at the floor. A timer, not work: waiting costs no CPU.
 */
export const STEADY_ANSWER_MS = 300;
/** How many recent durations per kind the floor is taken from. */
const KEPT = 100;
/** The floor is this factor times the 90th percentile of the recent durations. */
const MARGIN = 1.5;

const recent = new Map<string, number[]>();

/** The floor for `kind` now: the minimum, or a margin above the slow tail of recent requests. */
export function steadyFloorMs(kind: string): number {
  const durations = recent.get(kind) ?? [];
  if (durations.length < 5) return STEADY_ANSWER_MS;
  const sorted = [...durations].sort((a, b) => a - b);
  const p90 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))]!;
  return Math.max(STEADY_ANSWER_MS, Math.ceil(p90 * MARGIN));
}

function remember(kind: string, ms: number) {
  const durations = recent.get(kind) ?? [];
  durations.push(ms);
  if (durations.length > KEPT) durations.shift();
  recent.set(kind, durations);
}

/** Runs `work` and answers no sooner than the floor for `kind` (also when it throws). */
export async function steadyAnswer<T>(kind: string, work: () => Promise<T>): Promise<T> {
  const floor = steadyFloorMs(kind);
  const started = performance.now();
  try {
    return await work();
  } finally {
    const took = performance.now() - started;
    remember(kind, took);
    if (took < floor) await sleep(floor - took);
  }
}
