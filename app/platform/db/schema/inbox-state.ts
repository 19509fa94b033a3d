import type { Timestamp } from "../timestamp";

/** The owner's inbox state, shared by every submission table. */
export interface InboxState {
  form_token: string;
  read_at: Timestamp | null;
  handled_at: Timestamp | null;
  created_at: Timestamp;
}
