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
