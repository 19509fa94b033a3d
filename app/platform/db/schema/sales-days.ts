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
  /** Money out (expenses and refunds) and its cash part (migration 0045, decision 108). */
  paid_out_paise: number;
  cash_out_paise: number;
  /** How many ledger entries of each side the day has. */
  income_count: number;
  expense_count: number;
}
