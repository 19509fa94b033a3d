import { Link } from "react-router";
import { useLayoutText } from "~/lib/i18n/i18n";
import { ratingSummary, type ReviewRating } from "~/lib/rating";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { HeadedSection } from "~/components/section-heading";
import { Stars } from "~/components/stars";
import { Glyph } from "~/components/ui/icon";
import { star } from "~/components/ui/glyphs";
import type { HomeContent, Testimonial } from "../content/types";
import { MoreLink } from "./more-link";
import { ServicePicture } from "./service-cards";

/** The approved reviews' rating ("4.5/5 from 2 reviews"), a link to them; none without one. */
function HeroRating({ rating }: { rating: ReviewRating | null }) {
  const t = useLayoutText();
  if (!rating) return null;
  return (
    <Link
      to="/reviews"
      data-testid="home-rating"
      className="mt-6 inline-flex items-center gap-2 rounded font-semibold text-slate-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-100"
    >
      <Glyph icon={star} className="size-5 fill-accent-500 text-accent-500" />
      {ratingSummary(t, rating)}
    </Link>
  );
}

/**
 * The home page's opening band: badge, title, the two main buttons, the approved reviews'
 * rating (when there is one), stats and the picture.
 */
export function HomeHero({
  hero,
  rating,
}: {
  hero: HomeContent["hero"];
  rating: ReviewRating | null;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 md:grid-cols-2 md:py-20">
        <div>
          <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800 dark:bg-slate-800 dark:text-brand-100">
            {hero.badge}
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            {hero.title}
          </h1>
          <p className={`mt-5 text-lg ${mutedText}`}>{hero.subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-4">
            <Link to="/place-order" className={buttonClass.primary}>
              {hero.placeOrder}
            </Link>
            <Link to="/gallery" className={buttonClass.outline}>
              {hero.viewWork}
            </Link>
          </div>
          <HeroRating rating={rating} />
          <dl className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {hero.stats.map((s) => (
              <div key={s.label}>
                <dt className={`text-sm ${mutedText}`}>{s.label}</dt>
                <dd className="order-first text-2xl font-bold text-brand-700 dark:text-brand-100">
                  {s.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <img
          src="/images/hero.svg"
          alt={hero.imageAlt}
          width={800}
          height={600}
          fetchPriority="high"
          className="h-auto w-full"
        />
      </div>
    </section>
  );
}

/** What the home page shows of a service. */
export type HomeService = {
  slug: string;
  name: string;
  description: string;
  imageUrl: string | null;
};

/** The first few services as cards, each linking to the services page. */
export function ServiceHighlights({
  services,
  content,
}: {
  services: HomeService[];
  content: HomeContent["services"];
}) {
  return (
    <HeadedSection headingId="services-heading" title={content.heading} intro={content.intro}>
      <ul className="grid gap-6 md:grid-cols-3">
        {services.map((s) => (
          <li key={s.slug} className={`${cardClass} flex flex-col overflow-hidden`}>
            <ServicePicture src={s.imageUrl} />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-xl font-semibold">{s.name}</h3>
              <p className={`mt-2 flex-1 ${mutedText}`}>{s.description}</p>
              <Link
                to="/services"
                className="mt-4 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
              >
                {content.learnMore}
                <span className="sr-only">: {s.name}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <MoreLink to="/services" variant="primary">
        {content.viewAll}
      </MoreLink>
    </HeadedSection>
  );
}

/** The featured testimonials with a link to all of them. */
export function FeaturedTestimonials({
  testimonials,
  content,
}: {
  testimonials: Testimonial[];
  content: HomeContent["testimonials"];
}) {
  return (
    <HeadedSection headingId="testimonials-heading" title={content.heading} intro={content.intro}>
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name} className={`${cardClass} p-6`}>
            <Stars rating={t.rating} />
            <blockquote className={`mt-3 ${mutedText}`}>“{t.text}”</blockquote>
            <p className="mt-4 font-semibold">{t.name}</p>
            <p className={`text-sm ${mutedText}`}>
              {t.company}, {t.location}
            </p>
          </li>
        ))}
      </ul>
      <MoreLink to="/testimonials" variant="outline">
        {content.readMore}
      </MoreLink>
    </HeadedSection>
  );
}
