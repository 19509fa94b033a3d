import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createUser, sessionCookieFor } from "../../tests/e2e/harness";
import { CLIENT_DIR } from "../build-if-stale";
import { percentile } from "./common";
import { startBenchApp, type RunningApp } from "./server";

/**
 * Load on the production server (`npm run bench -- --only load`): the server-rendered home page,
 * LimraKart's storefront and the staff's bill list under 50 concurrent keep-alive connections,
 * each compared in the same run with the same HTML served as a static file by the same server
 * (the ratio is the figure: what rendering costs over sending bytes); public form posts per
 * second (the contact form: a row, a notification and an outbox e-mail per post); and the
 * server's memory over LOAD_MINUTES (default 10) of mixed load, sampled every 10 s.
 */

export const CONNECTIONS = 50;
export const DURATION_MS = Number(process.env.LOAD_SECONDS ?? 10) * 1000;
export const MIXED_MINUTES = Number(process.env.LOAD_MINUTES ?? 10);
export const MIXED_CONNECTIONS = 10;
export const SEED_BILLS = 2_000;

export type LoadStats = { requests: number; rps: number; p50: number; p99: number; errors: number };
export type PageLoad = { name: string; path: string; rendered: LoadStats; staticFile: LoadStats };
export type MemorySample = { minute: number; rssMB: number };
export type LoadResult = {
  pages: PageLoad[];
  formPosts: LoadStats;
  memory: MemorySample[];
  memoryVerdict: string;
  loadAverage: string;
  failures: string[];
};

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function request(
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
          const status = await request(r.url, r);
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

async function seedBills(staffId: string): Promise<void> {
  const { billSchema, createBill } = await import("../../app/billing/bills/bills.server");
  for (let i = 0; i < SEED_BILLS; i++) {
    await createBill(
      billSchema.parse({
        customerName: `Customer ${i}`,
        customerPhone: "9876543210",
        customerAddress: "Tirunelveli",
        particulars: `Visiting cards, ${i} nos`,
        amount: String(100 + (i % 900)),
        discount: "",
        advance: i % 3 === 0 ? "50" : "",
        received: "",
      }),
      staffId,
    );
  }
}

export async function runLoadBench(): Promise<LoadResult> {
  const failures: string[] = [];
  const app: RunningApp = await startBenchApp({
    env: { TRUST_PROXY: "loopback", LOG_LEVEL: "warn" },
  });
  const staticDir = path.join(CLIENT_DIR, "__bench");
  try {
    const staff = await createUser("staff");
    const cookie = (await sessionCookieFor(staff.id)).header;
    await seedBills(staff.id);
    const base = new URL(app.baseUrl);
    const pages: { name: string; path: string; headers: Record<string, string> }[] = [
      { name: "Home", path: "/", headers: {} },
      { name: "Storefront", path: "/limrakart", headers: {} },
      {
        name: "Bill list (Old Bills, 25 rows)",
        path: "/billing/old-complaint",
        headers: { Cookie: cookie },
      },
    ];
    // The same HTML as files the same server sends from build/client (express.static).
    mkdirSync(staticDir, { recursive: true });
    const results: PageLoad[] = [];
    for (const [i, page] of pages.entries()) {
      const res = await fetch(new URL(page.path, base), { headers: page.headers });
      const html = await res.text();
      if (res.status !== 200) failures.push(`${page.path} answered ${res.status}`);
      writeFileSync(path.join(staticDir, `page-${i}.html`), html);
      const ok = (s: number) => s === 200;
      // Warm up both, then measure each.
      await load(() => ({ url: new URL(page.path, base), headers: page.headers }), {
        connections: CONNECTIONS,
        durationMs: 2000,
        ok,
      });
      const rendered = await load(
        () => ({ url: new URL(page.path, base), headers: page.headers }),
        {
          connections: CONNECTIONS,
          durationMs: DURATION_MS,
          ok,
        },
      );
      const staticFile = await load(() => ({ url: new URL(`/__bench/page-${i}.html`, base) }), {
        connections: CONNECTIONS,
        durationMs: DURATION_MS,
        ok,
      });
      if (rendered.errors) failures.push(`${page.path}: ${rendered.errors} failed requests`);
      results.push({ name: page.name, path: page.path, rendered, staticFile });
    }

    // Form posts: the contact form from many client addresses (each under its rate limit).
    const formPosts = await load(
      (i) => ({
        url: new URL("/contact", base),
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: app.baseUrl,
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
    );
    if (formPosts.errors) failures.push(`contact posts: ${formPosts.errors} not redirected`);

    // Mixed load for MIXED_MINUTES, memory sampled every 10 s.
    const memory: MemorySample[] = [{ minute: 0, rssMB: rssMB(app.pid) }];
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
        rssMB: rssMB(app.pid),
      });
    }, 10_000);
    await load((i) => mixed[i % mixed.length]!(), {
      connections: MIXED_CONNECTIONS,
      durationMs: MIXED_MINUTES * 60_000,
      ok: (s) => s === 200,
    });
    clearInterval(sampler);
    memory.push({ minute: MIXED_MINUTES, rssMB: rssMB(app.pid) });
    // Growth is judged after the first minute (caches and JIT warm up first).
    const afterWarmup = memory.filter((m) => m.minute >= Math.min(1, MIXED_MINUTES / 2));
    const first = afterWarmup[0]?.rssMB ?? 0;
    const last = afterWarmup[afterWarmup.length - 1]?.rssMB ?? 0;
    const grew = last > first * 1.2 + 20;
    const memoryVerdict = `${first} MB after the first minute, ${last} MB at the end, peak ${Math.max(
      ...memory.map((m) => m.rssMB),
    )} MB: ${grew ? "GROWING" : "no growth"}`;
    if (grew) failures.push(`server memory grew: ${memoryVerdict}`);
    return {
      pages: results,
      formPosts,
      memory,
      memoryVerdict,
      loadAverage: os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(", "),
      failures,
    };
  } finally {
    rmSync(staticDir, { recursive: true, force: true });
    agent.destroy();
    await app.stop();
  }
}

const fmt = (n: number) => n.toLocaleString("en-US");

export function loadTable(r: LoadResult): string {
  const rows = r.pages.map((p) => {
    const ratio = p.staticFile.rps ? (p.rendered.rps / p.staticFile.rps).toFixed(2) : "–";
    return `| ${p.name} (\`${p.path}\`) | ${fmt(p.rendered.rps)} | ${p.rendered.p50} | ${p.rendered.p99} | ${fmt(p.staticFile.rps)} | ${p.staticFile.p50} | ${p.staticFile.p99} | ${ratio} |`;
  });
  return [
    "| Page | Rendered req/s | p50 ms | p99 ms | Static file req/s | p50 ms | p99 ms | Rendered / static |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

export function memoryTable(r: LoadResult): string {
  const picks = r.memory.filter(
    (m, i) =>
      i === 0 || i === r.memory.length - 1 || Math.abs(m.minute - Math.round(m.minute)) < 0.09,
  );
  return [
    "| Minute | Server RSS (MB) |",
    "|---|---|",
    ...picks.map((m) => `| ${m.minute} | ${m.rssMB} |`),
  ].join("\n");
}
