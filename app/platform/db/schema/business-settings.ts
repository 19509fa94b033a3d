import type { Timestamp } from "../timestamp";

/** One business setting (app/admin/settings): a key without a row keeps its environment default. */
export interface BusinessSettingsTable {
  key: string;
  value: string;
  updated_by: string | null;
  updated_at: Timestamp;
}
