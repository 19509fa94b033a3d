import { Suspense } from "react";
import { Await } from "react-router";
import type { Route } from "./+types/reviews";
import { cardClass, mutedText, sectionClass } from "~/components/ui/styles";
import { seoMeta } from "~/lib/seo";
import { logger } from "~/platform/logger.server";
import { PageHero, SectionHeading } from "~/components/section-heading";
import { pageContent } from "~/platform/page-content.server";
import { reviewAction } from "../actions.server";
import { formFailureHeaders } from "~/platform/form-response.server";
import { ReviewForm } from "../components/review-form";
import { ReviewList, ReviewSkeletons } from "../components/review-list";
import { intakeMessages } from "../content/messages";
import { reviewsContent } from "../content/reviews";
import { newFormToken } from "~/platform/form-guard.server";
import { approvedReviewStats, latestApprovedReviews } from "../intake.server";
import type { ProjectType } from "../options";

export async function loader({ context }: Route.LoaderArgs) {
  const page = pageContent(context, reviewsContent, "/reviews");
  // The list streams in after the page (six skeleton cards meanwhile); a failure to read it is
  // logged and shows the empty state, as the spec says.
  const reviews = latestApprovedReviews().catch((error: unknown) => {
    logger.error("reviews: could not load the approved reviews", { error: String(error) });
    return [];
  });
  const stats = await approvedReviewStats().catch((error: unknown) => {
    logger.error("reviews: could not compute the review stats", { error: String(error) });
    return { count: 0, average: null, fiveStar: 0 };
  });
  return {
    ...page,
    stats,
    reviews,
    messages: intakeMessages[page.locale],
    token: newFormToken(),
  };
}

export const action = (args: Route.ActionArgs) => reviewAction(args, "/reviews");

// A refused post (429) keeps its Retry-After header.
export const headers: Route.HeadersFunction = formFailureHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const { content, stats, reviews, messages, token } = loaderData;
  const projectLabel = (v: string) => content.form.projectTypes[v as ProjectType] ?? v;
  const figures = [
    {
      label: content.stats.average,
      value: stats.average === null ? content.stats.none : `${stats.average.toFixed(1)}/5`,
    },
    { label: content.stats.total, value: String(stats.count) },
    { label: content.stats.fiveStar, value: String(stats.fiveStar) },
  ];
  return (
    <>
      <PageHero title={content.hero.title} intro={content.hero.intro} />
      <section aria-labelledby="stats-heading" className={sectionClass}>
        <h2 id="stats-heading" className="sr-only">
          {content.stats.heading}
        </h2>
        <dl className="mx-auto grid max-w-3xl gap-4 sm:grid-cols-3" data-testid="review-stats">
          {figures.map((f) => (
            <div key={f.label} className={`${cardClass} p-6 text-center`}>
              <dt className={`text-sm ${mutedText}`}>{f.label}</dt>
              <dd className="order-first text-3xl font-bold text-brand-700 dark:text-brand-100">
                {f.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="review-form-heading" className="bg-slate-50 dark:bg-slate-900">
        <div className={sectionClass}>
          <SectionHeading
            id="review-form-heading"
            title={content.form.heading}
            intro={content.form.intro}
          />
          <ReviewForm
            content={content.form}
            messages={messages}
            token={token}
            actionData={actionData}
          />
        </div>
      </section>

      <section aria-labelledby="latest-heading" className={sectionClass}>
        <SectionHeading id="latest-heading" title={content.list.heading} />
        <Suspense fallback={<ReviewSkeletons label={content.list.loading} />}>
          <Await resolve={reviews}>
            {(list) => <ReviewList reviews={list} content={content} projectLabel={projectLabel} />}
          </Await>
        </Suspense>
      </section>
    </>
  );
}
