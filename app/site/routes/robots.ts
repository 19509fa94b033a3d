import { getEnv } from "~/platform/env.server";
import { PRIVATE_PREFIXES } from "../public-pages";

/** GET /robots.txt: crawl the public site, stay out of staff and account areas. */
export function loader() {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${getEnv().APP_URL}/sitemap.xml`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
