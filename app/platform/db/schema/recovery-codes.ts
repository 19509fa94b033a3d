import type { Timestamp } from "../timestamp";

export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: Timestamp;
}
