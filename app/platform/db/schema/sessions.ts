import type { ColumnType, Generated } from "kysely";
import type { Timestamp } from "../timestamp";

export interface SessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: ColumnType<Timestamp | Date, Timestamp | Date, Timestamp | Date>;
  ip_address: string | null;
  user_agent: string | null;
  created_at: ColumnType<Timestamp | Date, Timestamp | Date, Timestamp | Date>;
  updated_at: ColumnType<Timestamp | Date, Timestamp | Date, Timestamp | Date>;
  last_active_at: Generated<Timestamp | null>;
}
