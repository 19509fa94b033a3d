import { localized, tr } from "~/lib/content";

/** Service Management's copy: its title, the tiles of the billing office and Back to Home. */
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
  | "jobs"
  | "reminders"
  | "salesReport"
  | "godown"
  | "notifications"
  | "importExport";

export type ServiceCopy = {
  title: string;
  backHome: string;
  tiles: Record<ServiceTile, { title: string; text: string }>;
};

export const serviceCopy = localized<ServiceCopy>({
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
    jobs: {
      title: tr("Jobs", "பணிகள்"),
      text: tr(
        "Print and design requests, quotes and proofs",
        "அச்சு, வடிவமைப்புக் கோரிக்கைகள், விலைப்புள்ளிகள், மாதிரிகள்",
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
});
