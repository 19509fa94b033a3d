import type { Generated } from "kysely";
import type { Timestamp } from "./timestamp";

/** The print jobs' tables (migration 0039, docs/decisions/094). */
export type PrintJobStage =
  | "request"
  | "quoted"
  | "design"
  | "proof"
  | "approved"
  | "printing"
  | "ready"
  | "delivered"
  | "cancelled";

export type PrintJobSource = "website" | "walk_in" | "phone" | "shop_order";

export interface PrintJobsTable {
  id: string;
  /** Q-<India year>-<4+ digits>, drawn from counters row print_job:<year>. */
  reference: string;
  source: PrintJobSource;
  stage: Generated<PrintJobStage>;
  customer_id: string | null;
  name: string;
  phone: string;
  email: string | null;
  locale: Generated<"en" | "ta">;
  service: string;
  quantity: string | null;
  details: string | null;
  order_submission_id: string | null;
  shop_order_id: string | null;
  bill_id: string | null;
  assignee_id: string | null;
  /** India day (yyyy-mm-dd) the job is due, from the accepted quote's turnaround. */
  due_day: string | null;
  cancel_reason: string | null;
  closed_at: Timestamp | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PrintJobLinksTable {
  id: string;
  job_id: string;
  /** base64url sha256 of the token; the token itself is never stored. */
  token_hash: string;
  purpose: string;
  created_by: string | null;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  revoked_by: string | null;
}

export interface PrintJobEventsTable {
  id: string;
  job_id: string;
  kind: string;
  from_stage: PrintJobStage | null;
  to_stage: PrintJobStage | null;
  note: string | null;
  actor: "staff" | "customer" | "system";
  user_id: string | null;
  created_at: Timestamp;
}

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

export interface PrintJobQuoteLinesTable {
  id: string;
  quote_id: string;
  position: number;
  description: string;
  quantity_milli: number;
  unit: string;
  rate_paise: number;
  amount_paise: number;
  product_id: string | null;
  service_id: string | null;
}

export interface PrintJobProofsTable {
  id: string;
  job_id: string;
  version: number;
  storage_key: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  note: string | null;
  uploaded_by: string | null;
  created_at: Timestamp;
}

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

export interface PrintJobTables {
  print_jobs: PrintJobsTable;
  print_job_links: PrintJobLinksTable;
  print_job_events: PrintJobEventsTable;
  print_job_quotes: PrintJobQuotesTable;
  print_job_quote_lines: PrintJobQuoteLinesTable;
  print_job_proofs: PrintJobProofsTable;
  print_job_answers: PrintJobAnswersTable;
}
