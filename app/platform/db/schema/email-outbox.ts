import type { Generated } from "kysely";
import type { Timestamp } from "../timestamp";

export type OutboxStatus = "pending" | "sending" | "sent" | "failed";

export interface EmailOutboxTable {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** What the e-mail is about, e.g. entity "order_submissions" and its id. */
  entity: string | null;
  entity_id: string | null;
  status: OutboxStatus;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: Timestamp;
  locked_until: Timestamp | null;
  sent_at: Timestamp | null;
  created_at: Timestamp;
}
