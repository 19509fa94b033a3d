import type { PrintJobStage } from "./print-jobs";
import type { Timestamp } from "../timestamp";

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
