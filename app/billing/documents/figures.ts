import { formatDate } from "~/lib/format";
import { fill } from "~/lib/forms";
import type { Locale } from "~/lib/i18n/i18n";
import type { Bill } from "../bills/index.server";
import { billingCopy } from "../content";
import type { Payment } from "../payments/index.server";
import { documentCopy } from "./content";

/**
 * The figures a printed bill shows, in order, shared by the preview and the PDF: Subtotal,
 * Discount (with the percentage when it was one), Round off, Final Total, each payment (voided
 * ones struck through), Paid, and Balance — or Credit when the customer paid over. Labels are in
 * the document's language (English by default).
 */
export type FigureRow = {
  label: string;
  paise: number;
  /** A stable id for tests: preview-{id}. */
  id: string;
  strong?: boolean;
  struck?: boolean;
  /** A payment's row: its receipt number, which begins the label (data, not interface text). */
  receipt?: string;
};

/** "10%" from basis points (1000), "12.5%" from 1250. */
export function percentText(bp: number): string {
  return `${(bp / 100).toFixed(2).replace(/\.?0+$/, "")}%`;
}

/** A payment on the bill: "RCPT0007 · 21/11/2026 · UPI". */
export function paymentLabel(p: Payment, locale: Locale = "en"): string {
  const voided = p.voidedAt ? documentCopy[locale].figures.voidedMark : "";
  const method = billingCopy[locale].methods[p.method];
  return `${p.receiptNumber} · ${formatDate(p.paidAt)} · ${method}${voided}`;
}

export function billFigureRows(
  bill: Bill,
  payments: Payment[],
  locale: Locale = "en",
): FigureRow[] {
  const c = documentCopy[locale].figures;
  const discount = bill.discountPercentBp
    ? fill(c.discountPercent, { percent: percentText(bill.discountPercentBp) })
    : c.discount;
  const paid = bill.advancePaise + bill.receivedPaise;
  return [
    { label: c.subtotal, paise: bill.amountPaise, id: "subtotal" },
    // No "-₹0.00" for a bill without a discount.
    { label: discount, paise: bill.discountPaise ? -bill.discountPaise : 0, id: "discount" },
    { label: c.roundOff, paise: bill.roundOffPaise, id: "round-off" },
    { label: c.finalTotal, paise: bill.finalTotalPaise, id: "final-total", strong: true },
    ...payments.map((p) => ({
      label: paymentLabel(p, locale),
      paise: p.amountPaise,
      id: `payment-${p.receiptNumber}`,
      struck: p.voidedAt !== null,
      receipt: p.receiptNumber,
    })),
    { label: c.paid, paise: paid, id: "paid" },
    bill.balancePaise < 0
      ? { label: c.credit, paise: -bill.balancePaise, id: "credit", strong: true }
      : { label: c.balance, paise: bill.balancePaise, id: "balance", strong: true },
  ];
}
