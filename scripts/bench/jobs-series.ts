import { readdirSync, readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import type { RunningApp } from "../../tests/e2e/harness";
import { BROWSER_HEADERS } from "./bills";
import { hostState, percentile } from "./common";
import type { Modules } from "./customers";
import { SINGLE_REQUESTS, SINGLE_WARMUP, type SingleStats } from "./scale";

/**
 * The jobs bench's series beside scale.ts's `single` (scripts/bench/jobs.ts): the server's own
 * times from its access log, and the page after a write (decision 105) for the pages the page
 * cache keeps, where the same URL asked again is otherwise served from memory.
 */

/**
 * The server's own time (its access log's `ms`: from the request's arrival to the response's
 * last byte handed to the socket) of the last `n` GETs of `pathname`, ascending. The log writes
 * its lines in batches up to 25 ms late (decision 079), hence the pause; it writes a status
 * link's token as `[secret]`.
 */
export async function serverTimes(app: RunningApp, pathname: string, n: number): Promise<number[]> {
  await new Promise((resolve) => setTimeout(resolve, 200));
  const logged = pathname.replace(/^\/r\/[^/]+/, "/r/[secret]");
  const times = app
    .stdout()
    .split("\n")
    .flatMap((line) => {
      try {
        const e = JSON.parse(line) as {
          message?: string;
          method?: string;
          path?: string;
          ms?: number;
        };
        return e.message === "request" && e.method === "GET" && e.path === logged ? [e.ms!] : [];
      } catch {
        return [];
      }
    });
  if (times.length < n) throw new Error(`jobs: only ${times.length} log lines for ${pathname}`);
  return times.slice(-n).sort((a, b) => a - b);
}

/** CPU time of every thread of process `pid` so far, ms (/proc/<pid>/task/<tid>/schedstat). */
function processCpuMs(pid: number): number {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // The thread ended meanwhile.
    }
  }
  return ns / 1e6;
}

/** One GET as a browser sends it: its status and what the page cache said (`x-page-cache`). */
export async function fetchPage(app: RunningApp, path: string, cookie: string) {
  const request = () =>
    fetch(`${app.baseUrl}${path}`, {
      headers: { ...BROWSER_HEADERS, Cookie: cookie },
      redirect: "manual",
    });
  // A kept-alive connection the server closed while this process was busy fails once.
  const res = await request().catch(() => request());
  await res.arrayBuffer();
  return { status: res.status, cache: res.headers.get("x-page-cache") };
}

/**
 * A write by another connection (the bench's own handle) to a tracked table, `counters`: after
 * it every kept staff page is old (decisions 087, 097), on SQLite and on PostgreSQL alike (a
 * write to an untracked table such as `rate_limits` moves PostgreSQL's version not at all).
 */
export function trackedWrite(m: Modules): () => Promise<void> {
  let n = 0;
  return async () => {
    n += 1;
    await m.db
      .getDb()
      .insertInto("counters")
      .values({ name: "bench:jobs-miss", value: n })
      .onConflict((oc) => oc.column("name").doUpdateSet({ value: n }))
      .execute();
  };
}

/**
 * The single client again (SINGLE_WARMUP unmeasured, SINGLE_REQUESTS measured), with `write`
 * before each request, so each is rendered: every answer must be a 200 and a cache miss.
 */
export async function missSeries(
  app: RunningApp,
  path: string,
  cookie: string,
  write: () => Promise<void>,
): Promise<SingleStats> {
  const times: number[] = [];
  const host = hostState();
  let cpuStart = 0;
  for (let i = 0; i < SINGLE_WARMUP + SINGLE_REQUESTS; i++) {
    await write();
    if (i === SINGLE_WARMUP) cpuStart = processCpuMs(app.pid);
    const t0 = performance.now();
    const { status, cache } = await fetchPage(app, path, cookie);
    if (status !== 200) throw new Error(`jobs: GET ${path} after a write answered ${status}`);
    if (cache !== "miss") throw new Error(`jobs: GET ${path} after a write was a ${cache}`);
    if (i >= SINGLE_WARMUP) times.push(performance.now() - t0);
  }
  const cpuMs = (processCpuMs(app.pid) - cpuStart) / times.length;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    cpuMs,
    requests: times.length,
    host,
  };
}
