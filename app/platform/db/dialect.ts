/* eslint-disable @typescript-eslint/no-explicit-any -- works on any database shape (migrations and app) */
import {
  type ColumnDataType,
  type Kysely,
  PostgresAdapter,
  type Expression,
  sql,
  type DatabaseConnection,
  SqliteDialect,
  SqliteDriver,
  type SqliteDialectConfig,
  type Driver,
  CompiledQuery,
} from "kysely";

/** True when the Kysely instance talks to PostgreSQL (else it is SQLite). */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Column types that differ between the two databases. Migrations use these so the same
 * migration builds the same logical schema on SQLite and PostgreSQL.
 */
export function columnTypes(db: Kysely<any>) {
  const pg = isPostgres(db);
  return {
    /** A UTC timestamp: timestamptz on PostgreSQL, ISO-8601 text on SQLite. */
    timestamp: (pg ? "timestamptz" : "text") as ColumnDataType,
    /** The auth library's booleans: boolean on PostgreSQL, 0/1 integer on SQLite. */
    authBoolean: (pg ? "boolean" : "integer") as ColumnDataType,
    bigint: "bigint" as ColumnDataType,
  };
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** `lower(column)` for case-insensitive comparisons that work on both databases. */
export function lower(column: Expression<string>) {
  return sql<string>`lower(${column})`;
}

class ImmediateSqliteDriver extends SqliteDriver {
  // Write transactions take the write lock at BEGIN, so two transactions never deadlock
  // upgrading read locks; the busy timeout makes the second one wait instead of failing.
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/** SQLite dialect whose transactions begin IMMEDIATE. */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** True for a unique-constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
}

/** `%text%` for a case-insensitive LIKE (with `escape '\\'`): the user's %, _ and \\ taken literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
