import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import type { RunningApp } from "../../tests/e2e/harness";

/**
 * The app's server process as the billing CSV part (scripts/bench/import-export.ts) measures it:
 * its pid, its resident memory and peak (reset before each operation), its CPU time.
 */

/**
 * The pid of the app's `node server.js` (the harness gives it; else the process whose
 * environment has the app's DATA_DIR).
 */
export function serverPid(app: RunningApp): number {
  const known = (app as RunningApp & { pid?: number }).pid;
  if (known) return known;
  const marker = `DATA_DIR=${app.dataDir}`;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`, "latin1").split("\0");
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "latin1");
      if (environ.includes(marker) && cmdline.includes("server.js")) return Number(entry);
    } catch {
      // gone, or not ours
    }
  }
  throw new Error(`import-export: no process serves ${app.baseUrl}`);
}

export function memoryKB(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "latin1");
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  if (!match) throw new Error(`import-export: no ${field} for ${pid}`);
  return Number(match[1]);
}

/** Resets the peak (VmHWM) to the current RSS; returns the current RSS in MB. */
export function resetPeak(pid: number): number {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
  return memoryKB(pid, "VmRSS") / 1024;
}

export const peakMB = (pid: number) => memoryKB(pid, "VmHWM") / 1024;

/** The process's CPU time so far, user + system, in seconds (/proc/<pid>/stat). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "latin1").split(") ")[1]!.split(" ");
  // utime and stime are fields 14 and 15 of the file, 12 and 13 after the name.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
