import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { SIZE_LIMITS } from "../../eslint.config.js";

/**
 * No function in app/ over 80 lines and no module over 500 without a reason (issue 18): the
 * project's ESLint configuration must refuse a deliberate violation of each limit, accept code
 * at the limit, and accept a long function that states its reason in a disable comment.
 */

const root = path.resolve(import.meta.dirname, "../..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.js") });
});

async function sizeRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId === "max-lines-per-function" || m.ruleId === "max-lines")
    .map((m) => m.ruleId!);
}

/** A function whose declaration spans `lines` lines (header, statements, closing brace). */
function functionOf(lines: number, name = "f"): string {
  const body = Array.from({ length: lines - 4 }, (_, i) => `  total += ${i};`);
  return [
    `export function ${name}(): number {`,
    "  let total = 0;",
    ...body,
    "  return total;",
    "}",
  ].join("\n");
}

describe("the size limits", () => {
  it("refuse a function over the limit in app/ and accept one at it", async () => {
    const limit = SIZE_LIMITS.functionLines;
    expect(await sizeRules("app/lib/long.ts", functionOf(limit + 1) + "\n")).toEqual([
      "max-lines-per-function",
    ]);
    expect(await sizeRules("app/lib/long.ts", functionOf(limit) + "\n")).toEqual([]);
  }, 60_000);

  it("accept a long function that gives its reason", async () => {
    const code =
      "// eslint-disable-next-line max-lines-per-function -- one table of cases reads best whole\n" +
      functionOf(SIZE_LIMITS.functionLines + 20) +
      "\n";
    expect(await sizeRules("app/lib/long.ts", code)).toEqual([]);
  }, 60_000);

  it("refuse a module over the limit", async () => {
    const perFunction = 10;
    const count = Math.ceil(SIZE_LIMITS.moduleLines / perFunction) + 1;
    const code = Array.from({ length: count }, (_, i) => functionOf(perFunction, `f${i}`)).join(
      "\n",
    );
    expect(await sizeRules("app/billing/big.server.ts", code + "\n")).toEqual(["max-lines"]);
  }, 60_000);

  it("leave tests outside app/ and test files free of the limits", async () => {
    const code = functionOf(SIZE_LIMITS.functionLines + 40) + "\n";
    expect(await sizeRules("app/lib/long.test.ts", code)).toEqual([]);
    expect(await sizeRules("tests/unit/long.test.ts", code)).toEqual([]);
  }, 60_000);
});
