import { cardAndBannerProducts } from "./seed-data-print";
import { stationeryProducts } from "./seed-data-stationery";
import { teaProducts } from "./seed-data-tea";
import type { CategorySeed, ProductSeed } from "./seed-types";

/**
 * The shop's starting catalog: the twelve print categories of the Products page plus Tea Talks tea.
 * Each print product is a concrete pack with one fixed price, worked out from the spec's rupee
 * ranges (pricePaise = rupees × 100). Stock figures are sample values the admin edits later.
 */

/** Shown wherever a product has no image (imageUrl null). */
export const PLACEHOLDER_IMAGE = "/images/shop/placeholder.svg";

export const categorySeeds: CategorySeed[] = [
  {
    slug: "visiting-cards",
    name: { en: "Visiting Cards", ta: "விசிட்டிங் கார்டுகள்" },
    sortOrder: 1,
  },
  { slug: "invitation-cards", name: { en: "Invitation Cards", ta: "அழைப்பிதழ்கள்" }, sortOrder: 2 },
  { slug: "id-cards", name: { en: "ID Cards", ta: "ஐடி கார்டுகள்" }, sortOrder: 3 },
  {
    slug: "posters-flex-banners",
    name: { en: "Posters & Flex Banners", ta: "போஸ்டர்கள் & ஃப்ளெக்ஸ் பேனர்கள்" },
    sortOrder: 4,
  },
  { slug: "certificates", name: { en: "Certificates", ta: "சான்றிதழ்கள்" }, sortOrder: 5 },
  { slug: "letterheads", name: { en: "Letterheads", ta: "லெட்டர்ஹெட்" }, sortOrder: 6 },
  { slug: "envelopes", name: { en: "Envelopes", ta: "கவர்கள் (என்வலப்)" }, sortOrder: 7 },
  { slug: "bill-books", name: { en: "Bill Books", ta: "பில் புக்குகள்" }, sortOrder: 8 },
  { slug: "logo-design", name: { en: "Logo Design", ta: "லோகோ வடிவமைப்பு" }, sortOrder: 9 },
  {
    slug: "menu-cards-brochures",
    name: { en: "Menu Cards/Brochures", ta: "மெனு கார்டுகள்/பிரோஷர்கள்" },
    sortOrder: 10,
  },
  {
    slug: "stickers-labels",
    name: { en: "Stickers & Labels", ta: "ஸ்டிக்கர்கள் & லேபிள்கள்" },
    sortOrder: 11,
  },
  {
    slug: "calendar-printing",
    name: { en: "Calendar Printing", ta: "காலண்டர் அச்சிடுதல்" },
    sortOrder: 12,
  },
  { slug: "tea", name: { en: "Tea", ta: "தேநீர்" }, sortOrder: 13 },
];

export const productSeeds: ProductSeed[] = [
  ...cardAndBannerProducts,
  ...stationeryProducts,
  ...teaProducts,
];
