import { localized, tr } from "~/lib/content";
import type { PluralForms } from "~/lib/plural";
import type { ReviewStatus } from "~/platform/db/schema";
import type { InboxFilter, InboxKind } from "./kinds";

/** The labels of an inbox item's fields (their values are the customer's data). */
export type InboxFieldKey =
  | "name"
  | "phone"
  | "email"
  | "service"
  | "quantity"
  | "message"
  | "subject"
  | "rating"
  | "serviceUsed"
  | "wouldRecommend"
  | "feedback"
  | "company"
  | "location"
  | "projectType"
  | "review";

/** What an admin action on an item does, said in its toast. */
export type InboxIntent =
  "read" | "unread" | "handled" | "reopen" | "approve" | "reject" | "delete";

/** Copy of /admin/inbox and /admin/inbox/:kind/:id: lists, search, item page, toasts, errors. */
export type InboxContent = {
  title: string;
  itemTitle: string;
  kinds: Record<InboxKind, string>;
  /** The tabs' navigation. */
  tabsLabel: string;
  /** After a tab's count, for screen readers: "3 unread", "2 pending". */
  unread: string;
  pending: string;
  search: string;
  show: string;
  searchButton: string;
  filters: Record<InboxFilter, string>;
  /** {count} items. */
  count: PluralForms;
  empty: string;
  newMark: string;
  handledBadge: string;
  emailFailed: string;
  /** The item's line under its heading; {date} is the time. */
  received: string;
  handledOn: string;
  reviewStatus: Record<ReviewStatus, string>;
  markHandled: string;
  markNotHandled: string;
  markUnread: string;
  fields: Record<InboxFieldKey, string>;
  yes: string;
  no: string;
  files: {
    heading: string;
    none: string;
    /** {size}: a number. */
    kilobytes: string;
    megabytes: string;
  };
  emails: {
    heading: string;
    /** {date}: when it went. */
    sent: string;
    /** {count} attempts; {error}: the mail server's answer. */
    failed: PluralForms;
    waiting: PluralForms;
    unknownError: string;
  };
  moderation: {
    approve: string;
    reject: string;
    delete: string;
    /** After a button's word, for screen readers; {name}: the reviewer. */
    reviewBy: string;
    confirmDelete: string;
    yesDelete: string;
  };
  toasts: Record<InboxIntent, string>;
  errors: { notFound: string; onlyReviews: string };
};

export const inboxContent = localized<InboxContent>({
  title: tr("Inbox", "உள்பெட்டி"),
  itemTitle: tr("Inbox item", "உள்பெட்டிப் பதிவு"),
  kinds: {
    orders: tr("Order requests", "ஆர்டர் கோரிக்கைகள்"),
    contacts: tr("Contact messages", "தொடர்புச் செய்திகள்"),
    feedback: tr("Feedback", "கருத்துகள்"),
    reviews: tr("Reviews", "மதிப்புரைகள்"),
  },
  tabsLabel: tr("Inbox lists", "உள்பெட்டிப் பட்டியல்கள்"),
  unread: tr("unread", "படிக்காதவை"),
  pending: tr("pending", "நிலுவையில்"),
  search: tr("Search", "தேடல்"),
  show: tr("Show", "காட்டு"),
  searchButton: tr("Search", "தேடு"),
  filters: {
    all: tr("All", "அனைத்தும்"),
    unread: tr("Unread", "படிக்காதவை"),
    open: tr("Not handled", "கவனிக்கப்படாதவை"),
    handled: tr("Handled", "கவனிக்கப்பட்டவை"),
    pending: tr("Pending", "நிலுவையில் உள்ளவை"),
    approved: tr("Approved", "ஏற்கப்பட்டவை"),
    rejected: tr("Rejected", "நிராகரிக்கப்பட்டவை"),
  },
  count: {
    one: tr("{count} item", "{count} பதிவு"),
    other: tr("{count} items", "{count} பதிவுகள்"),
  },
  empty: tr("Nothing here.", "இங்கு எதுவும் இல்லை."),
  newMark: tr("New", "புதியது"),
  handledBadge: tr("Handled", "கவனிக்கப்பட்டது"),
  emailFailed: tr("E-mail failed", "மின்னஞ்சல் அனுப்ப முடியவில்லை"),
  received: tr("received {date}", "பெறப்பட்டது {date}"),
  handledOn: tr("handled {date}", "கவனிக்கப்பட்டது {date}"),
  reviewStatus: {
    pending: tr("pending", "நிலுவையில்"),
    approved: tr("approved", "ஏற்கப்பட்டது"),
    rejected: tr("rejected", "நிராகரிக்கப்பட்டது"),
  },
  markHandled: tr("Mark as handled", "கவனிக்கப்பட்டதாகக் குறி"),
  markNotHandled: tr("Mark as not handled", "கவனிக்கப்படாததாகக் குறி"),
  markUnread: tr("Mark as unread", "படிக்காததாகக் குறி"),
  fields: {
    name: tr("Name", "பெயர்"),
    phone: tr("Phone", "தொலைபேசி"),
    email: tr("Email", "மின்னஞ்சல்"),
    service: tr("Service", "சேவை"),
    quantity: tr("Quantity", "எண்ணிக்கை"),
    message: tr("Message", "செய்தி"),
    subject: tr("Subject", "பொருள்"),
    rating: tr("Rating", "மதிப்பீடு"),
    serviceUsed: tr("Service used", "பயன்படுத்திய சேவை"),
    wouldRecommend: tr("Would recommend", "மற்றவர்களுக்குப் பரிந்துரைப்பாரா"),
    feedback: tr("Feedback", "கருத்து"),
    company: tr("Company", "நிறுவனம்"),
    location: tr("Location", "ஊர்"),
    projectType: tr("Project type", "பணி வகை"),
    review: tr("Review", "மதிப்புரை"),
  },
  yes: tr("Yes", "ஆம்"),
  no: tr("No", "இல்லை"),
  files: {
    heading: tr("Attached files", "இணைக்கப்பட்ட கோப்புகள்"),
    none: tr("None", "எதுவும் இல்லை"),
    kilobytes: tr("{size} KB", "{size} கிலோபைட்"),
    megabytes: tr("{size} MB", "{size} மெகாபைட்"),
  },
  emails: {
    heading: tr("E-mail notice", "மின்னஞ்சல் அறிவிப்பு"),
    sent: tr("Sent {date}", "அனுப்பப்பட்டது {date}"),
    failed: {
      one: tr(
        "Failed after {count} attempt: {error}",
        "{count} முறை முயன்றும் அனுப்ப முடியவில்லை: {error}",
      ),
      other: tr(
        "Failed after {count} attempts: {error}",
        "{count} முறை முயன்றும் அனுப்ப முடியவில்லை: {error}",
      ),
    },
    waiting: {
      one: tr(
        "Waiting to be sent ({count} attempt so far)",
        "அனுப்பக் காத்திருக்கிறது (இதுவரை {count} முறை முயற்சி)",
      ),
      other: tr(
        "Waiting to be sent ({count} attempts so far)",
        "அனுப்பக் காத்திருக்கிறது (இதுவரை {count} முறை முயற்சி)",
      ),
    },
    unknownError: tr("unknown error", "தெரியாத பிழை"),
  },
  moderation: {
    approve: tr("Approve", "ஏற்றுக்கொள்"),
    reject: tr("Reject", "நிராகரி"),
    delete: tr("Delete", "நீக்கு"),
    reviewBy: tr("review by {name}", "{name} எழுதிய மதிப்புரை"),
    confirmDelete: tr(
      "Delete the review by {name}? This cannot be undone.",
      "{name} எழுதிய மதிப்புரையை நீக்கவா? இதைத் திரும்பப் பெற முடியாது.",
    ),
    yesDelete: tr("Yes, delete", "ஆம், நீக்கு"),
  },
  toasts: {
    read: tr("Marked as read", "படித்ததாகக் குறிக்கப்பட்டது"),
    unread: tr("Marked as unread", "படிக்காததாகக் குறிக்கப்பட்டது"),
    handled: tr("Marked as handled", "கவனிக்கப்பட்டதாகக் குறிக்கப்பட்டது"),
    reopen: tr("Marked as not handled", "கவனிக்கப்படாததாகக் குறிக்கப்பட்டது"),
    approve: tr("Review approved", "மதிப்புரை ஏற்கப்பட்டது"),
    reject: tr("Review rejected", "மதிப்புரை நிராகரிக்கப்பட்டது"),
    delete: tr("Review deleted", "மதிப்புரை நீக்கப்பட்டது"),
  },
  errors: {
    notFound: tr("This inbox item does not exist.", "இந்த உள்பெட்டிப் பதிவு இல்லை."),
    onlyReviews: tr(
      "Only reviews can be approved, rejected or deleted.",
      "மதிப்புரைகளை மட்டுமே ஏற்கவோ நிராகரிக்கவோ நீக்கவோ முடியும்.",
    ),
  },
});
