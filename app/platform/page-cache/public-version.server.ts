/* eslint-disable @typescript-eslint/no-explicit-any -- the version is read on any database handle */
import {
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  sql,
  type UnknownRow,
} from "kysely";
import { isPostgres } from "../db/dialect";
import { pgDataVersion } from "./pg-data-version.server";

/**
 * The version of the data the anonymous public pages show (decision 041): the page cache keys
 * every page by it, so a change to one of these tables makes every cached page old at once.
 *
 * Two sources move it:
 * - every insert, update or delete this process runs on a public table through Kysely
 *   (DataChangePlugin, on the app's database handle), after the statement ran;
 * - on PostgreSQL, a NOTIFY on `limra_public` that a statement trigger (migration 0022) sends when
 *   a transaction that changed a public table commits, in any process or tool.
 * On PostgreSQL the page cache is off while this process is not LISTENing (it would miss other
 * processes' changes): `setPublicListening(false)` until the listener is connected. On SQLite
 * another process's commit (a script, a second server) is seen by `PRAGMA data_version`, which
 * changes when a connection other than this one commits.
 */
export const PUBLIC_TABLES: ReadonlySet<string> = new Set([
  "services",
  "gallery_items",
  "customer_reviews",
  "product_categories",
  "products",
  "business_settings",
  "godown_items",
]);

export const PUBLIC_CHANNEL = "limra_public";

/**
 * The staff pages served from memory (decision 053) are keyed by the version of all the data. It
 * moves on a write to any table but these (on PostgreSQL: the tables without the trigger of
 * migration 0044, which must be exactly these), which no cached page shows (the sessions'
 * activity times, e-mail verifications, rate limits, the mail outbox): a missing table here costs
 * only cache hits, a table wrongly listed would show a stale page, so the list is short.
 */
export const UNTRACKED_TABLES: ReadonlySet<string> = new Set([
  "sessions",
  "verifications",
  "rate_limits",
  "request_limits",
  "email_outbox",
]);

let version = 0;
let dataVersion = 0;
let listening = true;

/** The current version, or null while the cache must not be used. */
export async function publicVersion(db: Kysely<any>): Promise<string | null> {
  if (!listening) return null;
  if (isPostgres(db)) return String(version);
  return `${version}.${await sqliteDataVersion(db)}`;
}

/** SQLite's counter of commits by other connections than this one. */
async function sqliteDataVersion(db: Kysely<any>): Promise<number> {
  const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(db);
  return rows[0]?.data_version ?? 0;
}

export function bumpPublicVersion(): void {
  version += 1;
}

/**
 * The version of all the data, read from the database itself on every request:
 * - PostgreSQL: this database's record of committed writing transactions (`pgDataVersion`,
 *   decision 097): moved by every committed write to a tracked table in this database, by any
 *   process or tool, and by nothing in another database of the cluster. No notification to wait
 *   for: a page read after a commit is never an older copy.
 * - SQLite: this process's writes to tracked tables (see UNTRACKED_TABLES) and
 *   `PRAGMA data_version`, which moves when another connection commits.
 */
export async function allDataVersion(db: Kysely<any>): Promise<string> {
  if (isPostgres(db)) return pgDataVersion(db);
  return `${dataVersion}.${await sqliteDataVersion(db)}`;
}

export function bumpDataVersion(): void {
  dataVersion += 1;
}

/** Whether this process hears every change (PostgreSQL's LISTEN connection is up). */
export function setPublicListening(up: boolean): void {
  listening = up;
  version += 1; // what was cached while deaf, or before, is not trusted
}

type Named = { kind: string; table?: Named; identifier?: { name?: string }; froms?: Named[] };

/** The table a TableNode (possibly aliased) names. */
function tableName(node: Named | undefined): string | undefined {
  if (!node) return undefined;
  if (node.kind === "AliasNode") return tableName((node as unknown as { node: Named }).node);
  if (node.kind === "TableNode") return node.table?.identifier?.name;
  return undefined;
}

/** The tables an insert, update or delete writes. */
export function writtenTables(node: OperationNode): string[] {
  const n = node as unknown as {
    kind: string;
    into?: Named;
    table?: Named;
    from?: { froms?: Named[] };
  };
  switch (n.kind) {
    case "InsertQueryNode":
      return [tableName(n.into)].filter((t): t is string => !!t);
    case "UpdateQueryNode":
      return [tableName(n.table)].filter((t): t is string => !!t);
    case "DeleteQueryNode":
      return (n.from?.froms ?? []).map(tableName).filter((t): t is string => !!t);
    default:
      return [];
  }
}

/**
 * Whether a raw statement (`sql\`…\``, which names its tables only in text) may write: anything
 * but a select, a pragma or an explain counts, to be safe.
 */
function rawMayWrite(node: OperationNode): boolean {
  if (node.kind !== "RawNode") return false;
  const first = ((node as unknown as { sqlFragments?: readonly string[] }).sqlFragments ?? [])
    .join(" ")
    .trimStart()
    .slice(0, 10)
    .toLowerCase();
  return !/^(select|pragma|explain|show)\b/.test(first);
}

/**
 * Moves the versions after each write (see the module comment): the public version for a public
 * table, the data version for any table but the untracked ones, and for a raw statement that
 * may write.
 */
export class DataChangePlugin implements KyselyPlugin {
  readonly #public = new WeakSet<QueryId>();
  readonly #data = new WeakSet<QueryId>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(args.node);
    if (tables.some((t) => PUBLIC_TABLES.has(t))) this.#public.add(args.queryId);
    if (tables.some((t) => !UNTRACKED_TABLES.has(t)) || rawMayWrite(args.node))
      this.#data.add(args.queryId);
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#public.has(args.queryId)) bumpPublicVersion();
    if (this.#data.has(args.queryId)) bumpDataVersion();
    return Promise.resolve(args.result);
  }
}
