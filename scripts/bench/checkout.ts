import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { productionServerEnv } from "../../tests/e2e/harness";
import type { Cleanups } from "./common";
import { ROOT } from "./server";

/**
 * What the parts comparing two builds share (profile.ts, load.ts): an earlier commit checked out
 * into a temporary git worktree (node_modules linked from this checkout) and built there; a
 * production server started from a checkout (`node server.js`, a fresh data directory, SQLite
 * unless the caller passes a DATABASE_URL); and the seed a checkout's own code writes
 * (profile-seed.ts: a staff member, bills, a session cookie).
 */

export const run = promisify(execFile);
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** `commit` checked out and built in a temporary worktree, removed by `cleanups`. */
export async function prepareCheckout(
  commit: string,
  cleanups: Cleanups,
  label: string,
): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `limra-${label}-before-`));
  rmSync(dir, { recursive: true, force: true });
  // Pushed first, so that an interrupted `git worktree add` is undone as well.
  cleanups.push(async () => {
    await run("git", ["worktree", "remove", "--force", dir], { cwd: ROOT }).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    await run("git", ["worktree", "prune"], { cwd: ROOT });
  });
  await run("git", ["worktree", "add", "--detach", dir, commit], { cwd: ROOT });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  console.log(`${label}: building ${commit} in ${dir}`);
  await new Promise<void>((resolve, reject) => {
    const child = spawn("npx", ["react-router", "build"], {
      cwd: dir,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NODE_ENV: "production" },
    });
    // An interrupted run stops the build before removing its folder.
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited(child);
      }
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${label}: the build of ${commit} failed`)),
    );
  });
  return dir;
}

export type CheckoutServer = {
  baseUrl: string;
  pid: number;
  env: Record<string, string>;
  dataDir: string;
  stderr(): string;
  stop(): Promise<void>;
};

/**
 * The production server of `root` on a free port of 127.0.0.1, answering `/` when this returns;
 * stopped (SIGTERM, then SIGKILL after 15 s) and its data directory removed by `cleanups`.
 */
export async function startCheckoutServer(
  root: string,
  cleanups: Cleanups,
  opts: { label: string; nodeArgs?: string[]; env?: Record<string, string> },
): Promise<CheckoutServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `limra-${opts.label}-data-`));
  const env = productionServerEnv(port, dataDir, opts.env);
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), "server.js"], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (c: string) => (stderr += c));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await Promise.race([exited(child), sleep(15_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited(child);
    }
  };
  cleanups.push(async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${opts.label}: the server exited:\n${stderr}`);
    const ok = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(2_000) })
      .then(async (r) => (await r.arrayBuffer(), r.ok))
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`${opts.label}: no answer within 30 s:\n${stderr}`);
    await sleep(100);
  }
  return { baseUrl, pid: child.pid!, env, dataDir, stderr: () => stderr, stop };
}

/**
 * A staff member and `bills` bills written by `root`'s own code into the server's database
 * (profile-seed.ts); the staff member's session Cookie header.
 */
export async function seedStaffAndBills(
  root: string,
  env: Record<string, string>,
  bills: number,
): Promise<string> {
  const { stdout } = await run(
    path.join(ROOT, "node_modules/.bin/tsx"),
    [path.join(ROOT, "scripts/bench/profile-seed.ts"), root, String(bills)],
    { cwd: root, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout.trim().split("\n").pop()!;
}

/** The commit a checkout is at, as "<short hash> <subject>". */
export async function headOf(root: string): Promise<string> {
  const { stdout } = await run("git", ["log", "-1", "--format=%h %s"], { cwd: root });
  return stdout.trim();
}
