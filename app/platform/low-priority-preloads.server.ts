import { StringDecoder } from "node:string_decoder";
import { Transform, type TransformOptions } from "node:stream";

/**
 * React Router's `<Scripts>` preloads every module of the page with
 * `<link rel="modulepreload">`, which Chrome fetches at High priority, and Lighthouse's simulator
 * counts every High-priority script that loaded before the first paint as blocking it, although
 * the server-rendered page paints without them (decision 044). `<Scripts>` passes no attributes
 * to those links, so the HTML stream gets `fetchpriority="low"` added to them here: the browser
 * fetches them after the document's images and stylesheet, and the first paint no longer waits.
 */
const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY = '<link rel="modulepreload" fetchpriority="low"';

/** Where to cut `text` so that a preload link split across two chunks stays whole. */
function safeEnd(text: string): number {
  const start = text.lastIndexOf("<");
  if (start < 0 || text.length - start >= PRELOAD.length) return text.length;
  return PRELOAD.startsWith(text.slice(start)) ? start : text.length;
}

/** A UTF-8 stream transform that marks the module preloads low priority. */
export function lowPriorityPreloads(options: TransformOptions = {}): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  return new Transform({
    ...options,
    transform(chunk: Buffer, _encoding, callback) {
      const text = held + decoder.write(chunk);
      const end = safeEnd(text);
      held = text.slice(end);
      callback(null, text.slice(0, end).replaceAll(PRELOAD, LOW_PRIORITY));
    },
    flush(callback) {
      callback(null, (held + decoder.end()).replaceAll(PRELOAD, LOW_PRIORITY));
    },
  });
}
