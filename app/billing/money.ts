import type { BadgeTone } from "~/components/ui/badge";

/**
 * The bill's arithmetic, in integer paise (no floating point): Final Total = amount - discount;
 * Balance = final total - advance - received. Shared by the form (live figures) and the server
 * (what is stored).
 */
export type BillMoney = {
  amountPaise: number;
  discountPaise: number;
  advancePaise: number;
  receivedPaise: number;
};

export function billTotals(m: BillMoney) {
  const finalTotalPaise = m.amountPaise - m.discountPaise;
  return { finalTotalPaise, balancePaise: finalTotalPaise - m.advancePaise - m.receivedPaise };
}

/** BILL + four digits (BILL0001 … BILL9999, then BILL10000). */
export function formatBillNumber(n: number): string {
  return `BILL${String(n).padStart(4, "0")}`;
}

export const BILL_STATUSES = ["pending", "in_progress", "completed", "paid"] as const;
export type BillStatusValue = (typeof BILL_STATUSES)[number];

/** The spec's colours: in progress yellow, completed green, anything else red (the fallback). */
export const BILL_STATUS_TONES: Partial<Record<string, BadgeTone>> = {
  in_progress: "warning",
  completed: "success",
};

export function statusLabel(status: string): string {
  return (
    { pending: "Pending", in_progress: "In Progress", completed: "Completed", paid: "Paid" }[
      status
    ] ?? status
  );
}
