import { Transform, type TransformOptions } from "node:stream";

/**
 * React Router's `<Scripts>` preloads every module of the page with
 * `<link rel="modulepreload">`, which Chrome fetches at High priority, and Lighthouse's simulator
 * counts every High-priority script that loaded before the first paint as blocking it, although
 * the server-rendered page paints without them (decision 044). `<Scripts>` passes no attributes
 * to those links, so the HTML stream gets `fetchpriority="low"` added to them here: the browser
 * fetches them after the document's images and stylesheet, and the first paint no longer waits.
 *
 * The stream also gathers what React writes in one go (a page is some 25 chunks of 2 KB, written
 * in the same tick) into one buffer, so the web stream and the response after it handle one chunk
 * instead of many (decision 079). The bytes are searched as bytes: no decoding to text and back.
 */
const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from('<link rel="modulepreload" fetchpriority="low"');
const LT = 0x3c; // "<"

/** Where to cut `bytes` so that a preload link split across two chunks stays whole. */
function safeEnd(bytes: Buffer): number {
  const from = Math.max(0, bytes.length - PRELOAD.length + 1);
  const start = bytes.lastIndexOf(LT);
  if (start < from) return bytes.length;
  const tail = bytes.subarray(start);
  return PRELOAD.subarray(0, tail.length).equals(tail) ? start : bytes.length;
}

/** `bytes` with every preload link marked low priority (the same buffer when it has none). */
export function markPreloads(bytes: Buffer): Buffer {
  let at = bytes.indexOf(PRELOAD);
  if (at < 0) return bytes;
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    parts.push(bytes.subarray(from, at), LOW_PRIORITY);
    from = at + PRELOAD.length;
    at = bytes.indexOf(PRELOAD, from);
  }
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

/** A byte stream transform that marks the module preloads low priority, one chunk per tick. */
export function lowPriorityPreloads(options: TransformOptions = {}): Transform {
  let gathered: Buffer[] = [];
  let held: Buffer | undefined;
  let scheduled = false;

  function take(final: boolean): Buffer | undefined {
    if (held) gathered.unshift(held);
    held = undefined;
    if (gathered.length === 0) return undefined;
    let bytes = gathered.length === 1 ? gathered[0]! : Buffer.concat(gathered);
    gathered = [];
    if (!final) {
      const end = safeEnd(bytes);
      if (end < bytes.length) {
        held = Buffer.from(bytes.subarray(end));
        bytes = bytes.subarray(0, end);
      }
    }
    return bytes.length > 0 ? markPreloads(bytes) : undefined;
  }

  const transform = new Transform({
    ...options,
    transform(chunk: Buffer | string, encoding, callback) {
      gathered.push(typeof chunk === "string" ? Buffer.from(chunk, encoding) : chunk);
      if (!scheduled) {
        scheduled = true;
        process.nextTick(() => {
          scheduled = false;
          if (transform.destroyed) return;
          const bytes = take(false);
          if (bytes) transform.push(bytes);
        });
      }
      callback();
    },
    flush(callback) {
      callback(null, take(true));
    },
  });
  return transform;
}
