import type { PublicBusiness } from "~/lib/business";

/**
 * Structured data for search engines: the shop as a LocalBusiness (name, address, phone,
 * opening hours, geo position, rating). Rendered as JSON-LD on the home and contact pages.
 */
export function LocalBusinessJsonLd({
  business,
  origin,
}: {
  business: PublicBusiness;
  origin: string;
}) {
  const data = {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${origin}/#business`,
    name: business.name,
    description: business.tagline,
    url: `${origin}/`,
    image: `${origin}/images/og-image.png`,
    logo: `${origin}/images/logo.svg`,
    telephone: business.phone.replace(/\s/g, ""),
    email: business.email,
    priceRange: "₹₹",
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.split(",").slice(0, -2).join(",").trim(),
      addressLocality: business.address.split(",").slice(-2, -1)[0]?.trim(),
      addressRegion: "Tamil Nadu",
      addressCountry: "IN",
      postalCode: business.address.match(/\b\d{6}\b/)?.[0],
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: business.geo.latitude,
      longitude: business.geo.longitude,
    },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "09:00",
        closes: "20:00",
      },
    ],
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: "4.9",
      bestRating: "5",
      reviewCount: "500",
    },
    sameAs: [business.social.facebook, business.social.instagram, business.social.youtube],
  };
  return (
    <script
      type="application/ld+json"
      // JSON.stringify output with "<" escaped cannot close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
