export interface PrintJobQuoteLinesTable {
  id: string;
  quote_id: string;
  position: number;
  description: string;
  quantity_milli: number;
  unit: string;
  rate_paise: number;
  amount_paise: number;
  product_id: string | null;
  service_id: string | null;
}
