import { CircleCheck, Clock } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/services";
import { Money } from "~/components/ui/money";
import { buttonClass, cardClass, mutedText, sectionClass } from "~/components/ui/styles";
import { seoMeta } from "~/lib/seo";
import { CallToActionBand } from "../components/call-to-action";
import { HeadedSection, PageHero } from "~/components/section-heading";
import { servicesContent } from "../content/services";
import { listServices } from "../site.server";
import { pageContent } from "~/platform/page-content.server";

export async function loader({ context }: Route.LoaderArgs) {
  const page = pageContent(context, servicesContent, "/services");
  return { ...page, services: await listServices(page.locale) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Services({ loaderData }: Route.ComponentProps) {
  const { content, services } = loaderData;
  return (
    <>
      <PageHero title={content.hero.title} intro={content.hero.intro} />

      <section className={sectionClass} aria-label={content.hero.title}>
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-testid="service-list">
          {services.map((s, i) => (
            <li key={s.slug} id={s.slug} className={`${cardClass} flex flex-col overflow-hidden`}>
              {s.imageUrl ? (
                <img
                  src={s.imageUrl}
                  alt=""
                  width={480}
                  height={320}
                  // The first card's picture is the largest thing on a phone's first screen.
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : undefined}
                  className="h-auto w-full"
                />
              ) : null}
              <div className="flex flex-1 flex-col p-6">
                <h2 className="text-xl font-bold">{s.name}</h2>
                <p className={`mt-2 ${mutedText}`}>{s.description}</p>
                {s.features.length ? (
                  <>
                    <h3 className="mt-4 text-sm font-semibold tracking-wide uppercase">
                      {content.labels.features}
                    </h3>
                    <ul className="mt-2 space-y-1">
                      {s.features.map((f) => (
                        <li key={f} className="flex gap-2 text-sm">
                          <CircleCheck
                            aria-hidden
                            className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400"
                          />
                          {f}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
                <div className="mt-4 flex-1 space-y-1 text-sm">
                  {s.turnaround ? (
                    <p className="flex items-center gap-2">
                      <Clock aria-hidden className="size-4" />
                      <span>
                        {content.labels.turnaround}: {s.turnaround}
                      </span>
                    </p>
                  ) : null}
                  {s.pricePaise !== null ? (
                    <p className="font-semibold">
                      {content.labels.startingAt} <Money paise={s.pricePaise} whole />
                    </p>
                  ) : null}
                </div>
                <Link to="/place-order" className={`${buttonClass.primary} mt-6`}>
                  {content.labels.getQuote}
                  <span className="sr-only">: {s.name}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <HeadedSection
        headingId="additional-heading"
        title={content.additional.heading}
        intro={content.additional.intro}
        tinted
      >
        <ul className="mx-auto grid max-w-5xl gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {content.additional.items.map((item) => (
            <li key={item} className={`${cardClass} px-4 py-3 text-center font-medium`}>
              {item}
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection
        headingId="process-heading"
        title={content.process.heading}
        intro={content.process.intro}
      >
        <ol className="grid gap-6 md:grid-cols-4">
          {content.process.steps.map((step, i) => (
            <li key={step.title} className={`${cardClass} p-6 text-center`}>
              <span
                aria-hidden
                className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-600 text-xl font-bold text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className={`mt-1 ${mutedText}`}>{step.text}</p>
            </li>
          ))}
        </ol>
      </HeadedSection>

      <CallToActionBand content={content.cta} primaryTo="/place-order" secondaryTo="/contact" />
    </>
  );
}
