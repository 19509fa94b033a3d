import { localized, tr } from "~/lib/content";
import type { PluralForms } from "~/lib/plural";

/** The bills table's words (Old Bills, Bill History, Old Pending Bills), in one language. */
export type BillsTableWords = {
  headers: Record<
    | "number"
    | "pendingNumber"
    | "date"
    | "customer"
    | "customerName"
    | "phone"
    | "age"
    | "service"
    | "particulars"
    | "description"
    | "amount"
    | "balance"
    | "pending"
    | "status"
    | "actions",
    string
  >;
  /** A customer's credit: "Credit {amount}". */
  credit: string;
  /** A pending bill's age in days. */
  age: PluralForms;
};

/** English is the spec's (Old Pending Bills says "Bill No." and "Customer Name"). */
export const billsTableContent = localized<BillsTableWords>({
  headers: {
    number: tr("Bill No", "பில் எண்"),
    pendingNumber: tr("Bill No.", "பில் எண்"),
    date: tr("Date", "தேதி"),
    customer: tr("Customer", "வாடிக்கையாளர்"),
    customerName: tr("Customer Name", "வாடிக்கையாளர் பெயர்"),
    phone: tr("Phone", "தொலைபேசி"),
    age: tr("Age", "நாட்கள்"),
    service: tr("Service Type", "சேவை வகை"),
    particulars: tr("Particulars", "விவரங்கள்"),
    description: tr("Description", "விளக்கம்"),
    amount: tr("Amount", "தொகை"),
    balance: tr("Balance", "நிலுவை"),
    pending: tr("Pending Amount", "நிலுவைத் தொகை"),
    status: tr("Status", "நிலை"),
    actions: tr("Actions", "செயல்கள்"),
  },
  credit: tr("Credit {amount}", "வரவு மீதம் {amount}"),
  age: { one: tr("{count} day", "{count} நாள்"), other: tr("{count} days", "{count} நாட்கள்") },
});
