import type { BadgeTone } from "~/components/ui/badge";
import type { Locale } from "~/lib/i18n/i18n";
import { PAYMENT_METHODS } from "~/lib/payment-methods";
import { billingCopy } from "./content";

/**
 * The bill's arithmetic, in integer paise (no floating point), shared by the form (live figures)
 * and the server (what is stored): each line's amount = quantity × rate; subtotal = the lines;
 * discount in rupees or a percentage of the subtotal; round-off to the nearest rupee (its own
 * line); final total = subtotal − discount + round-off; balance = final total − the payments not
 * voided (negative: the customer's credit). See decision 023.
 */
export type Discount = { kind: "amount"; paise: number } | { kind: "percent"; bp: number };

/** A line's amount: quantity (thousandths) × rate, to the paisa, half up; exact for any size. */
export function lineAmount(quantityMilli: number, ratePaise: number): number {
  return Number((BigInt(quantityMilli) * BigInt(ratePaise) + 500n) / 1000n);
}

/** The discount in paise: a percentage of the subtotal (half up), or the amount itself. */
export function discountPaise(subtotalPaise: number, discount: Discount): number {
  if (discount.kind === "amount") return discount.paise;
  return Number((BigInt(subtotalPaise) * BigInt(discount.bp) + 5000n) / 10000n);
}

/** What to add to reach the nearest whole rupee (50 paise go up): −49 … +50. */
export function roundOff(paise: number): number {
  const rest = paise % 100;
  // Not −0 for whole rupees: it would print as "-₹0.00".
  return rest >= 50 ? 100 - rest : rest === 0 ? 0 : -rest;
}

export type BillFigures = {
  subtotalPaise: number;
  discountPaise: number;
  roundOffPaise: number;
  finalTotalPaise: number;
  paidPaise: number;
  balancePaise: number;
};

export function billFigures(m: {
  lineAmounts: readonly number[];
  discount: Discount;
  round: boolean;
  paidPaise?: number;
}): BillFigures {
  const subtotalPaise = m.lineAmounts.reduce((a, b) => a + b, 0);
  const discount = Math.min(discountPaise(subtotalPaise, m.discount), subtotalPaise);
  const net = subtotalPaise - discount;
  const roundOffPaise = m.round ? roundOff(net) : 0;
  const finalTotalPaise = net + roundOffPaise;
  const paidPaise = m.paidPaise ?? 0;
  return {
    subtotalPaise,
    discountPaise: discount,
    roundOffPaise,
    finalTotalPaise,
    paidPaise,
    balancePaise: finalTotalPaise - paidPaise,
  };
}

/**
 * The bill's money state: paid once nothing is left to pay (balance ≤ 0, credit included),
 * part-paid once something is paid, else unpaid; a cancelled bill is only cancelled.
 */
export function paymentStatusFor(m: {
  finalTotalPaise: number;
  paidPaise: number;
  cancelled: boolean;
}): PaymentStatusValue {
  if (m.cancelled) return "cancelled";
  if (m.finalTotalPaise - m.paidPaise <= 0) return "paid";
  return m.paidPaise > 0 ? "part_paid" : "unpaid";
}

/** What a bill still owes: its balance, or nothing when it is paid or in credit. */
export function amountDue(balancePaise: number): number {
  return Math.max(0, balancePaise);
}

export const PAYMENT_STATUSES = ["unpaid", "part_paid", "paid", "cancelled"] as const;
export type PaymentStatusValue = (typeof PAYMENT_STATUSES)[number];

/** The money statuses' names in English; billingCopy[locale].paymentStatuses in a language. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatusValue, string> =
  billingCopy.en.paymentStatuses;

export const PAYMENT_STATUS_TONES: Record<PaymentStatusValue, BadgeTone> = {
  unpaid: "danger",
  part_paid: "warning",
  paid: "success",
  cancelled: "neutral",
};

export { PAYMENT_METHODS };

/** The units a line is sold in (any other unit may be typed). */
export const LINE_UNITS = ["pcs", "sheets", "sq.ft", "hours", "copies", "sets", "kg", "packs"];

/** "1.5" -> 1500 thousandths; null unless a number above 0 with at most 3 decimals. */
export function parseQuantity(input: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{0,3}))?$/.exec(input.trim().replace(/,/g, ""));
  if (!match) return null;
  const milli = Number(match[1]) * 1000 + Number((match[2] ?? "").padEnd(3, "0"));
  return milli > 0 && milli <= 1_000_000_000 ? milli : null;
}

/** 1500 -> "1.5", 2000 -> "2". */
export function quantityText(milli: number): string {
  const whole = Math.floor(milli / 1000);
  const rest = milli % 1000;
  return rest ? `${whole}.${String(rest).padStart(3, "0").replace(/0+$/, "")}` : String(whole);
}

/** RCPT + four digits (RCPT0001 …), growing past 9999 like the bill numbers. */
export function formatReceiptNumber(n: number): string {
  return `RCPT${String(n).padStart(4, "0")}`;
}

/** BILL + four digits (BILL0001 … BILL9999, then BILL10000). */
export function formatBillNumber(n: number): string {
  return `BILL${String(n).padStart(4, "0")}`;
}

/**
 * The work on a bill (the spec's statuses). "paid" stays readable for History's Paid filter,
 * which now means the money (payment status paid); a bill's work is never set to it again.
 */
export const BILL_STATUSES = ["pending", "in_progress", "completed", "paid"] as const;
export const WORK_STATUSES = ["pending", "in_progress", "completed"] as const;
export type BillStatusValue = (typeof BILL_STATUSES)[number];

/** The spec's colours: in progress yellow, completed green, anything else red (the fallback). */
export const BILL_STATUS_TONES: Partial<Record<string, BadgeTone>> = {
  in_progress: "warning",
  completed: "success",
};

/** A work status's name in the language (English by default); an unknown value as it is. */
export function statusLabel(status: string, locale: Locale = "en"): string {
  const labels: Record<string, string> = billingCopy[locale].workStatuses;
  return labels[status] ?? status;
}
