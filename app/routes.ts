import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * Every URL of the application, grouped like the spec's route table
 * (000_522508cd0e43c8bb.txt section 2, 001_5a03c76101320a01.txt section 2).
 * A route is listed here only once it is fully built; any other path is the not-found page.
 */
export default [
  // For crawlers.
  route("sitemap.xml", "site/routes/sitemap.ts"),
  route("robots.txt", "site/routes/robots.ts"),
  // The back office as an installable app (decision 050): its manifest and service worker.
  route("manifest.webmanifest", "billing/offline/routes/manifest.ts"),
  route("sw.js", "billing/offline/routes/service-worker.ts"),

  // Utility actions used by the layout (no page of their own).
  route("preferences", "account/routes/preferences.tsx"),
  route("logout", "account/routes/logout.tsx"),

  // Billing downloads and uploads (billing access, checked by each): a bill, receipt or customer
  // statement as a PDF, the filtered transactions, a day's day book and the sales report as CSV,
  // the import/export files and their empty templates.
  route("billing/complaint-preview/pdf", "billing/documents/routes/bill-pdf.ts"),
  route("billing/receipts/:receiptNumber/pdf", "billing/documents/routes/receipt-pdf.ts"),
  route("billing/customers/:id/statement/pdf", "billing/statements/routes/statement-pdf.ts"),
  // A print job's quote as a PDF: for staff, and for the customer through the status link.
  route("billing/jobs/:id/quote/pdf", "jobs/quotes/routes/quote-pdf.ts"),
  route("r/:token/quote/pdf", "jobs/status-link/routes/quote-pdf.ts"),
  // New Bill's customer look-up (JSON; staff and admin, decision 069).
  route("billing/customers/lookup", "billing/bills/routes/customer-lookup.ts"),
  route("billing/transaction-history/export", "billing/ledger/routes/transactions-csv.ts"),
  route("billing/day-book/export", "billing/day-book/routes/day-book-csv.ts"),
  route("billing/day-book/print", "billing/day-book/routes/day-book-print.ts"),
  route("billing/sales-report/export", "billing/sales-report/routes/sales-report-csv.ts"),
  route("billing/import-export/export", "billing/import-export/routes/data-export.ts"),
  route("billing/import-export/bills", "billing/import-export/routes/bills-export.ts"),
  route("billing/import-export/import", "billing/import-export/routes/data-import.ts"),
  route("billing/import-export/template/:type", "billing/import-export/routes/csv-template.ts"),

  // Admin-only downloads (the order's design files, a LimraKart order line's artwork).
  route("admin/files/:fileId", "admin/inbox/routes/file.ts"),
  route("limrakart/admin/artwork/:itemId", "shop/artwork/routes/artwork-file.ts"),

  // Data rights (decision 051): the signed-in person's data as JSON; an admin's download or
  // deletion of a person's account on their request (posts only).
  route("settings/data", "account/routes/data-export.ts"),
  route("admin/users/:userId/data", "admin/users/routes/user-data.ts"),
  // The backup download (admin only, posts only), posted from /admin/backup.
  route("admin/backup/download", "admin/backup/routes/download.ts"),

  layout("site/routes/layout.tsx", [
    // Public
    route("welcome", "site/routes/welcome.tsx"),
    index("site/routes/home.tsx"),
    route("about", "site/routes/about.tsx"),
    route("services", "site/routes/services.tsx"),
    route("products", "site/routes/products.tsx"),
    route("gallery", "site/routes/gallery.tsx"),
    route("testimonials", "site/routes/testimonials.tsx"),
    route("privacy-policy", "site/routes/policy.tsx", { id: "privacy-policy" }),
    route("terms-conditions", "site/routes/policy.tsx", { id: "terms-conditions" }),
    route("cancellation-refund", "site/routes/policy.tsx", { id: "cancellation-refund" }),
    route("shipping-delivery", "site/routes/policy.tsx", { id: "shipping-delivery" }),
    route("my-portfolio", "site/routes/portfolio.tsx"),
    route("reviews", "intake/routes/reviews.tsx"),
    route("place-order", "intake/routes/place-order.tsx"),
    route("contact", "intake/routes/contact.tsx"),
    route("share-experience", "intake/routes/share-experience.tsx"),

    // Sign-in and account
    route("auth", "account/routes/auth.tsx"),
    route("verify-email", "account/routes/verify-email.tsx"),
    route("reset-password", "account/routes/reset-password.tsx"),
    // The signed-in user's own pages (userMiddleware: a visitor goes to sign in).
    layout("account/routes/signed-in-layout.tsx", [
      route("settings", "account/routes/settings.tsx"),
      route("limrakart/orders/:orderNumber", "shop/orders/routes/order-detail.tsx"),
    ]),
    route("thank-you", "site/routes/thank-you.tsx", { id: "thank-you" }),
    route("thank-you-contact", "site/routes/thank-you.tsx", { id: "thank-you-contact" }),
    // A print request's private status page (no sign-in; docs/decisions/094).
    route("r/:token", "jobs/status-link/routes/status.tsx"),
    route("r/:token/quote", "jobs/status-link/routes/quote-print.tsx"),
    route("r/:token/proofs/:version", "jobs/routes/status-proof-file.ts"),

    // Tea (Limra Foods) and the six tea product pages
    route("limra-foods", "tea/routes/listing.tsx"),
    ...[
      "tea-talks-gold-pack",
      "tea-talks-trial-pouch",
      "tea-talks-saver-pack",
      "tea-talks-gold-mini",
      "tea-talks-regular-pack",
      "tea-talks-family-pack",
    ].map((path) => route(path, "tea/routes/product.tsx", { id: path })),

    // Shop (LimraKart)
    route("limrakart", "shop/storefront/routes/storefront.tsx"),
    route("limrakart/cart", "shop/cart/routes/cart.tsx"),
    route("limrakart/checkout", "shop/checkout/routes/checkout.tsx"),
    route("limrakart/order-confirmation", "shop/checkout/routes/order-confirmation.tsx"),
    route("limrakart/orders", "shop/orders/routes/orders.tsx"),
    route("limrakart/help", "shop/storefront/routes/help.tsx"),
    // The store admin (admin role; its own 401/403 screens), guarded by its layout's middleware.
    layout("shop/store-admin/routes/layout.tsx", [
      route("limrakart/admin", "shop/store-admin/routes/store-admin.tsx"),
    ]),
    // Open billing routes
    route("billing/login", "billing/routes/login.tsx"),
    route("billing/create-account", "billing/routes/create-account.tsx"),
    // Guarded by the billing-access check (the layout's middleware, and each loader and action)
    layout("billing/routes/layout.tsx", [
      route("billing/home", "billing/routes/home.tsx"),
      route("billing/complaints", "billing/bills/routes/complaints.ts"),
      route("billing/service", "billing/routes/service.tsx"),
      route("billing/new-complaint", "billing/bills/routes/bill-form.tsx"),
      route("billing/complaint-preview", "billing/documents/routes/preview.tsx"),
      route("billing/bills/:id/pay", "billing/payments/routes/pay.tsx"),
      route("billing/payments/:id/void", "billing/payments/routes/void.tsx"),
      route("billing/receipts/:receiptNumber", "billing/documents/routes/receipt.tsx"),
      route("billing/old-complaint", "billing/bills/routes/old-complaint.tsx"),
      route("billing/history", "billing/bills/routes/history.tsx"),
      route("billing/old-pending", "billing/bills/routes/old-pending.tsx"),
      route("billing/income-expenses", "billing/ledger/routes/income-expenses.tsx"),
      route("billing/transaction-history", "billing/ledger/routes/transaction-history.tsx"),
      route("billing/cash-book", "billing/cash-book/routes/cash-book.tsx"),
      route("billing/day-book", "billing/day-book/routes/day-book.tsx"),
      route("billing/customers", "billing/customers/routes/customers.tsx"),
      route("billing/customers/:id", "billing/customers/routes/customer.tsx"),
      route("billing/reminders", "billing/reminders/routes/reminders.tsx"),
      route("billing/customers/:id/remind", "billing/reminders/routes/remind.tsx"),
      route("billing/customers/:id/statement", "billing/statements/routes/statement.tsx"),
      route("billing/sales-report", "billing/sales-report/routes/sales-report.tsx"),
      route("billing/godown", "billing/godown/routes/godown.tsx"),
      route("billing/godown/movements", "billing/godown/routes/movements.tsx"),
      route("billing/notifications", "billing/notifications/routes/notifications.tsx"),
      route("billing/import-export", "billing/import-export/routes/import-export.tsx"),
      // Print jobs (docs/decisions/094): the list, a walk-in/phone request, one job.
      route("billing/jobs", "jobs/board/routes/jobs.tsx"),
      route("billing/jobs/new", "jobs/requests/routes/new-request.tsx"),
      route("billing/jobs/:id", "jobs/board/routes/job.tsx"),
      route("billing/jobs/:id/quote", "jobs/quotes/routes/quote-form.tsx"),
      route("billing/jobs/:id/quote/print", "jobs/quotes/routes/quote-print.tsx"),
      route("billing/jobs/:id/bill", "billing/job-bills/routes/job-bill.tsx"),
      route("billing/jobs/:id/cancel", "billing/job-bills/routes/job-cancel.ts"),
      // Proofs (docs/decisions/100): the upload, and each version's file for staff.
      route("billing/jobs/:id/proof", "jobs/routes/proof-upload.tsx"),
      route("billing/jobs/:id/proofs/:version", "jobs/routes/proof-file.ts"),
    ]),

    // Admin (roleMiddleware: the admin role): the catalog (services, products, gallery), the owner's inbox, users,
    // the business settings, the audit log, the backup download.
    layout("admin/routes/layout.tsx", [
      route("admin", "admin/catalog/routes/catalog.tsx"),
      route("admin/inbox", "admin/inbox/routes/inbox.tsx"),
      route("admin/inbox/:kind/:id", "admin/inbox/routes/item.tsx"),
      route("admin/users", "admin/users/routes/users.tsx"),
      route("admin/settings", "admin/settings/routes/settings.tsx"),
      route("admin/reminders", "admin/reminders/routes/reminders.tsx"),
      route("admin/audit", "admin/audit/routes/audit.tsx"),
      route("admin/backup", "admin/backup/routes/backup.tsx"),
    ]),

    // Any other path shows the not-found page.
    route("*", "site/routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
