import type { ColumnType, Generated } from "kysely";
import type { Timestamp } from "../timestamp";

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: ColumnType<boolean | number, boolean | number, boolean | number>;
  image: string | null;
  phone: string | null;
  created_at: ColumnType<Timestamp | Date, Timestamp | Date, Timestamp | Date>;
  updated_at: ColumnType<Timestamp | Date, Timestamp | Date, Timestamp | Date>;
  /** Profile preferences; null: not chosen (the cookie or the default applies). */
  locale: Generated<"en" | "ta" | null>;
  theme: Generated<"light" | "dark" | null>;
  notifications_enabled: Generated<number>;
  totp_secret: Generated<string | null>;
  totp_enabled_at: Generated<Timestamp | null>;
  totp_last_step: Generated<number | null>;
  /** Set when the account was deleted (migration 0024, decision 051); the row is anonymised. */
  deleted_at: Generated<Timestamp | null>;
}
