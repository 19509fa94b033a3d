import type { Timestamp } from "../timestamp";

export interface CustomerRemindersTable {
  id: string;
  customer_id: string;
  channel: "whatsapp" | "email";
  language: string;
  message: string;
  balance_paise: number;
  /** The bills the reminder named, comma-separated. */
  bill_numbers: string;
  sent_by: string | null;
  sent_at: Timestamp;
}
