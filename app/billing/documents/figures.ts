import { formatDate } from "~/lib/format";
import type { Bill } from "../bills/bills.server";
import { PAYMENT_METHOD_LABELS } from "../money";
import type { Payment } from "../payments/index.server";

/**
 * The figures a printed bill shows, in order, shared by the preview and the PDF: Subtotal,
 * Discount (with the percentage when it was one), Round off, Final Total, each payment (voided
 * ones struck through), Paid, and Balance — or Credit when the customer paid over.
 */
export type FigureRow = {
  label: string;
  paise: number;
  /** A stable id for tests: preview-{id}. */
  id: string;
  strong?: boolean;
  struck?: boolean;
};

/** "10%" from basis points (1000), "12.5%" from 1250. */
export function percentText(bp: number): string {
  return `${(bp / 100).toFixed(2).replace(/\.?0+$/, "")}%`;
}

/** A payment on the bill: "RCPT0007 · 21/11/2026 · UPI". */
export function paymentLabel(p: Payment): string {
  const voided = p.voidedAt ? " (voided)" : "";
  return `${p.receiptNumber} · ${formatDate(p.paidAt)} · ${PAYMENT_METHOD_LABELS[p.method]}${voided}`;
}

export function billFigureRows(bill: Bill, payments: Payment[]): FigureRow[] {
  const discount = bill.discountPercentBp
    ? `Discount (${percentText(bill.discountPercentBp)})`
    : "Discount";
  const paid = bill.advancePaise + bill.receivedPaise;
  return [
    { label: "Subtotal", paise: bill.amountPaise, id: "subtotal" },
    // No "-₹0.00" for a bill without a discount.
    { label: discount, paise: bill.discountPaise ? -bill.discountPaise : 0, id: "discount" },
    { label: "Round off", paise: bill.roundOffPaise, id: "round-off" },
    { label: "Final Total", paise: bill.finalTotalPaise, id: "final-total", strong: true },
    ...payments.map((p) => ({
      label: paymentLabel(p),
      paise: p.amountPaise,
      id: `payment-${p.receiptNumber}`,
      struck: p.voidedAt !== null,
    })),
    { label: "Paid", paise: paid, id: "paid" },
    bill.balancePaise < 0
      ? { label: "Credit", paise: -bill.balancePaise, id: "credit", strong: true }
      : { label: "Balance", paise: bill.balancePaise, id: "balance", strong: true },
  ];
}
