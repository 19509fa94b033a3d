import { describe, expect, it } from "vitest";
import { lowPriorityPreloads } from "~/platform/low-priority-preloads.server";

/** The chunks that come out of the transform for `chunks`, each written in a tick of its own or all in one. */
async function pieces(chunks: Buffer[], separateTicks = false): Promise<Buffer[]> {
  const stream = lowPriorityPreloads();
  const out: Buffer[] = [];
  stream.on("data", (c: Buffer) => out.push(Buffer.from(c)));
  const done = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) {
    stream.write(chunk);
    if (separateTicks) await new Promise((resolve) => setImmediate(resolve));
  }
  stream.end();
  await done;
  return out;
}

/** Runs `chunks` through the transform and returns what comes out. */
async function through(chunks: Buffer[], separateTicks = false): Promise<string> {
  return Buffer.concat(await pieces(chunks, separateTicks)).toString("utf8");
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

  it("finds a link split across chunks written in separate ticks, at every cut", async () => {
    const bytes = Buffer.from(HTML);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)], true)).toBe(EXPECTED);
    }
  });

  it("gathers the chunks written in one tick into one", async () => {
    const bytes = Buffer.from(HTML);
    const chunks = [0, 40, 90, 150].map((at, i, all) => bytes.subarray(at, all[i + 1]));
    const out = await pieces(chunks);
    expect(out).toHaveLength(1);
    expect(out[0]!.toString("utf8")).toBe(EXPECTED);
    // Written in two ticks: two chunks.
    expect(await pieces([bytes.subarray(0, 30), bytes.subarray(30)], true)).toHaveLength(2);
  });

  it("passes a page byte by byte", async () => {
    const bytes = Buffer.from(HTML);
    const single = [...bytes].map((b) => Buffer.from([b]));
    expect(await through(single)).toBe(EXPECTED);
  });
});
