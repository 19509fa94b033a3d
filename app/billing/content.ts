import { localized, tr } from "~/lib/content";
import { PAYMENT_METHODS, paymentMethodNames } from "~/lib/payment-methods";
import type { Locale } from "~/lib/i18n/i18n";

/**
 * The billing office's shared copy, in English (the spec's words) and Tamil: the names of the
 * payment methods, the money and work statuses, and the parts every billing page uses (load
 * error, search box, Download CSV, the "— Billing" title). Service Management's tiles
 * are in routes/service-content.ts (only that page ships them).
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
  loadError: { tryAgain: string };
  search: string;
  downloadCsv: string;
};

export const billingCopy = localized<BillingCopy>({
  pageTitle: tr("{title} — Billing", "{title} — பில்லிங்"),
  errorTitle: tr("Error", "பிழை"),
  backToService: tr("Back to Service", "சேவைக்குத் திரும்பு"),
  methods: paymentMethodNames(PAYMENT_METHODS),
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
  loadError: { tryAgain: tr("Try again", "மீண்டும் முயற்சிக்கவும்") },
  search: tr("Search", "தேடு"),
  downloadCsv: tr("Download CSV", "CSV பதிவிறக்கு"),
});

/** A billing page's document title: "New Bill — Billing", "புதிய பில் — பில்லிங்". */
export function billingTitle(locale: Locale, title: string): string {
  return billingCopy[locale].pageTitle.replace("{title}", title);
}

/** The page's language in a route's meta function: the one shared helper. */
export { metaLocale } from "~/lib/i18n/meta-locale";
