import { Link } from "react-router";
import type { Route } from "./+types/gallery";
import { buttonClass, mutedText, sectionClass } from "~/components/ui/styles";
import { seoMeta } from "~/lib/seo";
import { CallToActionBand } from "../components/call-to-action";
import { GalleryGrid } from "../components/gallery-grid";
import { PageHero } from "~/components/section-heading";
import { galleryContent } from "../content/gallery";
import { GALLERY_CATEGORIES, GALLERY_PAGE_SIZE, isGalleryCategory } from "../gallery-categories";
import { listGallery } from "../site.server";
import { pageContent } from "~/platform/page-content.server";
import { pluralForm } from "~/lib/plural";

const MAX_SHOWN = 500;

/** ?category= filters (default all); ?show= is how many items are listed (Load More adds a page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageContent(context, galleryContent, "/gallery");
  const params = new URL(request.url).searchParams;
  const category = params.get("category");
  const requested = Number.parseInt(params.get("show") ?? "", 10);
  const show = Number.isFinite(requested)
    ? Math.min(Math.max(requested, GALLERY_PAGE_SIZE), MAX_SHOWN)
    : GALLERY_PAGE_SIZE;
  const gallery = await listGallery(page.locale, {
    category: isGalleryCategory(category) ? category : undefined,
    limit: show,
  });
  return { ...page, gallery, category: isGalleryCategory(category) ? category : "all", show };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

function query(category: string, show?: number) {
  const params = new URLSearchParams();
  if (category !== "all") params.set("category", category);
  if (show) params.set("show", String(show));
  const q = params.toString();
  return q ? `?${q}` : "/gallery";
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { content, gallery, category, show } = loaderData;
  const shown = gallery.items.length;
  return (
    <>
      <PageHero title={content.hero.title} intro={content.hero.intro} />
      <section className={sectionClass} aria-label={content.hero.title}>
        <nav aria-label={content.filterLabel}>
          <ul className="flex flex-wrap justify-center gap-2" data-testid="gallery-filters">
            {(["all", ...GALLERY_CATEGORIES] as const).map((c) => {
              const active = c === category;
              return (
                <li key={c}>
                  <Link
                    to={query(c)}
                    preventScrollReset
                    aria-current={active ? "page" : undefined}
                    data-category={c}
                    className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                      active
                        ? "border-brand-600 bg-brand-600 text-white"
                        : "border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
                    }`}
                  >
                    {content.filters[c]}
                    <span
                      className={`rounded-full px-2 text-xs ${active ? "bg-brand-800" : "bg-slate-100 dark:bg-slate-800"}`}
                      data-testid="filter-count"
                    >
                      {gallery.counts[c]}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <p
          className={`mt-8 mb-6 text-center ${mutedText}`}
          aria-live="polite"
          data-testid="gallery-showing"
        >
          {pluralForm(gallery.total, content.showing.one, content.showing.other)
            .replace("{shown}", String(shown))
            .replace("{total}", String(gallery.total))}
        </p>

        {shown === 0 ? (
          <p className="text-center">{content.empty}</p>
        ) : (
          <GalleryGrid
            items={gallery.items}
            labels={content.lightbox}
            openLabel={content.openImage}
            eagerCount={4}
          />
        )}

        {shown < gallery.total ? (
          <p className="mt-10 text-center">
            <Link
              to={query(category, show + GALLERY_PAGE_SIZE)}
              preventScrollReset
              className={buttonClass.outline}
              data-testid="load-more"
            >
              {content.loadMore}
            </Link>
          </p>
        ) : null}
      </section>
      <CallToActionBand
        content={content.cta}
        primaryTo="/place-order"
        secondaryTo={`/contact?subject=${encodeURIComponent(content.requestPortfolioSubject)}`}
      />
    </>
  );
}
