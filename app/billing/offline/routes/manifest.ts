/**
 * The web app manifest of the back office (decision 050): installed on a phone it opens on
 * billing home, full screen without the browser's bars, in the site's blue. Its icons are made
 * from the favicon by scripts/make-icons.mjs (public/icons/).
 */
export const webAppManifest = {
  id: "/billing/home",
  name: "Limra Billing",
  short_name: "Limra",
  description: "Limra's back office: bills, payments, the cash book and the godown.",
  lang: "en",
  start_url: "/billing/home",
  scope: "/",
  display: "standalone",
  orientation: "any",
  theme_color: "#1d4ed8",
  background_color: "#ffffff",
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};

/** GET /manifest.webmanifest: the same for everyone; an hour in any cache. */
export function loader() {
  return new Response(JSON.stringify(webAppManifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
