import type { Generated } from "kysely";
import type { Timestamp } from "../timestamp";

export type BillStatus = "pending" | "in_progress" | "completed" | "paid";

/** A bill's money: what is left of its final total after the payments not voided. */
export type PaymentState = "unpaid" | "part_paid" | "paid" | "cancelled";

/** The bills (the table keeps the name of the app the business had before: decision 002). */
export interface ComplaintsTable {
  id: string;
  complaint_number: string;
  customer_name: string;
  customer_phone: string | null;
  customer_address: string | null;
  service_type: Generated<string>;
  complaint_description: string;
  actual_cost_paise: number;
  discount_paise: number;
  estimated_cost_paise: number;
  advance_paise: number;
  received_paise: number;
  status: Generated<BillStatus>;
  completion_date: Timestamp | null;
  /** Null for a discount in rupees; else the percentage in hundredths (12.5 % = 1250). */
  discount_percent_bp: number | null;
  /** Added to reach whole rupees (−49 … +50 paise). */
  round_off_paise: Generated<number>;
  /** Final total − payments not voided; negative is the customer's credit; 0 once cancelled. */
  balance_paise: Generated<number>;
  payment_status: Generated<PaymentState>;
  cancelled_at: Timestamp | null;
  cancelled_by: string | null;
  cancel_reason: string | null;
  /** The customer the bill's phone number links it to (app/domain/customers.server.ts). */
  customer_id: string | null;
  /**
   * The new-bill form's key (a UUID made when it opened): the same key sent again by the same
   * user is this bill, not another (migration 0023, decision 050). Null for bills made otherwise.
   */
  idempotency_key: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
