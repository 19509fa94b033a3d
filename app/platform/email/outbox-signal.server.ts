import { EventEmitter } from "node:events";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import { isPostgres } from "../db/dialect";
import type { Database } from "../db/schema";
import { logger } from "../logger.server";

/**
 * Wakes the outbox workers when a mail is queued, so it leaves in well under a second instead of
 * at the next poll (decision 040). On PostgreSQL the signal is a NOTIFY, which the server delivers
 * when the enqueueing transaction commits, to every process LISTENing (listenForOutbox); on SQLite
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

/** Calls `onWake` on every in-process signal (SQLite); returns the unsubscribe function. */
export function onLocalOutboxSignal(onWake: () => void): () => void {
  local.on("wake", onWake);
  return () => local.off("wake", onWake);
}

const RECONNECT_MS = 5000;

/**
 * LISTENs for the outbox channel on its own PostgreSQL connection and calls `onWake` for each
 * notification, and once after every (re)connection (a mail may have been queued while it was
 * away). A lost connection is logged and opened again after 5 s; it never ends the process.
 */
export function listenForOutbox(
  url: string,
  onWake: () => void,
  opts: { reconnectMs?: number } = {},
): { close(): Promise<void> } {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const reconnectSoon = (from: pg.Client) => {
    if (closed || retry || from !== client) return;
    client = undefined;
    void from.end().catch(() => {});
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, opts.reconnectMs ?? RECONNECT_MS);
    retry.unref();
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString: url, keepAlive: true });
    client = c;
    c.on("error", (error) => {
      logger.warn("outbox listener: connection lost, polling until it is back", {
        error: error.message,
      });
      reconnectSoon(c);
    });
    c.on("end", () => reconnectSoon(c));
    c.on("notification", () => onWake());
    try {
      await c.connect();
      await c.query(`LISTEN ${OUTBOX_CHANNEL}`);
      if (closed) await c.end();
      else onWake();
    } catch (error) {
      logger.warn("outbox listener: cannot listen, polling until it can", {
        error: error instanceof Error ? error.message : String(error),
      });
      reconnectSoon(c);
    }
  };
  void connect();

  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
