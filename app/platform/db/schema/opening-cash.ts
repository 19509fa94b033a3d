import type { Timestamp } from "../timestamp";

/** The cash in hand when the books start, set once (migration 0035, decision 071). */
export interface OpeningCashTable {
  /** Always 'opening': there is at most one row. */
  id: "opening";
  /** yyyy-mm-dd in Asia/Kolkata: the cash at the start of this day. */
  day: string;
  amount_paise: number;
  note: string | null;
  created_by: string | null;
  created_at: Timestamp;
}
