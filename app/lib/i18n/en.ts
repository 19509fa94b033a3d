/**
 * English texts of the shared layout (navigation, footer, not-found page, toasts, errors): the
 * layout's content object, in the shape every content module has (app/lib/content.ts), one object
 * per language. Its Tamil half is ta.ts, a module of its own so that an English page's scripts
 * do not carry it (issue 22; decision 091): the type checker refuses a Tamil text missing there.
 * `{name}` placeholders are filled with `fill` (app/lib/forms.ts).
 */
export const en = {
  meta: {
    notFoundTitle: "Page not found — {business}",
  },
  nav: {
    label: "Main navigation",
    skip: "Skip to main content",
    home: "Home",
    about: "About",
    services: "Services",
    products: "Products",
    portfolio: "My Portfolio",
    shop: "Shop",
    blog: "Blog",
    newTab: "(opens in a new tab)",
    more: "More",
    gallery: "Gallery",
    testimonials: "Testimonials",
    contact: "Contact",
    limraFoods: "Limra Foods",
    shareExperience: "Share Feedback",
    inbox: "Inbox",
    billing: "Billing",
    signIn: "Sign In",
    welcome: "Welcome, {name}",
    settings: "Settings",
    myOrders: "My Orders",
    cartOne: "Cart, {count} item",
    cartOther: "Cart, {count} items",
    signOut: "Sign Out",
    placeOrder: "Place Order",
    menu: "Menu",
  },
  billing: {
    login: "Billing Login",
    home: "Billing Home",
    createAccount: "Create Account",
    newBill: "New Bill",
    oldPending: "Old Pending Bills",
    preview: "Bill Preview",
    service: "Service Management",
    history: "Bill History",
    notifications: "Notifications",
    shopOrders: "Shop orders",
    godown: "Godown List",
    importExport: "Import / Export",
    incomeExpenses: "Income & Expenses",
    transactionHistory: "Transaction History",
  },
  prefs: {
    switchToTamil: "தமிழ்",
    switchToEnglish: "English",
    switchToTamilLabel: "Switch to Tamil",
    switchToEnglishLabel: "Switch to English",
    darkMode: "Switch to dark mode",
    lightMode: "Switch to light mode",
  },
  footer: {
    about:
      "Digital and offset printing, graphic design and packed tea — made with care in Tamil Nadu.",
    quickLinks: "Quick Links",
    policies: "Policies",
    contact: "Contact Us",
    follow: "Follow Us",
    address: "Address",
    phone: "Phone",
    email: "E-mail",
    privacy: "Privacy Policy",
    terms: "Terms & Conditions",
    cancellation: "Cancellation & Refund",
    shipping: "Shipping & Delivery",
    copyright: "© {year} {business}. All rights reserved.",
    shop: "Shop on LimraKart",
    whatsapp: "Chat on WhatsApp",
    hours: "Opening hours",
    map: "See us on the map",
  },
  notFound: {
    code: "404",
    title: "Page not found",
    body: "Sorry, the page you are looking for does not exist or has been moved.",
    goHome: "Go Home",
    browseServices: "Browse Services",
    goBack: "Go Back",
    help: "Need help? Reach us:",
  },
  error: {
    title: "Something went wrong",
    body: "Please try again in a moment. If it keeps happening, call or e-mail us.",
    forbiddenTitle: "Access denied",
    tooLargeTitle: "Too much data sent",
    tooLargeBody:
      "What you sent is larger than this form accepts. Please shorten it (or send smaller files) and try again.",
  },
  // The database does not answer (503): a restart or an overload, over in a minute.
  busy: {
    title: "The service is busy",
    body: "The service is busy, please try again in a minute.",
    retry: "Try again",
  },
  site: {
    rating: "Rated {rating} out of 5",
    reviewRating: {
      one: "{rating}/5 from {count} review",
      other: "{rating}/5 from {count} reviews",
    },
    averageRating: "Average rating",
  },
  toast: {
    region: "Notifications",
    dismiss: "Dismiss",
  },
};

/** The layout's texts in one language. */
export type LayoutText = typeof en;
