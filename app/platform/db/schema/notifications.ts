import type { Generated } from "kysely";
import type { Timestamp } from "../timestamp";

export type NotificationType = "alert" | "update" | "stock" | "payment" | "system";

export type NotificationPriority = "high" | "medium" | "low";

export interface NotificationsTable {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  priority: NotificationPriority;
  is_read: Generated<number>;
  /** Where the notification's record can be seen, e.g. an inbox item. */
  link: Generated<string | null>;
  created_at: Timestamp;
}
