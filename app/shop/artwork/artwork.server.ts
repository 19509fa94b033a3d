import type { Kysely } from "kysely";
import { detectDesignFileType, fileExtension } from "~/intake";
import { fill, formValues, parseWith, type FieldErrors } from "~/lib/forms";
import type { Locale } from "~/lib/i18n/i18n";
import type { Database } from "~/platform/db/schema";
import { getDb } from "~/platform/db/db.server";
import { getFileStore, newStorageKey } from "~/platform/storage.server";
import { parseMultipart, type ParsedMultipart, type UploadedFile } from "~/platform/uploads.server";
import {
  artworkChoiceSchema,
  artworkFields,
  MAX_ARTWORK_FILE_BYTES,
  MAX_ARTWORK_FILES,
  NOTE_MAX,
} from "./artwork";
import type { ArtworkText } from "../content/artwork";

/**
 * Artwork at checkout, the server's part (docs/decisions/037). The checkout action reads its form
 * (multipart when the cart has print products) with the same streaming, limits and content check
 * as the place-order form's design files; each line of a product requiring artwork must carry a
 * checked file or a design request with its note, else the order is refused with nothing written.
 * The files go to the store just before the order's transaction and are removed again when that
 * transaction does not place a new order; inside it, every line is checked once more against the
 * products as they are then, and the lines get their artwork.
 */

/** A cart line whose product requires artwork. */
export type ArtworkLine = { productId: string; name: string };

/** What the customer gave for a line, checked; a file still in the temporary upload folder. */
export type PendingArtwork = Map<
  string,
  | { kind: "file"; name: string; mimeType: string; tempPath: string }
  | { kind: "design"; note: string }
>;

/** A line's artwork once its file is in the store. */
export type StoredArtworkItem =
  { kind: "file"; name: string; key: string } | { kind: "design"; note: string };
export type StoredArtwork = Map<string, StoredArtworkItem>;

export const NO_ARTWORK: PendingArtwork = new Map();

/** A line requiring artwork has none: the products named. */
export class ArtworkMissingError extends Error {
  constructor(readonly names: string[]) {
    super("artwork missing");
  }
}

/** The lines of the user's cart (products on sale) whose product requires artwork. */
export async function cartArtworkLines(userId: string, locale: Locale): Promise<ArtworkLine[]> {
  const rows = await getDb()
    .selectFrom("cart_items as i")
    .innerJoin("products as p", "p.id", "i.product_id")
    .innerJoin("product_categories as c", "c.id", "p.category_id")
    .select(["p.id", "p.name", "p.name_ta"])
    .where("i.user_id", "=", userId)
    .where("p.requires_artwork", "=", 1)
    .where("p.is_active", "=", 1)
    .where("c.is_active", "=", 1)
    .orderBy("i.created_at")
    .orderBy("i.id")
    .execute();
  return rows.map((r) => ({ productId: r.id, name: (locale === "ta" && r.name_ta) || r.name }));
}

/**
 * The checkout's form, url-encoded or multipart: files streamed to temporary files within the
 * artwork limits (throws BodyTooLarge past them), text fields within a few KB each.
 */
export function readCheckoutForm(request: Request): Promise<ParsedMultipart> {
  return parseMultipart(request, {
    maxFiles: MAX_ARTWORK_FILES,
    maxFileBytes: MAX_ARTWORK_FILE_BYTES,
    maxFields: 200,
    // The longest field is the design note: NOTE_MAX characters of Tamil, 3 bytes each.
    maxFieldBytes: NOTE_MAX * 3 + 1024,
  });
}

function problemMessages(upload: ParsedMultipart, text: ArtworkText): string[] {
  return upload.problems.map((p) =>
    p.code === "too-many"
      ? text.tooManyFiles
      : fill(p.code === "too-large" ? text.fileTooLarge : text.fileEmpty, { name: p.name }),
  );
}

/** One upload line's file, checked by its first bytes; a message when there is none usable. */
function lineFile(
  file: UploadedFile | undefined,
  problems: string[],
  text: ArtworkText,
  name: string,
) {
  if (!file)
    return { error: problems.length ? problems.join(" ") : fill(text.fileRequired, { name }) };
  const mimeType = detectDesignFileType(file.name, file.head);
  if (!mimeType) return { error: fill(text.fileType, { name: file.name }) };
  return { artwork: { kind: "file", name: file.name, mimeType, tempPath: file.tempPath } as const };
}

/**
 * Each artwork line's choice from the form: the checked artwork, or a message per field (the
 * choice, the file or the note). Files the order will not keep stay in the temporary folder for
 * the action to discard.
 */
export function readArtwork(
  lines: ArtworkLine[],
  upload: ParsedMultipart,
  text: ArtworkText,
): { artwork: PendingArtwork; errors: FieldErrors } {
  const values = formValues(upload.fields);
  const problems = problemMessages(upload, text);
  const artwork: PendingArtwork = new Map();
  const errors: FieldErrors = {};
  for (const line of lines) {
    const f = artworkFields(line.productId);
    const messages = {
      choiceRequired: fill(text.choiceRequired, { name: line.name }),
      fileRequired: fill(text.fileRequired, { name: line.name }),
      noteLength: text.noteLength,
    };
    const parsed = parseWith(artworkChoiceSchema(messages), {
      choice: values[f.choice],
      note: values[f.note],
    });
    if (!parsed.success) {
      errors[parsed.errors.note ? f.note : f.choice] =
        parsed.errors.note ?? messages.choiceRequired;
    } else if (parsed.data.choice === "design") {
      artwork.set(line.productId, { kind: "design", note: parsed.data.note });
    } else {
      const file = upload.files.find((u) => u.field === f.file);
      const checked = lineFile(file, problems, text, line.name);
      if (checked.artwork) artwork.set(line.productId, checked.artwork);
      else errors[f.file] = checked.error;
    }
  }
  return { artwork, errors };
}

/**
 * Moves the files into the store, runs `place` with them, and removes them again unless `kept`
 * says the result is a new order that links them (a refusal, a duplicate or an error keeps none).
 */
export async function withStoredArtwork<T>(
  pending: PendingArtwork,
  place: (artwork: StoredArtwork) => Promise<T>,
  kept: (result: T) => boolean,
): Promise<T> {
  const store = getFileStore();
  const stored: StoredArtwork = new Map();
  const remove = () =>
    Promise.allSettled(
      [...stored.values()].map((a) => (a.kind === "file" ? store.remove(a.key) : null)),
    );
  try {
    for (const [productId, a] of pending) {
      if (a.kind === "design") {
        stored.set(productId, a);
        continue;
      }
      const key = newStorageKey("artwork", fileExtension(a.name));
      await store.save(key, a.tempPath);
      stored.set(productId, { kind: "file", name: a.name, key });
    }
    const result = await place(stored);
    if (!kept(result)) await remove();
    return result;
  } catch (error) {
    await remove();
    throw error;
  }
}

/**
 * In the order's transaction: throws ArtworkMissingError when a claimed line's product requires
 * artwork (as the product is now) and the customer gave none.
 */
export async function requireArtwork(
  trx: Kysely<Database>,
  productIds: string[],
  artwork: StoredArtwork,
): Promise<void> {
  if (productIds.length === 0) return;
  const needing = await trx
    .selectFrom("products")
    .select(["id", "name"])
    .where("id", "in", productIds)
    .where("requires_artwork", "=", 1)
    .execute();
  const missing = needing.filter((p) => !artwork.has(p.id)).map((p) => p.name);
  if (missing.length) throw new ArtworkMissingError(missing);
}

/** Writes each line's artwork onto the order's items. */
export async function attachArtwork(
  trx: Kysely<Database>,
  orderId: string,
  artwork: StoredArtwork,
): Promise<void> {
  for (const [productId, a] of artwork) {
    await trx
      .updateTable("order_items")
      .set(
        a.kind === "file"
          ? { artwork_file: a.key, artwork_name: a.name, design_request: 0, artwork_note: null }
          : { artwork_file: null, artwork_name: null, design_request: 1, artwork_note: a.note },
      )
      .where("order_id", "=", orderId)
      .where("product_id", "=", productId)
      .execute();
  }
}

/** A line's artwork in the e-mails' words (English, like the rest of them). */
export function artworkForEmail(a: StoredArtworkItem | undefined): string | undefined {
  if (!a) return undefined;
  return a.kind === "file" ? `Artwork received: ${a.name}` : `Design requested: ${a.note}`;
}

/** An order line's stored artwork file, for the staff download. */
export async function findArtworkFile(itemId: string) {
  const row = await getDb()
    .selectFrom("order_items")
    .select(["artwork_file", "artwork_name"])
    .where("id", "=", itemId)
    .executeTakeFirst();
  return row?.artwork_file ? { key: row.artwork_file, name: row.artwork_name ?? "artwork" } : null;
}
