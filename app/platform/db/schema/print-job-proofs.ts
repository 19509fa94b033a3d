import type { Timestamp } from "../timestamp";

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
