/**
 * How money was paid, named once in English (the spec's words) and Tamil. The bill and payment
 * forms, receipts, statements, the customer's timeline, the day book, the ledger, the sales report
 * and their CSV files all take the names from here (decision 090); a content module puts the ones
 * it shows in its copy with `paymentMethodNames`, code outside a page reads `paymentMethodLabels`.
 * (The shop's order choices, cash on delivery or UPI, are the shop's own words.)
 */
import { localized, tr, type Localized, type Translated } from "./content";

/** The methods a payment or a bill's advance is stored with, in the order the forms offer them. */
export const PAYMENT_METHODS = ["cash", "upi", "card", "bank", "cheque"] as const;

const NAMES = {
  cash: tr("Cash", "ரொக்கம்"),
  upi: tr("UPI", "UPI"),
  card: tr("Card", "கார்டு"),
  bank: tr("Bank transfer", "வங்கிப் பரிமாற்றம்"),
  cheque: tr("Cheque", "காசோலை"),
  /** A total over the methods not named above (day book, sales report). */
  other: tr("Other", "மற்றவை"),
  /** Written by older ledger records. */
  bank_transfer: tr("Bank Transfer", "வங்கிப் பரிமாற்றம்"),
  online: tr("Online", "ஆன்லைன்"),
};

export type PaymentMethodName = keyof typeof NAMES;

/** The names of `methods`, in that order, as `tr` pairs for a content module's `localized` copy. */
/*#__NO_SIDE_EFFECTS__*/
export function paymentMethodNames<M extends PaymentMethodName>(
  methods: readonly M[],
): Record<M, Translated<string>> {
  return Object.fromEntries(methods.map((m) => [m, NAMES[m]])) as Record<M, Translated<string>>;
}

/** Every name per language: `paymentMethodLabels.en.bank` is "Bank transfer". */
export const paymentMethodLabels: Localized<Record<PaymentMethodName, string>> =
  localized<Record<PaymentMethodName, string>>(NAMES);
