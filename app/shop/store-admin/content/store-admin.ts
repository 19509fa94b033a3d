import { localized, tr } from "~/lib/content";
import type { PluralForms } from "~/lib/plural";
import type { ProductMessages } from "../../shared/schema";

type StoreAdminTab = "products" | "categories" | "orders";

/**
 * Copy of the store admin (/limrakart/admin) and of the product form /admin shares: its
 * figures, tabs, products and categories, the orders list's frame, toasts and errors.
 */
export type StoreAdminContent = {
  title: string;
  /** The page's title for staff, who see only the orders (decision 064). */
  ordersDeskTitle: string;
  stats: {
    totalProducts: string;
    activeProducts: string;
    categories: string;
    lowStock: string;
    /** {count}: the low-stock threshold. */
    lowStockHint: string;
  };
  tabsLabel: string;
  tabs: Record<StoreAdminTab, string>;
  /** {count}: orders awaiting confirmation. */
  ordersToConfirm: string;
  products: {
    add: string;
    /** {name}. */
    edit: string;
    /** {count}. */
    all: string;
    allLabel: string;
    inactive: string;
    /** {count}: the product's stock. */
    stock: string;
    editButton: string;
    delete: string;
    /** {name}. */
    deleteQuestion: string;
    yesDelete: string;
  };
  categories: {
    title: string;
    newCategory: string;
    nameTa: string;
    add: string;
    /** {name}. */
    nameOf: string;
    tamilNameOf: string;
    rename: string;
    productCount: PluralForms;
    activate: string;
    deactivate: string;
  };
  orders: {
    /** {count}. */
    title: string;
    /** {count}. */
    awaiting: string;
    none: string;
    pagesLabel: string;
    search: string;
    status: string;
    all: string;
    filter: string;
    /** {number}. */
    order: string;
  };
  form: {
    productName: string;
    nameTa: string;
    price: string;
    stock: string;
    category: string;
    selectCategory: string;
    /** {name}: an inactive category. */
    inactiveCategory: string;
    active: string;
    godownItem: string;
    godownHint: string;
    tracksStock: string;
    tracksStockHint: string;
    stockCounted: string;
    madeToOrder: string;
    godownNone: string;
    /** {name}, {count}: a godown item and its quantity. */
    godownOption: string;
    shortDescription: string;
    shortDescriptionTa: string;
    description: string;
    descriptionTa: string;
    pictureHint: string;
    teaDetails: string;
    teaCategory: string;
    weight: string;
    shelfLife: string;
    paymentButton: string;
    add: string;
    update: string;
  };
  toasts: {
    error: string;
    unknownAction: string;
    /** Staff posted something only the admin may do on the orders desk (decision 064). */
    adminOnly: string;
    saveFailed: string;
    godownTaken: string;
    added: string;
    updated: string;
    /** {name}. */
    addedText: string;
    updatedText: string;
    deleteFailed: string;
    deleted: string;
    deactivated: string;
    categoryRequired: string;
    categoryDuplicate: string;
    noSuchCategory: string;
    categoryRenamed: string;
    categoryAdded: string;
    categoryActivated: string;
    categoryDeactivated: string;
  };
  productMessages: ProductMessages;
};

export const storeAdminContent = localized<StoreAdminContent>({
  title: tr("Store Admin", "கடை நிர்வாகம்"),
  ordersDeskTitle: tr("Shop orders", "கடை ஆர்டர்கள்"),
  stats: {
    totalProducts: tr("Total Products", "மொத்தப் பொருட்கள்"),
    activeProducts: tr("Active Products", "செயலில் உள்ள பொருட்கள்"),
    categories: tr("Categories", "வகைகள்"),
    lowStock: tr("Low Stock", "குறைந்த இருப்பு"),
    lowStockHint: tr("stock below {count}", "இருப்பு {count}-க்குக் கீழ்"),
  },
  tabsLabel: tr("Store admin sections", "கடை நிர்வாகப் பிரிவுகள்"),
  tabs: {
    products: tr("Products", "பொருட்கள்"),
    categories: tr("Categories", "வகைகள்"),
    orders: tr("Orders", "ஆர்டர்கள்"),
  },
  ordersToConfirm: tr("Orders ({count} to confirm)", "ஆர்டர்கள் ({count} உறுதிசெய்ய வேண்டும்)"),
  products: {
    add: tr("Add Product", "பொருளைச் சேர்"),
    edit: tr("Edit {name}", "{name} — திருத்து"),
    all: tr("All Products ({count})", "அனைத்துப் பொருட்களும் ({count})"),
    allLabel: tr("All products", "அனைத்துப் பொருட்களும்"),
    inactive: tr("Inactive", "செயலில் இல்லை"),
    stock: tr("stock {count}", "இருப்பு {count}"),
    editButton: tr("Edit", "திருத்து"),
    delete: tr("Delete", "நீக்கு"),
    deleteQuestion: tr(
      "Delete {name}? It leaves the store; past orders keep it.",
      "{name} — நீக்கவா? இது கடையிலிருந்து விலகும்; பழைய ஆர்டர்களில் அப்படியே இருக்கும்.",
    ),
    yesDelete: tr("Yes, delete", "ஆம், நீக்கு"),
  },
  categories: {
    title: tr("Categories", "வகைகள்"),
    newCategory: tr("New category", "புதிய வகை"),
    nameTa: tr("Name in Tamil", "தமிழில் பெயர்"),
    add: tr("Add Category", "வகையைச் சேர்"),
    nameOf: tr("Name of {name}", "{name} — பெயர்"),
    tamilNameOf: tr("Tamil name of {name}", "{name} — தமிழ்ப் பெயர்"),
    rename: tr("Rename", "பெயர் மாற்று"),
    productCount: {
      one: tr("{count} product", "{count} பொருள்"),
      other: tr("{count} products", "{count} பொருட்கள்"),
    },
    activate: tr("Activate", "செயல்படுத்து"),
    deactivate: tr("Deactivate", "செயலிழக்கச் செய்"),
  },
  orders: {
    title: tr("Orders ({count})", "ஆர்டர்கள் ({count})"),
    awaiting: tr("Awaiting confirmation ({count})", "உறுதிசெய்யக் காத்திருப்பவை ({count})"),
    none: tr("No orders found.", "ஆர்டர்கள் எதுவும் இல்லை."),
    pagesLabel: tr("Order pages", "ஆர்டர் பக்கங்கள்"),
    search: tr("Search number, name or phone", "எண், பெயர் அல்லது தொலைபேசியைத் தேடு"),
    status: tr("Status", "நிலை"),
    all: tr("All", "அனைத்தும்"),
    filter: tr("Filter", "வடிகட்டு"),
    order: tr("Order {number}", "ஆர்டர் {number}"),
  },
  form: {
    productName: tr("Product name", "பொருளின் பெயர்"),
    nameTa: tr("Name in Tamil", "தமிழில் பெயர்"),
    price: tr("Price (₹)", "விலை (₹)"),
    stock: tr("Stock", "இருப்பு"),
    category: tr("Category", "வகை"),
    selectCategory: tr("Select a category", "ஒரு வகையைத் தேர்ந்தெடுக்கவும்"),
    inactiveCategory: tr("{name} (inactive)", "{name} (செயலில் இல்லை)"),
    active: tr("Active (shown in the store)", "செயலில் (கடையில் காட்டப்படும்)"),
    godownItem: tr("Godown item (same stock)", "கிடங்குப் பொருள் (அதே இருப்பு)"),
    godownHint: tr(
      "Optional. Linked, the shop sells the godown's stock: its count becomes the stock here.",
      "விருப்பமானது. இணைத்தால், கடை கிடங்கின் இருப்பையே விற்கும்: அதன் எண்ணிக்கையே இங்கே இருப்பாகும்.",
    ),
    godownNone: tr("None (the shop's own count)", "இல்லை (கடையின் சொந்த எண்ணிக்கை)"),
    tracksStock: tr("Kept in stock?", "இருப்பில் வைக்கப்படுகிறதா?"),
    tracksStockHint: tr(
      "Made to order: shop orders and counter bills never run short of it, and its stock is not counted.",
      "ஆர்டருக்குச் செய்வது: கடை ஆர்டர்களும் கவுண்டர் பில்களும் இருப்பு இல்லை என்று நிற்காது; இதன் இருப்பு எண்ணப்படாது.",
    ),
    stockCounted: tr(
      "Yes: stocked goods (tea, stationery), counted",
      "ஆம்: இருப்புப் பொருள் (டீ, ஸ்டேஷனரி), எண்ணப்படும்",
    ),
    madeToOrder: tr(
      "No: made to order (print work, a service)",
      "இல்லை: ஆர்டருக்குச் செய்வது (அச்சு வேலை, சேவை)",
    ),
    godownOption: tr("{name} ({count} in the godown)", "{name} (கிடங்கில் {count})"),
    shortDescription: tr("Short description", "சுருக்கமான விளக்கம்"),
    shortDescriptionTa: tr("Short description in Tamil", "தமிழில் சுருக்கமான விளக்கம்"),
    description: tr("Description", "விளக்கம்"),
    descriptionTa: tr("Description in Tamil", "தமிழில் விளக்கம்"),
    pictureHint: tr(
      "JPEG, PNG or WebP, up to 5 MB. Without one the store shows a placeholder.",
      "JPEG, PNG அல்லது WebP, 5 MB வரை. படம் இல்லையெனில் கடை ஒரு மாற்றுப் படத்தைக் காட்டும்.",
    ),
    teaDetails: tr("Tea details", "தேயிலை விவரங்கள்"),
    teaCategory: tr(" (Tea category)", " (தேயிலை வகை)"),
    weight: tr("Weight", "எடை"),
    shelfLife: tr("Shelf life (months)", "பயன்படுத்தும் காலம் (மாதங்கள்)"),
    paymentButton: tr("Payment button id", "கட்டணப் பொத்தான் அடையாளம்"),
    add: tr("Add Product", "பொருளைச் சேர்"),
    update: tr("Update Product", "பொருளைப் புதுப்பி"),
  },
  toasts: {
    error: tr("Error", "பிழை"),
    unknownAction: tr("Unknown action.", "தெரியாத செயல்."),
    adminOnly: tr(
      "Only the admin can do this. Staff can confirm, ship, deliver, cancel and record payments of orders.",
      "இதை நிர்வாகி மட்டுமே செய்ய முடியும். ஊழியர்கள் ஆர்டர்களை உறுதிசெய்யலாம், அனுப்பலாம், ஒப்படைக்கலாம், ரத்து செய்யலாம், பணத்தைப் பதிவு செய்யலாம்.",
    ),
    saveFailed: tr("Failed to save product", "பொருளைச் சேமிக்க முடியவில்லை"),
    godownTaken: tr(
      "That godown item is already another product's stock (or no longer exists). Choose another.",
      "அந்தக் கிடங்குப் பொருள் ஏற்கெனவே வேறொரு பொருளின் இருப்பாக உள்ளது (அல்லது இப்போது இல்லை). வேறொன்றைத் தேர்ந்தெடுக்கவும்.",
    ),
    added: tr("Product added", "பொருள் சேர்க்கப்பட்டது"),
    updated: tr("Product updated", "பொருள் புதுப்பிக்கப்பட்டது"),
    addedText: tr("{name} has been added.", "{name} சேர்க்கப்பட்டது."),
    updatedText: tr("{name} has been updated.", "{name} புதுப்பிக்கப்பட்டது."),
    deleteFailed: tr("Failed to delete product", "பொருளை நீக்க முடியவில்லை"),
    deleted: tr("Product deleted", "பொருள் நீக்கப்பட்டது"),
    deactivated: tr("Product has been deactivated", "பொருள் செயலிழக்கச் செய்யப்பட்டது"),
    categoryRequired: tr("Category name is required", "வகையின் பெயர் தேவை"),
    categoryDuplicate: tr(
      "A category with this name already exists",
      "இந்தப் பெயரில் ஏற்கெனவே ஒரு வகை உள்ளது",
    ),
    noSuchCategory: tr("No such category", "அப்படி ஒரு வகை இல்லை"),
    categoryRenamed: tr("Category renamed", "வகையின் பெயர் மாற்றப்பட்டது"),
    categoryAdded: tr("Category added", "வகை சேர்க்கப்பட்டது"),
    categoryActivated: tr("Category activated", "வகை செயல்படுத்தப்பட்டது"),
    categoryDeactivated: tr("Category deactivated", "வகை செயலிழக்கச் செய்யப்பட்டது"),
  },
  productMessages: {
    nameRequired: tr("Product name is required", "பொருளின் பெயர் தேவை"),
    priceInvalid: tr(
      "Please enter the price in rupees, e.g. 250 or 249.50",
      "விலையை ரூபாயில் உள்ளிடவும், எ.கா. 250 அல்லது 249.50",
    ),
    categoryRequired: tr("Please choose a category", "ஒரு வகையைத் தேர்ந்தெடுக்கவும்"),
    stockInvalid: tr(
      "Stock must be a whole number, 0 or more",
      "இருப்பு 0 அல்லது அதற்கு மேலான முழு எண்ணாக இருக்க வேண்டும்",
    ),
    shelfLifeInvalid: tr(
      "Shelf life must be a whole number of months",
      "பயன்படுத்தும் காலம் முழு மாதங்களாக இருக்க வேண்டும்",
    ),
    tooLong: tr("This is too long", "இது மிக நீளமாக உள்ளது"),
  },
});
