import type { Timestamp } from "../timestamp";

export type Role = "admin" | "staff" | "customer";

export const ROLES: readonly Role[] = ["admin", "staff", "customer"] as const;

export interface UserRolesTable {
  user_id: string;
  role: Role;
  created_at: Timestamp;
  updated_at: Timestamp;
}
