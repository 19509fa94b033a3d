import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { OutputInfo, default as Sharp } from "sharp";
import { getFileStore, uploadsRoot } from "./storage.server";
import type { UploadedFile } from "./uploads.server";

/**
 * Pictures uploaded in the admin panels (products, services, gallery): JPEG, PNG or WebP up to
 * 5 MB, the type read from the content. Each is re-encoded with sharp into two WebP files — a
 * 4:3 card (640×480) and a full view (at most 1600 px wide) — turned upright by its EXIF
 * orientation and written without metadata (no camera details or location leave the shop).
 * They are served from /media/ with a year of cache: a new picture always gets a new name.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const CARD_SIZE = { width: 640, height: 480 };
export const FULL_MAX_WIDTH = 1600;
export const MEDIA_PREFIX = "/media/";

export type ImageProblem = "too-large" | "type" | "empty" | "unreadable";

export function detectImageType(head: Uint8Array): "jpeg" | "png" | "webp" | null {
  const at = (i: number, bytes: number[]) => bytes.every((b, j) => head[i + j] === b);
  if (at(0, [0xff, 0xd8, 0xff])) return "jpeg";
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return "webp";
  return null;
}

/** Where media files live on disk (served by server/app.ts under /media/). */
export function mediaDir(): string {
  return path.join(uploadsRoot(), "media");
}

/**
 * sharp, loaded at the first upload (decision 107): the library and libvips take ~19 MB of
 * resident memory as soon as they load, which a server that never converts a picture should not
 * carry. libvips' operation cache is turned off: every upload is a new picture, so it would only
 * hold memory.
 */
let sharpModule: Promise<typeof Sharp> | undefined;
function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

export type StoredImage = { url: string; fullUrl: string; width: number; height: number };

/**
 * Checks and converts one uploaded picture; the temporary upload is removed either way.
 * Returns the card URL (what the catalog stores) or the problem.
 */
export async function storeImage(
  file: UploadedFile,
): Promise<{ ok: true; image: StoredImage } | { ok: false; problem: ImageProblem }> {
  try {
    if (file.size === 0) return { ok: false, problem: "empty" };
    if (file.size > MAX_IMAGE_BYTES) return { ok: false, problem: "too-large" };
    if (!detectImageType(file.head)) return { ok: false, problem: "type" };
    const input = await readFile(file.tempPath);
    const id = crypto.randomUUID();
    const sharp = await loadSharp();
    const base = sharp(input, { failOn: "error", limitInputPixels: 50_000_000 }).rotate();
    let card: Buffer;
    let full: { data: Buffer; info: OutputInfo };
    try {
      card = await base
        .clone()
        .resize(CARD_SIZE.width, CARD_SIZE.height, { fit: "cover", position: "attention" })
        .webp({ quality: 80 })
        .toBuffer();
      full = await base
        .clone()
        .resize({ width: FULL_MAX_WIDTH, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      return { ok: false, problem: "unreadable" };
    }
    const store = getFileStore();
    await store.saveBuffer(`media/${id}-card.webp`, card);
    await store.saveBuffer(`media/${id}-full.webp`, full.data);
    return {
      ok: true,
      image: {
        url: `${MEDIA_PREFIX}${id}-card.webp`,
        fullUrl: `${MEDIA_PREFIX}${id}-full.webp`,
        width: full.info.width,
        height: full.info.height,
      },
    };
  } finally {
    await rm(file.tempPath, { force: true });
  }
}

/** Deletes both sizes of a stored picture (by its card URL); other URLs are left alone. */
export async function removeMedia(url: string): Promise<void> {
  const match = /^\/media\/([0-9a-f-]{36})-card\.webp$/.exec(url);
  if (!match) return;
  const store = getFileStore();
  await store.remove(`media/${match[1]}-card.webp`);
  await store.remove(`media/${match[1]}-full.webp`);
}
