/**
 * The public pages search engines should know, for /sitemap.xml. Add a page here when its
 * route is registered in app/routes.ts (a test checks every path here answers 200).
 */
export const PUBLIC_PAGES: {
  path: string;
  priority: number;
  changefreq: "weekly" | "monthly" | "yearly";
}[] = [
  { path: "/", priority: 1.0, changefreq: "weekly" },
  { path: "/about", priority: 0.7, changefreq: "monthly" },
  { path: "/services", priority: 0.9, changefreq: "monthly" },
  { path: "/products", priority: 0.9, changefreq: "monthly" },
  { path: "/gallery", priority: 0.8, changefreq: "weekly" },
  { path: "/testimonials", priority: 0.6, changefreq: "monthly" },
  { path: "/reviews", priority: 0.6, changefreq: "weekly" },
  { path: "/place-order", priority: 0.9, changefreq: "monthly" },
  { path: "/contact", priority: 0.8, changefreq: "monthly" },
  { path: "/share-experience", priority: 0.5, changefreq: "monthly" },
  { path: "/limrakart", priority: 0.8, changefreq: "weekly" },
  { path: "/limrakart/help", priority: 0.4, changefreq: "monthly" },
  { path: "/limra-foods", priority: 0.8, changefreq: "monthly" },
  { path: "/tea-talks-gold-pack", priority: 0.7, changefreq: "monthly" },
  { path: "/tea-talks-trial-pouch", priority: 0.7, changefreq: "monthly" },
  { path: "/tea-talks-saver-pack", priority: 0.7, changefreq: "monthly" },
  { path: "/tea-talks-gold-mini", priority: 0.7, changefreq: "monthly" },
  { path: "/tea-talks-regular-pack", priority: 0.7, changefreq: "monthly" },
  { path: "/tea-talks-family-pack", priority: 0.7, changefreq: "monthly" },
  { path: "/my-portfolio", priority: 0.4, changefreq: "monthly" },
  { path: "/privacy-policy", priority: 0.2, changefreq: "yearly" },
  { path: "/terms-conditions", priority: 0.2, changefreq: "yearly" },
  { path: "/cancellation-refund", priority: 0.2, changefreq: "yearly" },
  { path: "/shipping-delivery", priority: 0.2, changefreq: "yearly" },
];

/** Areas crawlers must stay out of (robots.txt). */
export const PRIVATE_PREFIXES = ["/billing", "/admin", "/limrakart/admin", "/settings"];
