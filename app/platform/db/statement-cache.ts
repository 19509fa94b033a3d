import type { SqliteDatabase, SqliteStatement } from "kysely";

/** Statements kept per connection: every query the app writes, with room for `in (…)` variants. */
export const STATEMENT_CACHE_SIZE = 256;

type Statement = SqliteStatement & { readonly busy?: boolean };
type Database = { prepare(sql: string): Statement; close(): void };

/** What the cache did since it was opened (tests, the bench). */
export type StatementCacheStats = { prepared: number; reused: number; size: number };

export type CachedStatements = SqliteDatabase & { stats(): StatementCacheStats };

/**
 * The SQLite connection as Kysely's driver sees it, with its prepared statements kept by SQL text
 * (decision 080). Kysely's SqliteDriver prepares every query it runs, and better-sqlite3's
 * prepare parses and plans the SQL again each time: a page's few queries cost more to prepare
 * than to run. Here the same text gets the same statement back, the least recently used one is
 * dropped past `size`, a statement still being iterated is never handed out twice (a fresh one
 * is prepared for the second use). A kept statement whose tables a migration changed since is
 * prepared again by SQLite itself on its next run (sqlite3_prepare_v2), so it sees the change.
 */
export function cacheStatements(
  database: Database,
  size: number = STATEMENT_CACHE_SIZE,
): CachedStatements {
  const statements = new Map<string, Statement>();
  let prepared = 0;
  let reused = 0;
  return {
    prepare(sql: string): Statement {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        reused++;
        // Most recently used last: Map keeps insertion order.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      prepared++;
      if (kept) return statement;
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
    close(): void {
      statements.clear();
      database.close();
    },
    stats: () => ({ prepared, reused, size: statements.size }),
  };
}
