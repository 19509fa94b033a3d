import type { LayoutText } from "./i18n/en";
import { fill } from "./forms";
import { formatCount } from "./format";
import { pluralForm } from "./plural";

/**
 * The shop's rating as the public pages show it: the average and the number of the approved
 * reviews (app/domain/review-rating.server.ts reads them). There is no rating without an approved review:
 * the pages then show none, and tell search engines none.
 */
export type ReviewRating = { average: number; count: number };

/** The average as shown: one decimal ("4.5", "5.0"). */
export function ratingValue(rating: ReviewRating): string {
  return rating.average.toFixed(1);
}

/** "4.5/5 from 2 reviews" / "2 மதிப்புரைகளின் அடிப்படையில் 4.5/5". */
export function ratingSummary(t: LayoutText, rating: ReviewRating): string {
  const text = pluralForm(rating.count, t.site.reviewRating.one, t.site.reviewRating.other);
  return fill(text, {
    rating: ratingValue(rating),
    count: formatCount(rating.count),
  });
}

/** The "Average rating" figure of a page's stats: none without an approved review. */
export function ratingStats(t: LayoutText, rating: ReviewRating | null) {
  return rating ? [{ value: `${ratingValue(rating)}/5`, label: t.site.averageRating }] : [];
}
