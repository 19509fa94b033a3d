import type { Timestamp } from "../timestamp";

/**
 * A cash count of the day book (app/billing/day-book): the cash staff counted for an India day,
 * what the ledger expected (the day's closing cash in hand) and counted − expected (negative:
 * short). Never changed or deleted.
 */
export interface CashCountsTable {
  id: string;
  /** yyyy-mm-dd in Asia/Kolkata. */
  day: string;
  expected_paise: number;
  counted_paise: number;
  difference_paise: number;
  note: string | null;
  created_by: string | null;
  created_at: Timestamp;
}
