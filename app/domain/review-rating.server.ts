import type { ReviewRating } from "~/lib/rating";
import { getDb } from "~/platform/db/db.server";

/**
 * The shop's rating: the average and the number of the approved reviews (an admin approved them
 * on /admin/inbox), or null when there is none. Read per request: one aggregate over a small table.
 */
export async function approvedReviewRating(): Promise<ReviewRating | null> {
  const row = await getDb()
    .selectFrom("customer_reviews")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("count"),
      eb.fn.avg<number | string>("rating").as("average"),
    ])
    .where("status", "=", "approved")
    .where("is_approved", "=", 1)
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  if (!count) return null;
  return { average: Math.round(Number(row.average) * 10) / 10, count };
}
