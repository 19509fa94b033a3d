/**
 * Shapes of the intake pages' copy (order, contact, reviews, feedback, the owner's inbox).
 * Each module holds `Localized<...>`: English and Tamil, same shape, checked by the compiler.
 */
import type { PageMeta, TitledText } from "~/lib/content";
import type { FeedbackService, OrderService, ProjectType } from "../options";

export type ToastText = { title: string; description: string };

/** Validation messages and toasts shared by the four forms (the spec's wording in English). */
export type IntakeMessages = {
  nameMin2: string; // "Name must be at least 2 characters"
  companyRequired: string; // "Company is required"
  locationRequired: string; // "Location is required"
  ratingRequired: string;
  reviewMin10: string; // "Review must be at least 10 characters"
  projectTypeRequired: string; // "Project type is required"
  nameRequired: string;
  phoneRequired: string;
  phoneInvalid: string;
  emailRequired: string;
  emailInvalid: string;
  serviceRequired: string;
  messageRequired: string;
  feedbackRequired: string;
  tooLong: string; // "{max}"
  fileTooLarge: string; // "{name}"
  fileEmpty: string; // "{name}"
  fileType: string; // "{name}"
  tooManyFiles: string;
  missingInformation: ToastText;
  checkForm: ToastText;
  rateLimited: ToastText;
  orderSuccess: ToastText;
  orderFailed: ToastText;
  emailFailed: ToastText;
  contactSuccess: ToastText;
  contactFailed: ToastText;
  contactUnexpected: string; // "There was an unexpected error. Please try again."
  reviewSuccess: ToastText;
  reviewFailed: ToastText;
  feedbackSuccess: ToastText;
  feedbackFailed: ToastText;
  submitting: string; // "Submitting..."
  sending: string; // "Sending..."
  required: string; // shown next to required labels for screen readers: "(required)"
  optional: string; // "(optional)"
  honeypotLabel: string; // label of the hidden anti-spam field
};

export type ReviewFormContent = {
  heading: string; // "Write a Review" (the spec: "Share Your Experience"; decision 031)
  intro: string;
  name: string;
  company: string;
  location: string;
  rating: string;
  star: string; // "{rating} star" / "{rating} stars" label for each radio: "{rating} out of 5 stars"
  review: string;
  reviewPlaceholder: string;
  projectType: string;
  projectTypePlaceholder: string;
  projectTypes: Record<ProjectType, string>;
  submit: string; // "Submit Review"
};

export type PlaceOrderContent = {
  meta: PageMeta;
  hero: { title: string; intro: string };
  form: {
    heading: string;
    name: string;
    phone: string;
    phoneHint: string;
    email: string;
    service: string;
    servicePlaceholder: string;
    quantity: string;
    quantityPlaceholder: string;
    message: string;
    messagePlaceholder: string;
    files: string;
    filesHint: string; // "JPG, PNG, PDF, AI, PSD or CDR · max 10MB each · up to 10 files"
    chooseFiles: string;
    selectedFiles: string; // "Selected files ({count})"
    removeFile: string; // "Remove {name}"
    submit: string; // "Submit Order"
    whatsapp: string; // "Order via WhatsApp"
  };
  services: Record<OrderService, string>;
  whatsappMessage: {
    intro: string;
    name: string;
    service: string;
    quantity: string;
    message: string;
  };
  /** `hours` labels the opening hours of the business settings (read out before them). */
  help: { heading: string; text: string; call: string; email: string; hours: string };
  steps: { heading: string; items: TitledText[] }; // exactly 4
  guarantee: TitledText;
};

export type ContactContent = {
  meta: PageMeta;
  hero: { title: string; intro: string; badges: string[] }; // Quick Response, Free Consultation, Easy to Find
  cards: {
    visit: TitledText & { action: string };
    call: TitledText & { action: string };
    email: TitledText & { action: string };
    whatsapp: TitledText & { action: string };
  };
  /** The spec's prefilled WhatsApp text (kept in English for the shop's staff). */
  whatsappText: string;
  form: {
    heading: string;
    intro: string;
    name: string;
    email: string;
    phone: string;
    subject: string;
    message: string;
    messagePlaceholder: string;
    submit: string; // "Send Message"
  };
  office: {
    heading: string;
    address: string;
    hours: string;
    mapTitle: string;
    whatsapp: string;
  };
  faq: { heading: string; items: { question: string; answer: string }[] }; // exactly 6
};

export type ReviewsContent = {
  meta: PageMeta;
  hero: { title: string; intro: string };
  stats: {
    heading: string;
    average: string;
    total: string;
    fiveStar: string;
    none: string; // shown instead of an average when there are no reviews
  };
  list: { heading: string; loading: string };
  empty: { title: string; text: string }; // 'No reviews yet' / 'Be the first to share your experience with us!'
  form: ReviewFormContent;
};

export type ShareExperienceContent = {
  meta: PageMeta;
  title: string; // "Share Your Feedback" (the spec: "Share Your Experience"; decision 031)
  back: string;
  intro: string;
  form: {
    name: string;
    email: string;
    phone: string;
    rating: string;
    star: string; // "{rating} out of 5 stars"
    service: string;
    servicePlaceholder: string;
    feedback: string;
    feedbackPlaceholder: string;
    recommend: string;
    submit: string; // "Submit Feedback"
    chooseFirst: string; // hint while rating or service is missing
  };
  services: Record<FeedbackService, string>;
};
