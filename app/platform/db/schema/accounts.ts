import type { ColumnType } from "kysely";
import type { Timestamp } from "../timestamp";

export interface AccountsTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: ColumnType<Timestamp | Date | null>;
  refresh_token_expires_at: ColumnType<Timestamp | Date | null>;
  scope: string | null;
  password: string | null;
  created_at: ColumnType<Timestamp | Date, Timestamp | Date, Timestamp | Date>;
  updated_at: ColumnType<Timestamp | Date, Timestamp | Date, Timestamp | Date>;
}
