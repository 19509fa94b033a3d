/**
 * Where the page cache (server/page-cache.ts) keeps its pages: a stored page's shape and the map
 * that holds them, least recently used evicted beyond MAX_BYTES.
 */

/**
 * 16 MB: some 200 staff or public pages of 60–90 KB, with their gzip copies (decision 107; it was
 * 32 MB, which the load bench's one-off URLs filled and the peak RSS carried).
 */
const MAX_BYTES = 16 * 1024 * 1024;
/** One page may not take more than this (2 MB: a long list's page). */
const MAX_ENTRY_BYTES = MAX_BYTES / 8;

/** A literal part of a page (its UTF-8), or a per-response value: the nonce (-1) or form value i. */
export type Part = Buffer | number;
/**
 * A stretch of the page: long literal text is compressed once, at the page's first gzip hit
 * ("static"; null until then); short text between per-response values, for each response.
 */
export type Run =
  { static: true; bytes: Buffer; deflated: Buffer | null } | { static: false; parts: Part[] };
/** The length of every per-response value a stored page's static runs were deflated against. */
export type Lengths = { nonce: number; value: number };
export type Entry = {
  /** The data version the page was rendered at: a lookup at another version is a miss. */
  version: string;
  runs: Run[];
  /** A response whose values have other lengths cannot use the runs' deflate (gzipPage). */
  lengths: Lengths;
  /** What its runs hold (their block and objects): a part of `bytes`. */
  runBytes: number;
  /** What the entry holds: its runs' bytes and objects, key, headers (renderAndKeep). */
  bytes: number;
  values: number;
  headers: [string, string][];
  etag: string;
};

/** A map in least-recently-used order, bounded by the bytes its entries hold. */
export class ByteLru {
  readonly #map = new Map<string, Entry>();
  #bytes = 0;

  get(key: string): Entry | undefined {
    const entry = this.#map.get(key);
    if (entry) {
      this.#map.delete(key);
      this.#map.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    const size = entry.bytes;
    this.delete(key);
    if (size > MAX_ENTRY_BYTES) return;
    this.#map.set(key, entry);
    this.#bytes += size;
    for (const [oldest] of this.#map) {
      if (this.#bytes <= MAX_BYTES) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.#map.get(key);
    if (!entry) return;
    this.#map.delete(key);
    this.#bytes -= entry.bytes;
  }

  get bytes(): number {
    return this.#bytes;
  }
}
