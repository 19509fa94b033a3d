import type { Generated } from "kysely";
import type { Timestamp } from "../timestamp";

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
