import type { LayoutText } from "~/lib/i18n/en";

type LinkGroup = "nav" | "billing" | "footer";
/** A link's name: where it is in the layout's texts, "nav.home" for `nav.home`. */
type LinkLabel = { [G in LinkGroup]: `${G}.${keyof LayoutText[G] & string}` }[LinkGroup];

/** The navigation as the spec lists it (000 section 2, "Top navigation and footer"). */
export type NavItem = {
  to: string;
  label: LinkLabel;
  /** A main link that a crowded (Tamil) header row leaves to its More menu (decision 077). */
  spill?: boolean;
};

const home: NavItem = { to: "/", label: "nav.home" };
const about: NavItem = { to: "/about", label: "nav.about" };
const services: NavItem = { to: "/services", label: "nav.services" };
const products: NavItem = { to: "/products", label: "nav.products" };
const gallery: NavItem = { to: "/gallery", label: "nav.gallery" };
/** LimraKart, the online store (not in the spec's navigation; issue 21). */
const shop: NavItem = { to: "/limrakart", label: "nav.shop" };

/** Where the header's cart icon leads: the store with its cart drawer open (the shop's CART_DRAWER_HREF). */
export const CART_HREF = "/limrakart?cart=open";
/** The signed-in customer's orders (the user menu's My Orders). */
export const MY_ORDERS_HREF = "/limrakart/orders";

export const mainLinks: NavItem[] = [
  home,
  { ...about, spill: true },
  services,
  products,
  { to: "/my-portfolio", label: "nav.portfolio", spill: true },
  shop,
];

export const moreLinks: NavItem[] = [
  gallery,
  { to: "/testimonials", label: "nav.testimonials" },
  { to: "/contact", label: "nav.contact" },
  { to: "/limra-foods", label: "nav.limraFoods" },
  { to: "/share-experience", label: "nav.shareExperience" },
];

/** Shown only to admin and staff. All thirteen billing routes, in the spec's order. */
export const billingLinks: NavItem[] = [
  { to: "/billing/login", label: "billing.login" },
  { to: "/billing/home", label: "billing.home" },
  { to: "/billing/create-account", label: "billing.createAccount" },
  { to: "/billing/new-complaint", label: "billing.newBill" },
  { to: "/billing/old-pending", label: "billing.oldPending" },
  { to: "/billing/complaint-preview", label: "billing.preview" },
  { to: "/billing/service", label: "billing.service" },
  { to: "/billing/history", label: "billing.history" },
  { to: "/billing/notifications", label: "billing.notifications" },
  { to: "/billing/godown", label: "billing.godown" },
  { to: "/billing/import-export", label: "billing.importExport" },
  { to: "/billing/income-expenses", label: "billing.incomeExpenses" },
  { to: "/billing/transaction-history", label: "billing.transactionHistory" },
];

/** The LimraKart orders desk: staff and the admin (decision 064). */
export const SHOP_ORDERS_HREF = "/limrakart/admin?tab=orders";

/** Added to the Billing menu for the admin role only. */
export const adminLinks: NavItem[] = [{ to: "/admin/inbox", label: "nav.inbox" }];

/** The billing routes for someone not yet in: a signed-in staff member is past both (issue 23). */
const BILLING_VISITOR_ROUTES = new Set(["/billing/login", "/billing/create-account"]);

/**
 * The Billing menu of a signed-in user with billing access: the spec's billing links without
 * Billing Login and Create Account (those pages send such a user to Billing Home), the shop's
 * orders desk (staff and admin), and the inbox for the admin.
 */
export function billingMenuLinks(role: string): NavItem[] {
  const links = [
    ...billingLinks.filter((item) => !BILLING_VISITOR_ROUTES.has(item.to)),
    { to: SHOP_ORDERS_HREF, label: "billing.shopOrders" } satisfies NavItem,
  ];
  return role === "admin" ? [...links, ...adminLinks] : links;
}

export const footerLinks: NavItem[] = [home, about, services, products, gallery];

export const policyLinks: NavItem[] = [
  { to: "/privacy-policy", label: "footer.privacy" },
  { to: "/terms-conditions", label: "footer.terms" },
  { to: "/cancellation-refund", label: "footer.cancellation" },
  { to: "/shipping-delivery", label: "footer.shipping" },
];

/** A link's name in the layout's texts of the page's language. */
export function linkLabel(t: LayoutText, label: LinkLabel): string {
  const [group, key] = label.split(".") as [LinkGroup, string];
  return (t[group] as Record<string, string>)[key] ?? label;
}
