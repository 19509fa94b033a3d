import type { Timestamp } from "../timestamp";

/** Why a count moved. */
export type StockReason =
  | "order"
  | "order_cancel"
  | "order_return"
  | "bill"
  | "bill_cancel"
  | "bill_edit"
  | "adjust"
  | "import"
  | "link";

export type StockRefType = "order" | "bill";

/**
 * One change of one count: a godown item's (with the shop product linked to it, if any) or an
 * unlinked product's. `quantity_after` is the count once the change was made; `created_by` is
 * null for the system or a customer (a checkout).
 */
export interface StockMovementsTable {
  id: string;
  godown_item_id: string | null;
  product_id: string | null;
  delta: number;
  quantity_after: number;
  reason: StockReason;
  ref_type: StockRefType | null;
  ref_id: string | null;
  note: string | null;
  created_by: string | null;
  created_at: Timestamp;
}
