import type { Generated } from "kysely";
import type { Timestamp } from "../timestamp";

export interface GodownItemsTable {
  id: string;
  item_name: string;
  category: string;
  quantity: number;
  unit_price_paise: number;
  minimum_stock: number;
  /** quantity × unit price, computed by the server on every save. */
  total_value_paise: number;
  location_in_godown: string | null;
  supplier_name: string | null;
  /** 1 while the item's current stay at or below its minimum has been announced (one alert per crossing). */
  low_stock_alerted: Generated<number>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
