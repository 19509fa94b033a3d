import type { Timestamp } from "../timestamp";

export type Role = "admin" | "staff" | "customer";

export interface UserRolesTable {
  user_id: string;
  role: Role;
  created_at: Timestamp;
  updated_at: Timestamp;
}
