import { localized, tr } from "~/lib/content";
import type { PluralForms } from "~/lib/plural";

/**
 * Copy of /admin/audit: the heading, the filters, the table, the empty state, and the words of
 * the actions and record types the app writes. The stored codes ("bill.create", "godown_item")
 * and the stored JSON are data, shown as they are; a code without words here is shown as it is.
 */
export type AuditContent = {
  title: string;
  description: string;
  /** {count} entries. */
  count: PluralForms;
  filters: {
    label: string;
    user: string;
    allUsers: string;
    entity: string;
    allEntities: string;
    action: string;
    allActions: string;
    from: string;
    to: string;
    filter: string;
    clear: string;
  };
  columns: { when: string; who: string; action: string; record: string; change: string };
  system: string;
  deletedUser: string;
  /** The filter's name of a deleted user: "Deleted user ({id})". */
  deletedUserId: string;
  noChanges: string;
  fullRecord: string;
  before: string;
  after: string;
  empty: string;
  caption: string;
  /** Actions in words, by their stored code. */
  actions: Record<string, string>;
  /** Record types in words, by their stored code (English: the code in words, see labels.ts). */
  entities: Record<string, string>;
};

export const auditContent = localized<AuditContent>({
  title: tr("Audit log", "தணிக்கைப் பதிவு"),
  description: tr(
    "Who changed what, with the record before and after.",
    "யார் எதை மாற்றினார்கள் — மாற்றத்துக்கு முன்னும் பின்னும் இருந்த பதிவுடன்.",
  ),
  count: {
    one: tr("{count} entry", "{count} பதிவு"),
    other: tr("{count} entries", "{count} பதிவுகள்"),
  },
  filters: {
    label: tr("Filter the audit log", "தணிக்கைப் பதிவை வடிகட்டு"),
    user: tr("User", "பயனர்"),
    allUsers: tr("All users", "அனைத்துப் பயனர்களும்"),
    entity: tr("Record type", "பதிவு வகை"),
    allEntities: tr("All records", "அனைத்துப் பதிவுகளும்"),
    action: tr("Action", "செயல்"),
    allActions: tr("All actions", "அனைத்துச் செயல்களும்"),
    from: tr("From", "இருந்து"),
    to: tr("To", "வரை"),
    filter: tr("Filter", "வடிகட்டு"),
    clear: tr("Clear", "அழி"),
  },
  columns: {
    when: tr("When", "எப்போது"),
    who: tr("Who", "யார்"),
    action: tr("Action", "செயல்"),
    record: tr("Record", "பதிவு"),
    change: tr("Change", "மாற்றம்"),
  },
  system: tr("System", "அமைப்பு (தானியங்கி)"),
  deletedUser: tr("Deleted user", "நீக்கப்பட்ட பயனர்"),
  deletedUserId: tr("Deleted user ({id})", "நீக்கப்பட்ட பயனர் ({id})"),
  noChanges: tr("No field changes", "எந்தப் புலமும் மாறவில்லை"),
  fullRecord: tr("Full record", "முழுப் பதிவு"),
  before: tr("Before", "முன்பு"),
  after: tr("After", "பின்பு"),
  empty: tr(
    "No audit entries match these filters.",
    "இந்த வடிகட்டிகளுக்குப் பொருந்தும் தணிக்கைப் பதிவுகள் எதுவும் இல்லை.",
  ),
  caption: tr("Audit log entries, newest first", "தணிக்கைப் பதிவுகள், புதியது முதலில்"),
  actions: {
    "account.2fa-off": tr("Two-factor sign-in turned off", "இரு-படி உள்நுழைவு முடக்கப்பட்டது"),
    "account.2fa-on": tr("Two-factor sign-in turned on", "இரு-படி உள்நுழைவு இயக்கப்பட்டது"),
    "account.data-exported": tr("Account data exported", "கணக்குத் தரவு பதிவிறக்கப்பட்டது"),
    "account.deleted": tr("Account deleted", "கணக்கு நீக்கப்பட்டது"),
    "account.password-changed": tr("Password changed", "கடவுச்சொல் மாற்றப்பட்டது"),
    "backup.create": tr("Backup made", "காப்புப்பிரதி எடுக்கப்பட்டது"),
    "bill.create": tr("Bill created", "பில் உருவாக்கப்பட்டது"),
    "bill.update": tr("Bill updated", "பில் புதுப்பிக்கப்பட்டது"),
    "bill.cancel": tr("Bill cancelled", "பில் ரத்து செய்யப்பட்டது"),
    "bill.delete": tr("Bill deleted", "பில் நீக்கப்பட்டது"),
    "bill.work-status": tr("Bill work status moved", "பில்லின் வேலை நிலை மாற்றப்பட்டது"),
    "business-settings.update": tr("Business settings updated", "வணிக அமைப்புகள் புதுப்பிக்கப்பட்டன"),
    "cash_count.create": tr("Cash count saved", "ரொக்க எண்ணிக்கை சேமிக்கப்பட்டது"),
    "category.activate": tr("Category activated", "வகை செயல்படுத்தப்பட்டது"),
    "category.create": tr("Category created", "வகை உருவாக்கப்பட்டது"),
    "category.deactivate": tr("Category deactivated", "வகை செயலிழக்கச் செய்யப்பட்டது"),
    "category.rename": tr("Category renamed", "வகையின் பெயர் மாற்றப்பட்டது"),
    "customer.merge": tr("Customers merged", "வாடிக்கையாளர்கள் இணைக்கப்பட்டனர்"),
    "customer.move-record": tr(
      "Record moved to another customer",
      "பதிவு வேறொரு வாடிக்கையாளருக்கு மாற்றப்பட்டது",
    ),
    "customer.note": tr("Customer note added", "வாடிக்கையாளர் குறிப்பு சேர்க்கப்பட்டது"),
    "customer.update": tr("Customer updated", "வாடிக்கையாளர் விவரம் புதுப்பிக்கப்பட்டது"),
    "customer.reminder.email": tr(
      "Payment reminder e-mailed",
      "கட்டண நினைவூட்டல் மின்னஞ்சலில் அனுப்பப்பட்டது",
    ),
    "customer.reminder.whatsapp": tr(
      "Payment reminder opened in WhatsApp",
      "கட்டண நினைவூட்டல் WhatsApp-இல் திறக்கப்பட்டது",
    ),
    "gallery_item.create": tr("Gallery item added", "படம் சேர்க்கப்பட்டது"),
    "gallery_item.deactivate": tr("Gallery item deactivated", "படம் செயலிழக்கச் செய்யப்பட்டது"),
    "gallery_item.update": tr("Gallery item updated", "படம் புதுப்பிக்கப்பட்டது"),
    "godown_item.create": tr("Godown item added", "கிடங்குப் பொருள் சேர்க்கப்பட்டது"),
    "godown_item.delete": tr("Godown item deleted", "கிடங்குப் பொருள் நீக்கப்பட்டது"),
    "godown_item.update": tr("Godown item updated", "கிடங்குப் பொருள் புதுப்பிக்கப்பட்டது"),
    "ledger.add": tr("Ledger entry added", "கணக்குப் பதிவு சேர்க்கப்பட்டது"),
    "notification.delete": tr("Notification deleted", "அறிவிப்பு நீக்கப்பட்டது"),
    "notification.read_all": tr(
      "All notifications marked as read",
      "எல்லா அறிவிப்புகளும் படித்ததாகக் குறிக்கப்பட்டன",
    ),
    "order.auto-cancel": tr("Order cancelled automatically", "ஆர்டர் தானாக ரத்து செய்யப்பட்டது"),
    "order.cancel": tr("Order cancelled", "ஆர்டர் ரத்து செய்யப்பட்டது"),
    "order.payment": tr("Order payment", "ஆர்டர் கட்டணம்"),
    "order.refund": tr("Order refunded", "ஆர்டர் தொகை திருப்பி அளிக்கப்பட்டது"),
    "order.status": tr("Order status changed", "ஆர்டர் நிலை மாற்றப்பட்டது"),
    "payment.create": tr("Payment recorded", "கட்டணம் பதிவு செய்யப்பட்டது"),
    "payment.void": tr("Payment voided", "கட்டணம் செல்லாததாக்கப்பட்டது"),
    "product.create": tr("Product created", "பொருள் உருவாக்கப்பட்டது"),
    "product.deactivate": tr("Product deactivated", "பொருள் செயலிழக்கச் செய்யப்பட்டது"),
    "product.update": tr("Product updated", "பொருள் புதுப்பிக்கப்பட்டது"),
    "reminder-templates.reset": tr(
      "Reminder message reset to default",
      "நினைவூட்டல் செய்தி இயல்புநிலைக்கு மாற்றப்பட்டது",
    ),
    "reminder-templates.update": tr(
      "Reminder messages updated",
      "நினைவூட்டல் செய்திகள் புதுப்பிக்கப்பட்டன",
    ),
    "review.approve": tr("Review approved", "மதிப்புரை ஏற்கப்பட்டது"),
    "review.delete": tr("Review deleted", "மதிப்புரை நீக்கப்பட்டது"),
    "review.reject": tr("Review rejected", "மதிப்புரை நிராகரிக்கப்பட்டது"),
    "service.create": tr("Service added", "சேவை சேர்க்கப்பட்டது"),
    "service.deactivate": tr("Service deactivated", "சேவை செயலிழக்கச் செய்யப்பட்டது"),
    "service.update": tr("Service updated", "சேவை புதுப்பிக்கப்பட்டது"),
    "staff-request.approve": tr("Staff access approved", "ஊழியர் அணுகல் ஏற்கப்பட்டது"),
    "staff-request.reject": tr("Staff access rejected", "ஊழியர் அணுகல் நிராகரிக்கப்பட்டது"),
    "user.role": tr("Role changed", "பங்கு மாற்றப்பட்டது"),
  },
  entities: {
    backup: tr("Backup", "காப்புப்பிரதி"),
    bill: tr("Bill", "பில்"),
    business_settings: tr("Business settings", "வணிக அமைப்புகள்"),
    cash_count: tr("Cash count", "ரொக்க எண்ணிக்கை"),
    contact_submission: tr("Contact submission", "தொடர்புச் செய்தி"),
    customer: tr("Customer", "வாடிக்கையாளர்"),
    customer_experience: tr("Customer experience", "வாடிக்கையாளர் அனுபவம்"),
    customer_review: tr("Customer review", "வாடிக்கையாளர் மதிப்புரை"),
    customers: tr("Customers", "வாடிக்கையாளர்கள்"),
    gallery_item: tr("Gallery item", "படம்"),
    godown_item: tr("Godown item", "கிடங்குப் பொருள்"),
    income_expense: tr("Income expense", "வரவு-செலவு"),
    notification: tr("Notification", "அறிவிப்பு"),
    order: tr("Order", "ஆர்டர்"),
    order_submission: tr("Order submission", "ஆர்டர் கோரிக்கை"),
    payment: tr("Payment", "கட்டணம்"),
    product: tr("Product", "பொருள்"),
    product_category: tr("Product category", "பொருள் வகை"),
    service: tr("Service", "சேவை"),
    users: tr("Users", "பயனர்கள்"),
  },
});
