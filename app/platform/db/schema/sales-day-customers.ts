/** A customer's billed and received on an India day (decision 060's entries, 072's orders). */
export interface SalesDayCustomersTable {
  day: string;
  customer_id: string;
  billed_paise: number;
  received_paise: number;
}
