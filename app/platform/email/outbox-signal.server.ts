import { EventEmitter } from "node:events";
import { type Kysely, sql } from "kysely";
import { isPostgres } from "../db/dialect";
import type { Database } from "../db/schema";
import { type Listener, listenForNotifications } from "../db/listen.server";

/**
 * Wakes the outbox workers when a mail is queued, so it leaves in well under a second instead of
 * at the next poll (decision 040). On PostgreSQL the signal is a NOTIFY, which the server delivers
 * when the enqueueing transaction commits, to every process LISTENing (listenForOutbox, or the server's shared listener); on SQLite
 * (one process) it is an in-process event: it can come before the commit, but the worker's query
 * waits for the transaction, since the app has one SQLite connection. Polling stays as the
 * fallback for a signal that is lost.
 */
export const OUTBOX_CHANNEL = "limra_outbox";

const local = new EventEmitter();
local.setMaxListeners(0);

/** Signals that a mail is waiting; with `db` a transaction, on PostgreSQL it is sent on commit. */
export async function signalOutbox(db: Kysely<Database>): Promise<void> {
  if (isPostgres(db)) await sql`select pg_notify(${OUTBOX_CHANNEL}, '')`.execute(db);
  else local.emit("wake");
}

/** Wakes this process's outbox worker only, on either database (no NOTIFY, no query). */
export function wakeLocalOutbox(): void {
  local.emit("wake");
}

/** Calls `onWake` on every in-process signal (SQLite); returns the unsubscribe function. */
export function onLocalOutboxSignal(onWake: () => void): () => void {
  local.on("wake", onWake);
  return () => local.off("wake", onWake);
}

/**
 * LISTENs for the outbox channel (see listenForNotifications) and calls `onWake` for each
 * notification and after every (re)connection, to catch up on what was queued while away.
 */
export function listenForOutbox(
  url: string,
  onWake: () => void,
  opts: { reconnectMs?: number } = {},
): Listener {
  return listenForNotifications(
    url,
    { [OUTBOX_CHANNEL]: onWake },
    { ...opts, onConnected: onWake },
  );
}
