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

/**
 * The version of the data the anonymous public pages show (decision 041): the page cache keys
 * every page by it, so a change to one of these tables makes every cached page old at once.
 *
 * Two sources move it:
 * - every insert, update or delete this process runs on a public table through Kysely
 *   (PublicChangePlugin, on the app's database handle), after the statement ran;
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

let version = 0;
let listening = true;

/** The current version, or null while the cache must not be used. */
export async function publicVersion(db: Kysely<any>): Promise<string | null> {
  if (!listening) return null;
  if (isPostgres(db)) return String(version);
  const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(db);
  return `${version}.${rows[0]?.data_version ?? 0}`;
}

export function bumpPublicVersion(): void {
  version += 1;
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

/** Moves the public version after each write to a public table (see the module comment). */
export class PublicChangePlugin implements KyselyPlugin {
  readonly #writes = new WeakSet<QueryId>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (writtenTables(args.node).some((t) => PUBLIC_TABLES.has(t))) this.#writes.add(args.queryId);
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#writes.has(args.queryId)) bumpPublicVersion();
    return Promise.resolve(args.result);
  }
}
