import { localized, tr } from "~/lib/content";

type Messages = {
  fetchFailed: string;
  refreshed: string;
  markedRead: string;
  markReadFailed: string;
  allMarkedRead: string;
  markAllFailed: string;
  deleted: string;
  deleteFailed: string;
  unknownAction: string;
};

/** The Pending Alerts & Updates page's copy, in English and Tamil. */
export type NotificationsContent = {
  metaTitle: string;
  title: string;
  unread: string;
  backLabel: string;
  refresh: string;
  markAllRead: string;
  loading: string;
  empty: string;
  unreadPrefix: string;
  prioritySuffix: string;
  priorities: Record<"high" | "medium" | "low", string>;
  types: Record<"alert" | "update" | "stock" | "payment" | "system", string>;
  open: string;
  markRead: string;
  delete: string;
  /** The stored (English) titles of the notifications the app writes, shown in the page's language. */
  titles: Record<string, string>;
  /** "Low stock: {item}" — the title's prefix before the item's name. */
  lowStockPrefix: string;
  messages: Messages;
};

export const notificationsContent = localized<NotificationsContent>({
  metaTitle: tr(
    "Pending Alerts & Updates — Billing",
    "நிலுவையிலுள்ள எச்சரிக்கைகள் & புதுப்பிப்புகள் — பில்லிங்",
  ),
  title: tr("Pending Alerts & Updates", "நிலுவையிலுள்ள எச்சரிக்கைகள் & புதுப்பிப்புகள்"),
  unread: tr(" unread", " படிக்கப்படாதவை"),
  backLabel: tr("Back to Service", "சேவைக்குத் திரும்பு"),
  refresh: tr("Refresh", "புதுப்பி"),
  markAllRead: tr("Mark All Read", "அனைத்தையும் படித்ததாகக் குறி"),
  loading: tr("Loading notifications...", "அறிவிப்புகள் ஏற்றப்படுகின்றன..."),
  empty: tr("No pending alerts at the moment.", "தற்போது நிலுவையிலுள்ள எச்சரிக்கைகள் இல்லை."),
  unreadPrefix: tr("Unread: ", "படிக்கப்படாதது: "),
  prioritySuffix: tr(" priority", " முன்னுரிமை"),
  priorities: {
    high: tr("High", "அதிகம்"),
    medium: tr("Medium", "நடுத்தரம்"),
    low: tr("Low", "குறைவு"),
  },
  types: {
    alert: tr("Alert", "எச்சரிக்கை"),
    update: tr("Update", "புதுப்பிப்பு"),
    stock: tr("Stock", "இருப்பு"),
    payment: tr("Payment", "கட்டணம்"),
    system: tr("System", "அமைப்பு"),
  },
  open: tr("Open", "திற"),
  markRead: tr("Mark read", "படித்ததாகக் குறி"),
  delete: tr("Delete", "நீக்கு"),
  titles: {
    "Email notification failed": tr(
      "Email notification failed",
      "மின்னஞ்சல் அறிவிப்பு அனுப்ப முடியவில்லை",
    ),
    "Staff access request": tr("Staff access request", "பணியாளர் அணுகல் கோரிக்கை"),
    "Import failed": tr("Import failed", "இறக்குமதி தோல்வியடைந்தது"),
    "Low stock after import": tr("Low stock after import", "இறக்குமதிக்குப் பின் இருப்பு குறைவு"),
    "New LimraKart order": tr("New LimraKart order", "புதிய LimraKart ஆர்டர்"),
    "Order cancelled by the customer": tr(
      "Order cancelled by the customer",
      "வாடிக்கையாளர் ஆர்டரை ரத்து செய்தார்",
    ),
    "Unconfirmed order cancelled": tr(
      "Unconfirmed order cancelled",
      "உறுதிசெய்யப்படாத ஆர்டர் ரத்து செய்யப்பட்டது",
    ),
    "New order request": tr("New order request", "புதிய ஆர்டர் கோரிக்கை"),
    "New contact message": tr("New contact message", "புதிய தொடர்புச் செய்தி"),
    "New customer feedback": tr("New customer feedback", "புதிய வாடிக்கையாளர் கருத்து"),
    "New review awaiting approval": tr(
      "New review awaiting approval",
      "ஒப்புதலுக்குக் காத்திருக்கும் புதிய மதிப்புரை",
    ),
  },
  lowStockPrefix: tr("Low stock: ", "இருப்பு குறைவு: "),
  messages: {
    fetchFailed: tr("Failed to fetch notifications", "அறிவிப்புகளைப் பெற முடியவில்லை"),
    refreshed: tr("Notifications refreshed", "அறிவிப்புகள் புதுப்பிக்கப்பட்டன"),
    markedRead: tr("Notification marked as read", "அறிவிப்பு படித்ததாகக் குறிக்கப்பட்டது"),
    markReadFailed: tr(
      "Failed to mark notification as read",
      "அறிவிப்பைப் படித்ததாகக் குறிக்க முடியவில்லை",
    ),
    allMarkedRead: tr(
      "All notifications marked as read",
      "அனைத்து அறிவிப்புகளும் படித்ததாகக் குறிக்கப்பட்டன",
    ),
    markAllFailed: tr(
      "Failed to mark all notifications as read",
      "அனைத்து அறிவிப்புகளையும் படித்ததாகக் குறிக்க முடியவில்லை",
    ),
    deleted: tr("Notification deleted", "அறிவிப்பு நீக்கப்பட்டது"),
    deleteFailed: tr("Failed to delete notification", "அறிவிப்பை நீக்க முடியவில்லை"),
    unknownAction: tr("Unknown action.", "தெரியாத செயல்."),
  },
});
