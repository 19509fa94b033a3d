import type { Generated } from "kysely";
import type { Timestamp } from "./timestamp";

/**
 * The artwork columns of print products and their order lines (migration 0021,
 * docs/decisions/037), kept apart from schema.ts so that file does not grow.
 */

/** A product's flag: checkout asks for artwork (a file or a design request) for each line. */
export interface ProductArtworkColumns {
  requires_artwork: Generated<number>;
}

/** What an order line's customer gave: a stored file, or a design request with its note. */
export interface OrderItemArtworkColumns {
  /** The file store's key of the uploaded artwork (null without one). */
  artwork_file: string | null;
  /** The customer's name of the file, made safe for display. */
  artwork_name: string | null;
  /** 1 when the customer asked the shop to design it. */
  design_request: Generated<number>;
  /** The design brief (with a design request). */
  artwork_note: string | null;
  /** Set when the artwork file was removed from the store (an account deletion, decision 051). */
  artwork_removed_at: Generated<Timestamp | null>;
}
