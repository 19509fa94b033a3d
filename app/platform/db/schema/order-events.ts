import type { Timestamp } from "../timestamp";

export type OrderEventKind = "status" | "payment" | "note";

/**
 * One entry of an order's timeline (decision 035): a status or payment change, written in the
 * change's transaction. A row with no `from_value` is the order's creation. `actor_id` is null
 * for the system (the auto-cancel sweep); `actor_name` is a snapshot ("Customer", "System" or
 * the staff member's name).
 */
export interface OrderEventsTable {
  id: string;
  order_id: string;
  kind: OrderEventKind;
  from_value: string | null;
  to_value: string | null;
  reason: string | null;
  actor_id: string | null;
  actor_name: string;
  created_at: Timestamp;
}
