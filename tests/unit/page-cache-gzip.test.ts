import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflateRuns, gzipPage, toRuns } from "../../server/page-cache-gzip";
import type { Entry } from "../../server/page-cache-store";

/**
 * A staff page served from memory deflates nothing per response (decision 107): React Router
 * puts the CSP nonce on every modulepreload link, some 35 times ~90 bytes apart, and that markup
 * is compressed once with the page; only the nonces themselves go out per response, stored.
 */
const NONCE_MARK = "\uE000limra:nonce\uE000";
const links = Array.from(
  { length: 35 },
  (_, i) =>
    `<link rel="modulepreload" fetchpriority="low" href="/assets/chunk-${i}-a1B2c3D4.js" nonce="${NONCE_MARK}"/>`,
).join("");
const rows = Array.from(
  { length: 300 },
  (_, i) =>
    `<tr><td>Bill ${1000 + i}</td><td>Customer ${i % 40}</td><td>₹${(i * 37) % 9000}.00</td></tr>`,
).join("");
const template = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>${links}</head><body><table>${rows}</table><script nonce="${NONCE_MARK}">window.__ctx={}</script></body></html>`;
const nonce = Buffer.from("q8X0cK1VZb2yJm4uTn7wRg==");
const page = template.split(NONCE_MARK).join(nonce.toString());

function entryOf(text: string): Entry {
  const lengths = { nonce: nonce.length, value: 43 };
  const { runs, bytes } = deflateRuns(toRuns(text).runs, lengths);
  return { version: "1", runs, lengths, runBytes: bytes, bytes, values: 0, headers: [], etag: "" };
}

describe("the page cache's gzip copy of a page with many nonces", () => {
  const entry = entryOf(template);

  it("is the page, with this response's nonce", () => {
    expect(gunzipSync(gzipPage(entry, nonce, [])!).toString()).toBe(page);
    const other = Buffer.from("Zm9vYmFyYmF6cXV4MTIzNA==");
    expect(gunzipSync(gzipPage(entry, other, [])!).toString()).toBe(
      template.split(NONCE_MARK).join(other.toString()),
    );
  });

  it("leaves only short text between the nonces to each response: stored, never deflated", () => {
    const perResponse = entry.runs.filter((run) => !run.static);
    expect(perResponse.length).toBeGreaterThan(30);
    for (const run of perResponse) {
      const literal = run.parts.reduce<number>(
        (n, p) => n + (typeof p === "number" ? 0 : p.length),
        0,
      );
      expect(literal).toBeLessThan(64);
    }
  });

  it("costs at most 40 bytes a nonce more than the whole page gzipped at once", () => {
    // Each nonce goes out stored (its 24 bytes and a 5-byte header) after a flushed block.
    const copy = gzipPage(entry, nonce, [])!;
    expect(copy.length - gzipSync(page).length).toBeLessThan(36 * 40);
  });
});
