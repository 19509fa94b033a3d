import type { Generated } from "kysely";
import type { Timestamp } from "../timestamp";

export type StaffRequestStatus = "pending" | "approved" | "rejected";

export interface StaffAccessRequestsTable {
  id: string;
  user_id: string;
  status: Generated<StaffRequestStatus>;
  decided_by: string | null;
  decided_at: Timestamp | null;
  created_at: Timestamp;
}
