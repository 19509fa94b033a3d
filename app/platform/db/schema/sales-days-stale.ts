import type { Generated } from "kysely";

/** A day a money write touched since it was last summed (one row per mark). */
export interface SalesDaysStaleTable {
  id: Generated<number>;
  day: string;
}
