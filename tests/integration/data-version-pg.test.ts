import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
