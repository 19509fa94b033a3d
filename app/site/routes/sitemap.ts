import { localizedUrl } from "~/lib/seo";
import { getEnv } from "~/platform/env.server";
import { escapeHtml } from "~/platform/email/templates.server";
import { PUBLIC_PAGES } from "../public-pages";

/** GET /sitemap.xml: every public page, in English and Tamil, with hreflang alternates. */
export function loader() {
  const origin = getEnv().APP_URL;
  const urls = PUBLIC_PAGES.flatMap((page) =>
    (["en", "ta"] as const).map((locale) => {
      const alternates = (["en", "ta"] as const)
        .map(
          (alt) =>
            `    <xhtml:link rel="alternate" hreflang="${alt}" href="${escapeHtml(localizedUrl(origin, page.path, alt))}"/>`,
        )
        .join("\n");
      return `  <url>
    <loc>${escapeHtml(localizedUrl(origin, page.path, locale))}</loc>
${alternates}
    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(localizedUrl(origin, page.path, "en"))}"/>
    <changefreq>${page.changefreq}</changefreq>
    <priority>${page.priority.toFixed(1)}</priority>
  </url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
