import type { Timestamp } from "../timestamp";

export type PaymentMethod = "cash" | "upi" | "card" | "bank" | "cheque";

export interface PaymentsTable {
  id: string;
  bill_id: string | null;
  bill_number: string;
  receipt_number: string;
  kind: "advance" | "payment";
  amount_paise: number;
  method: PaymentMethod;
  reference: string | null;
  note: string | null;
  paid_at: Timestamp;
  created_by: string | null;
  created_at: Timestamp;
  voided_at: Timestamp | null;
  voided_by: string | null;
  void_reason: string | null;
  /** The Add payment form's key: sent again by the same user, this payment (0026, decision 062). */
  idempotency_key: string | null;
}
