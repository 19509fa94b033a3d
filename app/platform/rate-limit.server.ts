import { sql } from "kysely";
import { getDb } from "./db/db.server";

/**
 * Fixed-window request counters kept in the database, so every app instance shares them.
 * One atomic upsert per hit: a new window starts at 1, an open one counts up.
 */
export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

export async function hitRateLimit(
  key: string,
  opts: { limit: number; windowMs: number; now?: number },
): Promise<RateLimitResult> {
  const now = opts.now ?? Date.now();
  const expired = now - opts.windowMs;
  const row = await sql<{ count: number; window_start: number | string }>`
    insert into request_limits (key, window_start, count) values (${key}, ${now}, 1)
    on conflict (key) do update set
      count = case when request_limits.window_start <= ${expired} then 1 else request_limits.count + 1 end,
      window_start = case when request_limits.window_start <= ${expired} then ${now} else request_limits.window_start end
    returning count, window_start`
    .execute(getDb())
    .then((r) => r.rows[0]!);
  const count = Number(row.count);
  const windowStart = Number(row.window_start);
  // Now and then, forget windows closed long ago so the table stays small.
  if (Math.random() < 0.01) {
    await getDb()
      .deleteFrom("request_limits")
      .where("window_start", "<", now - 24 * 60 * 60 * 1000)
      .execute();
  }
  return {
    allowed: count <= opts.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + opts.windowMs - now) / 1000)),
  };
}

export async function clearRateLimit(key: string): Promise<void> {
  await getDb().deleteFrom("request_limits").where("key", "=", key).execute();
}

/** Takes back one hit of an open window (an attempt that turned out not to count). */
export async function undoRateLimitHit(key: string): Promise<void> {
  await getDb()
    .updateTable("request_limits")
    .set((eb) => ({ count: eb("count", "-", 1) }))
    .where("key", "=", key)
    .where("count", ">", 0)
    .execute();
}
