import type { ColumnType } from "kysely";
import type { Timestamp } from "../timestamp";

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: ColumnType<Timestamp | Date, Timestamp | Date, Timestamp | Date>;
  created_at: ColumnType<Timestamp | Date, Timestamp | Date, Timestamp | Date>;
  updated_at: ColumnType<Timestamp | Date, Timestamp | Date, Timestamp | Date>;
}
