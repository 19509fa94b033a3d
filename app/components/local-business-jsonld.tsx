import type { PublicBusiness } from "~/lib/business";
import { ratingValue, type ReviewRating } from "~/lib/rating";

/**
 * Structured data for search engines: the shop as a LocalBusiness (name, address, phone,
 * e-mail, map, geo position), from the business settings. The rating is the approved reviews'
 * and is left out when there is none (search engines penalise made-up ratings); the opening
 * hours are the owner's free text, so no machine-read hours are claimed (decision 032).
 */
export function localBusinessData(
  business: PublicBusiness,
  origin: string,
  rating: ReviewRating | null,
) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${origin}/#business`,
    name: business.name,
    description: business.tagline,
    url: `${origin}/`,
    image: `${origin}/images/og-image.png`,
    logo: `${origin}/images/logo.svg`,
    telephone: business.phone.replace(/\s/g, ""),
    ...(business.email ? { email: business.email } : {}),
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
    ...(business.mapUrl ? { hasMap: business.mapUrl } : {}),
    ...(rating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: ratingValue(rating),
            bestRating: "5",
            worstRating: "1",
            reviewCount: String(rating.count),
          },
        }
      : {}),
    sameAs: [business.social.facebook, business.social.instagram, business.social.youtube],
  };
}

/** The LocalBusiness JSON-LD script of the home and contact pages. */
export function LocalBusinessJsonLd({
  business,
  origin,
  rating,
}: {
  business: PublicBusiness;
  origin: string;
  rating: ReviewRating | null;
}) {
  const data = localBusinessData(business, origin, rating);
  return (
    <script
      type="application/ld+json"
      // JSON.stringify output with "<" escaped cannot close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
