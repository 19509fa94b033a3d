/* eslint-disable @typescript-eslint/no-explicit-any -- the version is read on any database handle */
import { type Kysely, sql } from "kysely";
import { logger } from "../logger.server";

/**
 * PostgreSQL's version of all the data, per database (decision 097): `data_writes` (migration
 * 0044) holds the id of every transaction that wrote a tracked table of THIS database, inserted by
 * a statement trigger inside that transaction, whoever wrote it (this server, the outbox worker, a
 * sweep, a script, psql, a second server). The version is the smallest id and the number of rows,
 * read in one statement, so in one snapshot:
 * - a row is visible exactly when its transaction committed, so a request that reads the version
 *   after a commit gets a new version — no notification to wait for, no window after the commit;
 * - rows are only added, and the pruning below removes every row under a bound at once and never
 *   the newest, so while the smallest id is m, the rows at or above m only grow: two reads with
 *   the same smallest id and count saw the same committed writers. A version never comes to mean
 *   other data later, so a page rendered after it was read can never be served with older rows;
 * - other databases of the cluster (other apps, autovacuum, other tests) write no row here.
 */
export function pgDataVersion(db: Kysely<any>): Promise<string> {
  let reads = sharedReads.get(db);
  if (!reads) sharedReads.set(db, (reads = { running: null, next: null }));
  const shared = reads;
  if (!shared.running) return startRead(db, shared);
  // The read under way may have begun before a commit this caller has seen: it waits for the
  // next one, which every caller arriving meanwhile shares.
  shared.next ??= shared.running
    .then(
      () => undefined,
      () => undefined,
    )
    .then(() => {
      shared.next = null;
      return startRead(db, shared);
    });
  return shared.next;
}

/**
 * The version reads of one database handle (decision 107): the one under way, and the one that
 * starts when it ends, shared by everyone who asked meanwhile. Every caller gets a version read
 * after it asked, so a page read after a commit is still never an older copy; fifty staff pages at
 * once cost a read or two a round trip instead of fifty.
 */
type SharedReads = { running: Promise<string> | null; next: Promise<string> | null };
const sharedReads = new WeakMap<Kysely<any>, SharedReads>();

function startRead(db: Kysely<any>, shared: SharedReads): Promise<string> {
  const read = readPgDataVersion(db).finally(() => {
    if (shared.running === read) shared.running = null;
  });
  shared.running = read;
  return read;
}

async function readPgDataVersion(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ least: string | null; n: number }>`
    select min(xid)::text as least, count(*)::int as n from data_writes
  `.execute(db);
  const { least, n } = rows[0] ?? { least: null, n: 0 };
  // Emptied from outside (db:copy clears it; pruning never does): a version no read repeats,
  // so nothing is served from memory until the next write adds a row.
  if (!least) return `pg.empty.${++emptyReads}`;
  if (n > PRUNE_AT) pruneSoon(db);
  return `pg.${least}.${n}`;
}

let emptyReads = 0;

/** Above this many rows the table is pruned (each version read counts them). */
export const PRUNE_AT = 64;
/** At most one prune a process per this many milliseconds. */
const PRUNE_EVERY_MS = 5_000;
let lastPrune = 0;

function pruneSoon(db: Kysely<any>): void {
  const now = Date.now();
  if (now - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = now;
  pruneDataWrites(db).catch((error: unknown) =>
    logger.info("data version: prune failed", {
      error: error instanceof Error ? error.message : String(error),
    }),
  );
}

/**
 * Deletes, in one statement, every row of a transaction older than every transaction still in
 * progress in the cluster (`pg_snapshot_xmin`: none of those can commit later and add a row
 * under the bound) but never the newest row, so the table is never empty again (an empty table's
 * version would be a new database's). One pruner per database at a time (an advisory lock taken
 * once, before any row). Moves the version once: every cached staff page renders again.
 */
export async function pruneDataWrites(db: Kysely<any>): Promise<number> {
  const result = await sql`
    with lock as materialized (
      select pg_try_advisory_xact_lock(hashtext('limra.data_writes.prune')) as got
    )
    delete from data_writes
    where (select got from lock)
      and xid < least(
        pg_snapshot_xmin(pg_current_snapshot()),
        (select max(xid) from data_writes)
      )
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
