import type { StockReason } from "~/platform/db/schema";

/** The stock movements' words and links (browser-safe; decision 036). */

export const MOVEMENTS_PAGE_SIZE = 25;
/** The godown page's "Recent movements" list. */
export const RECENT_MOVEMENTS = 10;

export type StockMovement = {
  id: string;
  createdAt: string;
  godownItemId: string | null;
  itemName: string | null;
  productName: string | null;
  delta: number;
  quantityAfter: number;
  reason: StockReason;
  note: string | null;
  /** Who made it; null for the system or a customer's checkout. */
  by: string | null;
  /** The order or bill it belongs to: its number and where staff open it. */
  ref: { kind: "order" | "bill"; number: string; href: string } | null;
};

/** "+3" / "−2" (a real minus sign), 0 as "0". */
export function signed(delta: number): string {
  return delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : "0";
}

/** Who: the user's name, or who else moves stock by the reason (`names` in the page's language). */
export function whoMoved(
  m: Pick<StockMovement, "by" | "reason">,
  names: { checkout: string; system: string },
): string {
  if (m.by) return m.by;
  return m.reason === "order" ? names.checkout : names.system;
}
