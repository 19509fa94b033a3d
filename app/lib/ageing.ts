import { indiaDateKey } from "./dates";

/**
 * A customer's balance by age, oldest paid first: the balance is laid on the newest bills, so what
 * is left owing is the newest work and the money received has paid the oldest. Ages are whole
 * India days from the bill's India date to today's: 0–30, 31–60, 61–90 and over 90.
 */
export type AgeingBill = { at: string; totalPaise: number };
export type Ageing = {
  current: number;
  days31to60: number;
  days61to90: number;
  over90: number;
  /** The bill date of the oldest bill still (partly) owing, or null when nothing is owed. */
  oldestDueAt: string | null;
};

export const AGEING_BUCKETS = [
  { key: "current", label: "0–30 days" },
  { key: "days31to60", label: "31–60 days" },
  { key: "days61to90", label: "61–90 days" },
  { key: "over90", label: "90+ days" },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole India days from one instant's India date to another's. */
export function indiaDaysBetween(from: string | Date, to: string | Date): number {
  return Math.round(
    (Date.parse(`${indiaDateKey(to)}T00:00:00Z`) - Date.parse(`${indiaDateKey(from)}T00:00:00Z`)) /
      DAY_MS,
  );
}

/** Bills in date order (oldest first), the customer's balance, and now. */
export function ageBalance(bills: readonly AgeingBill[], balancePaise: number, now: Date): Ageing {
  const ageing: Ageing = { current: 0, days31to60: 0, days61to90: 0, over90: 0, oldestDueAt: null };
  let left = balancePaise;
  for (const bill of [...bills].reverse()) {
    if (left <= 0) break;
    if (bill.totalPaise <= 0) continue;
    const part = Math.min(left, bill.totalPaise);
    left -= part;
    ageing[bucketOf(indiaDaysBetween(bill.at, now))] += part;
    ageing.oldestDueAt = bill.at;
  }
  return ageing;
}

function bucketOf(days: number): "current" | "days31to60" | "days61to90" | "over90" {
  if (days <= 30) return "current";
  if (days <= 60) return "days31to60";
  if (days <= 90) return "days61to90";
  return "over90";
}
