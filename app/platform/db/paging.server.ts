import { type SelectQueryBuilder, sql } from "kysely";

/** How many rows `query` (a filtered select with nothing selected yet) would return. */
export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .select(sql<number>`count(*)`.as("n"))
    .$castTo<{ n: number | string }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The page count of `total` rows at `pageSize` a page (at least one, so an empty list still has
 * its page) and the requested page kept within it.
 */
export function pageWithin(
  total: number,
  pageSize: number,
  requested: number,
): { page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return { page: Math.min(Math.max(1, requested), pageCount), pageCount };
}

/** Counts the rows of `query` and places the requested page within them. */
export async function countPages<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  pageSize: number,
  requested: number,
): Promise<{ total: number; page: number; pageCount: number }> {
  const total = await countRows(query);
  return { total, ...pageWithin(total, pageSize, requested) };
}
