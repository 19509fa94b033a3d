import { Award, Clock, IndianRupee, Palette, ShieldCheck, Truck } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { buttonClass, cardClass, mutedText } from "~/components/ui/styles";
import { seoMeta } from "~/lib/seo";
import { useRootData } from "~/lib/root-data";
import { CallToActionBand } from "../components/call-to-action";
import { GalleryGrid } from "../components/gallery-grid";
import { LocalBusinessJsonLd } from "~/components/local-business-jsonld";
import { OfferPopup } from "../components/offer-popup";
import { HeadedSection } from "~/components/section-heading";
import { Stars } from "~/components/stars";
import { galleryContent } from "../content/gallery";
import { homeContent } from "../content/home";
import { testimonialsContent } from "../content/testimonials";
import { listGallery, listServices } from "../site.server";
import { pageContent } from "~/platform/page-content.server";
import { reviewAction } from "~/intake/index.server";
import { formFailureHeaders } from "~/platform/form-response.server";
import { ReviewForm, intakeMessages, reviewsContent } from "~/intake";
import { newFormToken } from "~/platform/form-guard.server";

const HOME_GALLERY_ITEMS = 12;
const HOME_SERVICE_CARDS = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const { locale, content, seo } = pageContent(context, homeContent, "/");
  const [services, gallery] = await Promise.all([
    listServices(locale, HOME_SERVICE_CARDS),
    listGallery(locale, { limit: HOME_GALLERY_ITEMS }),
  ]);
  const gallerySpecs = galleryContent[locale];
  return {
    content,
    seo,
    services,
    gallery: gallery.items,
    lightbox: gallerySpecs.lightbox,
    openImage: gallerySpecs.openImage,
    testimonials: testimonialsContent[locale].items.filter((t) => t.featured).slice(0, 3),
    reviewForm: reviewsContent[locale].form,
    messages: intakeMessages[locale],
    token: newFormToken(),
  };
}

/** The "Share Your Experience" review form; back to its section after sending. */
export const action = (args: Route.ActionArgs) => reviewAction(args, "/#share-experience");

// A refused post (429) keeps its Retry-After header.
export const headers: Route.HeadersFunction = formFailureHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const whyIcons = [Truck, Award, IndianRupee, Palette, Clock, ShieldCheck];

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { content, services, gallery, testimonials, lightbox, openImage, seo } = loaderData;
  const { business } = useRootData();
  return (
    <>
      <LocalBusinessJsonLd business={business} origin={seo.origin} />

      <section className="bg-gradient-to-br from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 md:grid-cols-2 md:py-20">
          <div>
            <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800 dark:bg-slate-800 dark:text-brand-100">
              {content.hero.badge}
            </p>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
              {content.hero.title}
            </h1>
            <p className={`mt-5 text-lg ${mutedText}`}>{content.hero.subtitle}</p>
            <div className="mt-8 flex flex-wrap gap-4">
              <Link to="/place-order" className={buttonClass.primary}>
                {content.hero.placeOrder}
              </Link>
              <Link to="/gallery" className={buttonClass.outline}>
                {content.hero.viewWork}
              </Link>
            </div>
            <dl className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
              {content.hero.stats.map((s) => (
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
            alt={content.hero.imageAlt}
            width={800}
            height={600}
            fetchPriority="high"
            className="h-auto w-full"
          />
        </div>
      </section>

      <HeadedSection
        headingId="services-heading"
        title={content.services.heading}
        intro={content.services.intro}
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {services.map((s) => (
            <li key={s.slug} className={`${cardClass} flex flex-col overflow-hidden`}>
              {s.imageUrl ? (
                <img
                  src={s.imageUrl}
                  alt=""
                  width={480}
                  height={320}
                  loading="lazy"
                  className="h-auto w-full"
                />
              ) : null}
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-semibold">{s.name}</h3>
                <p className={`mt-2 flex-1 ${mutedText}`}>{s.description}</p>
                <Link
                  to="/services"
                  className="mt-4 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
                >
                  {content.services.learnMore}
                  <span className="sr-only">: {s.name}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link to="/services" className={buttonClass.primary}>
            {content.services.viewAll}
          </Link>
        </p>
      </HeadedSection>

      <HeadedSection
        headingId="why-heading"
        title={content.whyChoose.heading}
        intro={content.whyChoose.intro}
        tinted
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {content.whyChoose.points.map((p, i) => {
            const Icon = whyIcons[i % whyIcons.length]!;
            return (
              <li key={p.title} className={`${cardClass} p-6`}>
                <Icon aria-hidden className="size-8 text-brand-600 dark:text-brand-100" />
                <h3 className="mt-3 text-lg font-semibold">{p.title}</h3>
                <p className={`mt-1 ${mutedText}`}>{p.text}</p>
              </li>
            );
          })}
        </ul>
      </HeadedSection>

      <HeadedSection
        headingId="testimonials-heading"
        title={content.testimonials.heading}
        intro={content.testimonials.intro}
      >
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
        <p className="mt-10 text-center">
          <Link to="/testimonials" className={buttonClass.outline}>
            {content.testimonials.readMore}
          </Link>
        </p>
      </HeadedSection>

      <HeadedSection
        headingId="work-heading"
        title={content.recentWork.heading}
        intro={content.recentWork.intro}
        tinted
      >
        <GalleryGrid items={gallery} labels={lightbox} openLabel={openImage} />
        <p className="mt-10 text-center">
          <Link to="/gallery" className={buttonClass.primary}>
            {content.recentWork.viewFull}
          </Link>
        </p>
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
