import type { Route } from "./+types/testimonials";
import { cardClass, mutedText, sectionClass } from "~/components/ui/styles";
import { seoMeta } from "~/lib/seo";
import { CallToActionBand } from "../components/call-to-action";
import { StatList } from "../components/stat-list";
import { HeadedSection, PageHero } from "~/components/section-heading";
import { Stars } from "~/components/stars";
import { testimonialsContent } from "../content/testimonials";
import type { Testimonial } from "../content/types";
import { pageContent } from "~/platform/page-content.server";
import { approvedReviewRating } from "~/domain/review-rating.server";
import { useLayoutText } from "~/lib/i18n/i18n";
import { ratingStats } from "~/lib/rating";
import { WITHOUT_HYDRATION } from "~/lib/static-page";

export async function loader({ context }: Route.LoaderArgs) {
  // The rating among the stats is the approved reviews' (none without one), never a made-up one.
  return {
    ...pageContent(context, testimonialsContent, "/testimonials"),
    rating: await approvedReviewRating(),
  };
}

/** Content only: served without hydration (decision 055). */
export const handle = WITHOUT_HYDRATION;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

function TestimonialCard({ t, large }: { t: Testimonial; large?: boolean }) {
  return (
    <li className={`${cardClass} flex flex-col p-6`} data-testid="testimonial">
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
        >
          {t.initials}
        </span>
        <div>
          <p className="font-semibold">{t.name}</p>
          <p className={`text-sm ${mutedText}`}>
            {t.company}, {t.location}
          </p>
        </div>
      </div>
      <div className="mt-3">
        <Stars rating={t.rating} />
      </div>
      <blockquote className={`mt-3 flex-1 ${large ? "text-lg" : ""}`}>“{t.text}”</blockquote>
      <p className={`mt-4 text-sm ${mutedText}`}>
        {t.project} · <time dateTime={t.date}>{t.date.split("-").reverse().join("/")}</time>
      </p>
    </li>
  );
}

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { content, rating } = loaderData;
  const layout = useLayoutText();
  const stats = [...content.stats, ...ratingStats(layout, rating)];
  const featured = content.items.filter((t) => t.featured);
  const others = content.items.filter((t) => !t.featured);
  return (
    <>
      <PageHero title={content.hero.title} intro={content.hero.intro} />
      <HeadedSection headingId="featured-heading" title={content.featuredHeading}>
        <ul className="grid gap-6 md:grid-cols-2">
          {featured.map((t) => (
            <TestimonialCard key={t.name} t={t} large />
          ))}
        </ul>
      </HeadedSection>
      <HeadedSection headingId="more-heading" title={content.moreHeading} tinted>
        <ul className="grid gap-6 md:grid-cols-2">
          {others.map((t) => (
            <TestimonialCard key={t.name} t={t} />
          ))}
        </ul>
      </HeadedSection>
      <section className={sectionClass} aria-label={content.hero.title}>
        <StatList stats={stats} />
      </section>
      <CallToActionBand content={content.cta} primaryTo="/place-order" secondaryTo="/contact" />
    </>
  );
}
