import { localized, tr } from "~/lib/content";
import type { PluralForms } from "~/lib/plural";
import { transactionTypeLabel } from "./transaction-labels";

/**
 * Transaction History's copy, in English (the spec's words) and Tamil. The CSV export keeps the
 * English labels of transaction-labels.ts (its format is fixed).
 */
export type HistoryContent = {
  metaTitle: string;
  title: string;
  backLabel: string;
  export: string;
  loadFailed: string;
  tracker: string;
  loadingTracker: string;
  noTracker: string;
  transactions: string;
  noTransactions: string;
  filters: {
    placeholder: string;
    date: string;
    account: string;
    filter: string;
    clear: string;
  };
  dates: Record<"all" | "today" | "week" | "month", string>;
  accounts: Record<"all" | "income" | "expense", string>;
  totals: { received: string; serviceAccounts: string; refunds: string };
  count: PluralForms;
  columns: {
    service: string;
    transactionType: string;
    amount: string;
    linkedAccount: string;
    date: string;
    status: string;
    type: string;
    reference: string;
    description: string;
    method: string;
    actions: string;
    /** "View transaction" (then the reference and time). */
    view: string;
  };
  success: string;
  noAccount: string;
  accountTypes: Record<"income" | "expense", string>;
  types: Record<
    | "payment_received"
    | "full_payment"
    | "advance_payment"
    | "partial_payment"
    | "payment_void"
    | "order_payment"
    | "refund"
    | "income"
    | "expense",
    string
  >;
  panel: {
    title: string;
    notFound: string;
    missing: string;
    id: string;
    account: string;
    paymentMethod: string;
    linkedAccount: string;
    serviceName: string;
    bill: string;
    /** "Open bill {number}" */
    openBill: string;
  };
};

export const historyContent = localized<HistoryContent>({
  metaTitle: tr("Transaction History — Billing", "பரிவர்த்தனை வரலாறு — பில்லிங்"),
  title: tr("Transaction History", "பரிவர்த்தனை வரலாறு"),
  backLabel: tr("Back to Service", "சேவைக்குத் திரும்பு"),
  export: tr("Export", "ஏற்றுமதி"),
  loadFailed: tr("Failed to fetch transactions", "பரிவர்த்தனைகளைப் பெற முடியவில்லை"),
  tracker: tr("Service Accounts Tracker", "சேவைக் கணக்குகள் கண்காணிப்பு"),
  loadingTracker: tr("Loading service accounts...", "சேவைக் கணக்குகள் ஏற்றப்படுகின்றன..."),
  noTracker: tr("No service accounts found.", "சேவைக் கணக்குகள் எதுவும் இல்லை."),
  transactions: tr("Transactions", "பரிவர்த்தனைகள்"),
  noTransactions: tr(
    "No transactions found matching your criteria.",
    "நீங்கள் தேடியவற்றுக்குப் பொருந்தும் பரிவர்த்தனைகள் இல்லை.",
  ),
  filters: {
    placeholder: tr("Description, service or staff name", "விவரம், சேவை அல்லது பணியாளர் பெயர்"),
    date: tr("Date", "தேதி"),
    account: tr("Account", "கணக்கு"),
    filter: tr("Filter", "வடிகட்டு"),
    clear: tr("Clear Filters", "வடிகட்டிகளை அழி"),
  },
  dates: {
    all: tr("All Dates", "எல்லாத் தேதிகளும்"),
    today: tr("Today", "இன்று"),
    week: tr("This Week", "இந்த வாரம்"),
    month: tr("This Month", "இந்த மாதம்"),
  },
  accounts: {
    all: tr("All", "அனைத்தும்"),
    income: tr("Income Accounts", "வரவுக் கணக்குகள்"),
    expense: tr("Expense Accounts", "செலவுக் கணக்குகள்"),
  },
  totals: {
    received: tr("Total Received", "மொத்தம் பெற்றது"),
    serviceAccounts: tr("Service Accounts", "சேவைக் கணக்குகள்"),
    refunds: tr("Total Refunds", "மொத்தத் திருப்பியளிப்புகள்"),
  },
  count: {
    one: tr("{count} transaction", "{count} பரிவர்த்தனை"),
    other: tr("{count} transactions", "{count} பரிவர்த்தனைகள்"),
  },
  columns: {
    service: tr("Service Name", "சேவையின் பெயர்"),
    transactionType: tr("Transaction Type", "பரிவர்த்தனை வகை"),
    amount: tr("Amount", "தொகை"),
    linkedAccount: tr("Linked Account Name", "இணைந்த கணக்கின் பெயர்"),
    date: tr("Date & Time", "தேதி & நேரம்"),
    status: tr("Status", "நிலை"),
    type: tr("Type", "வகை"),
    reference: tr("Reference", "குறிப்பு எண்"),
    description: tr("Description", "விவரம்"),
    method: tr("Payment Method", "பணம் செலுத்தும் முறை"),
    actions: tr("Actions", "செயல்கள்"),
    view: tr("View transaction", "பரிவர்த்தனையைப் பார்"),
  },
  success: tr("Success", "வெற்றி"),
  noAccount: tr("No account found", "கணக்கு இல்லை"),
  accountTypes: { income: tr("Income", "வரவு"), expense: tr("Expense", "செலவு") },
  types: {
    payment_received: tr("Payment Received", "பணம் பெறப்பட்டது"),
    full_payment: tr("Full Payment", "முழுக் கட்டணம்"),
    advance_payment: tr("Advance Payment", "முன்பணம்"),
    partial_payment: tr("Partial Payment", "பகுதிக் கட்டணம்"),
    payment_void: tr("Payment void", "கட்டணம் செல்லாததாக்கப்பட்டது"),
    order_payment: tr("LimraKart Order Payment", "LimraKart ஆர்டர் கட்டணம்"),
    refund: tr("Refund", "பணம் திருப்பியளிப்பு"),
    income: tr("Income", "வரவு"),
    expense: tr("Expense", "செலவு"),
  },
  panel: {
    title: tr("Transaction Details", "பரிவர்த்தனை விவரங்கள்"),
    notFound: tr("Transaction not found", "பரிவர்த்தனை கிடைக்கவில்லை"),
    missing: tr(
      "This transaction does not exist (it may have been deleted with its bill).",
      "இந்தப் பரிவர்த்தனை இல்லை (அதன் பில்லுடன் நீக்கப்பட்டிருக்கலாம்).",
    ),
    id: tr("Transaction ID", "பரிவர்த்தனை எண்"),
    account: tr("Account", "கணக்கு"),
    paymentMethod: tr("Payment Method", "பணம் செலுத்தும் முறை"),
    linkedAccount: tr("Linked Account Name", "இணைந்த கணக்கின் பெயர்"),
    serviceName: tr("Service Name", "சேவையின் பெயர்"),
    bill: tr("Bill", "பில்"),
    openBill: tr("Open bill {number}", "பில் {number}-ஐத் திற"),
  },
});

/** A transaction type in the page's words (an unknown type title-cased, as in English). */
export const typeText = (c: HistoryContent, type: string): string =>
  (c.types as Record<string, string>)[type] ?? transactionTypeLabel(type);

/** The account side of a transaction (its `type`): Income or Expense. */
export const accountText = (c: HistoryContent, type: string): string =>
  type === "expense" ? c.accountTypes.expense : c.accountTypes.income;
