import pg from "pg";
import { logger } from "../logger.server";

const RECONNECT_MS = 5000;

export type Listener = { close(): Promise<void> };

/**
 * LISTENs on PostgreSQL channels on one dedicated connection and calls each channel's handler for
 * its notifications (PostgreSQL delivers a NOTIFY when the sending transaction commits).
 * `onConnected` runs after every (re)connection — what was sent while away is lost, so callers
 * catch up there — and `onLost` when the connection goes. A lost connection is logged and opened
 * again after `reconnectMs` (5 s); it never ends the process. Used for the outbox (decision 040)
 * and the public pages' cache (decision 041).
 */
export function listenForNotifications(
  url: string,
  handlers: Record<string, () => void>,
  opts: { reconnectMs?: number; onConnected?: () => void; onLost?: () => void } = {},
): Listener {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const reconnectSoon = (from: pg.Client) => {
    if (closed || retry || from !== client) return;
    client = undefined;
    opts.onLost?.();
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
      logger.warn("database listener: connection lost, reconnecting", { error: error.message });
      reconnectSoon(c);
    });
    c.on("end", () => reconnectSoon(c));
    c.on("notification", (message) => handlers[message.channel]?.());
    try {
      await c.connect();
      for (const channel of Object.keys(handlers)) await c.query(`LISTEN ${channel}`);
      if (closed) await c.end();
      else opts.onConnected?.();
    } catch (error) {
      logger.warn("database listener: cannot listen, retrying", {
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
