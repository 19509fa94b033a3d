import { constants, crc32, deflateRawSync } from "node:zlib";
import type { Entry, Lengths, Part, Run } from "./page-cache-store";

/**
 * The page cache's gzip copies (server/page-cache.ts): a stored page's long literal text is
 * deflated once, when it is stored; each response deflates (or stores) only the short text around
 * its own values, and the pieces are joined into one gzip member.
 */

/**
 * Literal text at least this long between two per-response values is compressed once (decision
 * 107). A staff page carries the nonce some 35 times (every modulepreload link has it), ~90 bytes
 * of markup apart: at 2 KB those pieces stayed per-response text and every hit deflated ~4 KB in
 * two or three zlib calls — a quarter of the CPU of a staff page served from memory. At 64 bytes
 * a hit deflates nothing (what is left between values is stored), for ~9 % more gzip bytes.
 */
const STATIC_MIN = 64;
/** The end of a raw deflate stream: an empty final block. */
const DEFLATE_END = Buffer.from([0x03, 0x00]);
/** A gzip member's header: deflate, no name, no time, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/** How far back deflate refers: a static run is deflated against up to this much text before it. */
const WINDOW = 32 * 1024;

/**
 * Raw deflate of `bytes` ending on a full flush, so the next piece may start a new stream. With a
 * dictionary (the text just before the piece), it may refer back into that text: the joined
 * stream's decoder has it as output already.
 */
function deflatePiece(bytes: Buffer, level: number, dictionary?: Buffer): Buffer {
  return deflateRawSync(bytes, {
    level,
    finishFlush: constants.Z_FULL_FLUSH,
    ...(dictionary?.length ? { dictionary } : {}),
  });
}

/**
 * The template's pieces, split at the placeholders, grouped into runs (long literal text alone,
 * the rest with the per-response values between), their bytes copied into one block of their
 * exact size (compact). Nothing is deflated yet: a page that is never served again (the data
 * changed first, or a URL asked once) never pays for it (deflateRuns, at its first gzip hit).
 */
export function toRuns(template: string): { runs: Run[]; bytes: number } {
  const runs: Run[] = [];
  let dynamic: Part[] = [];
  const pattern = /\uE000limra:(nonce|value:(\d+))\uE000/g;
  let last = 0;
  const literal = (text: string) => {
    if (!text) return;
    const bytes = Buffer.from(text);
    if (text.length < STATIC_MIN) {
      dynamic.push(bytes);
      return;
    }
    if (dynamic.length) runs.push({ static: false, parts: dynamic });
    dynamic = [];
    runs.push({ static: true, bytes, deflated: null });
  };
  for (let m = pattern.exec(template); m; m = pattern.exec(template)) {
    literal(template.slice(last, m.index));
    dynamic.push(m[2] === undefined ? -1 : Number(m[2]));
    last = m.index + m[0].length;
  }
  literal(template.slice(last));
  if (dynamic.length) runs.push({ static: false, parts: dynamic });
  return compact(runs);
}

/**
 * The runs with every static run deflated, compacted again. A static run is deflated against the
 * page before it (its dictionary), with each per-response value there as zero bytes of the
 * value's length: every distance is that of any response whose values have these lengths, and no
 * reference lands on a value, for HTML has no zero byte to match (a run that has one is deflated
 * alone). Deflated apart, a run would start with nothing to refer to: on /contact the gzip copy
 * was 24 % larger than the whole page gzipped at once.
 */
export function deflateRuns(runs: Run[], lengths: Lengths): { runs: Run[]; bytes: number } {
  let before: Buffer[] = [];
  let beforeBytes = 0;
  const keep = (bytes: Buffer) => {
    before.push(bytes);
    beforeBytes += bytes.length;
    if (beforeBytes > 2 * WINDOW) {
      const joined = Buffer.concat(before).subarray(-WINDOW);
      before = [joined];
      beforeBytes = joined.length;
    }
  };
  const deflated = runs.map((run): Run => {
    if (!run.static) {
      for (const p of run.parts)
        keep(typeof p !== "number" ? p : Buffer.alloc(p < 0 ? lengths.nonce : lengths.value));
      return run;
    }
    const { bytes } = run;
    const dictionary = bytes.includes(0) ? undefined : Buffer.concat(before).subarray(-WINDOW);
    keep(bytes);
    return { static: true, bytes, deflated: deflatePiece(bytes, 9, dictionary) };
  });
  return compact(deflated);
}

/** What a stored page holds besides its bytes, per buffer view or run (a V8 object each). */
export const PIECE_OVERHEAD = 128;

/**
 * The runs with every buffer copied into one block of their summed size, and what they hold in
 * all. Left as they come, a small deflate result is a view of zlib's 16 KB output chunk and a
 * short `Buffer.from` one of the shared 8 KB pool: each keeps the whole of that alive, several
 * times the bytes counted (decision 096).
 */
function compact(runs: Run[]): { runs: Run[]; bytes: number } {
  const buffers = runs.flatMap((run) =>
    run.static
      ? [run.bytes, ...(run.deflated ? [run.deflated] : [])]
      : run.parts.filter((p) => typeof p !== "number"),
  );
  const total = buffers.reduce((n, b) => n + b.length, 0);
  const block = Buffer.allocUnsafeSlow(total);
  let offset = 0;
  const place = (b: Buffer) => {
    b.copy(block, offset);
    offset += b.length;
    return block.subarray(offset - b.length, offset);
  };
  const compacted = runs.map((run): Run =>
    run.static
      ? {
          static: true,
          bytes: place(run.bytes),
          deflated: run.deflated ? place(run.deflated) : null,
        }
      : { static: false, parts: run.parts.map((p) => (typeof p === "number" ? p : place(p))) },
  );
  const pieces = runs.length + buffers.length;
  return { runs: compacted, bytes: total + pieces * PIECE_OVERHEAD };
}

/** A dynamic run's bytes for one response: its literal bytes with the response's values. */
export function fill(parts: Part[], nonce: Buffer, values: Buffer[]): Buffer {
  return Buffer.concat(parts.map((p) => (typeof p !== "number" ? p : p < 0 ? nonce : values[p]!)));
}

/**
 * Per-response text up to this long goes out as a stored (uncompressed) deflate block: a zlib
 * call costs 10–20 µs whatever the length (its set-up), copying a few hundred bytes next to
 * nothing, and the text between two per-response values is mostly a few tags long.
 */
const STORED_MAX = 1024;

/**
 * `bytes` as one stored deflate block (RFC 1951 3.2.4): not final, type 00, at a byte boundary
 * (every piece before it ends on a full flush or is a stored block), LEN and its complement.
 */
function storedBlock(bytes: Buffer): Buffer {
  const out = Buffer.allocUnsafe(5 + bytes.length);
  out[0] = 0;
  out.writeUInt16LE(bytes.length, 1);
  out.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(out, 5);
  return out;
}

/**
 * The page as one gzip member: the static runs' deflate as stored, the rest deflated now (or
 * stored, when short), each ending on a byte boundary (so they join into one valid stream), then
 * the CRC of the whole text.
 * Null when a value's length is not the one the runs were deflated against (see deflateRuns), or
 * the runs are not deflated yet: the page then goes out as it is, for server/compress.ts.
 */
export function gzipPage(entry: Entry, nonce: Buffer, values: Buffer[]): Buffer | null {
  const { lengths } = entry;
  if (nonce.length !== lengths.nonce || values.some((v) => v.length !== lengths.value)) return null;
  if (entry.runs.some((run) => run.static && !run.deflated)) return null;
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const run of entry.runs) {
    const bytes = run.static ? run.bytes : fill(run.parts, nonce, values);
    crc = crc32(bytes, crc);
    size += bytes.length;
    out.push(
      run.static
        ? run.deflated!
        : bytes.length <= STORED_MAX
          ? storedBlock(bytes)
          : deflatePiece(bytes, 6),
    );
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  out.push(DEFLATE_END, trailer);
  return Buffer.concat(out);
}

export function acceptsGzip(header: string | undefined): boolean {
  return /(^|,)\s*(gzip|\*)\s*(;\s*q=(1(\.0*)?|0?\.\d*[1-9]\d*))?\s*(,|$)/i.test(header ?? "");
}
