import { localized, tr } from "~/lib/content";
import type { CatalogMessageKey } from "./schema";

type Tab = "services" | "products" | "gallery";
type ListWords = { caption: string; empty: string; note: string };
type FormWords = { active: string; add: string; update: string };

/** Copy of the admin catalog (/admin): its page, lists, forms, toasts and field errors. */
export type CatalogContent = {
  title: string;
  /** {services}, {products}, {gallery}: the public pages' addresses. */
  intro: string;
  tabsLabel: string;
  tabs: Record<Tab, string>;
  add: Record<Tab, string>;
  /** {name}: the item edited. */
  editTitle: string;
  viewOnSite: string;
  totals: Record<Tab, string>;
  /** {count}: how many of them are active. */
  activeCount: string;
  active: string;
  inactive: string;
  edit: string;
  delete: string;
  /** {name}, {note}. */
  deleteQuestion: string;
  yesDelete: string;
  columns: {
    status: string;
    actions: string;
    service: string;
    startingPrice: string;
    position: string;
  };
  lists: Record<Exclude<Tab, "products">, ListWords>;
  /** {position}: the gallery item's place. */
  galleryPosition: string;
  fields: {
    serviceName: string;
    nameTa: string;
    description: string;
    descriptionTa: string;
    features: string;
    featuresTa: string;
    onePerLine: string;
    turnaround: string;
    turnaroundTa: string;
    turnaroundPlaceholder: string;
    startingPrice: string;
    startingPriceHint: string;
    position: string;
    servicePositionHint: string;
    galleryPositionHint: string;
    servicePictureHint: string;
    galleryPictureHint: string;
    removePicture: string;
    galleryTitle: string;
    titleTa: string;
    category: string;
    selectCategory: string;
    tags: string;
    tagsTa: string;
    tagsHint: string;
  };
  forms: Record<"services" | "gallery", FormWords>;
  toasts: {
    error: string;
    saveFailed: Record<"service" | "gallery_item", string>;
    deleteFailed: Record<"service" | "gallery_item", string>;
    saved: Record<"service" | "gallery_item", string>;
    /** {name}. */
    added: string;
    updated: string;
    deleted: Record<"service" | "gallery_item", string>;
    deactivated: Record<"service" | "gallery_item", string>;
    unknownAction: string;
  };
  messages: Record<CatalogMessageKey, string>;
};

export const catalogContent = localized<CatalogContent>({
  title: tr("Admin Panel", "நிர்வாகப் பகுதி"),
  intro: tr(
    "What you save here is what the public pages show: services on {services}, products on {products} and the gallery on the home page and {gallery}.",
    "இங்கே சேமிப்பதையே பொதுப் பக்கங்கள் காட்டும்: சேவைகள் {services} பக்கத்திலும், பொருட்கள் {products} பக்கத்திலும், படத்தொகுப்பு முகப்புப் பக்கத்திலும் {gallery} பக்கத்திலும்.",
  ),
  tabsLabel: tr("Catalog sections", "பட்டியல் பிரிவுகள்"),
  tabs: {
    services: tr("Services", "சேவைகள்"),
    products: tr("Products", "பொருட்கள்"),
    gallery: tr("Gallery", "படத்தொகுப்பு"),
  },
  add: {
    services: tr("Add Service", "சேவையைச் சேர்"),
    products: tr("Add Product", "பொருளைச் சேர்"),
    gallery: tr("Add Gallery Item", "படத்தைச் சேர்"),
  },
  editTitle: tr("Edit {name}", "{name} — திருத்து"),
  viewOnSite: tr("View on site", "இணையதளத்தில் பார்"),
  totals: {
    services: tr("Total Services", "மொத்தச் சேவைகள்"),
    products: tr("Total Products", "மொத்தப் பொருட்கள்"),
    gallery: tr("Total Gallery Items", "மொத்தப் படங்கள்"),
  },
  activeCount: tr("{count} active", "{count} செயலில்"),
  active: tr("Active", "செயலில்"),
  inactive: tr("Inactive", "செயலில் இல்லை"),
  edit: tr("Edit", "திருத்து"),
  delete: tr("Delete", "நீக்கு"),
  deleteQuestion: tr("Delete {name}? {note}", "{name} — நீக்கவா? {note}"),
  yesDelete: tr("Yes, delete", "ஆம், நீக்கு"),
  columns: {
    status: tr("Status", "நிலை"),
    actions: tr("Actions", "செயல்கள்"),
    service: tr("Service", "சேவை"),
    startingPrice: tr("Starting price", "தொடக்க விலை"),
    position: tr("Position", "வரிசை இடம்"),
  },
  lists: {
    services: {
      caption: tr("Services", "சேவைகள்"),
      empty: tr(
        "No services found. Add your first service!",
        "சேவைகள் எதுவும் இல்லை. உங்கள் முதல் சேவையைச் சேர்க்கவும்!",
      ),
      note: tr(
        "It leaves the Services page; you can switch it back on by editing it.",
        "இது சேவைகள் பக்கத்திலிருந்து விலகும்; திருத்தி மீண்டும் செயல்படுத்தலாம்.",
      ),
    },
    gallery: {
      caption: tr("Gallery", "படத்தொகுப்பு"),
      empty: tr(
        "No gallery items found. Add your first gallery item!",
        "படங்கள் எதுவும் இல்லை. உங்கள் முதல் படத்தைச் சேர்க்கவும்!",
      ),
      note: tr(
        "It leaves the gallery; you can switch it back on by editing it.",
        "இது படத்தொகுப்பிலிருந்து விலகும்; திருத்தி மீண்டும் செயல்படுத்தலாம்.",
      ),
    },
  },
  galleryPosition: tr("position {position}", "வரிசை {position}"),
  fields: {
    serviceName: tr("Service name", "சேவையின் பெயர்"),
    nameTa: tr("Name in Tamil", "தமிழில் பெயர்"),
    description: tr("Description", "விளக்கம்"),
    descriptionTa: tr("Description in Tamil", "தமிழில் விளக்கம்"),
    features: tr("Features", "சிறப்பம்சங்கள்"),
    featuresTa: tr("Features in Tamil", "தமிழில் சிறப்பம்சங்கள்"),
    onePerLine: tr("One per line.", "ஒரு வரிக்கு ஒன்று."),
    turnaround: tr("Turnaround", "தயாராகும் காலம்"),
    turnaroundTa: tr("Turnaround in Tamil", "தமிழில் தயாராகும் காலம்"),
    turnaroundPlaceholder: tr("2-3 business days", "2-3 வேலை நாட்கள்"),
    startingPrice: tr("Starting price (₹)", "தொடக்க விலை (₹)"),
    startingPriceHint: tr(
      "Optional. Leave empty to show no price.",
      "விருப்பமானது. விலை காட்ட வேண்டாமெனில் காலியாக விடவும்.",
    ),
    position: tr("Position", "வரிசை இடம்"),
    servicePositionHint: tr(
      "Lower numbers come first. Empty: after the others.",
      "குறைந்த எண் முதலில் வரும். காலியாக இருந்தால்: மற்றவற்றுக்குப் பிறகு.",
    ),
    galleryPositionHint: tr(
      "Lower numbers come first. Empty: first, newest first.",
      "குறைந்த எண் முதலில் வரும். காலியாக இருந்தால்: முதலில், புதியது முதலில்.",
    ),
    servicePictureHint: tr(
      "Optional. JPEG, PNG or WebP, up to 5 MB.",
      "விருப்பமானது. JPEG, PNG அல்லது WebP, 5 MB வரை.",
    ),
    galleryPictureHint: tr("JPEG, PNG or WebP, up to 5 MB.", "JPEG, PNG அல்லது WebP, 5 MB வரை."),
    removePicture: tr("Remove the picture", "படத்தை நீக்கு"),
    galleryTitle: tr("Gallery title", "படத்தின் தலைப்பு"),
    titleTa: tr("Title in Tamil", "தமிழில் தலைப்பு"),
    category: tr("Category", "வகை"),
    selectCategory: tr("Select a category", "ஒரு வகையைத் தேர்ந்தெடுக்கவும்"),
    tags: tr("Tags", "குறிச்சொற்கள்"),
    tagsTa: tr("Tags in Tamil", "தமிழில் குறிச்சொற்கள்"),
    tagsHint: tr(
      "Separated by commas or one per line.",
      "காற்புள்ளிகளால் பிரிக்கவும் அல்லது ஒரு வரிக்கு ஒன்று.",
    ),
  },
  forms: {
    services: {
      active: tr("Active (shown on the Services page)", "செயலில் (சேவைகள் பக்கத்தில் காட்டப்படும்)"),
      add: tr("Add Service", "சேவையைச் சேர்"),
      update: tr("Update Service", "சேவையைப் புதுப்பி"),
    },
    gallery: {
      active: tr("Active (shown in the gallery)", "செயலில் (படத்தொகுப்பில் காட்டப்படும்)"),
      add: tr("Add Gallery Item", "படத்தைச் சேர்"),
      update: tr("Update Gallery Item", "படத்தைப் புதுப்பி"),
    },
  },
  toasts: {
    error: tr("Error", "பிழை"),
    saveFailed: {
      service: tr("Failed to save service", "சேவையைச் சேமிக்க முடியவில்லை"),
      gallery_item: tr("Failed to save gallery item", "படத்தைச் சேமிக்க முடியவில்லை"),
    },
    deleteFailed: {
      service: tr("Failed to delete service", "சேவையை நீக்க முடியவில்லை"),
      gallery_item: tr("Failed to delete gallery item", "படத்தை நீக்க முடியவில்லை"),
    },
    saved: {
      service: tr("Service saved", "சேவை சேமிக்கப்பட்டது"),
      gallery_item: tr("Gallery item saved", "படம் சேமிக்கப்பட்டது"),
    },
    added: tr("{name} has been added.", "{name} சேர்க்கப்பட்டது."),
    updated: tr("{name} has been updated.", "{name} புதுப்பிக்கப்பட்டது."),
    deleted: {
      service: tr("Service deleted", "சேவை நீக்கப்பட்டது"),
      gallery_item: tr("Gallery item deleted", "படம் நீக்கப்பட்டது"),
    },
    deactivated: {
      service: tr("Service has been deactivated", "சேவை செயலிழக்கச் செய்யப்பட்டது"),
      gallery_item: tr("Gallery item has been deactivated", "படம் செயலிழக்கச் செய்யப்பட்டது"),
    },
    unknownAction: tr("Unknown action.", "தெரியாத செயல்."),
  },
  messages: {
    serviceNameRequired: tr("Service name is required", "சேவையின் பெயர் தேவை"),
    galleryTitleRequired: tr("Gallery title is required", "படத்தின் தலைப்பு தேவை"),
    categoryRequired: tr("Please choose a category", "ஒரு வகையைத் தேர்ந்தெடுக்கவும்"),
    imageRequired: tr("Please choose an image", "ஒரு படத்தைத் தேர்ந்தெடுக்கவும்"),
    priceInvalid: tr(
      "Please enter the price in rupees, e.g. 250 or 249.50",
      "விலையை ரூபாயில் உள்ளிடவும், எ.கா. 250 அல்லது 249.50",
    ),
    sortOrderInvalid: tr(
      "Position must be a whole number, e.g. 10",
      "வரிசை இடம் ஒரு முழு எண்ணாக இருக்க வேண்டும், எ.கா. 10",
    ),
    tooManyItems: tr(
      "Please keep this to 20 entries of at most 200 characters each",
      "அதிகபட்சம் 20 பதிவுகள், ஒவ்வொன்றும் 200 எழுத்துகளுக்குள் இருக்க வேண்டும்",
    ),
    tooLong: tr("This is too long", "இது மிக நீளமாக உள்ளது"),
  },
});
