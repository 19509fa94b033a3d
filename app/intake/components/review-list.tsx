import { MessageSquareQuote } from "~/components/ui/icons";
import { cardClass, mutedText } from "~/components/ui/styles";
import { formatDate } from "~/lib/format";
import { Stars } from "~/components/stars";
import type { ReviewsContent } from "../content/types";
import type { PublicReview } from "../intake.server";

/** The latest approved reviews, or the spec's empty state. */
export function ReviewList({
  reviews,
  content,
  projectLabel,
}: {
  reviews: PublicReview[];
  content: ReviewsContent;
  projectLabel: (value: string) => string;
}) {
  if (reviews.length === 0) {
    return (
      <div className={`${cardClass} mx-auto max-w-xl p-10 text-center`}>
        <MessageSquareQuote aria-hidden className="mx-auto size-12 text-slate-400" />
        <h3 className="mt-4 text-xl font-semibold">{content.empty.title}</h3>
        <p className={`mt-2 ${mutedText}`}>{content.empty.text}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="review-list">
      {reviews.map((r) => (
        <li key={r.id} className={`${cardClass} flex flex-col p-6`}>
          <Stars rating={r.rating} />
          <blockquote className={`mt-3 flex-1 break-words whitespace-pre-line ${mutedText}`}>
            {r.text}
          </blockquote>
          <p className="mt-4 font-semibold">{r.name}</p>
          <p className={`text-sm ${mutedText}`}>
            {r.company}, {r.location}
          </p>
          <p className={`mt-1 text-xs ${mutedText}`}>
            {projectLabel(r.projectType)} ·{" "}
            <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Six placeholder cards shown while the reviews load (client navigations). */
export function ReviewSkeletons({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-hidden>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} data-testid="review-skeleton" className={`${cardClass} animate-pulse p-6`}>
            <div className="h-4 w-24 rounded bg-slate-200 dark:bg-slate-700" />
            <div className="mt-4 h-3 w-full rounded bg-slate-200 dark:bg-slate-700" />
            <div className="mt-2 h-3 w-5/6 rounded bg-slate-200 dark:bg-slate-700" />
            <div className="mt-2 h-3 w-2/3 rounded bg-slate-200 dark:bg-slate-700" />
            <div className="mt-6 h-4 w-32 rounded bg-slate-200 dark:bg-slate-700" />
          </li>
        ))}
      </ul>
    </div>
  );
}
