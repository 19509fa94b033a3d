import type { Timestamp } from "../timestamp";

export interface CustomerNotesTable {
  id: string;
  customer_id: string;
  body: string;
  created_by: string | null;
  created_at: Timestamp;
}
