import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error -- a plain .mjs script without types
import { findClones, verdict } from "../../scripts/check-clones.mjs";

/**
 * The repeat gate of `npm test` (scripts/check-clones.mjs, decision 090) on a folder made for
 * it: a block of 12 lines written in two files is one clone, and a config allowing none fails.
 */
type Found = { count: number; maxClones: number; minLines: number; list: string[] };
const check = findClones as (configFile: string) => Promise<Found>;
const judge = verdict as (found: Found) => { ok: boolean; lines: string[] };

const dir = mkdtempSync(path.join(tmpdir(), "limra-clones-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const block = (name: string) => `export function ${name}(rows: { amount: number; paid: number }[]) {
  let billed = 0;
  let received = 0;
  for (const row of rows) {
    if (row.amount < 0) throw new Error("negative amount");
    billed += row.amount;
    received += row.paid;
  }
  const due = billed - received;
  const credit = due < 0 ? -due : 0;
  return { billed, received, due: Math.max(due, 0), credit };
}
`;

function config(maxClones: number, files: Record<string, string>) {
  const src = mkdtempSync(path.join(dir, "app-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(src, name), text);
  const file = path.join(src, ".jscpd.json");
  writeFileSync(file, JSON.stringify({ path: ["."], minLines: 10, minTokens: 20, maxClones }));
  return file;
}

describe("scripts/check-clones.mjs", () => {
  it("fails when a block of 10+ lines is copied past the config's maximum", async () => {
    const found = await check(config(0, { "a.ts": block("totalsA"), "b.ts": block("totalsB") }));
    expect(found.count).toBe(1);
    expect(found.list[0]).toMatch(/a\.ts:1-12 = b\.ts:1-12|b\.ts:1-12 = a\.ts:1-12/);
    const answer = judge(found);
    expect(answer.ok).toBe(false);
    expect(answer.lines.at(-1)).toMatch(/^clones of 10\+ lines: 1 \(at most 0 allowed/);
  });

  it("passes at the maximum, and when the code is shared instead", async () => {
    const copied = await check(config(1, { "a.ts": block("totalsA"), "b.ts": block("totalsB") }));
    expect(judge(copied).ok).toBe(true);
    const shared = await check(
      config(0, { "a.ts": block("totals"), "b.ts": 'export * from "./a";\n' }),
    );
    expect(shared.count).toBe(0);
    expect(judge(shared).ok).toBe(true);
  });

  it("is the gate npm test runs, over app/ at 10+ lines with the maximum in the config", async () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const { readFile } = await import("node:fs/promises");
    const pkg = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.clones).toContain("scripts/check-clones.mjs");
    expect(await readFile(path.join(root, "scripts/run-tests.sh"), "utf8")).toContain(
      "stage clones npm run --silent clones",
    );
    const repo = JSON.parse(await readFile(path.join(root, ".jscpd.json"), "utf8")) as Found & {
      path: string[];
    };
    expect(repo.path).toEqual(["app"]);
    expect(repo.minLines).toBe(10);
  });
});
