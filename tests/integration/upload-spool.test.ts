import { existsSync } from "node:fs";
import { mkdir, readdir, rm, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readAdminForm } from "~/platform/admin-upload.server";
import { MAX_IMAGE_BYTES } from "~/platform/images.server";
import {
  removeStaleUploads,
  STALE_UPLOAD_MS,
  startUploadSweeper,
  UPLOAD_SWEEP_INTERVAL_MS,
  uploadsTempDir,
} from "~/platform/storage.server";
import { BodyTooLarge, discardUploads, parseMultipart } from "~/platform/uploads.server";
import { BASE_URL } from "./route-harness";

/**
 * The uploads' temporary folder (DATA_DIR/uploads/.tmp): files a crash left behind are removed
 * at start and periodically, never a fresh one another process may be writing; a failed upload
 * removes its own partial file; the picture limit is inclusive.
 */

const HOUR = 60 * 60 * 1000;

async function spoolFile(name: string, ageMs: number): Promise<string> {
  await mkdir(uploadsTempDir(), { recursive: true });
  const file = path.join(uploadsTempDir(), name);
  await writeFile(file, "partial upload");
  const when = new Date(Date.now() - ageMs);
  await utimes(file, when, when);
  return file;
}

const spool = async () => (await readdir(uploadsTempDir()).catch(() => [])).sort();

beforeEach(async () => {
  await rm(uploadsTempDir(), { recursive: true, force: true });
});

describe("removing stale temporary upload files", () => {
  it("removes files older than the limit and keeps younger ones and folders", async () => {
    await spoolFile("crashed-upload", 2 * HOUR);
    await spoolFile("crashed-upload.rows", STALE_UPLOAD_MS + 1_000);
    await spoolFile("another-process-uploading", 0);
    await spoolFile("import-still-reading", STALE_UPLOAD_MS - 60_000);
    await mkdir(path.join(uploadsTempDir(), "a-folder"));

    expect(await removeStaleUploads()).toBe(2);
    expect(await spool()).toEqual([
      "a-folder",
      "another-process-uploading",
      "import-still-reading",
    ]);
  });

  it("is quiet when the folder does not exist yet", async () => {
    expect(existsSync(uploadsTempDir())).toBe(false);
    expect(await removeStaleUploads()).toBe(0);
  });

  describe("the sweeper", () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("sweeps at start, then every interval until stopped, on a timer that lets the process exit", async () => {
      const atStart = await spoolFile("left-by-a-crash", 2 * HOUR);
      const sweeper = await startUploadSweeper();
      expect(existsSync(atStart)).toBe(false);

      const later = await spoolFile("left-by-a-later-crash", 2 * HOUR);
      const fresh = await spoolFile("being-uploaded", 0);
      vi.advanceTimersByTime(UPLOAD_SWEEP_INTERVAL_MS);
      await vi.waitFor(() => expect(existsSync(later)).toBe(false));
      expect(existsSync(fresh)).toBe(true);

      sweeper.stop();
      const afterStop = await spoolFile("after-stop", 2 * HOUR);
      vi.advanceTimersByTime(2 * UPLOAD_SWEEP_INTERVAL_MS);
      await new Promise((r) => setTimeout(r, 50));
      expect(existsSync(afterStop)).toBe(true);
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});

function multipartRequest(body: ReadableStream<Uint8Array> | Uint8Array, path = "/admin") {
  return new Request(`${BASE_URL}${path}`, {
    method: "POST",
    body,
    duplex: "half",
    headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
  } as RequestInit);
}

const partHead = (name: string, fileName: string) =>
  new TextEncoder().encode(
    `--xyz\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\n` +
      "Content-Type: application/octet-stream\r\n\r\n",
  );
const closing = new TextEncoder().encode("\r\n--xyz--\r\n");

describe("a failed upload", () => {
  it("removes its partial temporary file when the body breaks off", async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(partHead("files", "design.pdf"));
      },
      pull(controller) {
        if (sent >= 2 * 1024 * 1024) return controller.error(new Error("client went away"));
        sent += 256 * 1024;
        controller.enqueue(new Uint8Array(256 * 1024));
      },
    });
    const error = await parseMultipart(multipartRequest(body, "/place-order"), {
      maxFiles: 10,
      maxFileBytes: 10 * 1024 * 1024,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(await spool()).toEqual([]);
  });

  it("stops at the whole body's limit when the files' parts pass it (BodyTooLarge), leaving nothing", async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(partHead("files", "design.pdf"));
      },
      pull(controller) {
        sent += 256 * 1024;
        controller.enqueue(new Uint8Array(256 * 1024));
      },
    });
    const error = await parseMultipart(multipartRequest(body, "/place-order"), {
      maxFiles: 1,
      maxFileBytes: 1024 * 1024,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BodyTooLarge);
    expect(sent).toBeLessThan(4 * 1024 * 1024);
    expect(await spool()).toEqual([]);
  });
});

describe("the picture limit", () => {
  it("takes a picture of exactly 5 MB and refuses one byte more", async () => {
    const send = (size: number) =>
      readAdminForm(
        multipartRequest(
          new Uint8Array([...partHead("image", "photo.png"), ...new Uint8Array(size), ...closing]),
        ),
      );
    const exact = await send(MAX_IMAGE_BYTES);
    expect(exact.ok).toBe(true);
    if (!exact.ok) throw new Error("unreachable");
    expect(exact.upload.problems).toEqual([]);
    expect(exact.upload.files.map((f) => f.size)).toEqual([5 * 1024 * 1024]);
    await discardUploads(exact.upload.files);

    const over = await send(MAX_IMAGE_BYTES + 1);
    expect(over.ok).toBe(true);
    if (!over.ok) throw new Error("unreachable");
    expect(over.upload.problems).toEqual([{ code: "too-large", name: "photo.png" }]);
    expect(over.upload.files).toEqual([]);
    expect(await spool()).toEqual([]);
  });
});
