import type { Route } from "./+types/home";
import { seoMeta } from "~/lib/seo";
import { award, clock, indianRupee, palette, shieldCheck, truck } from "~/components/ui/glyphs";
import { useRootData } from "~/lib/root-data";
import { CallToActionBand } from "../components/call-to-action";
import { GalleryGrid } from "../components/gallery-grid";
import { FeaturedTestimonials, HomeHero, ServiceHighlights } from "../components/home-sections";
import { IconCardList } from "../components/icon-card-list";
import { MoreLink } from "../components/more-link";
import { LocalBusinessJsonLd } from "~/components/local-business-jsonld";
import { OfferPopup } from "../components/offer-popup";
import { HeadedSection } from "~/components/section-heading";
import { galleryContent } from "../content/gallery";
import { homeContent } from "../content/home";
import { testimonialsContent } from "../content/testimonials";
import { listGallery, listServices } from "../site.server";
import { approvedReviewRating } from "~/domain/review-rating.server";
import { pageContent } from "~/platform/page-content.server";
import { reviewAction } from "~/intake/index.server";
import { formFailureHeaders } from "~/platform/form-response.server";
import { ReviewForm, intakeMessages, reviewsContent } from "~/intake";
import { newFormToken } from "~/platform/form-guard.server";
import { WITHOUT_HYDRATION } from "~/lib/static-page";

/**
 * Served without hydration (decision 055): the page's HTML works as it is, and a plain script of
 * ~3 KB (app/static-page.ts) opens the popup and the lightbox, instead of ~120 KB of React and
 * React Router. Reached by a client navigation from a hydrated page, it renders as any route.
 */
export const handle = WITHOUT_HYDRATION;

const HOME_GALLERY_ITEMS = 12;
const HOME_SERVICE_CARDS = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const { locale, content, seo } = pageContent(context, homeContent, "/");
  const [services, gallery, rating] = await Promise.all([
    listServices(locale, HOME_SERVICE_CARDS),
    listGallery(locale, { limit: HOME_GALLERY_ITEMS }),
    approvedReviewRating(),
  ]);
  const gallerySpecs = galleryContent[locale];
  return {
    content,
    seo,
    services,
    rating,
    gallery: gallery.items,
    lightbox: gallerySpecs.lightbox,
    openImage: gallerySpecs.openImage,
    testimonials: testimonialsContent[locale].items.filter((t) => t.featured).slice(0, 3),
    reviewForm: reviewsContent[locale].form,
    messages: intakeMessages[locale],
    token: newFormToken(),
  };
}

/** The "Write a Review" form; back to its section after sending. */
export const action = (args: Route.ActionArgs) => reviewAction(args, "/#share-experience");

// A refused post (429) keeps its Retry-After header.
export const headers: Route.HeadersFunction = formFailureHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const whyIcons = [truck, award, indianRupee, palette, clock, shieldCheck];

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { content, services, gallery, testimonials, lightbox, openImage, seo, rating } = loaderData;
  const { business } = useRootData();
  return (
    <>
      <LocalBusinessJsonLd business={business} origin={seo.origin} rating={rating} />
      <HomeHero hero={content.hero} rating={rating} />
      <ServiceHighlights services={services} content={content.services} />

      <HeadedSection
        headingId="why-heading"
        title={content.whyChoose.heading}
        intro={content.whyChoose.intro}
        tinted
      >
        <IconCardList
          items={content.whyChoose.points}
          icons={whyIcons}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        />
      </HeadedSection>

      <FeaturedTestimonials testimonials={testimonials} content={content.testimonials} />

      <HeadedSection
        headingId="work-heading"
        title={content.recentWork.heading}
        intro={content.recentWork.intro}
        tinted
      >
        <GalleryGrid items={gallery} labels={lightbox} openLabel={openImage} />
        <MoreLink to="/gallery" variant="primary">
          {content.recentWork.viewFull}
        </MoreLink>
      </HeadedSection>

      <HeadedSection
        headingId="review-heading"
        title={content.reviewSlot.heading}
        intro={content.reviewSlot.intro}
        sectionId="share-experience"
      >
        <ReviewForm
          content={loaderData.reviewForm}
          messages={loaderData.messages}
          token={loaderData.token}
          actionData={actionData}
        />
      </HeadedSection>

      <CallToActionBand content={content.cta} primaryTo="/place-order" secondaryTo="/contact" />
      <OfferPopup {...content.offer} />
    </>
  );
}
