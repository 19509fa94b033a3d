import type { Generated } from "kysely";
import type { Timestamp } from "../timestamp";

export interface OrderItemsTable {
  id: string;
  order_id: string;
  product_id: string;
  product_name: string;
  image_url: string | null;
  quantity: number;
  unit_price_paise: number;
  total_price_paise: number;
  // Artwork (migration 0021, decision 037).
  /** The file store's key of the uploaded artwork (null without one). */
  artwork_file: string | null;
  /** The customer's name of the file, made safe for display. */
  artwork_name: string | null;
  /** 1 when the customer asked the shop to design it. */
  design_request: Generated<number>;
  /** The design brief (with a design request). */
  artwork_note: string | null;
  /** Set when the artwork file was removed from the store (an account deletion, decision 051). */
  artwork_removed_at: Generated<Timestamp | null>;
}
