import type { MetaDescriptor } from "react-router";
import type { Locale } from "~/lib/i18n/i18n";

/** What a page's loader returns so that `seoMeta` can describe the page to search engines. */
export type PageSeo = {
  title: string;
  description: string;
  /** The page's path without query, e.g. "/services". */
  path: string;
  locale: Locale;
  /** Public origin of the site (APP_URL). */
  origin: string;
  /** Absolute or site-relative image for sharing cards. */
  image?: string;
  /** Pages that must not be indexed (thank-you pages, welcome). */
  noindex?: boolean;
};

/** The URL of a page in a language: English at the bare path, Tamil with ?lang=ta. */
export function localizedUrl(origin: string, path: string, locale: Locale): string {
  return `${origin}${path}${locale === "ta" ? "?lang=ta" : ""}`;
}

/**
 * Title, description, canonical URL, hreflang alternates (en, ta, x-default), Open Graph and
 * Twitter card tags for one page in one language.
 */
export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const canonical = localizedUrl(seo.origin, seo.path, seo.locale);
  const image = new URL(seo.image ?? "/images/og-image.png", seo.origin).toString();
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: canonical },
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "en",
      href: localizedUrl(seo.origin, seo.path, "en"),
    },
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "ta",
      href: localizedUrl(seo.origin, seo.path, "ta"),
    },
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: localizedUrl(seo.origin, seo.path, "en"),
    },
    { property: "og:type", content: "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:locale", content: seo.locale === "ta" ? "ta_IN" : "en_IN" },
    { property: "og:locale:alternate", content: seo.locale === "ta" ? "en_IN" : "ta_IN" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
  ];
}
