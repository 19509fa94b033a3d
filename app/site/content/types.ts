/**
 * Shapes of the public site's marketing copy. Each page's copy lives in its own module
 * (app/site/content/<page>.ts) as `Localized<...>`: one object per language, same shape,
 * so the type checker refuses a Tamil page that misses a text.
 */
import type { Localized, PageMeta, TitledText } from "~/lib/content";
import type { PluralForms } from "~/lib/plural";

export type { Localized, PageMeta, TitledText } from "~/lib/content";
export type Stat = { value: string; label: string };
export type CallToAction = { heading: string; text: string; primary: string; secondary: string };

export type HomeContent = {
  meta: PageMeta;
  hero: {
    badge: string;
    title: string;
    subtitle: string;
    placeOrder: string; // "Place Order Now"
    viewWork: string; // "View Our Work"
    stats: Stat[]; // 500+ Happy Clients, 5+ Years Experience, 1000+ Projects Done, 100% Satisfaction
    imageAlt: string;
  };
  services: { heading: string; intro: string; viewAll: string; learnMore: string };
  whyChoose: { heading: string; intro: string; points: TitledText[] }; // 6 points
  testimonials: { heading: string; intro: string; readMore: string }; // "Read More Reviews"
  recentWork: {
    heading: string; // "Our Recent Work"
    intro: string;
    viewFull: string; // "View Full Gallery"
  };
  reviewSlot: { heading: string; intro: string }; // "Write a Review" (decision 031)
  cta: CallToAction; // primary "Place Your Order", secondary "Contact Us"
  offer: { heading: string; text: string; cta: string; close: string; imageAlt: string };
};

export type AboutContent = {
  meta: PageMeta;
  hero: { title: string; intro: string };
  mission: TitledText;
  vision: TitledText;
  values: { heading: string; items: TitledText[] }; // 4: Quality First, Timely Delivery, Customer Focus, Reliability
  stats: { heading: string; items: Stat[] }; // achievement stats (+ the real rating, decision 032)
  whyUs: { heading: string; points: string[] }; // exactly 9
  promise: { heading: string; text: string; cta: string };
};

export type ServicesContent = {
  meta: PageMeta;
  hero: { title: string; intro: string };
  labels: { features: string; getQuote: string; startingAt: string; turnaround: string };
  additional: { heading: string; intro: string; items: string[] }; // exactly 10
  process: { heading: string; intro: string; steps: TitledText[] }; // 4: Consultation, Design & Quote, Production, Delivery
  cta: CallToAction; // primary -> /place-order, secondary -> /contact
};

export type ProductCategory = {
  slug: string;
  name: string;
  popular: boolean;
  description: string;
  /** e.g. "₹500 for 500 cards" — from the spec's price list. */
  startingPrice: string;
  items: { name: string; price: string }[]; // 3–5 products each
};

export type ProductsContent = {
  meta: PageMeta;
  hero: { title: string; intro: string };
  labels: {
    popular: string;
    startingFrom: string;
    showProducts: string; // "View products"
    hideProducts: string;
    getQuote: string;
    viewSamples: string;
  };
  categories: ProductCategory[]; // exactly 12, in the spec's order
  mostPopular: {
    heading: string;
    items: { name: string; text: string; price: string }[];
    orderNow: string;
  }; // 3
  custom: CallToAction; // custom-quote section: primary -> /contact, secondary -> /place-order
};

export type Testimonial = {
  name: string;
  company: string;
  location: string;
  rating: number; // 1-5
  date: string; // yyyy-mm
  initials: string; // avatar
  text: string;
  project: string;
  featured: boolean;
};

export type TestimonialsContent = {
  meta: PageMeta;
  hero: { title: string; intro: string };
  featuredHeading: string;
  moreHeading: string;
  items: Testimonial[]; // exactly 6: 4 featured, 2 not
  stats: Stat[]; // 500+ clients, 1000+ projects, 100% satisfaction (+ the real rating, decision 032)
  cta: CallToAction;
};

export type PolicySection = { heading: string; paragraphs: string[]; bullets?: string[] };
export type PolicyContent = {
  meta: PageMeta;
  title: string;
  intro: string;
  sections: PolicySection[];
  lastUpdated: string; // "Last updated January 2025"
};

export type GalleryContent = {
  meta: PageMeta;
  hero: { title: string; intro: string };
  filters: Record<"all" | GalleryCategory, string>;
  filterLabel: string;
  showing: PluralForms; // "Showing {shown} of {total} projects", by {total}
  loadMore: string;
  empty: string;
  lightbox: { label: string; close: string; previous: string; next: string; counter: string }; // counter "{index} of {total}"
  openImage: string; // "View {title} full size"
  cta: CallToAction; // primary "Start Your Project" -> /place-order, secondary "Request Portfolio" -> /contact
  requestPortfolioSubject: string; // prefilled contact subject
};

export type GalleryCategory = "business-cards" | "banners" | "id-cards" | "wedding" | "brochures";

export type SimplePagesContent = {
  thankYou: { meta: PageMeta; title: string; text: string; backHome: string };
  thankYouContact: { meta: PageMeta; title: string; text: string; backHome: string };
  welcome: {
    meta: PageMeta;
    greeting: string;
    greetingNamed: string;
    text: string;
    continue: string;
    redirecting: string;
    /** For a visitor who is not signed in (the page must not say they are). */
    visitor: { title: string; text: string; signIn: string; signUp: string; browse: string };
  }; // greetingNamed has {name}
  portfolio: {
    meta: PageMeta;
    title: string;
    intro: string;
    frameTitle: string;
    openNewTab: string;
    fallback: string;
  };
};

/** Seed rows for the services and gallery_items tables (admin-editable later). */
export type ServiceSeed = {
  slug: string;
  name: Localized<string>;
  description: Localized<string>;
  features: Localized<string[]>; // 4-5 each
  turnaround: Localized<string>;
  startingPricePaise: number | null;
  image: string; // /images/services/<slug>.svg
};

export type GallerySeed = {
  slug: string;
  title: Localized<string>;
  description: Localized<string>;
  category: GalleryCategory;
  tags: Localized<string[]>;
  image: string; // /images/gallery/<slug>.svg
};
