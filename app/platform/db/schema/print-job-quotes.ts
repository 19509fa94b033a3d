import type { Generated } from "kysely";
import type { Timestamp } from "../timestamp";

export interface PrintJobQuotesTable {
  id: string;
  job_id: string;
  version: number;
  subtotal_paise: number;
  discount_paise: Generated<number>;
  total_paise: number;
  valid_until: string;
  turnaround_days: number;
  notes: string | null;
  sent_at: Timestamp | null;
  accepted_at: Timestamp | null;
  created_by: string | null;
  created_at: Timestamp;
}
