import type { Timestamp } from "../timestamp";

export interface TransactionsTable {
  id: string;
  transaction_type: string;
  amount_paise: number;
  reference_number: string | null;
  description: string | null;
  payment_method: string | null;
  category: string | null;
  type: "income" | "expense";
  complaint_id: string | null;
  /** The payment this entry books (its receipt, or its void). */
  payment_id: string | null;
  /** The LimraKart order this entry books (its payment, a reversal or a refund). */
  order_id: string | null;
  /** A manual income/expense record's payee (migration 0034); null for the rest. */
  payee: string | null;
  created_by: string | null;
  created_at: Timestamp;
}
