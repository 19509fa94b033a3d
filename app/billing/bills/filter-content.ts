import { localized, tr } from "~/lib/content";
import type { PluralForms } from "~/lib/plural";

/**
 * Bill History's and Old Pending Bills' own copy — their titles, empty states and filter bars —
 * in English (the spec's words) and Tamil (Old Bills does not ship it).
 */
export type BillFilterCopy = {
  history: string;
  plusNewBill: string;
  noMatchCriteria: string;
  oldPending: string;
  remindOverdue: string;
  noPending: string;
  createNewBill: string;
  searchPlaceholder: string;
  status: string;
  allStatus: string;
  filter: string;
  searchFilter: string;
  fromDate: string;
  toDate: string;
  apply: string;
  clear: string;
  totalPending: string;
  pendingCount: PluralForms;
};

export const billFilterCopy = localized<BillFilterCopy>({
  history: tr("Bill History", "பில் வரலாறு"),
  plusNewBill: tr("+ New Bill", "+ புதிய பில்"),
  noMatchCriteria: tr(
    "No bills found matching your criteria.",
    "நீங்கள் தேர்ந்தெடுத்தவற்றுக்குப் பொருந்தும் பில்கள் இல்லை.",
  ),
  oldPending: tr("Old Pending Bills", "நிலுவையிலுள்ள பழைய பில்கள்"),
  remindOverdue: tr(
    "Remind all overdue > 30 days",
    "30 நாட்களுக்கு மேல் நிலுவையுள்ள அனைவருக்கும் நினைவூட்டு",
  ),
  noPending: tr("No pending bills found.", "நிலுவையிலுள்ள பில்கள் எதுவும் இல்லை."),
  createNewBill: tr("Create New Bill", "புதிய பில் உருவாக்கு"),
  searchPlaceholder: tr("Customer name or bill number", "வாடிக்கையாளர் பெயர் அல்லது பில் எண்"),
  status: tr("Status", "நிலை"),
  allStatus: tr("All Status", "எல்லா நிலைகளும்"),
  filter: tr("Filter", "வடிகட்டு"),
  searchFilter: tr("Search & Filter", "தேடல் & வடிகட்டி"),
  fromDate: tr("From Date", "தொடக்கத் தேதி"),
  toDate: tr("To Date", "இறுதித் தேதி"),
  apply: tr("Apply", "பயன்படுத்து"),
  clear: tr("Clear Filters", "வடிகட்டிகளை நீக்கு"),
  totalPending: tr("Total Pending Amount", "மொத்த நிலுவைத் தொகை"),
  pendingCount: {
    one: tr("{count} pending bill", "நிலுவையில் {count} பில்"),
    other: tr("{count} pending bills", "நிலுவையில் {count} பில்கள்"),
  },
});
