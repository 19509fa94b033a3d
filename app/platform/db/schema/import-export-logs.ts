import type { Timestamp } from "../timestamp";

export interface ImportExportLogsTable {
  id: string;
  operation_type: "import" | "export";
  /** complaints, transactions or godown_items. */
  table_name: string;
  file_name: string;
  records_count: number;
  status: "completed" | "failed";
  error_message: string | null;
  created_by: string | null;
  created_at: Timestamp;
}
