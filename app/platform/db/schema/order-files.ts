import type { Generated } from "kysely";
import type { Timestamp } from "../timestamp";

export interface OrderFilesTable {
  id: string;
  submission_id: string;
  original_name: string;
  storage_key: string;
  size_bytes: number;
  mime_type: string;
  created_at: Timestamp;
  /** Set when the file was removed from the store (an account deletion, decision 051). */
  removed_at: Generated<Timestamp | null>;
}
