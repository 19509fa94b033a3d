import type { InboxState } from "./inbox-state";

export interface ContactSubmissionsTable extends InboxState {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  customer_id: string | null;
}
