import type { Route } from "./+types/services";
import { sectionClass } from "~/components/ui/styles";
import { seoMeta } from "~/lib/seo";
import { CallToActionBand } from "../components/call-to-action";
import { AdditionalServiceList, ProcessSteps, ServiceCardItem } from "../components/service-cards";
import { HeadedSection, PageHero } from "~/components/section-heading";
import { servicesContent } from "../content/services";
import { listServices } from "../site.server";
import { pageContent } from "~/platform/page-content.server";
import { WITHOUT_HYDRATION } from "~/lib/static-page";

export async function loader({ context }: Route.LoaderArgs) {
  const page = pageContent(context, servicesContent, "/services");
  return { ...page, services: await listServices(page.locale) };
}

/** Content only: served without hydration (decision 055). */
export const handle = WITHOUT_HYDRATION;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Services({ loaderData }: Route.ComponentProps) {
  const { content, services } = loaderData;
  return (
    <>
      <PageHero title={content.hero.title} intro={content.hero.intro} />

      <section className={sectionClass} aria-label={content.hero.title}>
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-testid="service-list">
          {services.map((s, i) => (
            <ServiceCardItem key={s.slug} service={s} labels={content.labels} first={i === 0} />
          ))}
        </ul>
      </section>

      <HeadedSection
        headingId="additional-heading"
        title={content.additional.heading}
        intro={content.additional.intro}
        tinted
      >
        <AdditionalServiceList items={content.additional.items} />
      </HeadedSection>

      <HeadedSection
        headingId="process-heading"
        title={content.process.heading}
        intro={content.process.intro}
      >
        <ProcessSteps steps={content.process.steps} />
      </HeadedSection>

      <CallToActionBand content={content.cta} primaryTo="/place-order" secondaryTo="/contact" />
    </>
  );
}
