import os from "node:os";
import pg from "pg";

/**
 * What the benchmark parts share: the PostgreSQL server they create their databases on, a stack
 * of clean-up steps that also runs when the run is interrupted (index.ts calls `drain()` from its
 * signal handler), and the nearest-rank percentile of a sorted list.
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
