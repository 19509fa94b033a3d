export interface BillLinesTable {
  id: string;
  bill_id: string;
  position: number;
  description: string;
  /** Thousandths: 1.5 sheets = 1500. */
  quantity_milli: number;
  unit: string;
  rate_paise: number;
  amount_paise: number;
  product_id: string | null;
  godown_item_id: string | null;
}
