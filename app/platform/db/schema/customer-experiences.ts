import type { InboxState } from "./inbox-state";

export interface CustomerExperiencesTable extends InboxState {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  experience_rating: number;
  service_used: string;
  feedback_message: string;
  would_recommend: number;
}
