/* eslint-disable @typescript-eslint/no-explicit-any -- copies tables of any shape */
import SQLite from "better-sqlite3";
import { type Kysely, sql } from "kysely";
import { createDb, parseDatabaseUrl } from "./db.server";
import { migrateToLatest } from "./migrate.server";
import type { Database } from "./schema";

/**
 * `npm run db:copy -- --from file:data/app.db --to postgres://…`: moves the business from the
 * embedded SQLite file to PostgreSQL. The target must be empty; it is migrated to the same schema,
 * the rows the migrations seed are removed, and every table is copied in foreign-key order in one
 * transaction (all or nothing). SQLite's 0/1 flags become booleans where PostgreSQL has booleans.
 */

const BATCH = 500;
const SKIP = new Set(["kysely_migration", "kysely_migration_lock"]);

export type CopyReport = { table: string; rows: number }[];

/** Tables ordered so that every table comes after the tables it references. */
function tablesInDependencyOrder(source: SQLite.Database): string[] {
  const tables = (
    source
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .all() as { name: string }[]
  )
    .map((t) => t.name)
    .filter((n) => !SKIP.has(n));
  const deps = new Map<string, Set<string>>();
  for (const t of tables) {
    const fks = source.prepare(`pragma foreign_key_list("${t.replace(/"/g, '""')}")`).all() as {
      table: string;
    }[];
    deps.set(t, new Set(fks.map((f) => f.table).filter((x) => x !== t)));
  }
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (t: string, path: Set<string>) => {
    if (seen.has(t)) return;
    if (path.has(t)) throw new Error(`Foreign-key cycle through ${t}`);
    path.add(t);
    for (const d of deps.get(t) ?? []) if (deps.has(d)) visit(d, path);
    path.delete(t);
    seen.add(t);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

export async function copySqliteToPostgres(opts: {
  from: string;
  to: string;
  onProgress?: (table: string, rows: number) => void;
}): Promise<CopyReport> {
  const source = parseDatabaseUrl(opts.from);
  const target = parseDatabaseUrl(opts.to);
  if (source.kind !== "sqlite") throw new Error("--from must be the SQLite file (file:…)");
  if (target.kind !== "postgres") throw new Error("--to must be a postgres:// URL");
  const sqlite = new SQLite(source.file, { readonly: true, fileMustExist: true });
  const pg = createDb(target.url) as Kysely<any>;
  try {
    const { rows: existing } = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_tables where schemaname = 'public'`.execute(pg);
    if ((existing[0]?.n ?? 0) > 0) {
      throw new Error("The PostgreSQL database is not empty: copy into an empty database.");
    }
    await migrateToLatest(pg as Kysely<Database>);
    const order = tablesInDependencyOrder(sqlite);
    const columnTypes = new Map<string, Map<string, string>>();
    for (const t of await pg.introspection.getTables()) {
      columnTypes.set(t.name, new Map(t.columns.map((c) => [c.name, c.dataType])));
    }
    const report: CopyReport = [];
    // A consistent read of the source while the copy runs.
    sqlite.exec("begin");
    await pg.transaction().execute(async (trx) => {
      // The rows come as they are, the sales report's summaries and marks too: the triggers that
      // mark a written record's days (migration 0036, decision 083) stay off until the end.
      for (const table of columnTypes.keys()) {
        await sql`alter table ${sql.table(table)} disable trigger user`.execute(trx);
      }
      // Remove what the migrations seeded, children first.
      for (const table of [...order].reverse()) {
        if (columnTypes.has(table)) await trx.deleteFrom(table).execute();
      }
      for (const table of order) {
        const types = columnTypes.get(table);
        if (!types) throw new Error(`Table ${table} is not in the PostgreSQL schema`);
        let copied = 0;
        // Keyset pages by rowid: never the whole table in memory, and no SQLite statement left
        // open across the awaits of the inserts.
        const page = sqlite.prepare(
          `select rowid as "__rowid", * from "${table.replace(/"/g, '""')}" where rowid > ? order by rowid limit ${BATCH}`,
        );
        let last = -Infinity;
        for (;;) {
          const rows = page.all(last) as Record<string, unknown>[];
          if (rows.length === 0) break;
          const batch = rows.map((row) => {
            const converted: Record<string, unknown> = {};
            for (const [column, value] of Object.entries(row)) {
              if (column === "__rowid") continue;
              const type = types.get(column);
              if (!type) {
                throw new Error(`Column ${table}.${column} is not in the PostgreSQL schema`);
              }
              converted[column] =
                type === "bool" && typeof value === "number" ? value !== 0 : value;
            }
            return converted;
          });
          last = Number(rows[rows.length - 1]!.__rowid);
          await trx.insertInto(table).values(batch).execute();
          copied += batch.length;
          opts.onProgress?.(table, copied);
        }
        report.push({ table, rows: copied });
      }
      for (const table of columnTypes.keys()) {
        await sql`alter table ${sql.table(table)} enable trigger user`.execute(trx);
      }
    });
    sqlite.exec("commit");
    return report;
  } finally {
    if (sqlite.inTransaction) sqlite.exec("rollback");
    sqlite.close();
    await pg.destroy();
  }
}
