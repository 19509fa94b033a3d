import type { Generated } from "kysely";
import type { Timestamp } from "../timestamp";

export interface GalleryItemsTable {
  id: string;
  slug: string;
  title: string;
  title_ta: string | null;
  description: Generated<string>;
  description_ta: string | null;
  category: string;
  tags_json: Generated<string>;
  tags_ta_json: Generated<string>;
  image_url: string;
  sort_order: Generated<number>;
  is_active: Generated<number>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
