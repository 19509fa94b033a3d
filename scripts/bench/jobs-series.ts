import type { RunningApp } from "../../tests/e2e/harness";
import { BROWSER_HEADERS } from "./bills";
import type { Modules } from "./customers";

/**
 * The jobs bench's helpers beside scale.ts's `single` (scripts/bench/jobs.ts): the server's own
 * times from its access log, one GET as a browser sends it, and the write after which every kept
 * page is old (`single` with it as `before` measures a page after a write, decision 105).
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
