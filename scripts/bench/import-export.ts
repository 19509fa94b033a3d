import { createWriteStream, readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { mkdtemp, open, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import SQLite from "better-sqlite3";
import { createUser, sessionCookieFor, type RunningApp } from "../../tests/e2e/harness";
import { generateBills } from "./bills-generate";
import { generateItems } from "./import-export-items";
import { cpuSeconds, memoryKB, peakMB, resetPeak, serverPid } from "./import-export-process";
import { ROOT, startBenchApp } from "./server";
import {
  Cleanups,
  hostState,
  hostText,
  type HostState,
  PG_ADMIN_URL,
  pgAdmin,
  pgUrlFor,
} from "./common";
import type { Engine } from "./shop";

/**
 * The CSV export and import of /billing/import-export at full size: the production app started
 * on a fresh data directory, on SQLite and then (when it can be reached) on a fresh PostgreSQL
 * database, created here and dropped at the end. Each time ROWS bills (the billing lists'
 * generated bills, scripts/bench/bills-generate.ts) and ROWS godown items are written straight into the
 * app's tables; then, over HTTP with a staff member's session cookie, exactly as the page does it:
 *
 * - the bills export and the inventory export (POST /billing/import-export/export), read to the
 *   last byte and saved;
 * - the bills table and the godown emptied, and both files imported again
 *   (POST /billing/import-export/import, multipart, the NDJSON answer read to its outcome line),
 *   which must report ROWS rows each.
 *
 * Each operation runs on a freshly started server process (the same database, the same secret),
 * so that its memory figure is its own: V8 keeps a young generation it has enlarged under load for
 * a while after, and operations run back to back on one process would each inherit the last
 * one's. Wall time is from sending the request to the last byte of the answer. The server's peak
 * memory is its peak resident set size during the operation: the kernel's high-water mark (VmHWM
 * in /proc/<pid>/status), reset just before the operation by writing 5 to /proc/<pid>/clear_refs;
 * it includes the idle server's own resident memory (code, caches), reported beside it.
 *
 * The godown items are scripts/bench/import-export-items.ts; the report,
 * scripts/bench/import-export-report.ts.
 */

/** Rows of each kind (BENCH_IE_ROWS overrides it for a quick trial run). */
export const ROWS = Number(process.env.BENCH_IE_ROWS ?? 100_000);
export const TARGETS = { importSeconds: 30, exportSeconds: 10, rssMB: 300 };

export type Operation = {
  label: string;
  request: string;
  rows: number;
  /** The CSV file's size (export: downloaded; import: uploaded). */
  bytes: number;
  seconds: number;
  /** The server's resident memory before the operation and its peak during it. */
  rssBeforeMB: number;
  peakRssMB: number;
  /** Import: the progress lines received before the outcome. */
  progressLines?: number;
  /** Import: the server's resident memory (MB) by phase (upload: its peak until the answer began). */
  phases?: Record<string, number>;
  target: number;
  /** The host right after the operation (CPU figure, load), printed beside it. */
  host?: HostState;
  /** CPU seconds the server process spent on the operation (user + system): less noisy than wall time. */
  serverCpuSeconds?: number;
};

export type IeEngineResult = {
  engine: Engine;
  /** The engine, and how the server was started when not as in production. */
  label: string;
  /** Measured for information (a server flag), not held to the targets. */
  variant?: string;
  version: string;
  seedSeconds: number;
  loadAverage: number;
  operations: Operation[];
};

export type ImportExportResult = {
  engines: IeEngineResult[];
  /** Why PostgreSQL was not measured, if it was not. */
  skipped?: string;
  missed: string[];
};

// ---------------------------------------------------------------------------------------------
// Clean-up (index.ts calls cleanUpImportExport from its signal handler)

const cleanups = new Cleanups("import-export");

/** Stops the running app, removes its data directory and drops the bench's database. */
export async function cleanUpImportExport(): Promise<void> {
  await cleanups.drain();
}

const withPgAdmin = pgAdmin("import-export");

// ---------------------------------------------------------------------------------------------
// The app's modules in this process (pointed at the running app's database by the harness)

async function appModules() {
  const [db, env, auth] = await Promise.all([
    import("../../app/platform/db/db.server"),
    import("../../app/platform/env.server"),
    import("../../app/platform/auth/auth.server"),
  ]);
  return { db, env, auth };
}

async function forgetApp(): Promise<void> {
  const { db, env, auth } = await appModules();
  await db.closeDb();
  env.resetEnvCache();
  auth.resetAuth();
}

// ---------------------------------------------------------------------------------------------
// The data: the billing lists' generated bills and the godown items, straight into the tables

async function seed(staffId: string): Promise<number> {
  const { db } = await appModules();
  const started = performance.now();
  const bills = generateBills(ROWS, 3, Date.now(), staffId);
  const items = generateItems(ROWS, Date.now(), staffId);
  await db
    .getDb()
    .transaction()
    .execute(async (trx) => {
      for (let i = 0; i < ROWS; i += 1_000) {
        await trx
          .insertInto("complaints")
          .values(bills.slice(i, i + 1_000))
          .execute();
        await trx
          .insertInto("godown_items")
          .values(items.slice(i, i + 1_000))
          .execute();
      }
      await trx.updateTable("counters").set({ value: ROWS }).where("name", "=", "bill").execute();
    });
  return (performance.now() - started) / 1000;
}

/** The tables an import writes, emptied (and the counter back at 0) before importing again. */
async function emptyTables() {
  const { db } = await appModules();
  // Without the statement limit: deleting 100,000 bills on PostgreSQL can take longer than a
  // request may on a busy machine.
  await db.withUntimedDb(async (d) => {
    // Money records name their bills (migration 0025 refuses to delete a bill from under them).
    await d.deleteFrom("transactions").where("complaint_id", "is not", null).execute();
    await d.deleteFrom("income_expenses").where("complaint_id", "is not", null).execute();
    await d.deleteFrom("payments").execute();
    await d.deleteFrom("complaints").execute();
    await d.deleteFrom("godown_items").execute();
    await d.updateTable("counters").set({ value: 0 }).where("name", "=", "bill").execute();
  });
}

async function tableCount(table: "complaints" | "godown_items"): Promise<number> {
  const { db } = await appModules();
  const row = await db
    .getDb()
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---------------------------------------------------------------------------------------------
// The operations, over HTTP

async function exportOnce(
  app: RunningApp,
  pid: number,
  cookie: string,
  type: "complaints" | "inventory",
  file: string,
): Promise<Operation> {
  const rssBeforeMB = resetPeak(pid);
  const started = performance.now();
  const res = await fetch(`${app.baseUrl}/billing/import-export/export`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ type }),
  });
  if (res.status !== 200 || !res.body) {
    throw new Error(`import-export: export ${type} answered ${res.status}: ${await res.text()}`);
  }
  const total = Number(res.headers.get("X-Total-Rows"));
  const out = createWriteStream(file);
  let bytes = 0;
  let lineEnds = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lineEnds++;
    if (!out.write(chunk)) await new Promise<void>((r) => out.once("drain", () => r()));
  }
  await new Promise<void>((resolve, reject) =>
    out.end((e?: Error | null) => (e ? reject(e) : resolve())),
  );
  const seconds = (performance.now() - started) / 1000;
  const peak = peakMB(pid);
  if (total !== ROWS || lineEnds - 1 < ROWS) {
    throw new Error(
      `import-export: export ${type}: ${total} rows announced, ${lineEnds - 1} line ends`,
    );
  }
  return {
    label: `Export ${type === "complaints" ? "bills" : "godown items"}`,
    request: `POST /billing/import-export/export (type=${type})`,
    rows: total,
    bytes,
    seconds,
    rssBeforeMB,
    peakRssMB: peak,
    target: TARGETS.exportSeconds,
  };
}

async function importOnce(
  app: RunningApp,
  pid: number,
  cookie: string,
  file: string,
  fileName: string,
  label: string,
): Promise<Operation> {
  const size = (await stat(file)).size;
  const handle = await open(file, "r");
  const content = await handle.readFile();
  await handle.close();
  const form = new FormData();
  form.set("file", new Blob([content], { type: "text/csv" }), fileName);
  const rssBeforeMB = resetPeak(pid);
  const started = performance.now();
  const res = await fetch(`${app.baseUrl}/billing/import-export/import`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: form,
  });
  // The server's peak by phase: up to the first line of the answer the upload, then the phase
  // of the last progress line read (sampled as each line arrives).
  const phases: Record<string, number> = { upload: peakMB(pid) };
  let phase = "upload";
  let text = "";
  const decoder = new TextDecoder();
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
    const last = text.trimEnd().split("\n").at(-1) ?? "";
    const match = /"phase":"(\w+)"/.exec(last);
    if (phase === "upload") phases.upload = peakMB(pid);
    if (match) phase = match[1]!;
    phases[phase] = Math.max(phases[phase] ?? 0, memoryKB(pid, "VmRSS") / 1024);
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = peakMB(pid);
  const lines = text.trim().split("\n");
  const outcome = JSON.parse(lines.at(-1) ?? "{}") as { result?: string; count?: number };
  if (res.status !== 200 || outcome.result !== "ok" || outcome.count !== ROWS) {
    throw new Error(`import-export: import ${fileName} answered ${res.status}: ${lines.at(-1)}`);
  }
  return {
    label,
    request: "POST /billing/import-export/import (multipart)",
    rows: outcome.count,
    bytes: size,
    seconds,
    rssBeforeMB,
    peakRssMB: peak,
    progressLines: lines.length - 1,
    phases: Object.fromEntries(Object.entries(phases).map(([k, v]) => [k, Math.round(v)])),
    target: TARGETS.importSeconds,
  };
}

function sqliteVersion(): string {
  const memory = new SQLite(":memory:");
  const row = memory.prepare("select sqlite_version() as v").get() as { v: string };
  memory.close();
  const pkg = JSON.parse(
    readFileSync(path.join(ROOT, "node_modules/better-sqlite3/package.json"), "utf8"),
  ) as { version: string };
  return `SQLite ${row.v} (better-sqlite3 ${pkg.version})`;
}

/**
 * The environment of the app's successive processes on one database (PostgreSQL: created now,
 * dropped at the clean-up) and one secret: each operation gets a freshly started server, so its
 * memory is that operation's alone (see the top comment).
 */
async function engineEnv(engine: Engine, dir: string, nodeOptions?: string) {
  const env: Record<string, string> = {
    DATABASE_URL: `file:${path.join(dir, "bench.db")}`,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    // The default log level, as in production (issue 37): the harness's "warn" left the
    // access log's line per request out of the figures. Empty is unset for the logger.
    LOG_LEVEL: "",
  };
  if (nodeOptions) env.NODE_OPTIONS = nodeOptions;
  // BENCH_IE_PROFILE=<dir>: each server process writes a V8 CPU profile there when it stops.
  if (process.env.BENCH_IE_PROFILE) {
    env.NODE_OPTIONS =
      `${env.NODE_OPTIONS ?? ""} --cpu-prof --cpu-prof-dir=${process.env.BENCH_IE_PROFILE}`.trim();
  }
  if (engine === "PostgreSQL") {
    const name = `limra_bench_ie_${Date.now().toString(36)}_${process.pid}`;
    cleanups.push(() =>
      withPgAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
    );
    await withPgAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
    env.DATABASE_URL = pgUrlFor(name);
  }
  return env;
}

/** Starts the app afresh on every call (stopping the last one); stopped by `cleanups`. */
function appRestarter(env: Record<string, string>) {
  let app: RunningApp | undefined;
  const stop = async () => {
    const running = app;
    app = undefined;
    if (running) {
      await running.stop();
      await forgetApp();
    }
  };
  cleanups.push(stop);
  return async () => {
    await stop();
    app = await startBenchApp({ env });
    // Let the start-up's work (migrations check, the first page) settle.
    await new Promise((r) => setTimeout(r, 1_000));
    return { app, pid: serverPid(app) };
  };
}

function logOperation(
  engine: Engine,
  op: Operation & { serverCpuSeconds: number; host: HostState },
  nodeOptions?: string,
) {
  const missed = op.seconds >= op.target || op.peakRssMB >= TARGETS.rssMB;
  console.log(
    `import-export: ${engine}${nodeOptions ? ` (${nodeOptions})` : ""}: ` +
      `${op.label.padEnd(20)} ${op.seconds.toFixed(2)} s (server CPU ` +
      `${op.serverCpuSeconds.toFixed(1)} s), ` +
      `${(op.bytes / 1024 / 1024).toFixed(1)} MB, server RSS ${op.rssBeforeMB.toFixed(0)} → peak ` +
      `${op.peakRssMB.toFixed(0)} MB${op.phases ? ` ${JSON.stringify(op.phases)}` : ""}; ` +
      `${hostText(op.host)}${missed && !nodeOptions ? " — TARGET MISSED" : ""}`,
  );
}

async function benchEngine(
  engine: Engine,
  version: string,
  nodeOptions?: string,
): Promise<IeEngineResult> {
  const depth = cleanups.depth;
  const dir = await mkdtemp(path.join(os.tmpdir(), "limra-bench-ie-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  try {
    const start = appRestarter(await engineEnv(engine, dir, nodeOptions));

    console.log(`\nimport-export: ${engine}: starting the app`);
    await start();
    const staff = await createUser("staff", { name: "Bench Import Staff" });
    const seedSeconds = await seed(staff.id);
    console.log(
      `import-export: ${engine}: ${ROWS.toLocaleString("en-US")} bills and as many godown items ` +
        `written in ${seedSeconds.toFixed(1)} s`,
    );
    const loadAverage = os.loadavg()[0]!;
    const operations: Operation[] = [];
    const measure = async (
      run: (app: RunningApp, pid: number, cookie: string) => Promise<Operation>,
    ) => {
      const { app: running, pid } = await start();
      const cookie = (await sessionCookieFor(staff.id)).header;
      const cpuBefore = cpuSeconds(pid);
      const op = await run(running, pid, cookie);
      const measured = { ...op, serverCpuSeconds: cpuSeconds(pid) - cpuBefore, host: hostState() };
      operations.push(measured);
      logOperation(engine, measured, nodeOptions);
    };
    const billsFile = path.join(dir, "complaints_export.csv");
    const itemsFile = path.join(dir, "inventory_export.csv");
    await measure((a, pid, cookie) => exportOnce(a, pid, cookie, "complaints", billsFile));
    await measure((a, pid, cookie) => exportOnce(a, pid, cookie, "inventory", itemsFile));
    await emptyTables();
    await measure((a, pid, cookie) =>
      importOnce(a, pid, cookie, billsFile, "complaints_export.csv", "Import bills"),
    );
    await measure((a, pid, cookie) =>
      importOnce(a, pid, cookie, itemsFile, "inventory_export.csv", "Import godown items"),
    );
    for (const table of ["complaints", "godown_items"] as const) {
      const n = await tableCount(table);
      if (n !== ROWS) throw new Error(`import-export: ${n} rows in ${table} after the import`);
    }
    return {
      engine,
      label: nodeOptions ? `${engine}, node ${nodeOptions}` : engine,
      variant: nodeOptions,
      version,
      seedSeconds,
      loadAverage,
      operations,
    };
  } finally {
    await cleanups.run(depth);
  }
}

/** SQLite, then PostgreSQL when it can be reached; cleans up after itself, also when it fails. */
export async function runImportExportBench(): Promise<ImportExportResult> {
  const engines: IeEngineResult[] = [];
  let skipped: string | undefined;
  try {
    engines.push(await benchEngine("SQLite", sqliteVersion()));
    let pgVersion: string | undefined;
    try {
      pgVersion = await withPgAdmin(async (c) => {
        const { rows } = await c.query<{ server_version: string }>("show server_version");
        return `PostgreSQL ${rows[0]!.server_version}`;
      });
    } catch (error) {
      skipped = `PostgreSQL at ${new URL(PG_ADMIN_URL).host} could not be reached (${String(error)})`;
      console.log(`import-export: ${skipped}; measured on SQLite only`);
    }
    // BENCH_IE_SQLITE_ONLY=1 (and BENCH_IE_ROWS): quicker trial runs while working on the code.
    if (pgVersion && process.env.BENCH_IE_SQLITE_ONLY !== "1") {
      engines.push(await benchEngine("PostgreSQL", pgVersion));
    }
    // The server runs as in production, with SERVER_NODE_FLAGS (V8's young generation capped at
    // 8 MB a semi-space: by default V8 lets it grow to 64 MB here, which was most of what an
    // import added to the server's memory; measured 302–349 MB without the cap, 192–210 MB with).
  } finally {
    await cleanups.run();
  }
  const missed = engines
    .filter((e) => !e.variant)
    .flatMap((e) =>
      e.operations.flatMap((op) => {
        const out: string[] = [];
        if (op.seconds >= op.target)
          out.push(
            `${e.label}: ${op.label} took ${op.seconds.toFixed(1)} s (target < ${op.target} s)`,
          );
        if (op.peakRssMB >= TARGETS.rssMB)
          out.push(
            `${e.label}: ${op.label} peaked at ${op.peakRssMB.toFixed(0)} MB RSS (target < ${TARGETS.rssMB} MB)`,
          );
        return out;
      }),
    );
  return { engines, skipped, missed };
}
