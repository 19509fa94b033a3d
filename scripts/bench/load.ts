import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import {
  headOf,
  prepareCheckout,
  seedStaffAndBills,
  sleep,
  startCheckoutServer,
  type CheckoutServer,
} from "./checkout";
import { SERVER_NODE_FLAGS } from "../../tests/e2e/harness";
import { Cleanups, pgAdmin, pgUrlFor, percentile } from "./common";
import { BEFORE_COMMIT } from "./profile";
import { ROOT, ensureBuild } from "./server";

/**
 * Load on the production server (`npm run bench -- --only load`), on three servers one after
 * the other: BEFORE_COMMIT (the commit issue 22 started from, checked out and built in a
 * temporary worktree) on SQLite, and this checkout on SQLite and on a fresh PostgreSQL database.
 * On each: the server-rendered home page, LimraKart's storefront and the staff's bill list under
 * 50 concurrent keep-alive connections, each compared in the same run with the same HTML served
 * as a static file by the same server (the ratio is the figure: what rendering costs over
 * sending bytes); public form posts per second (the contact form: a row, a notification and an
 * outbox e-mail per post); and the server's memory over LOAD_MINUTES (default 3) of mixed load,
 * sampled every 10 s. The server's peak RSS over the whole run is the memory figure.
 */

export const CONNECTIONS = 50;
export const DURATION_MS = Number(process.env.LOAD_SECONDS ?? 10) * 1000;
export const MIXED_MINUTES = Number(process.env.LOAD_MINUTES ?? 3);
export const MIXED_CONNECTIONS = 10;
export const SEED_BILLS = 2_000;

/** Issue 22's targets, checked on this checkout's servers (not on the "before" one). */
export const TARGETS = {
  /** Rendered / static request rate, at least. */
  ratio: { home: 0.6, storefront: 0.6, bills: 0.3 },
  /** p99 at 50 connections, under (ms). */
  p99: { home: 150, storefront: 150, bills: 300 },
  /** The server's peak resident memory over the run, at most (MB). */
  rssMB: 300,
} as const;

export type LoadStats = { requests: number; rps: number; p50: number; p99: number; errors: number };
export type PageKey = keyof typeof TARGETS.ratio;
export type PageLoad = {
  key: PageKey;
  name: string;
  path: string;
  rendered: LoadStats;
  staticFile: LoadStats;
};
export type MemorySample = { minute: number; rssMB: number };
export type SideKey = "before-sqlite" | "after-sqlite" | "after-postgres";
export type SideLoad = {
  key: SideKey;
  label: string;
  commit: string;
  pages: PageLoad[];
  formPosts: LoadStats;
  memory: MemorySample[];
  peakRssMB: number;
  memoryVerdict: string;
  loadAverage: string;
};
export type LoadResult = { sides: SideLoad[]; failures: string[] };

const SIDES: { key: SideKey; label: string; before: boolean; postgres: boolean }[] = [
  {
    key: "before-sqlite",
    label: `before (${BEFORE_COMMIT}), SQLite`,
    before: true,
    postgres: false,
  },
  { key: "after-sqlite", label: "now, SQLite", before: false, postgres: false },
  { key: "after-postgres", label: "now, PostgreSQL", before: false, postgres: true },
];

const cleanups = new Cleanups("load");
const withPgAdmin = pgAdmin("load");

/** Stops a server still running, drops the database, removes the worktree. */
export async function cleanUpLoad(): Promise<void> {
  await cleanups.drain();
}

function request(
  agent: http.Agent,
  url: URL,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        agent,
        method: opts.method ?? "GET",
        headers: { "Accept-Encoding": "gzip", ...opts.headers },
      },
      (res) => {
        res.on("data", () => undefined);
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (opts.body) req.end(opts.body);
    else req.end();
  });
}

/** `connections` loops sending `make()` requests back to back for `durationMs`. */
async function load(
  agent: http.Agent,
  make: (i: number) => {
    url: URL;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  },
  opts: { connections: number; durationMs: number; ok: (status: number) => boolean },
): Promise<LoadStats> {
  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  const end = Date.now() + opts.durationMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (Date.now() < end) {
        const r = make(counter++);
        const t0 = performance.now();
        try {
          const status = await request(agent, r.url, r);
          if (!opts.ok(status)) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: Math.round(latencies.length / seconds),
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    errors,
  };
}

function rssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

type PageSpec = { key: PageKey; name: string; path: string; signedIn: boolean };
const PAGES: PageSpec[] = [
  { key: "home", name: "Home", path: "/", signedIn: false },
  { key: "storefront", name: "Storefront", path: "/limrakart", signedIn: false },
  {
    key: "bills",
    name: "Bill list (Old Bills, 25 rows)",
    path: "/billing/old-complaint",
    signedIn: true,
  },
];

/** One page rendered, then the same HTML as a static file of the same server. */
async function loadPage(
  server: CheckoutServer,
  root: string,
  page: PageSpec,
  cookie: string,
  failures: string[],
): Promise<PageLoad> {
  const base = new URL(server.baseUrl);
  const headers: Record<string, string> = page.signedIn ? { Cookie: cookie } : {};
  const res = await fetch(new URL(page.path, base), { headers });
  const html = await res.text();
  if (res.status !== 200) failures.push(`${page.path} answered ${res.status}`);
  // The same HTML as a file the same server sends from build/client (its static middleware).
  const staticDir = path.join(root, "build/client/__bench");
  mkdirSync(staticDir, { recursive: true });
  cleanups.push(async () => rmSync(staticDir, { recursive: true, force: true }));
  writeFileSync(path.join(staticDir, `${page.key}.html`), html);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  try {
    const ok = (s: number) => s === 200;
    const opts = { connections: CONNECTIONS, durationMs: DURATION_MS, ok };
    const make = () => ({ url: new URL(page.path, base), headers });
    // Warm up, then measure each.
    await load(agent, make, { ...opts, durationMs: 2000 });
    const rendered = await load(agent, make, opts);
    const staticUrl = new URL(`/__bench/${page.key}.html`, base);
    const staticFile = await load(agent, () => ({ url: staticUrl }), opts);
    if (rendered.errors) failures.push(`${page.path}: ${rendered.errors} failed requests`);
    return { key: page.key, name: page.name, path: page.path, rendered, staticFile };
  } finally {
    agent.destroy();
  }
}

/** Contact-form posts from many client addresses (each under its rate limit). */
function postForms(server: CheckoutServer): Promise<LoadStats> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  return load(
    agent,
    (i) => ({
      url: new URL("/contact", server.baseUrl),
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: server.baseUrl,
        "X-Forwarded-For": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
      body: new URLSearchParams({
        name: `Load ${i}`,
        email: `load${i}@example.test`,
        phone: "",
        subject: "Visiting cards",
        message: "How much for 500 visiting cards?",
        formToken: crypto.randomUUID(),
      }).toString(),
    }),
    { connections: CONNECTIONS, durationMs: DURATION_MS, ok: (s) => s === 302 || s === 303 },
  ).finally(() => agent.destroy());
}

/** MIXED_MINUTES of mixed load, the server's memory sampled every 10 s. */
async function mixedLoad(server: CheckoutServer, cookie: string) {
  const base = new URL(server.baseUrl);
  const memory: MemorySample[] = [{ minute: 0, rssMB: rssMB(server.pid) }];
  const mixed = [
    () => ({ url: new URL("/", base) }),
    () => ({ url: new URL("/limrakart?q=card", base) }),
    () => ({
      url: new URL("/billing/old-complaint?q=Customer 1", base),
      headers: { Cookie: cookie },
    }),
    () => ({ url: new URL("/gallery", base) }),
  ];
  const started = Date.now();
  const sampler = setInterval(() => {
    memory.push({
      minute: Math.round(((Date.now() - started) / 60_000) * 10) / 10,
      rssMB: rssMB(server.pid),
    });
  }, 10_000);
  const agent = new http.Agent({ keepAlive: true, maxSockets: MIXED_CONNECTIONS });
  await load(agent, (i) => mixed[i % mixed.length]!(), {
    connections: MIXED_CONNECTIONS,
    durationMs: MIXED_MINUTES * 60_000,
    ok: (s) => s === 200,
  }).finally(() => agent.destroy());
  clearInterval(sampler);
  memory.push({ minute: MIXED_MINUTES, rssMB: rssMB(server.pid) });
  return memory;
}

/** A watcher of the server's RSS every 250 ms; its peak so far. */
function rssPeak(pid: number) {
  let peak = rssMB(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMB(pid));
    } catch {
      // the server exited; the run reports why
    }
  }, 250);
  return { peak: () => peak, stop: () => clearInterval(timer) };
}

async function loadSide(
  side: (typeof SIDES)[number],
  root: string,
  failures: string[],
): Promise<SideLoad> {
  const depth = cleanups.depth;
  try {
    const env: Record<string, string> = { TRUST_PROXY: "loopback" };
    if (side.postgres) {
      const name = `limra_bench_load_${Date.now().toString(36)}_${process.pid}`;
      cleanups.push(() =>
        withPgAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
          () => undefined,
        ),
      );
      await withPgAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
      env.DATABASE_URL = pgUrlFor(name);
    }
    console.log(`load: ${side.label}: starting the server, seeding ${SEED_BILLS} bills`);
    // The flags `npm start` runs the server with.
    const server = await startCheckoutServer(root, cleanups, {
      label: "load",
      env,
      nodeArgs: SERVER_NODE_FLAGS,
    });
    const cookie = await seedStaffAndBills(root, server.env, SEED_BILLS);
    const own: string[] = [];
    const watch = rssPeak(server.pid);
    const pages: PageLoad[] = [];
    for (const page of PAGES) pages.push(await loadPage(server, root, page, cookie, own));
    const formPosts = await postForms(server);
    if (formPosts.errors) own.push(`contact posts: ${formPosts.errors} not redirected`);
    const loadAverage = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(", ");
    const memory = await mixedLoad(server, cookie);
    watch.stop();
    const peakRssMB = Math.max(watch.peak(), ...memory.map((m) => m.rssMB));
    // Growth is judged after the first minute (caches and JIT warm up first).
    const afterWarmup = memory.filter((m) => m.minute >= Math.min(1, MIXED_MINUTES / 2));
    const first = afterWarmup[0]?.rssMB ?? 0;
    const last = afterWarmup[afterWarmup.length - 1]?.rssMB ?? 0;
    const grew = last > first * 1.2 + 20;
    const memoryVerdict = `${first} MB after the first minute, ${last} MB at the end: ${
      grew ? "GROWING" : "no growth"
    }`;
    if (grew) own.push(`server memory grew: ${memoryVerdict}`);
    if (!side.before) own.push(...targetMisses(pages, peakRssMB));
    if (own.length && server.stderr()) {
      console.error(`load: ${side.label}: server output:\n${server.stderr().slice(-4000)}`);
    }
    failures.push(...own.map((f) => `${side.label}: ${f}`));
    return {
      key: side.key,
      label: side.label,
      commit: await headOf(root),
      pages,
      formPosts,
      memory,
      peakRssMB,
      memoryVerdict,
      loadAverage,
    };
  } finally {
    await cleanups.run(depth);
  }
}

function targetMisses(pages: PageLoad[], peakRssMB: number): string[] {
  const misses: string[] = [];
  for (const p of pages) {
    const ratio = p.staticFile.rps ? p.rendered.rps / p.staticFile.rps : 0;
    if (ratio < TARGETS.ratio[p.key]) {
      misses.push(`${p.path}: rendered/static ${ratio.toFixed(2)} < ${TARGETS.ratio[p.key]}`);
    }
    if (p.rendered.p99 >= TARGETS.p99[p.key]) {
      misses.push(`${p.path}: p99 ${p.rendered.p99} ms ≥ ${TARGETS.p99[p.key]} ms`);
    }
  }
  if (peakRssMB > TARGETS.rssMB) misses.push(`peak RSS ${peakRssMB} MB > ${TARGETS.rssMB} MB`);
  return misses;
}

export async function runLoadBench(): Promise<LoadResult> {
  const failures: string[] = [];
  const sides: SideLoad[] = [];
  try {
    ensureBuild();
    const before = await prepareCheckout(BEFORE_COMMIT, cleanups, "load");
    for (const side of SIDES) {
      sides.push(await loadSide(side, side.before ? before : ROOT, failures));
      await sleep(1000);
    }
    return { sides, failures };
  } finally {
    await cleanups.drain();
  }
}

const fmt = (n: number) => n.toLocaleString("en-US");

export function loadTable(r: LoadResult): string {
  const rows = r.sides.flatMap((side) =>
    side.pages.map((p) => {
      const ratio = p.staticFile.rps ? (p.rendered.rps / p.staticFile.rps).toFixed(2) : "–";
      const target = side.key === "before-sqlite" ? "" : ` (≥ ${TARGETS.ratio[p.key]})`;
      const p99 = side.key === "before-sqlite" ? "" : ` (< ${TARGETS.p99[p.key]})`;
      return `| ${p.name} (\`${p.path}\`) | ${side.label} | ${fmt(p.rendered.rps)} | ${p.rendered.p50} | ${p.rendered.p99}${p99} | ${fmt(p.staticFile.rps)} | ${p.staticFile.p99} | ${ratio}${target} |`;
    }),
  );
  return [
    "| Page | Server | Rendered req/s | p50 ms | p99 ms (target) | Static file req/s | Static p99 ms | Rendered / static (target) |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.sort(),
  ].join("\n");
}

export function sidesTable(r: LoadResult): string {
  return [
    `| Server | Commit | Contact posts/s (p99 ms) | Peak RSS MB (≤ ${TARGETS.rssMB}) | Memory over the mixed load | Load average |`,
    "|---|---|---|---|---|---|",
    ...r.sides.map(
      (s) =>
        `| ${s.label} | \`${s.commit.replace(/\|/g, "/")}\` | ${fmt(s.formPosts.rps)} (${s.formPosts.p99}) | ${s.peakRssMB} | ${s.memoryVerdict} | ${s.loadAverage} |`,
    ),
  ].join("\n");
}

export function memoryTable(r: LoadResult): string {
  const minutes = r.sides[0]?.memory ?? [];
  const picks = minutes
    .map((m, i) => ({ m, i }))
    .filter(
      ({ m, i }) =>
        i === 0 || i === minutes.length - 1 || Math.abs(m.minute - Math.round(m.minute)) < 0.09,
    )
    .map(({ i }) => i);
  return [
    `| Minute | ${r.sides.map((s) => `RSS MB, ${s.label}`).join(" | ")} |`,
    `|---|${r.sides.map(() => "---").join("|")}|`,
    ...picks.map(
      (i) =>
        `| ${minutes[i]!.minute} | ${r.sides.map((s) => s.memory[i]?.rssMB ?? "–").join(" | ")} |`,
    ),
  ].join("\n");
}
