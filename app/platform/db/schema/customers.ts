import type { Generated } from "kysely";
import type { Timestamp } from "../timestamp";

export type CustomerLanguage = "en" | "ta";

/**
 * A customer (party), keyed by a mobile number (+91 and 10 digits) or, without one, a landline.
 * The figures (bill_count … last_activity_at) are kept by refreshCustomer whenever one of the
 * customer's bills or records changes, so the customers list sorts and filters from indexes.
 */
export interface CustomersTable {
  id: string;
  phone: string | null;
  other_phone: string | null;
  name: string;
  /** The name lower-cased with spaces collapsed, for prefix search. */
  name_key: string;
  /** JSON list of the other names the records gave. */
  alt_names: Generated<string>;
  address: string | null;
  email: string | null;
  gstin: string | null;
  notes: string | null;
  language: Generated<CustomerLanguage>;
  /** Set once merged into another customer; its records moved there. */
  merged_into: string | null;
  bill_count: Generated<number>;
  billed_paise: Generated<number>;
  received_paise: Generated<number>;
  /** Money given back on their bills (refund entries); balance = billed − received + refunded. */
  refunded_paise: Generated<number>;
  balance_paise: Generated<number>;
  /** The bill date of the oldest bill still owing, oldest paid first (app/lib/ageing.ts). */
  oldest_due_at: Timestamp | null;
  last_activity_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
