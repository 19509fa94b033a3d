import type { Timestamp } from "../timestamp";

export interface PrintJobAnswersTable {
  id: string;
  job_id: string;
  quote_id: string | null;
  proof_id: string | null;
  answer: "accept" | "changes";
  message: string | null;
  via: "link" | "phone" | "shop";
  ip: string | null;
  user_agent: string | null;
  recorded_by: string | null;
  created_at: Timestamp;
}
