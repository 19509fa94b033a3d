import { localized, tr } from "~/lib/content";

type StoreAdminTab = "products" | "categories" | "orders";

/**
 * Copy of the store admin's frame (/limrakart/admin): its title, figures, tabs and the toasts
 * of its action (the catalog's copy is store-admin/catalog/content.ts, the orders' is
 * store-admin/orders/content.ts).
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
  toasts: {
    error: string;
    unknownAction: string;
    /** Staff posted something only the admin may do on the orders desk (decision 064). */
    adminOnly: string;
  };
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
  toasts: {
    error: tr("Error", "பிழை"),
    unknownAction: tr("Unknown action.", "தெரியாத செயல்."),
    adminOnly: tr(
      "Only the admin can do this. Staff can confirm, ship, deliver, cancel and record payments of orders.",
      "இதை நிர்வாகி மட்டுமே செய்ய முடியும். ஊழியர்கள் ஆர்டர்களை உறுதிசெய்யலாம், அனுப்பலாம், ஒப்படைக்கலாம், ரத்து செய்யலாம், பணத்தைப் பதிவு செய்யலாம்.",
    ),
  },
});
