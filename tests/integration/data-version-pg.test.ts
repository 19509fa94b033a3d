import { sql } from "kysely";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/platform/db/db.server";
import { isPostgres } from "~/platform/db/dialect";
import { getEnv } from "~/platform/env.server";
import { pruneDataWrites } from "~/platform/page-cache/pg-data-version.server";
import { allDataVersion, UNTRACKED_TABLES } from "~/platform/page-cache/public-version.server";
import { createPgDatabase, dropPgDatabase, pgUrlFor } from "./db-harness";

/**
 * PostgreSQL's per-database version of all the data (docs/decisions/097): moved by a committed
 * write to a tracked table of this database by any connection, at once (no notification to wait
 * for); not by an uncommitted or rolled-back one, nor by any write in another database of the
 * same cluster; every table but the untracked ones is tracked; pruning never brings back a
 * version already seen.
 */
const onPg = isPostgres(getDb());
const version = () => allDataVersion(getDb());
const counter = `pg-version-${Date.now()}`;

/** A connection of its own to `url` (a script, psql, a second server), for `fn`. */
async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

describe.runIf(onPg)("PostgreSQL: the data version is this database's own", () => {
  const other = `${new URL(getEnv().DATABASE_URL).pathname.slice(1)}_other`;
  beforeAll(async () => {
    await createPgDatabase(other);
    await getDb().insertInto("counters").values({ name: counter, value: 0 }).execute();
  });
  afterAll(() => dropPgDatabase(other));

  it("tracks every table but the untracked ones", async () => {
    const { rows } = await sql<{ name: string; tracked: boolean }>`
      select t.tablename as name, exists (
        select 1 from pg_trigger g
        where g.tgrelid = format('%I.%I', t.schemaname, t.tablename)::regclass
          and g.tgname = t.tablename || '_data_write'
      ) as tracked
      from pg_tables t where t.schemaname = current_schema()
    `.execute(getDb());
    const internal = new Set(["data_writes", "kysely_migration", "kysely_migration_lock"]);
    const wrong = rows.filter(
      (r) => !internal.has(r.name) && r.tracked === UNTRACKED_TABLES.has(r.name),
    );
    // A table here needs trackDataWrites (db/migrations/support.ts) in its migration, or its
    // trigger dropped if it was added to UNTRACKED_TABLES.
    expect(wrong.map((r) => r.name)).toEqual([]);
    expect(rows.length).toBeGreaterThan(30);
  });

  it("stays for writes in another database, and for untracked tables", async () => {
    const before = await version();
    await withClient(pgUrlFor(other), async (c) => {
      await c.query("create table if not exists elsewhere (n int)");
      await c.query("insert into elsewhere values (1)");
    });
    await sql`update sessions set updated_at = updated_at where id = 'none'`.execute(getDb());
    expect(await version()).toBe(before);
  });

  it("moves at the commit of another connection's write, not before, not on a rollback", async () => {
    const before = await version();
    await withClient(getEnv().DATABASE_URL, async (c) => {
      await c.query("begin");
      await c.query("update counters set value = 1 where name = $1", [counter]);
      expect(await version()).toBe(before); // not yet committed
      await c.query("rollback");
      expect(await version()).toBe(before);
      await c.query("begin");
      await c.query("update counters set value = 2 where name = $1", [counter]);
      await c.query("update counters set value = 3 where name = $1", [counter]);
      await c.query("commit");
    });
    const after = await version(); // at once: no notification to wait for
    expect(after).not.toBe(before);
    await sql`update counters set value = 4 where name = ${counter}`.execute(getDb());
    expect(await version()).not.toBe(after);
  });

  describe("callers who ask at once share a read begun after they asked (decision 107)", () => {
    afterEach(() => vi.restoreAllMocks());

    /**
     * Holds the answer of every version read sent while `held` is open (the read has run on the
     * server, its snapshot taken, its answer not yet handed back), and counts the reads.
     */
    function holdVersionReads() {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let reads = 0;
      const original = pg.Client.prototype.query;
      vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (
        this: pg.Client,
        ...args: unknown[]
      ) {
        const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string }).text;
        const result = (original as (...a: unknown[]) => unknown).apply(this, args);
        if (!text?.includes("from data_writes") || !(result instanceof Promise)) return result;
        reads += 1;
        return result.then(async (answer: unknown) => (await held, answer));
      } as typeof original);
      return { release, reads: () => reads };
    }

    it("a caller who asks after a commit, while an older read is under way, gets a newer version", async () => {
      const before = await version();
      const reads = holdVersionReads();
      const first = version(); // sent now: its snapshot predates the commit below
      await new Promise((resolve) => setTimeout(resolve, 50));
      await withClient(getEnv().DATABASE_URL, (c) =>
        c.query("update counters set value = value + 1 where name = $1", [counter]),
      );
      const second = version(); // asked after the commit, while the first read is held
      reads.release();
      expect(await first).toBe(before);
      expect(await second).not.toBe(before);
    });

    it("fifty callers at once cost two reads", async () => {
      const reads = holdVersionReads();
      const first = version();
      const others = Array.from({ length: 49 }, () => version());
      reads.release();
      const versions = await Promise.all([first, ...others]);
      expect(reads.reads()).toBe(2);
      expect(new Set(versions.slice(1)).size).toBe(1);
    });
  });

  it("pruning keeps the newest row and never repeats a version", async () => {
    const seen = new Set([await version()]);
    for (let i = 0; i < 5; i++) {
      await sql`update counters set value = ${10 + i} where name = ${counter}`.execute(getDb());
      seen.add(await version());
    }
    expect(seen.size).toBe(6);
    expect(await pruneDataWrites(getDb())).toBeGreaterThan(0);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from data_writes`.execute(
      getDb(),
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    const pruned = await version();
    expect(seen.has(pruned)).toBe(false);
    seen.add(pruned);
    await sql`update counters set value = 20 where name = ${counter}`.execute(getDb());
    expect(seen.has(await version())).toBe(false);
  });

  it("emptied from outside (db:copy clears it), keeps nothing until a write adds a row", async () => {
    await sql`delete from data_writes`.execute(getDb());
    const first = await version();
    expect(await version()).not.toBe(first);
    await sql`update counters set value = 30 where name = ${counter}`.execute(getDb());
    const written = await version();
    expect(await version()).toBe(written);
  });
});
