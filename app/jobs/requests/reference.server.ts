import { sql, type Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import { indiaYear } from "~/lib/dates";

/**
 * A request's reference, `Q-2026-0042`: the India year of the request and the next number of
 * that year's counter (`counters` row `print_job:<year>`), drawn with one atomic upsert in the
 * caller's transaction — so a request that is rolled back takes its number back with it, and
 * two requests at once never get the same number (PostgreSQL locks the row; SQLite has one
 * writer). Four digits at least; the 10,000th request of a year simply gets five.
 */
export function formatReference(year: number, value: number): string {
  return `Q-${year}-${String(value).padStart(4, "0")}`;
}

export async function allocateReference(
  trx: Kysely<Database>,
  at: string | Date = new Date(),
): Promise<string> {
  const year = indiaYear(at);
  const name = `print_job:${year}`;
  const result = await sql<{ value: number | string }>`
    insert into counters (name, value) values (${name}, 1)
    on conflict (name) do update set value = counters.value + 1
    returning value`.execute(trx);
  return formatReference(year, Number(result.rows[0]!.value));
}
