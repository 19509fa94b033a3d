import { type Ageing, ageBalance } from "~/lib/ageing";
import { getDb } from "~/platform/db/db.server";
import type { Customer, CustomerLanguage } from "./customers";
import { toCustomerRow } from "./list.server";

/**
 * One customer: their details and kept figures, their bills, and their balance by age (oldest
 * paid first, app/lib/ageing.ts) worked out from their bills that are not cancelled.
 */

const CUSTOMER_COLUMNS = [
  "id",
  "name",
  "phone",
  "other_phone",
  "bill_count",
  "billed_paise",
  "received_paise",
  "refunded_paise",
  "balance_paise",
  "oldest_due_at",
  "last_activity_at",
  "alt_names",
  "address",
  "email",
  "gstin",
  "notes",
  "language",
  "merged_into",
  "created_at",
] as const;

function altNames(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((n): n is string => typeof n === "string") : [];
  } catch {
    return [];
  }
}

/** The customer with this id (merged or not), or null. */
export async function getCustomer(id: string): Promise<Customer | null> {
  const row = await getDb()
    .selectFrom("customers")
    .select(CUSTOMER_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...toCustomerRow(row),
    altNames: altNames(row.alt_names),
    address: row.address,
    gstin: row.gstin,
    notes: row.notes,
    language: row.language as CustomerLanguage,
    mergedInto: row.merged_into,
    createdAt: String(row.created_at),
  };
}

/**
 * Where a customer's URL leads: the customer itself, or — for a merged one — the customer it was
 * merged into (followed along a chain, at most 10 steps). Null when there is none.
 */
export async function resolveCustomerId(id: string): Promise<string | null> {
  let current = id;
  for (let step = 0; step < 10; step++) {
    const row = await getDb()
      .selectFrom("customers")
      .select(["id", "merged_into"])
      .where("id", "=", current)
      .executeTakeFirst();
    if (!row) return null;
    if (!row.merged_into) return row.id;
    current = row.merged_into;
  }
  return current;
}

export type CustomerBill = {
  id: string;
  number: string;
  createdAt: string;
  description: string;
  totalPaise: number;
  receivedPaise: number;
  balancePaise: number;
  paymentStatus: string;
  cancelled: boolean;
};

/** The customer's bills, oldest first (cancelled ones too, marked). */
export async function customerBills(customerId: string): Promise<CustomerBill[]> {
  const rows = await getDb()
    .selectFrom("complaints")
    .select([
      "id",
      "complaint_number",
      "created_at",
      "complaint_description",
      "estimated_cost_paise",
      "advance_paise",
      "received_paise",
      "balance_paise",
      "payment_status",
      "cancelled_at",
    ])
    .where("customer_id", "=", customerId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    number: r.complaint_number,
    createdAt: String(r.created_at),
    description: r.complaint_description,
    totalPaise: Number(r.estimated_cost_paise),
    receivedPaise: Number(r.advance_paise) + Number(r.received_paise),
    balancePaise: Number(r.balance_paise),
    paymentStatus: r.payment_status,
    cancelled: r.cancelled_at !== null,
  }));
}

export type CustomerAgeing = Ageing & { balancePaise: number };

/**
 * The customer's balance (what their bills that are not cancelled still owe) by age on `now`'s
 * India day: 0–30, 31–60, 61–90 and 90+ days from each bill's date, oldest paid first.
 */
export async function customerAgeing(
  customerId: string,
  now: Date = new Date(),
): Promise<CustomerAgeing> {
  const bills = (await customerBills(customerId)).filter((b) => !b.cancelled);
  const balancePaise = bills.reduce((sum, b) => sum + b.balancePaise, 0);
  const ageing = ageBalance(
    bills.map((b) => ({ at: b.createdAt, totalPaise: b.totalPaise })),
    balancePaise,
    now,
  );
  return { ...ageing, balancePaise };
}
