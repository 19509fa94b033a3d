import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Migrations are frozen files: a shipped migration must do the same on a fresh database whatever
 * the app later becomes, so nothing under db/migrations imports app code. Allowed: kysely (and
 * its subpaths), node: built-ins, and files inside db/migrations (support.ts, the .data.ts rows).
 */
const MIGRATIONS = path.resolve(import.meta.dirname, "../../db/migrations");
const SCRIPT = /\.[cm]?[jt]sx?$/;

/** Every import specifier of a source: static, type-only, re-exports, import() and require(). */
function importSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
}

/** The specifiers of `source` (a file at `file`) that reach outside the frozen set. */
function foreignImports(file: string, source: string): string[] {
  return importSpecifiers(source).filter((spec) => {
    if (spec === "kysely" || spec.startsWith("kysely/") || spec.startsWith("node:")) return false;
    if (!spec.startsWith(".")) return true;
    const target = path.resolve(path.dirname(file), spec);
    return target !== MIGRATIONS && !target.startsWith(MIGRATIONS + path.sep);
  });
}

const files = readdirSync(MIGRATIONS, { recursive: true, encoding: "utf8" })
  .filter((name) => SCRIPT.test(name))
  .map((name) => path.join(MIGRATIONS, name))
  .sort();

describe("db/migrations", () => {
  it("imports nothing from outside db/migrations but kysely and node: built-ins", () => {
    // The folder's files are really read: the index and the seven shipped migrations at least.
    const names = files.map((f) => path.relative(MIGRATIONS, f));
    expect(names).toEqual(
      expect.arrayContaining(["index.ts", "0001_foundation.ts", "0007_godown_imports.ts"]),
    );
    expect(names.filter((n) => /^\d{4}_[a-z_]+\.ts$/.test(n)).length).toBeGreaterThanOrEqual(7);

    const violations = files.flatMap((file) =>
      foreignImports(file, readFileSync(file, "utf8")).map(
        (spec) => `${path.relative(MIGRATIONS, file)} imports ${spec}`,
      ),
    );
    expect(violations).toEqual([]);
  });

  it("the check catches every way of importing app code", () => {
    const file = path.join(MIGRATIONS, "0099_example.ts");
    const source = [
      'import type { Kysely } from "kysely";',
      'import { Migrator } from "kysely/migration";',
      'import { readFileSync } from "node:fs";',
      'import { columnTypes } from "./support";',
      'import { rows } from "./0099_example.data";',
      'import { a } from "../../app/platform/db/dialect";',
      'import type { B } from "~/shop/seed-types";',
      'export { c } from "../../app/lib/money";',
      'import "../seed";',
      'import { d } from "zod";',
      'import { e } from "fs";',
      'const f = await import("../../scripts/seed");',
      'const g = require("../../app/site/content/seed-data");',
      'import { h } from "../migrations-old/x";',
    ].join("\n");
    expect(foreignImports(file, source)).toEqual([
      "../../app/platform/db/dialect",
      "~/shop/seed-types",
      "../../app/lib/money",
      "../seed",
      "zod",
      "fs",
      "../../scripts/seed",
      "../../app/site/content/seed-data",
      "../migrations-old/x",
    ]);
  });
});
