import {
  CircleCheck,
  Clock,
  Handshake,
  ShieldCheck,
  Target,
  Eye,
  Users,
} from "~/components/ui/icons";
import { Link } from "react-router";
import type { Route } from "./+types/about";
import { buttonClass, cardClass, mutedText, sectionClass } from "~/components/ui/styles";
import { seoMeta } from "~/lib/seo";
import { HeadedSection, PageHero } from "~/components/section-heading";
import { IconCardList } from "../components/icon-card-list";
import { StatList } from "../components/stat-list";
import { aboutContent } from "../content/about";
import { pageContent } from "~/platform/page-content.server";
import { approvedReviewRating } from "~/domain/review-rating.server";
import { useLayoutText } from "~/lib/i18n/i18n";
import { ratingStats } from "~/lib/rating";
import { WITHOUT_HYDRATION } from "~/lib/static-page";

export async function loader({ context }: Route.LoaderArgs) {
  // The rating among the stats is the approved reviews' (none without one), never a made-up one.
  return { ...pageContent(context, aboutContent, "/about"), rating: await approvedReviewRating() };
}

/** Content only: served without hydration (decision 055). */
export const handle = WITHOUT_HYDRATION;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const valueIcons = [ShieldCheck, Clock, Users, Handshake];

export default function About({ loaderData }: Route.ComponentProps) {
  const { content, rating } = loaderData;
  const t = useLayoutText();
  return (
    <>
      <PageHero title={content.hero.title} intro={content.hero.intro} />

      <section
        className={`${sectionClass} grid gap-6 md:grid-cols-2`}
        aria-label={`${content.mission.title} · ${content.vision.title}`}
      >
        {[
          { ...content.mission, Icon: Target },
          { ...content.vision, Icon: Eye },
        ].map(({ title, text, Icon }) => (
          <div key={title} className={`${cardClass} p-8`}>
            <Icon aria-hidden className="size-8 text-brand-600 dark:text-brand-100" />
            <h2 className="mt-3 text-2xl font-bold">{title}</h2>
            <p className={`mt-2 ${mutedText}`}>{text}</p>
          </div>
        ))}
      </section>

      <HeadedSection headingId="values-heading" title={content.values.heading} tinted>
        <IconCardList
          items={content.values.items}
          icons={valueIcons}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        />
      </HeadedSection>

      <HeadedSection headingId="stats-heading" title={content.stats.heading}>
        <StatList stats={[...content.stats.items, ...ratingStats(t, rating)]} />
      </HeadedSection>

      <HeadedSection headingId="why-us-heading" title={content.whyUs.heading} tinted>
        <ul className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {content.whyUs.points.map((p) => (
            <li key={p} className="flex gap-3">
              <CircleCheck
                aria-hidden
                className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400"
              />
              <span>{p}</span>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <section
        className="bg-brand-700 px-4 py-16 text-center text-white"
        aria-labelledby="promise-heading"
      >
        <h2 id="promise-heading" className="text-3xl font-bold">
          {content.promise.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-blue-50">{content.promise.text}</p>
        <Link to="/place-order" className={`${buttonClass.accent} mt-8`}>
          {content.promise.cta}
        </Link>
      </section>
    </>
  );
}
