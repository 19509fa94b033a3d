import { formatRupees, MINUS } from "~/lib/format";
import { inputTexts } from "~/lib/input-texts";

/**
 * The shop's ledger (income and expense records) as both the page and the server see it:
 * record types, the form's messages, the list's texts and the 12-month chart's shape. No
 * database code here (that is ledger.server.ts), so components may import it.
 */
export const LEDGER_TYPES = ["income", "expense"] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

export const LEDGER_PAGE_SIZE = 25;
export const CATEGORY_MAX = 100;
export const DESCRIPTION_MAX = 500;
export const PAYEE_MAX = 100;

/** The spec's texts (section 8) and the form's field messages. */
export const LEDGER_MESSAGES = {
  loadFailed: "Failed to fetch income/expense data",
  addFailed: "Failed to add record",
  added: "Record added successfully!",
  typeRequired: "Choose Income or Expense",
  categoryRequired: "Category is required",
  categoryTooLong: `Category must be at most ${CATEGORY_MAX} characters`,
  descriptionRequired: "Description is required",
  descriptionTooLong: `Description must be at most ${DESCRIPTION_MAX} characters`,
  amountRequired: "Amount is required",
  amountInvalid: "Enter an amount in rupees above 0, with at most 2 decimals (e.g. 250 or 249.50)",
  amountGrouping: inputTexts.en.amountGrouping,
  billNotFound: "No bill with this number.",
  methodInvalid: "Choose how it was paid: Cash, UPI, Card, Bank transfer or Cheque",
  payeeTooLong: `Paid to / received from must be at most ${PAYEE_MAX} characters`,
  incomeRefund:
    "A refund is money paid back: add it as an Expense with category Refund. Money coming in is Income under another category.",
  refundTooMuch:
    "At most {amount} can be refunded on {bill}: what was paid on it and not yet given back.",
  noIncome: "No income records found",
  noExpense: "No expense records found",
} as const;

/** The category Refund, in any case and with spaces around: money paid back to a customer. */
export const isRefundCategory = (category: string) => category.trim().toLowerCase() === "refund";

/** Suggestions offered while typing a category (any other category may be typed). */
export const CATEGORY_SUGGESTIONS: Record<LedgerType, readonly string[]> = {
  income: ["Service", "Printing", "Tea Sales", "Other Income"],
  expense: ["Rent", "Salary", "Electricity", "Materials", "Transport", "Refund", "Other"],
};

/** One month of the chart: `month` is yyyy-mm in Asia/Kolkata, `label` e.g. "Dec 2025". */
export type MonthTotals = {
  month: string;
  label: string;
  /** Billed: bills created in the month − bills cancelled in it. */
  salesPaise: number;
  /** Money in (voids taken off). */
  receivedPaise: number;
  /** Money out (expenses and refunds). */
  expensePaise: number;
};

/**
 * An amount as the ledger shows it: "+₹50.00" in, "−₹50.00" out (a true minus sign). `out` for
 * money out; a negative amount (a void) is shown with "−" too.
 */
export function signedRupees(paise: number, out = false): string {
  return `${out || paise < 0 ? MINUS : "+"}${formatRupees(Math.abs(paise))}`;
}

const MONTH_NAMES = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** "2025-12" -> "Dec 2025" (fixed English names: the same on every server and browser). */
export function monthLabel(month: string): string {
  const [year, m] = month.split("-");
  return `${MONTH_NAMES[Number(m) - 1] ?? m} ${year}`;
}
