import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { FEATURES } from "../../eslint.config.js";
import { cycles, folderGraph, folderOf, importGraph } from "../../scripts/import-graph";

/**
 * Imports point down (docs/architecture.md, "Folder map"): the ESLint zones must refuse a
 * deliberate violation in each direction, and the resolved import graph of app/ (dynamic
 * `import()` included, which no-restricted-imports cannot see) must have no cycles and no
 * upward or sideways arrow.
 */

const root = path.resolve(import.meta.dirname, "../..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.js") });
});

/** The no-restricted-imports messages ESLint gives `code` as if it were the file `file`. */
async function restricted(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("the ESLint import zones", () => {
  it("refuse app/lib importing platform, through the ~/ alias and through ../", async () => {
    const viaAlias = await restricted(
      "app/lib/violation.ts",
      'import { getDb } from "~/platform/db/db.server";\nexport const db = getDb;\n',
    );
    expect(viaAlias).toEqual([
      expect.stringContaining("Server-only module in browser code."),
      expect.stringContaining("app/lib must not import platform"),
    ]);
    const viaRelative = await restricted(
      "app/lib/violation.ts",
      'import { isLocale } from "../platform/i18n-copy";\nexport const ok = isLocale;\n',
    );
    expect(viaRelative).toEqual([expect.stringContaining("app/lib must not import platform")]);
  }, 60_000);

  it("refuse app/lib importing components or a feature, even a type", async () => {
    const messages = await restricted(
      "app/lib/violation.ts",
      'import { Pager } from "~/components/ui/pagination";\n' +
        'import type { Bill } from "~/billing/bills-types";\n' +
        "export const x: [typeof Pager, Bill | null] = [Pager, null];\n",
    );
    expect(messages).toEqual([
      expect.stringContaining("app/lib must not import"),
      expect.stringContaining("app/lib must not import"),
    ]);
  }, 60_000);

  it("refuse app/components importing platform or a feature", async () => {
    const messages = await restricted(
      "app/components/violation.tsx",
      'import { useT } from "~/platform/i18n-copy";\nimport { shopContent } from "~/shop";\n' +
        "export const x = [useT, shopContent];\n",
    );
    expect(messages).toEqual([
      expect.stringContaining("app/components must not import platform"),
      expect.stringContaining("app/components must not import"),
    ]);
  }, 60_000);

  it("refuse app/platform importing a feature, even its index", async () => {
    const messages = await restricted(
      "app/platform/violation.server.ts",
      'import { createBill } from "~/billing/index.server";\nexport const x = createBill;\n',
    );
    expect(messages).toEqual([expect.stringContaining("app/platform must not import")]);
  }, 60_000);

  it("refuse app/platform importing a shared domain rule, and app/domain importing a feature", async () => {
    const platform = await restricted(
      "app/platform/violation.server.ts",
      'import { createNotification } from "~/domain/notifications.server";\nexport const x = createNotification;\n',
    );
    expect(platform).toEqual([expect.stringContaining("app/platform must not import domain")]);
    const domain = await restricted(
      "app/domain/violation.server.ts",
      'import { createBill } from "~/billing/index.server";\nexport const x = createBill;\n',
    );
    expect(domain).toEqual([expect.stringContaining("app/domain must not import")]);
  }, 60_000);

  it("refuse a feature importing another feature's internals, and allow its index files", async () => {
    const sideways = await restricted(
      "app/billing/violation.tsx",
      'import { signInSchema } from "~/account/schema";\n' +
        'import { getProfile } from "../account/accounts.server";\n' +
        "export const x = [signInSchema, getProfile];\n",
    );
    expect(sideways).toEqual([
      expect.stringContaining("only through its index.ts or index.server.ts"),
      expect.stringContaining("only through its index.ts or index.server.ts"),
    ]);
    const throughIndex = await restricted(
      "app/billing/violation.tsx",
      'import { signInSchema } from "~/account";\n' +
        'import { getProfile } from "~/account/index.server";\n' +
        'import { formatRupees } from "~/lib/format";\n' +
        'import { createBill } from "./bills.server";\n' +
        "export const x = [signInSchema, getProfile, formatRupees, createBill];\n",
    );
    expect(throughIndex).toEqual([]);
  }, 60_000);

  it("keep the server-only rule in a feature's components folder", async () => {
    const messages = await restricted(
      "app/billing/components/violation.tsx",
      'import { getDb } from "~/platform/db/db.server";\n' +
        'import { ProductImage } from "~/shop/components/product-image";\n' +
        "export const x = [getDb, ProductImage];\n",
    );
    expect(messages).toEqual([
      expect.stringContaining("Server-only module in browser code."),
      expect.stringContaining("only through its index.ts or index.server.ts"),
    ]);
  }, 60_000);
});

describe("the import graph of app/", () => {
  const files = importGraph();

  it("knows every feature folder: each folder of app/ but lib, components, platform and domain", () => {
    const folders = fs
      .readdirSync(path.join(root, "app"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => !["lib", "components", "platform", "domain"].includes(name));
    expect([...FEATURES].sort()).toEqual(folders.sort());
  });

  it("reads the whole app (sanity: the graph is not empty)", () => {
    expect(files.size).toBeGreaterThan(200);
    expect(files.get(path.join("app", "root.tsx"))).toContain(path.join("app", "lib", "nonce.ts"));
  });

  it("has no file cycles", () => {
    expect(cycles(files)).toEqual([]);
  });

  it("has no folder cycles (folder = first-level folder under app/)", () => {
    expect(cycles(folderGraph(files).graph)).toEqual([]);
  });

  it("points down only: lib, components, platform, domain and features keep their zones", () => {
    const wrong: string[] = [];
    for (const [from, targets] of files) {
      const a = folderOf(from);
      for (const to of targets) {
        const b = folderOf(to);
        if (a === b) continue;
        const isIndex = /^app\/[a-z]+\/index(\.server)?\.ts$/.test(to);
        const upward =
          (a === "lib" && b !== "lib") ||
          (a === "components" && b !== "lib") ||
          (a === "platform" && b !== "lib") ||
          (a === "domain" && b !== "lib" && b !== "platform");
        const sideways = FEATURES.includes(a) && FEATURES.includes(b) && !isIndex;
        if (upward || sideways || b === "app") wrong.push(`${from} -> ${to}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
