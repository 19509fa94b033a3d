import type { Generated } from "kysely";
import type { Timestamp } from "../timestamp";

export interface ProductCategoriesTable {
  id: string;
  slug: string;
  name: string;
  name_ta: string | null;
  sort_order: Generated<number>;
  is_active: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
