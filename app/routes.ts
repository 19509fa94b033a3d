import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * Every URL of the application, grouped like the spec's route table
 * (000_522508cd0e43c8bb.txt section 2, 001_5a03c76101320a01.txt section 2).
 * A route is listed here only once it is fully built; any other path is the not-found page.
 */
export default [
  // For crawlers.
  route("sitemap.xml", "site/sitemap.ts"),
  route("robots.txt", "site/robots.ts"),

  // Utility actions used by the layout (no page of their own).
  route("preferences", "account/preferences.tsx"),
  route("logout", "account/logout.tsx"),

  // Billing downloads and uploads (billing access, checked by each): a bill as a PDF, the
  // filtered transactions as CSV, the import/export files and their empty templates.
  route("billing/complaint-preview/pdf", "billing/documents/bill-pdf.ts"),
  route("billing/transaction-history/export", "billing/ledger/transactions-csv.ts"),
  route("billing/import-export/export", "billing/import-export/data-export.ts"),
  route("billing/import-export/import", "billing/import-export/data-import.ts"),
  route("billing/import-export/template/:type", "billing/import-export/csv-template.ts"),

  // Admin-only downloads (the order's design files).
  route("admin/files/:fileId", "admin/inbox/file.ts"),

  layout("site/layout.tsx", [
    // Public
    route("welcome", "site/welcome.tsx"),
    index("site/home.tsx"),
    route("about", "site/about.tsx"),
    route("services", "site/services.tsx"),
    route("products", "site/products.tsx"),
    route("gallery", "site/gallery.tsx"),
    route("testimonials", "site/testimonials.tsx"),
    route("privacy-policy", "site/policy.tsx", { id: "privacy-policy" }),
    route("terms-conditions", "site/policy.tsx", { id: "terms-conditions" }),
    route("cancellation-refund", "site/policy.tsx", { id: "cancellation-refund" }),
    route("shipping-delivery", "site/policy.tsx", { id: "shipping-delivery" }),
    route("my-portfolio", "site/portfolio.tsx"),
    route("reviews", "intake/reviews.tsx"),
    route("place-order", "intake/place-order.tsx"),
    route("contact", "intake/contact.tsx"),
    route("share-experience", "intake/share-experience.tsx"),

    // Sign-in and account
    route("auth", "account/auth.tsx"),
    route("verify-email", "account/verify-email.tsx"),
    route("reset-password", "account/reset-password.tsx"),
    // The signed-in user's own pages (userMiddleware: a visitor goes to sign in).
    layout("account/signed-in-layout.tsx", [
      route("settings", "account/settings.tsx"),
      route("limrakart/orders/:orderNumber", "shop/order-detail.tsx"),
    ]),
    route("thank-you", "site/thank-you.tsx", { id: "thank-you" }),
    route("thank-you-contact", "site/thank-you.tsx", { id: "thank-you-contact" }),

    // Tea (Limra Foods) and the six tea product pages
    route("limra-foods", "tea/listing.tsx"),
    ...[
      "tea-talks-gold-pack",
      "tea-talks-trial-pouch",
      "tea-talks-saver-pack",
      "tea-talks-gold-mini",
      "tea-talks-regular-pack",
      "tea-talks-family-pack",
    ].map((path) => route(path, "tea/product.tsx", { id: path })),

    // Shop (LimraKart)
    route("limrakart", "shop/storefront.tsx"),
    route("limrakart/cart", "shop/cart-route.tsx"),
    route("limrakart/checkout", "shop/checkout.tsx"),
    route("limrakart/order-confirmation", "shop/order-confirmation.tsx"),
    route("limrakart/orders", "shop/orders.tsx"),
    route("limrakart/help", "shop/help.tsx"),
    // The store admin (admin role; its own 401/403 screens), guarded by its layout's middleware.
    layout("shop/admin-layout.tsx", [route("limrakart/admin", "shop/admin.tsx")]),
    // Open billing routes
    route("billing/login", "billing/login.tsx"),
    route("billing/create-account", "billing/create-account.tsx"),
    // Guarded by the billing-access check (the layout's middleware, and each loader and action)
    layout("billing/layout.tsx", [
      route("billing/home", "billing/home.tsx"),
      route("billing/complaints", "billing/bills/complaints.ts"),
      route("billing/service", "billing/service.tsx"),
      route("billing/new-complaint", "billing/bills/bill-form.tsx"),
      route("billing/complaint-preview", "billing/documents/preview.tsx"),
      route("billing/old-complaint", "billing/bills/old-complaint.tsx"),
      route("billing/history", "billing/bills/history.tsx"),
      route("billing/old-pending", "billing/bills/old-pending.tsx"),
      route("billing/income-expenses", "billing/ledger/income-expenses.tsx"),
      route("billing/transaction-history", "billing/ledger/transaction-history.tsx"),
      route("billing/godown", "billing/godown/godown.tsx"),
      route("billing/notifications", "billing/notifications/notifications.tsx"),
      route("billing/import-export", "billing/import-export/import-export.tsx"),
    ]),

    // Admin (roleMiddleware: the admin role): the catalog (services, products, gallery), the owner's inbox, users.
    layout("admin/layout.tsx", [
      route("admin", "admin/catalog/catalog.tsx"),
      route("admin/inbox", "admin/inbox/inbox.tsx"),
      route("admin/inbox/:kind/:id", "admin/inbox/item.tsx"),
      route("admin/users", "admin/users/users.tsx"),
    ]),

    // Any other path shows the not-found page.
    route("*", "site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
