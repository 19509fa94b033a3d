import { localized, tr } from "~/lib/content";
import type { PluralForms } from "~/lib/plural";
import type { StockReason } from "~/platform/db/schema";

/** The godown pages' copy (items, the item form, stock movements) and server messages. */
export type GodownMessages = {
  itemNameRequired: string;
  categoryRequired: string;
  quantityRequired: string;
  wholeNumber: string;
  priceInvalid: string;
  valueTooLarge: string;
  tooLong: string;
  added: string;
  addFailed: string;
  updated: string;
  updateFailed: string;
  deleted: string;
  deleteFailed: string;
  fetchFailed: string;
  deleteConfirm: string;
  errorTitle: string;
  unknownAction: string;
  itemMissing: string;
};

export type GodownContent = {
  messages: GodownMessages;
  page: {
    metaTitle: string;
    title: string;
    backLabel: string;
    addItem: string;
    editItem: string;
    searchPlaceholder: string;
    search: string;
    clear: string;
    loading: string;
    count: PluralForms;
    emptySearch: string;
    empty: string;
  };
  columns: {
    name: string;
    category: string;
    quantity: string;
    min: string;
    price: string;
    location: string;
    notAvailable: string;
    status: string;
    lowStock: string;
    inStock: string;
    shop: string;
    actions: string;
    /** "Movements of {name}" */
    movementsOf: string;
    /** "Edit {name}" */
    editItem: string;
    /** "Delete {name}" */
    deleteItem: string;
    delete: string;
  };
  form: {
    /** "Total value: {value} (quantity × unit price, worked out when saved)" */
    totalValue: string;
    saving: string;
    update: string;
    add: string;
    cancel: string;
    itemName: string;
    category: string;
    quantity: string;
    min: string;
    unitPrice: string;
    location: string;
    supplier: string;
    note: string;
    noteHint: string;
  };
  lowStock: {
    heading: string;
    /** "Stock: {quantity} · Min required: {min}" */
    figures: string;
    /** "and {count} more" */
    more: string;
  };
  movements: {
    metaTitle: string;
    title: string;
    /** "Movements: {name}" */
    itemTitle: string;
    backLabel: string;
    inGodown: string;
    /** " · Min stock: {min}" */
    minStock: string;
    description: string;
    count: PluralForms;
    empty: string;
    recent: string;
    all: string;
    when: string;
    item: string;
    who: string;
    reason: string;
    qty: string;
    after: string;
    ref: string;
    /** "Order {number}" */
    order: string;
    /** "Bill {number}" */
    bill: string;
    checkout: string;
    system: string;
    reasons: Record<StockReason, string>;
  };
};

export const godownContent = localized<GodownContent>({
  messages: {
    itemNameRequired: tr("Item name is required", "பொருளின் பெயர் தேவை"),
    categoryRequired: tr("Category is required", "வகை தேவை"),
    quantityRequired: tr("Quantity is required", "அளவு தேவை"),
    wholeNumber: tr("Enter a whole number, 0 or more", "0 அல்லது அதற்கு மேற்பட்ட முழு எண்ணை உள்ளிடுங்கள்"),
    priceInvalid: tr(
      "Enter a price in rupees, e.g. 25 or 24.50 (not negative)",
      "விலையை ரூபாயில் உள்ளிடுங்கள், எ.கா. 25 அல்லது 24.50 (எதிர்மறை கூடாது)",
    ),
    valueTooLarge: tr("Quantity × price is too large", "அளவு × விலை மிகப் பெரியதாக உள்ளது"),
    tooLong: tr("This is too long", "இது மிக நீளமாக உள்ளது"),
    added: tr("Item added successfully!", "பொருள் வெற்றிகரமாகச் சேர்க்கப்பட்டது!"),
    addFailed: tr("Failed to add item", "பொருளைச் சேர்க்க முடியவில்லை"),
    updated: tr("Item updated successfully!", "பொருள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!"),
    updateFailed: tr("Failed to update item", "பொருளைப் புதுப்பிக்க முடியவில்லை"),
    deleted: tr("Item deleted successfully!", "பொருள் வெற்றிகரமாக நீக்கப்பட்டது!"),
    deleteFailed: tr("Failed to delete item", "பொருளை நீக்க முடியவில்லை"),
    fetchFailed: tr("Failed to fetch godown items", "கிடங்குப் பொருட்களைப் பெற முடியவில்லை"),
    deleteConfirm: tr(
      "Are you sure you want to delete this item?",
      "இந்தப் பொருளை நிச்சயமாக நீக்க வேண்டுமா?",
    ),
    errorTitle: tr("Error", "பிழை"),
    unknownAction: tr("Unknown action.", "தெரியாத செயல்."),
    itemMissing: tr(
      "This godown item does not exist (it may have been deleted).",
      "இந்தக் கிடங்குப் பொருள் இல்லை (நீக்கப்பட்டிருக்கலாம்).",
    ),
  },
  page: {
    metaTitle: tr("Godown Management — Billing", "கிடங்கு மேலாண்மை — பில்லிங்"),
    title: tr("Godown Management", "கிடங்கு மேலாண்மை"),
    backLabel: tr("Back to Service", "சேவைக்குத் திரும்பு"),
    addItem: tr("Add Item", "பொருள் சேர்"),
    editItem: tr("Edit Item", "பொருளைத் திருத்து"),
    searchPlaceholder: tr("Item name or category", "பொருளின் பெயர் அல்லது வகை"),
    search: tr("Search", "தேடு"),
    clear: tr("Clear", "அழி"),
    loading: tr("Loading inventory...", "இருப்பு ஏற்றப்படுகிறது..."),
    count: {
      one: tr("{count} item", "{count} பொருள்"),
      other: tr("{count} items", "{count} பொருட்கள்"),
    },
    emptySearch: tr(
      "No items found matching your search.",
      "உங்கள் தேடலுக்குப் பொருந்தும் பொருள் எதுவும் இல்லை.",
    ),
    empty: tr("No items currently in godown.", "தற்போது கிடங்கில் பொருள் எதுவும் இல்லை."),
  },
  columns: {
    name: tr("Item Name", "பொருளின் பெயர்"),
    category: tr("Category", "வகை"),
    quantity: tr("Quantity", "அளவு"),
    min: tr("Min Stock", "குறைந்தபட்ச இருப்பு"),
    price: tr("Price/Unit", "ஒரு அலகு விலை"),
    location: tr("Location", "இடம்"),
    notAvailable: tr("N/A", "இல்லை"),
    status: tr("Status", "நிலை"),
    lowStock: tr("Low Stock", "இருப்பு குறைவு"),
    inStock: tr("In Stock", "இருப்பில் உள்ளது"),
    shop: tr("Shop product", "கடைப் பொருள்"),
    actions: tr("Actions", "செயல்கள்"),
    movementsOf: tr("Movements of {name}", "{name} இருப்பு மாற்றங்கள்"),
    editItem: tr("Edit {name}", "{name} திருத்து"),
    deleteItem: tr("Delete {name}", "{name} நீக்கு"),
    delete: tr("Delete", "நீக்கு"),
  },
  form: {
    totalValue: tr(
      "Total value: {value} (quantity × unit price, worked out when saved)",
      "மொத்த மதிப்பு: {value} (அளவு × அலகு விலை, சேமிக்கும்போது கணக்கிடப்படும்)",
    ),
    saving: tr("Saving...", "சேமிக்கிறது..."),
    update: tr("Update Item", "பொருளைப் புதுப்பி"),
    add: tr("Add Item", "பொருள் சேர்"),
    cancel: tr("Cancel", "ரத்து செய்"),
    itemName: tr("Item Name", "பொருளின் பெயர்"),
    category: tr("Category", "வகை"),
    quantity: tr("Quantity", "அளவு"),
    min: tr("Min Stock", "குறைந்தபட்ச இருப்பு"),
    unitPrice: tr("Unit Price (₹)", "அலகு விலை (₹)"),
    location: tr("Location in Godown", "கிடங்கில் இருக்கும் இடம்"),
    supplier: tr("Supplier", "விநியோகஸ்தர்"),
    note: tr("Reason for a quantity change", "அளவு மாற்றத்திற்கான காரணம்"),
    noteHint: tr(
      "Optional, e.g. counted, damaged, new delivery. Kept with the stock movement.",
      "விருப்பம், எ.கா. எண்ணப்பட்டது, சேதமானது, புதிய வரவு. இருப்பு மாற்றத்துடன் சேமிக்கப்படும்.",
    ),
  },
  lowStock: {
    heading: tr("Low Stock Alert", "இருப்புக் குறைவு எச்சரிக்கை"),
    figures: tr(
      "Stock: {quantity} · Min required: {min}",
      "இருப்பு: {quantity} · தேவையான குறைந்தபட்சம்: {min}",
    ),
    more: tr("and {count} more", "மேலும் {count}"),
  },
  movements: {
    metaTitle: tr("{title} — Billing", "{title} — பில்லிங்"),
    title: tr("Stock movements", "இருப்பு மாற்றங்கள்"),
    itemTitle: tr("Movements: {name}", "இருப்பு மாற்றங்கள்: {name}"),
    backLabel: tr("Back to Godown", "கிடங்குக்குத் திரும்பு"),
    inGodown: tr("In the godown now:", "இப்போது கிடங்கில்:"),
    minStock: tr(" · Min stock: {min}", " · குறைந்தபட்ச இருப்பு: {min}"),
    description: tr(
      "Every change of the stock: shop orders, counter bills, adjustments and imports.",
      "இருப்பின் ஒவ்வொரு மாற்றமும்: கடை ஆர்டர்கள், கவுண்டர் பில்கள், திருத்தங்கள், இறக்குமதிகள்.",
    ),
    count: {
      one: tr("{count} movement", "{count} மாற்றம்"),
      other: tr("{count} movements", "{count} மாற்றங்கள்"),
    },
    empty: tr("No stock movements yet.", "இன்னும் இருப்பு மாற்றம் எதுவும் இல்லை."),
    recent: tr("Recent stock movements", "சமீபத்திய இருப்பு மாற்றங்கள்"),
    all: tr("All movements", "அனைத்து மாற்றங்கள்"),
    when: tr("When", "எப்போது"),
    item: tr("Item", "பொருள்"),
    who: tr("Who", "யார்"),
    reason: tr("Reason", "காரணம்"),
    qty: tr("Qty", "அளவு"),
    after: tr("Quantity after", "பின் அளவு"),
    ref: tr("Order / bill", "ஆர்டர் / பில்"),
    order: tr("Order {number}", "ஆர்டர் {number}"),
    bill: tr("Bill {number}", "பில் {number}"),
    checkout: tr("Customer (checkout)", "வாடிக்கையாளர் (ஆர்டர் செய்தபோது)"),
    system: tr("System", "அமைப்பு"),
    reasons: {
      order: tr("Shop order", "கடை ஆர்டர்"),
      order_cancel: tr("Order cancelled", "ஆர்டர் ரத்து"),
      order_return: tr("Order returned", "ஆர்டர் திருப்பி அனுப்பப்பட்டது"),
      bill: tr("Counter bill", "கவுண்டர் பில்"),
      bill_cancel: tr("Bill cancelled", "பில் ரத்து"),
      bill_edit: tr("Bill edited", "பில் திருத்தப்பட்டது"),
      adjust: tr("Adjusted", "திருத்தப்பட்டது"),
      import: tr("CSV import", "CSV இறக்குமதி"),
      link: tr("Linked to the shop", "கடையுடன் இணைக்கப்பட்டது"),
    },
  },
});
