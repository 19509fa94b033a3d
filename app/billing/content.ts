import { localized, tr } from "~/lib/content";
import type { Locale } from "~/lib/i18n/i18n";

/**
 * The billing office's shared copy, in English (the spec's words) and Tamil: the names of the
 * payment methods, the money and work statuses, the Service Management tiles, and the parts
 * every billing page uses (load error, search box, Print / Download CSV, the "— Billing" title).
 */
export type BillingCopy = {
  /** "{title} — Billing": a billing page's document title. */
  pageTitle: string;
  errorTitle: string;
  backToService: string;
  /** money.ts's PAYMENT_METHODS (its labels are typed by them, so the two keep in step). */
  methods: Record<"cash" | "upi" | "card" | "bank" | "cheque", string>;
  /** money.ts's PAYMENT_STATUSES. */
  paymentStatuses: Record<"unpaid" | "part_paid" | "paid" | "cancelled", string>;
  /** The work on a bill (History's "Paid" is the money's). */
  workStatuses: Record<"pending" | "in_progress" | "completed" | "paid", string>;
  service: {
    title: string;
    backHome: string;
    tiles: Record<ServiceTile, { title: string; text: string }>;
  };
  loadError: { tryAgain: string };
  search: string;
  print: string;
  downloadCsv: string;
};

export type ServiceTile =
  | "newBill"
  | "oldBills"
  | "preview"
  | "history"
  | "incomeExpenses"
  | "transactions"
  | "cashBook"
  | "dayBook"
  | "customers"
  | "reminders"
  | "salesReport"
  | "godown"
  | "notifications"
  | "importExport";

export const billingCopy = localized<BillingCopy>({
  pageTitle: tr("{title} — Billing", "{title} — பில்லிங்"),
  errorTitle: tr("Error", "பிழை"),
  backToService: tr("Back to Service", "சேவைக்குத் திரும்பு"),
  methods: {
    cash: tr("Cash", "ரொக்கம்"),
    upi: "UPI",
    card: tr("Card", "கார்டு"),
    bank: tr("Bank transfer", "வங்கிப் பரிமாற்றம்"),
    cheque: tr("Cheque", "காசோலை"),
  },
  paymentStatuses: {
    unpaid: tr("Unpaid", "செலுத்தப்படவில்லை"),
    part_paid: tr("Part-paid", "பகுதி செலுத்தப்பட்டது"),
    paid: tr("Paid", "செலுத்தப்பட்டது"),
    cancelled: tr("Cancelled", "ரத்து செய்யப்பட்டது"),
  },
  workStatuses: {
    pending: tr("Pending", "நிலுவையில்"),
    in_progress: tr("In Progress", "வேலை நடக்கிறது"),
    completed: tr("Completed", "முடிந்தது"),
    paid: tr("Paid", "செலுத்தப்பட்டது"),
  },
  service: {
    title: tr("Service Management", "சேவை மேலாண்மை"),
    backHome: tr("Back to Home", "முகப்புக்குத் திரும்பு"),
    tiles: {
      newBill: {
        title: tr("New Bill", "புதிய பில்"),
        text: tr("Write a customer bill", "வாடிக்கையாளருக்குப் பில் எழுதுங்கள்"),
      },
      oldBills: {
        title: tr("Old Bills", "பழைய பில்கள்"),
        text: tr("Find, edit or delete bills", "பில்களைத் தேடலாம், திருத்தலாம், நீக்கலாம்"),
      },
      preview: {
        title: tr("Bill Preview", "பில் முன்னோட்டம்"),
        text: tr("Print or download a bill", "பில்லை அச்சிடலாம் அல்லது பதிவிறக்கலாம்"),
      },
      history: {
        title: tr("Bill History", "பில் வரலாறு"),
        text: tr("All bills by status", "நிலை வாரியாக எல்லாப் பில்களும்"),
      },
      incomeExpenses: {
        title: tr("Income & Expenses", "வரவு & செலவு"),
        text: tr("The shop's ledger", "கடையின் கணக்கேடு"),
      },
      transactions: {
        title: tr("Transaction History", "பரிவர்த்தனை வரலாறு"),
        text: tr("Payments and refunds", "பெற்ற தொகைகளும் திருப்பி அளித்தவையும்"),
      },
      cashBook: {
        title: tr("Cash Book", "ரொக்கப் புத்தகம்"),
        text: tr("Cash in hand, UPI and bank per day", "ஒவ்வொரு நாளும் கையிருப்பு ரொக்கம், UPI, வங்கி"),
      },
      dayBook: {
        title: tr("Day Book", "நாள் புத்தகம்"),
        text: tr("One day's money in and out, cash counted", "ஒரு நாளின் வரவு, செலவு, எண்ணிய ரொக்கம்"),
      },
      customers: {
        title: tr("Customers", "வாடிக்கையாளர்கள்"),
        text: tr(
          "Balances, ageing and history by customer",
          "வாடிக்கையாளர் வாரியாக நிலுவை, நிலுவைக் காலம், வரலாறு",
        ),
      },
      reminders: {
        title: tr("Payment Reminders", "கட்டண நினைவூட்டல்கள்"),
        text: tr(
          "Remind customers overdue on WhatsApp or e-mail",
          "தவணை தாண்டிய வாடிக்கையாளர்களுக்கு WhatsApp அல்லது மின்னஞ்சலில் நினைவூட்டுங்கள்",
        ),
      },
      salesReport: {
        title: tr("Sales Report", "விற்பனை அறிக்கை"),
        text: tr(
          "Billed vs received, methods, customers, items",
          "பில் தொகையும் பெற்ற தொகையும், கட்டண முறைகள், வாடிக்கையாளர்கள், பொருட்கள்",
        ),
      },
      godown: {
        title: tr("Godown List", "கிடங்கு பட்டியல்"),
        text: tr("Stock in the godown", "கிடங்கில் உள்ள இருப்பு"),
      },
      notifications: {
        title: tr("Notifications", "அறிவிப்புகள்"),
        text: tr("Pending alerts & updates", "நிலுவையிலுள்ள எச்சரிக்கைகள் & புதுப்பிப்புகள்"),
      },
      importExport: {
        title: tr("Import / Export", "இறக்குமதி / ஏற்றுமதி"),
        text: tr("CSV files", "CSV கோப்புகள்"),
      },
    },
  },
  loadError: { tryAgain: tr("Try again", "மீண்டும் முயற்சிக்கவும்") },
  search: tr("Search", "தேடு"),
  print: tr("Print", "அச்சிடு"),
  downloadCsv: tr("Download CSV", "CSV பதிவிறக்கு"),
});

/** A billing page's document title: "New Bill — Billing", "புதிய பில் — பில்லிங்". */
export function billingTitle(locale: Locale, title: string): string {
  return billingCopy[locale].pageTitle.replace("{title}", title);
}

/** The matches a meta function gets: the root route's data carries the page's language. */
type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The page's language in a route's meta function (from the root loader's data). */
export function metaLocale(matches: MetaMatches): Locale {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { locale?: Locale } | undefined;
  return root?.locale === "ta" ? "ta" : "en";
}
