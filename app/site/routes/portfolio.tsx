import { ExternalLink } from "~/components/ui/icons";
import type { Route } from "./+types/portfolio";
import { mutedText } from "~/components/ui/styles";
import { seoMeta } from "~/lib/seo";
import { useRootData } from "~/lib/root-data";
import { simplePagesContent } from "../content/pages";
import { pageContent } from "~/platform/page-content.server";

export function loader({ context }: Route.LoaderArgs) {
  return pageContent(
    context,
    { en: simplePagesContent.en.portfolio, ta: simplePagesContent.ta.portfolio },
    "/my-portfolio",
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The external portfolio site in a frame, with a link out for when the frame cannot load. */
export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { business } = useRootData();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{content.title}</h1>
      <p className={`mt-2 ${mutedText}`}>{content.intro}</p>
      <p className={`mt-2 text-sm ${mutedText}`}>
        {content.fallback}{" "}
        <a
          href={business.portfolioUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-brand-700 underline dark:text-brand-100"
          data-testid="portfolio-link"
        >
          {content.openNewTab}
          <ExternalLink aria-hidden className="size-4" />
        </a>
      </p>
      <iframe
        src={business.portfolioUrl}
        title={content.frameTitle}
        loading="lazy"
        referrerPolicy="no-referrer"
        className="mt-6 h-[75vh] w-full rounded-lg border border-slate-200 bg-white dark:border-slate-800"
      />
    </div>
  );
}
