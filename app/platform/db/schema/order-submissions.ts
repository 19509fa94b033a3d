import type { Generated } from "kysely";
import type { InboxState } from "./inbox-state";

export interface OrderSubmissionsTable extends InboxState {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  service: string;
  quantity: string | null;
  message: string | null;
  /** JSON list of { name, size, type } per attached file, or null. */
  files_info: string | null;
  locale: Generated<string>;
  customer_id: string | null;
}
