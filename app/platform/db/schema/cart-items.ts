import type { Timestamp } from "../timestamp";

export interface CartItemsTable {
  id: string;
  user_id: string;
  product_id: string;
  quantity: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}
