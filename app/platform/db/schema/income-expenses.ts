import type { Generated } from "kysely";
import type { Timestamp } from "../timestamp";

export interface IncomeExpensesTable {
  id: string;
  type: "income" | "expense";
  category: string;
  description: string;
  amount_paise: number;
  complaint_id: string | null;
  /** How it was paid (the payments' methods; migration 0034, existing rows cash). */
  payment_method: Generated<"cash" | "upi" | "card" | "bank" | "cheque">;
  /** Who was paid, or who paid (optional). */
  payee: string | null;
  created_by: string | null;
  created_at: Timestamp;
}
