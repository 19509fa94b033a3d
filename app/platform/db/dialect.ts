/* eslint-disable @typescript-eslint/no-explicit-any -- works on any database shape (the app and the CLI scripts) */
import {
  type Kysely,
  PostgresAdapter,
  type DatabaseConnection,
  SqliteDialect,
  SqliteDriver,
  type SqliteDialectConfig,
  type Driver,
  CompiledQuery,
  type KyselyPlugin,
  OperationNodeTransformer,
  type PrimitiveValueListNode,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type PluginTransformQueryArgs,
  type UnknownRow,
  type ValueNode,
} from "kysely";

/** True when the Kysely instance talks to PostgreSQL (else it is SQLite). */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function nowIso(): string {
  return new Date().toISOString();
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

/** U+0000 becomes U+FFFD, the replacement character (as HTML parsers do). */
const withoutNul = (value: unknown) =>
  typeof value === "string" && value.includes("\0") ? value.replaceAll("\0", "\uFFFD") : value;

class NulTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value = withoutNul(node.value);
    return value === node.value ? node : { ...node, value };
  }
  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    return node.values.some((v) => withoutNul(v) !== v)
      ? { ...node, values: node.values.map(withoutNul) }
      : node;
  }
}

/**
 * Text parameters never carry U+0000. PostgreSQL text cannot hold it: a parameter with one fails
 * the whole query ("invalid byte sequence for encoding UTF8: 0x00"), so `?q=%00` or a form field
 * with a NUL byte was a 500. SQLite stores it, but its LIKE and lower() stop at it, so such a
 * value could no longer be searched (nor copied to PostgreSQL). Both databases therefore bind it
 * as U+FFFD: a search for it finds nothing, a value typed with it is stored with the replacement
 * character, the same on both.
 */
export class NulTextPlugin implements KyselyPlugin {
  readonly #transformer = new NulTransformer();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
