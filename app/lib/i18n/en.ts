/**
 * English texts of the shared layout (navigation, footer, not-found page, toasts, errors).
 * Every key must also exist in ta.ts; the type check enforces it.
 */
export const en = {
  "meta.siteTitle": "{business} — Printing, Design & Tea",
  "meta.homeDescription":
    "Digital and offset printing, graphic design, ID cards, banners and wedding cards in Tamil Nadu. Quotes within 24 hours.",
  "meta.notFoundTitle": "Page not found — {business}",

  "nav.label": "Main navigation",
  "nav.skip": "Skip to main content",
  "nav.home": "Home",
  "nav.about": "About",
  "nav.services": "Services",
  "nav.products": "Products",
  "nav.portfolio": "My Portfolio",
  "nav.shop": "Shop",
  "nav.blog": "Blog",
  "nav.newTab": "(opens in a new tab)",
  "nav.more": "More",
  "nav.gallery": "Gallery",
  "nav.testimonials": "Testimonials",
  "nav.contact": "Contact",
  "nav.limraFoods": "Limra Foods",
  "nav.shareExperience": "Share Feedback",
  "nav.inbox": "Inbox",
  "nav.billing": "Billing",
  "nav.signIn": "Sign In",
  "nav.welcome": "Welcome, {name}",
  "nav.account": "Account menu",
  "nav.settings": "Settings",
  "nav.myOrders": "My Orders",
  "nav.cartOne": "Cart, {count} item",
  "nav.cartOther": "Cart, {count} items",
  "nav.signOut": "Sign Out",
  "nav.placeOrder": "Place Order",
  "nav.openMenu": "Open menu",
  "nav.menu": "Menu",

  "billing.login": "Billing Login",
  "billing.home": "Billing Home",
  "billing.createAccount": "Create Account",
  "billing.newBill": "New Bill",
  "billing.oldPending": "Old Pending Bills",
  "billing.preview": "Bill Preview",
  "billing.service": "Service Management",
  "billing.history": "Bill History",
  "billing.notifications": "Notifications",
  "billing.shopOrders": "Shop orders",
  "billing.godown": "Godown List",
  "billing.importExport": "Import / Export",
  "billing.incomeExpenses": "Income & Expenses",
  "billing.transactionHistory": "Transaction History",
  // The import/export page's buttons (decision 046: "Bill", not the spec's "Complaint").
  "billing.export.complaints": "Export Bills",
  "billing.export.transactions": "Export Transactions",
  "billing.export.inventory": "Export Inventory",

  "prefs.language": "Language",
  "prefs.switchToTamil": "தமிழ்",
  "prefs.switchToEnglish": "English",
  "prefs.switchToTamilLabel": "Switch to Tamil",
  "prefs.switchToEnglishLabel": "Switch to English",
  "prefs.darkMode": "Switch to dark mode",
  "prefs.lightMode": "Switch to light mode",

  "footer.about":
    "Digital and offset printing, graphic design and packed tea — made with care in Tamil Nadu.",
  "footer.quickLinks": "Quick Links",
  "footer.policies": "Policies",
  "footer.contact": "Contact Us",
  "footer.follow": "Follow Us",
  "footer.address": "Address",
  "footer.phone": "Phone",
  "footer.email": "E-mail",
  "footer.privacy": "Privacy Policy",
  "footer.terms": "Terms & Conditions",
  "footer.cancellation": "Cancellation & Refund",
  "footer.shipping": "Shipping & Delivery",
  "footer.copyright": "© {year} {business}. All rights reserved.",
  "footer.shop": "Shop on LimraKart",
  "footer.whatsapp": "Chat on WhatsApp",
  "footer.hours": "Opening hours",
  "footer.map": "See us on the map",

  "home.title": "Printing that makes your business stand out",
  "home.subtitle":
    "Digital and offset printing, graphic design, ID cards, banners and wedding cards — with a quote within 24 hours.",
  "home.placeOrderNow": "Place Order Now",
  "home.viewOurWork": "View Our Work",

  "notFound.code": "404",
  "notFound.title": "Page not found",
  "notFound.body": "Sorry, the page you are looking for does not exist or has been moved.",
  "notFound.goHome": "Go Home",
  "notFound.browseServices": "Browse Services",
  "notFound.goBack": "Go Back",
  "notFound.help": "Need help? Reach us:",

  "error.title": "Something went wrong",
  "error.body": "Please try again in a moment. If it keeps happening, call or e-mail us.",
  "error.forbiddenTitle": "Access denied",
  "error.tooLargeTitle": "Too much data sent",
  "error.tooLargeBody":
    "What you sent is larger than this form accepts. Please shorten it (or send smaller files) and try again.",

  // The database does not answer (503): a restart or an overload, over in a minute.
  "busy.title": "The service is busy",
  "busy.body": "The service is busy, please try again in a minute.",
  "busy.retry": "Try again",

  "site.rating": "Rated {rating} out of 5",
  "site.reviewRating.one": "{rating}/5 from {count} review",
  "site.reviewRating.other": "{rating}/5 from {count} reviews",
  "site.averageRating": "Average rating",

  "toast.region": "Notifications",
  "toast.dismiss": "Dismiss",
} as const;

export type MessageKey = keyof typeof en;
