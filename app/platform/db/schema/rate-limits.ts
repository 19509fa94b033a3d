import type { ColumnType } from "kysely";

export interface RateLimitsTable {
  id: string;
  key: string;
  count: number;
  last_request: ColumnType<number | bigint | string, number | bigint, number | bigint>;
}
