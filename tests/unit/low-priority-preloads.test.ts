import { describe, expect, it } from "vitest";
import { lowPriorityPreloads } from "~/platform/low-priority-preloads.server";

/** Runs `chunks` through the transform and returns what comes out. */
async function through(chunks: Buffer[]): Promise<string> {
  const stream = lowPriorityPreloads();
  const out: Buffer[] = [];
  stream.on("data", (c: Buffer) => out.push(Buffer.from(c)));
  const done = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await done;
  return Buffer.concat(out).toString("utf8");
}

const HTML =
  '<head><link rel="modulepreload" href="/assets/a.js" nonce="n"/><title>தமிழ்</title>' +
  '<link rel="stylesheet" href="/x.css"/><link rel="modulepreload" href="/assets/b.js"/></head>';
const EXPECTED = HTML.replaceAll(
  '<link rel="modulepreload"',
  '<link rel="modulepreload" fetchpriority="low"',
);

describe("lowPriorityPreloads", () => {
  it("marks every module preload low priority and leaves the rest alone", async () => {
    expect(await through([Buffer.from(HTML)])).toBe(EXPECTED);
  });

  it("finds a link and a multi-byte character split across chunks, at every cut", async () => {
    const bytes = Buffer.from(HTML);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(EXPECTED);
    }
  });

  it("passes a page byte by byte", async () => {
    const bytes = Buffer.from(HTML);
    const single = [...bytes].map((b) => Buffer.from([b]));
    expect(await through(single)).toBe(EXPECTED);
  });
});
