/**
 * The choices of the intake forms, exactly as the spec lists them (000 section 3). The English
 * value is what is stored; each form shows the label of the page's language (content modules).
 */
export const ORDER_SERVICES = [
  "Business Cards",
  "Wedding Invitations",
  "ID Cards",
  "Banners & Flex",
  "Brochures",
  "Letterheads",
  "Posters",
  "Certificates",
  "Stickers & Labels",
  "Custom Design",
  "Other",
] as const;

export const FEEDBACK_SERVICES = [
  "Digital Printing",
  "Visiting Cards",
  "Banners & Flex",
  "Wedding Cards",
  "Letter Heads",
  "Brochures",
  "Tea Talks Products",
  "Other",
] as const;

export const PROJECT_TYPES = [
  "Business Cards",
  "Wedding Invitations",
  "Promotional Banners",
  "ID Cards",
  "Brochures",
  "Letterheads",
  "Posters",
  "Flyers",
  "Certificates",
  "Other",
] as const;

export type OrderService = (typeof ORDER_SERVICES)[number];
export type FeedbackService = (typeof FEEDBACK_SERVICES)[number];
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** Design files: at most 10 per order, 10 MB each (also enforced by the server). */
export const MAX_ORDER_FILES = 10;
export const MAX_ORDER_FILE_BYTES = 10 * 1024 * 1024;
