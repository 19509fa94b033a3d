import type { Generated } from "kysely";

/** The sales report's pre-summed India days (migration 0036, docs/decisions/083). */

/** An India day's sales (migration 0036, decision 083); amounts in paise. */
export interface SalesDaysTable {
  /** yyyy-mm-dd in Asia/Kolkata. */
  day: string;
  billed_paise: number;
  received_paise: number;
  cash_paise: number;
  upi_paise: number;
  card_paise: number;
  bank_paise: number;
  cheque_paise: number;
  other_paise: number;
}

/** A customer's billed and received on an India day (decision 060's entries, 072's orders). */
export interface SalesDayCustomersTable {
  day: string;
  customer_id: string;
  billed_paise: number;
  received_paise: number;
}

/** An item's sales on an India day (key: description trimmed, lower case). */
export interface SalesDayItemsTable {
  day: string;
  item_key: string;
  description: string;
  quantity_milli: number;
  amount_paise: number;
  bill_count: number;
  unit_min: string;
  unit_max: string;
}

/** A day a money write touched since it was last summed (one row per mark). */
export interface SalesDaysStaleTable {
  id: Generated<number>;
  day: string;
}

/** The tables of migration 0036 (the Database interface extends this). */
export interface SalesDaysTables {
  sales_days: SalesDaysTable;
  sales_day_customers: SalesDayCustomersTable;
  sales_day_items: SalesDayItemsTable;
  sales_days_stale: SalesDaysStaleTable;
}
