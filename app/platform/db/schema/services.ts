import type { Generated } from "kysely";
import type { Timestamp } from "../timestamp";

export interface ServicesTable {
  id: string;
  slug: string;
  name: string;
  name_ta: string | null;
  description: string;
  description_ta: string | null;
  features_json: Generated<string>;
  features_ta_json: Generated<string>;
  turnaround: string | null;
  turnaround_ta: string | null;
  price_paise: number | null;
  image_url: string | null;
  sort_order: Generated<number>;
  is_active: Generated<number>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
