import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, sql } from "kysely";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { loader } from "~/billing/customers/routes/customers";
import { getDb, openSqlite } from "~/platform/db/db.server";
import { ImmediateSqliteDialect } from "~/platform/db/dialect";
import { cacheStatements, STATEMENT_CACHE_SIZE } from "~/platform/db/statement-cache";
import { signedIn } from "../factories";
import { callRoute, getRequest } from "./route-harness";

/**
 * The SQLite connection's prepared statements, kept by SQL text (decision 080): a query's text is
 * prepared once and its statement reused, by later requests too; the cache stays within its
 * size; results are those of a fresh statement; a schema change (as a migration makes) is seen
 * by the next query; a statement still being read is not handed out twice. SQLite only (the
 * PostgreSQL pass skips these, visibly).
 */
const sqliteOnly = describe.skipIf(process.env.TEST_DIALECT === "postgres");

const dir = mkdtempSync(path.join(tmpdir(), "statement-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** A database file of its own, with the cache of `size` statements. */
function scratch(size: number) {
  const raw = openSqlite(path.join(dir, `${Math.random().toString(36).slice(2)}.db`));
  const cached = cacheStatements(raw, size);
  type T = { t: { id: number; name: string; note?: string | null } };
  const db = new Kysely<T>({ dialect: new ImmediateSqliteDialect({ database: cached }) });
  return { raw, cached, db };
}

sqliteOnly("SQLite prepared-statement cache", () => {
  it("prepares a page's queries once: a second request reuses every statement", async () => {
    const { cookie } = await signedIn("staff", "Cache Staff");
    const prepare = vi.spyOn(SQLite.prototype, "prepare");
    const first = await callRoute(loader, getRequest("/billing/customers", { cookie }));
    expect(first.status).toBe(200);
    expect(prepare).toHaveBeenCalled();
    prepare.mockClear();
    const second = await callRoute(loader, getRequest("/billing/customers", { cookie }));
    expect(second.status).toBe(200);
    expect(second.data).toEqual(first.data);
    expect(prepare).not.toHaveBeenCalled();
  });

  it("gives the same rows as a fresh statement, whatever the parameters", async () => {
    const db = getDb();
    const pick = (v: string, n: number) =>
      sql<{ v: string; n: number }>`select ${v} as v, 1 + ${n} as n`.execute(db);
    await pick("w", 0);
    const prepare = vi.spyOn(SQLite.prototype, "prepare");
    const rows = [];
    for (const [v, n] of [
      ["x", 1],
      ["y", 2],
      ["x", 1],
    ] as const)
      rows.push((await pick(v, n)).rows);
    expect(rows).toEqual([[{ v: "x", n: 2 }], [{ v: "y", n: 3 }], [{ v: "x", n: 2 }]]);
    expect(prepare).not.toHaveBeenCalled();
  });

  it("keeps at most its size, dropping the least recently used", async () => {
    expect(STATEMENT_CACHE_SIZE).toBeGreaterThan(0);
    const { cached, db } = scratch(3);
    const run = (n: number) => sql.raw(`select ${n} as n`).execute(db);
    for (const n of [1, 2, 3]) await run(n);
    await run(1); // 1 is now the most recently used; 2 the least
    await run(4); // 2 goes
    expect(cached.stats()).toEqual({ prepared: 4, reused: 1, size: 3 });
    await run(1);
    await run(3);
    await run(4);
    expect(cached.stats()).toEqual({ prepared: 4, reused: 4, size: 3 });
    await run(2);
    expect(cached.stats()).toEqual({ prepared: 5, reused: 4, size: 3 });
    for (let n = 10; n < 60; n++) await run(n);
    expect(cached.stats().size).toBe(3);
    await db.destroy();
  });

  it("sees a schema change: a kept `select *` returns the added column", async () => {
    const { cached, db } = scratch(10);
    await db.schema
      .createTable("t")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("name", "text")
      .execute();
    await db.insertInto("t").values({ id: 1, name: "one" }).execute();
    const all = () => db.selectFrom("t").selectAll().orderBy("id").execute();
    expect(await all()).toEqual([{ id: 1, name: "one" }]);
    expect(await all()).toEqual([{ id: 1, name: "one" }]);
    expect(cached.stats().reused).toBe(1);
    await db.schema.alterTable("t").addColumn("note", "text").execute();
    await db.updateTable("t").set({ note: "later" }).execute();
    expect(await all()).toEqual([{ id: 1, name: "one", note: "later" }]);
    await db.schema.dropTable("t").execute();
    await expect(all()).rejects.toThrow(/no such table/);
    await db.destroy();
  });

  it("hands a statement still being read to no one else", () => {
    const { cached, raw } = scratch(10);
    raw.exec("create table t (id integer primary key); insert into t values (1), (2), (3);");
    const text = "select id from t order by id";
    const outer = cached.prepare(text);
    const seen: unknown[] = [];
    for (const row of outer.iterate([])) {
      // The same text while the first statement is mid-way: another statement, read to the end.
      const inner = cached.prepare(text);
      expect(inner).not.toBe(outer);
      seen.push([row, inner.all([]).length]);
    }
    expect(seen).toEqual([
      [{ id: 1 }, 3],
      [{ id: 2 }, 3],
      [{ id: 3 }, 3],
    ]);
    expect(cached.prepare(text)).toBe(outer);
    cached.close();
  });
});
