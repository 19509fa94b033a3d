import type { Timestamp } from "../timestamp";

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
