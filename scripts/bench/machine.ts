import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_PATH, ROOT } from "./server";

/**
 * The machine a run measures on, for the record: read once by index.ts and named at the top of
 * every section of docs/performance.md.
 */

function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "unknown";
  }
}

export function machine() {
  const cpuinfo = existsSync("/proc/cpuinfo") ? readFileSync("/proc/cpuinfo", "utf8") : "";
  const cpuModel =
    /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? "unknown";
  const lighthouseVersion = (
    JSON.parse(readFileSync(path.join(ROOT, "node_modules/lighthouse/package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  return {
    nproc: run("nproc", []),
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    cpu: cpuModel,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    chromium: run(CHROMIUM_PATH, ["--version"]),
    lighthouse: lighthouseVersion,
  };
}

export type Machine = ReturnType<typeof machine>;

export function cpuLine(m: Machine): string {
  return `- CPU: ${m.cpu}, \`nproc\` ${m.nproc}; memory ${m.memory}; ${m.os}`;
}

export function machineLines(m: Machine): string {
  return [
    cpuLine(m),
    `- Node ${m.node}; ${m.chromium} (headless); Lighthouse ${m.lighthouse}`,
  ].join("\n");
}
