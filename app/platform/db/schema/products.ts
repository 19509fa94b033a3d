import type { Generated } from "kysely";
import type { Timestamp } from "../timestamp";

export interface ProductsTable {
  id: string;
  slug: string;
  category_id: string;
  name: string;
  name_ta: string | null;
  short_description: string | null;
  short_description_ta: string | null;
  description: string | null;
  description_ta: string | null;
  price_paise: number;
  stock_quantity: Generated<number>;
  image_url: string | null;
  is_active: Generated<number>;
  weight: string | null;
  shelf_life_months: number | null;
  payment_button_id: string | null;
  route: string | null;
  /** The godown item that is the same stock (decision 036); its count is mirrored here. */
  godown_item_id: string | null;
  /**
   * 1 for stocked goods (tea packs, stationery): the product has a count; 0 for print work and
   * services, made to order, which nothing counts (migration 0032, decision 063). A product linked
   * to a godown item always has 1.
   */
  tracks_stock: Generated<number>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  // Artwork (migration 0021, decision 037).
  requires_artwork: Generated<number>;
}
