import type { Route } from "./+types/products";
import { sectionClass } from "~/components/ui/styles";
import { seoMeta } from "~/lib/seo";
import { CallToActionBand } from "../components/call-to-action";
import { PopularProductList, ProductCategoryCard } from "../components/product-cards";
import { HeadedSection, PageHero } from "~/components/section-heading";
import { productsContent } from "../content/products";
import { pageContent } from "~/platform/page-content.server";
import { WITHOUT_HYDRATION } from "~/lib/static-page";

export function loader({ context }: Route.LoaderArgs) {
  return pageContent(context, productsContent, "/products");
}

/** Content only: served without hydration (decision 055). */
export const handle = WITHOUT_HYDRATION;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Products({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      <PageHero title={content.hero.title} intro={content.hero.intro} />

      <section className={sectionClass} aria-label={content.hero.title}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="product-categories">
          {content.categories.map((c) => (
            <ProductCategoryCard key={c.slug} category={c} labels={content.labels} />
          ))}
        </ul>
      </section>

      <HeadedSection headingId="popular-heading" title={content.mostPopular.heading} tinted>
        <PopularProductList content={content.mostPopular} />
      </HeadedSection>

      <CallToActionBand content={content.custom} primaryTo="/contact" secondaryTo="/place-order" />
    </>
  );
}
