import { localized, tr } from "~/lib/content";
import type { PluralForms } from "~/lib/plural";
import type { ProductMessages } from "./schema";

/**
 * Copy of the store's catalog as the admin keeps it (the products and categories of
 * /limrakart/admin, and the product form and list /admin shares): its lists, form, toasts and
 * errors.
 */
export type StoreCatalogContent = {
  products: {
    add: string;
    /** {name}. */
    edit: string;
    /** {count}. */
    all: string;
    active: string;
    inactive: string;
    /** The list's caption (read by screen readers) and its text without products. */
    caption: string;
    empty: string;
    columns: Record<"product" | "category" | "price" | "stock" | "status" | "actions", string>;
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

export const storeCatalogContent = localized<StoreCatalogContent>({
  products: {
    add: tr("Add Product", "பொருளைச் சேர்"),
    edit: tr("Edit {name}", "{name} — திருத்து"),
    all: tr("All Products ({count})", "அனைத்துப் பொருட்களும் ({count})"),
    active: tr("Active", "செயலில்"),
    inactive: tr("Inactive", "செயலில் இல்லை"),
    caption: tr("Products", "பொருட்கள்"),
    empty: tr(
      "No products found. Add your first product!",
      "பொருட்கள் எதுவும் இல்லை. உங்கள் முதல் பொருளைச் சேர்க்கவும்!",
    ),
    columns: {
      product: tr("Product", "பொருள்"),
      category: tr("Category", "வகை"),
      price: tr("Price", "விலை"),
      stock: tr("Stock", "இருப்பு"),
      status: tr("Status", "நிலை"),
      actions: tr("Actions", "செயல்கள்"),
    },
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
