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
