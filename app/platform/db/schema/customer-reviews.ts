import type { Generated } from "kysely";
import type { InboxState } from "./inbox-state";
import type { Timestamp } from "../timestamp";

export type ReviewStatus = "pending" | "approved" | "rejected";

export interface CustomerReviewsTable extends InboxState {
  id: string;
  name: string;
  email: Generated<string>;
  company: string;
  location: string;
  project_type: string;
  rating: number;
  review_text: string;
  is_approved: Generated<number>;
  status: Generated<ReviewStatus>;
  moderated_by: string | null;
  moderated_at: Timestamp | null;
}
