import os from "node:os";
import pg from "pg";

/**
 * What the benchmark parts share: the PostgreSQL server they create their databases on, a stack
 * of clean-up steps that also runs when the run is interrupted (index.ts calls `drain()` from its
 * signal handler), the nearest-rank percentile of a sorted list and a count as the reports print
 * it.
 */

/** The PostgreSQL server the bench creates its databases on (any database there, for admin). */
export const PG_ADMIN_URL =
  process.env.BENCH_PG_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";

export function pgUrlFor(database: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A function running `fn` with an admin connection; `label` names the part in its errors. */
export function pgAdmin(label: string) {
  return async function withPgAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({
      connectionString: PG_ADMIN_URL,
      connectionTimeoutMillis: 5_000,
    });
    try {
      await client.connect();
    } catch (error) {
      throw new Error(
        `${label}: cannot connect to PostgreSQL at ${new URL(PG_ADMIN_URL).host} (${String(error)}); ` +
          "start it or point BENCH_PG_URL at a server where the user may create databases",
        { cause: error },
      );
    }
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
}

/** Clean-up steps (stop a server, remove a folder, drop a database), run last-in first-out. */
export class Cleanups {
  readonly #steps: (() => Promise<void>)[] = [];
  /** Steps under way (a signal can arrive while the run's own clean-up is running). */
  readonly #running = new Set<Promise<void>>();
  constructor(readonly label: string) {}

  push(step: () => Promise<void>): void {
    this.#steps.push(step);
  }

  /** How many steps are waiting: `run(depth)` later undoes only what came after. */
  get depth(): number {
    return this.#steps.length;
  }

  /** Runs the steps added after `until`, newest first; a failing step is reported, not thrown. */
  async run(until = 0): Promise<void> {
    while (this.#steps.length > until) {
      const step = this.#steps.pop()!;
      const done = step().catch((error: unknown) => {
        console.error(`${this.label}: clean-up step failed: ${String(error)}`);
      });
      this.#running.add(done);
      try {
        await done;
      } finally {
        this.#running.delete(done);
      }
    }
  }

  /** Everything, including steps another caller is running now. */
  async drain(): Promise<void> {
    while (this.#steps.length || this.#running.size) {
      await Promise.allSettled([...this.#running]);
      await this.run();
    }
  }
}

/** A count as the report prints it: "100,000". */
export const thousands = (n: number) => n.toLocaleString("en-US");

/** The nearest-rank percentile `p` (0–100) of an ascending list; NaN for an empty one. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

/**
 * The host as it is when a figure is measured (issue 37: every figure is printed beside it, so a
 * slow host is told apart from a slow change): a CPU figure, a fixed piece of JavaScript work
 * (a 64 KB JSON document written and read back) timed on this thread — round trips per second,
 * higher is faster; on one quiet AMD EPYC core about 3,500 — and the 1-minute load average over
 * the number of cores.
 */
export type HostState = { cpuIndex: number; load1: number; cores: number };

const HOST_DOC = JSON.stringify(
  Array.from({ length: 800 }, (_, i) => ({
    id: i,
    name: `Customer ${i}`,
    paise: i * 1_013,
    ok: i % 3 === 0,
  })),
);

export function hostState(): HostState {
  const rounds = 200;
  const start = process.hrtime.bigint();
  let sink = 0;
  for (let i = 0; i < rounds; i++) sink += JSON.stringify(JSON.parse(HOST_DOC)).length;
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (sink === 0) throw new Error("hostState: no work done");
  return {
    cpuIndex: Math.round((rounds * 1000) / ms),
    load1: os.loadavg()[0]!,
    cores: os.cpus().length,
  };
}

/** "host CPU 1,480, load 1.6/2" — what is printed beside a figure. */
export function hostText(h: HostState): string {
  return `host CPU ${h.cpuIndex.toLocaleString("en-IN")}, load ${h.load1.toFixed(1)}/${h.cores}`;
}

/** The host states of several measurements as one text: "host CPU 1,210–1,480, load 1.6–2.3/2". */
export function hostRangeText(states: HostState[]): string {
  if (!states.length) return "host not measured";
  const range = (values: number[], f: (n: number) => string) => {
    const lo = f(Math.min(...values));
    const hi = f(Math.max(...values));
    return lo === hi ? lo : `${lo}–${hi}`;
  };
  const cpu = range(
    states.map((s) => s.cpuIndex),
    (n) => n.toLocaleString("en-IN"),
  );
  const load = range(
    states.map((s) => s.load1),
    (n) => n.toFixed(1),
  );
  return `host CPU ${cpu}, load ${load}/${states[0]!.cores}`;
}

/**
 * The CPU a process has used so far, in clock ticks (user + system, all its threads), from the
 * text of /proc/<pid>/stat. The command name (field 2) is in parentheses and may itself hold
 * spaces or parentheses, so the fields are counted from the last ")": utime and stime are fields
 * 14 and 15 of the line.
 */
export function cpuTicksFromStat(stat: string): number {
  const close = stat.lastIndexOf(")");
  if (close < 0) throw new Error(`not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  // After ") " come field 3 (state) onwards: utime is field 14, the 12th of these.
  const fields = stat
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isInteger(utime) || !Number.isInteger(stime)) {
    throw new Error(`no utime/stime in /proc/<pid>/stat: ${stat.slice(0, 80)}`);
  }
  return utime + stime;
}

/** The median of some runs' figures (the mean of the middle two for an even count) and their range. */
export function medianSpread(values: number[]): { median: number; min: number; max: number } {
  if (!values.length) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}
