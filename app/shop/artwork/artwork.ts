import { z } from "~/lib/zod";
import { MAX_ORDER_FILE_BYTES } from "~/intake";
import type { ArtworkMessages } from "../content/artwork";

/**
 * Artwork at checkout (docs/decisions/037), the browser-safe part: a line of a product that
 * requires artwork asks for a choice, "upload" (a design file, checked like the place-order
 * form's files) or "design" (the shop designs it from the customer's note). The field names carry
 * the product's id, one line per product in a cart.
 */
export const ARTWORK_CHOICES = ["upload", "design"] as const;
export type ArtworkChoiceKind = (typeof ARTWORK_CHOICES)[number];

/** One file per line, at most this many lines with a file in one order. */
export const MAX_ARTWORK_FILES = 10;
/** Each file: the place-order form's limit (10 MB, inclusive). */
export const MAX_ARTWORK_FILE_BYTES = MAX_ORDER_FILE_BYTES;

export const NOTE_MIN = 10;
export const NOTE_MAX = 1000;

/** The names of a line's fields: the choice, the file and the design note. */
export function artworkFields(productId: string) {
  return {
    choice: `artwork-${productId}`,
    file: `artworkFile-${productId}`,
    note: `artworkNote-${productId}`,
  };
}

/**
 * One line's choice from the form's text fields (the file itself is checked on the server):
 * "design" needs a note of NOTE_MIN..NOTE_MAX characters; "upload" needs the file.
 */
export function artworkChoiceSchema(m: ArtworkMessages) {
  return z.discriminatedUnion(
    "choice",
    [
      z.object({ choice: z.literal("upload") }),
      z.object({
        choice: z.literal("design"),
        note: z
          .string({ error: m.noteLength })
          .trim()
          .min(NOTE_MIN, m.noteLength)
          .max(NOTE_MAX, m.noteLength),
      }),
    ],
    { error: m.choiceRequired },
  );
}

/** What an order line shows of its artwork (null: the product needs none). */
export type ItemArtwork = { kind: "file"; name: string } | { kind: "design"; note: string } | null;

/** The artwork of an order line's row. */
export function itemArtwork(row: {
  artwork_name: string | null;
  artwork_file: string | null;
  design_request: number;
  artwork_note: string | null;
}): ItemArtwork {
  if (row.artwork_file) return { kind: "file", name: row.artwork_name ?? "file" };
  if (row.design_request === 1) return { kind: "design", note: row.artwork_note ?? "" };
  return null;
}
