import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { FEATURES, subFeatures } from "../../eslint.config.js";
import {
  cycles,
  folderGraph,
  type Graph,
  importGraph,
  LAYERS,
  missingIndexes,
  pointingUp,
  reachingPastIndex,
  subFeatureGraph,
  violations,
} from "../../scripts/import-graph";

/**
 * Imports point down (docs/architecture.md, "Folder map"; decisions 021 and 089): the ESLint
 * zones must refuse a deliberate violation in each direction, and the resolved import graph of
 * app/ (dynamic `import()` included, which no-restricted-imports cannot see) must hold at every
 * level — no cycle between files, sub-features or features, no import past an index, no upward
 * arrow, an index for every feature and sub-feature. Each rule is shown refusing a made-up graph
 * that breaks it, then holding on the real one.
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

  it("refuse a sub-feature reaching into a sibling sub-feature, and allow its index files", async () => {
    const reaching = await restricted(
      "app/billing/bills/routes/violation.tsx",
      'import { DraftNotice } from "../../offline/components/draft-notice";\n' +
        'import { getPayment } from "~/billing/payments/payments.server";\n' +
        "export const x = [DraftNotice, getPayment];\n",
    );
    expect(reaching).toEqual([
      expect.stringContaining("another sub-feature only through its index"),
      expect.stringContaining("another sub-feature only through its index"),
    ]);
    const fromTop = await restricted(
      "app/billing/violation.server.ts",
      'import { createBill } from "./bills/bills.server";\nexport const x = createBill;\n',
    );
    expect(fromTop).toEqual([
      expect.stringContaining("another sub-feature only through its index"),
    ]);
    const throughIndex = await restricted(
      "app/billing/bills/routes/violation.tsx",
      'import { DraftNotice } from "../../offline";\n' +
        'import { getPayment } from "~/billing/payments/index.server";\n' +
        'import { billSchema } from "../schema";\n' +
        'import { billingCopy } from "../../content";\n' +
        "export const x = [DraftNotice, getPayment, billSchema, billingCopy];\n",
    );
    expect(throughIndex).toEqual([]);
  }, 60_000);
});

/** A made-up graph: each file's imports; every file named anywhere is a node. */
function graph(imports: Record<string, string[]>): Graph {
  const files: Graph = new Map(Object.entries(imports));
  for (const targets of Object.values(imports)) {
    for (const target of targets) if (!files.has(target)) files.set(target, []);
  }
  return files;
}

/** A sound tree: a feature with two sub-features, each used through its index. */
const sound = {
  "app/root.tsx": ["app/billing/index.server.ts", "app/lib/x.ts"],
  "app/billing/index.server.ts": ["app/billing/bills/index.server.ts"],
  "app/billing/routes/home.tsx": ["app/billing/bills/index.ts", "app/billing/content.ts"],
  "app/billing/bills/index.ts": ["app/billing/bills/components/form.tsx"],
  "app/billing/bills/index.server.ts": ["app/billing/bills/bills.server.ts"],
  "app/billing/bills/components/form.tsx": ["app/billing/content.ts", "app/lib/x.ts"],
  "app/billing/bills/bills.server.ts": ["app/billing/payments/index.server.ts"],
  "app/billing/payments/index.server.ts": ["app/billing/payments/payments.server.ts"],
  "app/billing/payments/payments.server.ts": ["app/platform/db.server.ts", "app/billing/money.ts"],
  "app/shop/index.server.ts": ["app/shop/cart/index.server.ts"],
  "app/shop/cart/index.server.ts": ["app/shop/cart/cart.server.ts"],
  "app/shop/cart/cart.server.ts": ["app/billing/index.server.ts"],
  "app/platform/db.server.ts": ["app/lib/x.ts"],
};

describe("the import graph rules, on made-up graphs", () => {
  it("find nothing wrong in a sound tree", () => {
    expect(violations(graph(sound))).toEqual({
      fileCycles: [],
      subFeatureCycles: [],
      featureCycles: [],
      reachingPastIndex: [],
      pointingUp: [],
      missingIndexes: [],
    });
  });

  it("find a file cycle", () => {
    const files = graph({ ...sound, "app/billing/money.ts": ["app/billing/content.ts"] });
    files.set("app/billing/content.ts", ["app/billing/money.ts"]);
    expect(violations(files).fileCycles).toEqual([
      ["app/billing/content.ts", "app/billing/money.ts"],
    ]);
  });

  it("find a sub-feature cycle made of imports through indexes (no file cycle)", () => {
    const files = graph({
      ...sound,
      "app/billing/payments/payments.server.ts": ["app/billing/bills/index.ts"],
    });
    expect(cycles(files)).toEqual([]);
    expect(violations(files).subFeatureCycles).toEqual([
      ["app/billing/bills", "app/billing/payments"],
    ]);
    expect(
      subFeatureGraph(files).evidence.get("app/billing/payments -> app/billing/bills"),
    ).toEqual(["app/billing/payments/payments.server.ts -> app/billing/bills/index.ts"]);
  });

  it("find a cycle between a sub-feature and the files its feature shares", () => {
    const files = graph({
      ...sound,
      "app/billing/money.ts": ["app/billing/payments/index.server.ts"],
    });
    expect(violations(files).subFeatureCycles).toEqual([["app/billing", "app/billing/payments"]]);
  });

  it("find a feature cycle made of imports through indexes", () => {
    const files = graph({ ...sound, "app/billing/content.ts": ["app/shop/index.server.ts"] });
    expect(violations(files).featureCycles).toEqual([["billing", "shop"]]);
  });

  it("find imports past an index: into a sibling sub-feature, and into another feature", () => {
    const files = graph({
      ...sound,
      "app/billing/routes/home.tsx": ["app/billing/bills/components/form.tsx"],
      "app/billing/bills/bills.server.ts": ["app/billing/payments/payments.server.ts"],
      "app/shop/cart/cart.server.ts": ["app/billing/bills/index.server.ts"],
      "app/site/page.tsx": ["app/shop/cart/index.server.ts"],
    });
    expect(reachingPastIndex(files)).toEqual([
      "app/billing/routes/home.tsx -> app/billing/bills/components/form.tsx",
      "app/billing/bills/bills.server.ts -> app/billing/payments/payments.server.ts",
      "app/shop/cart/cart.server.ts -> app/billing/bills/index.server.ts",
      "app/site/page.tsx -> app/shop/cart/index.server.ts",
    ]);
  });

  it("find imports pointing up: out of lib, components, platform, into app/, or a feature's shared files into its sub-features", () => {
    const files = graph({
      ...sound,
      "app/lib/x.ts": ["app/components/button.tsx"],
      "app/platform/db.server.ts": ["app/billing/index.server.ts"],
      "app/components/button.tsx": ["app/root.tsx"],
      "app/domain/stock.server.ts": ["app/platform/db.server.ts", "app/shop/index.server.ts"],
      "app/billing/money.ts": ["app/billing/payments/index.server.ts"],
      "app/billing/content.ts": ["app/billing/routes/home.tsx"],
    });
    expect(pointingUp(files)).toEqual([
      "app/platform/db.server.ts -> app/billing/index.server.ts",
      "app/lib/x.ts -> app/components/button.tsx",
      "app/components/button.tsx -> app/root.tsx",
      "app/domain/stock.server.ts -> app/shop/index.server.ts",
      "app/billing/money.ts -> app/billing/payments/index.server.ts",
      "app/billing/content.ts -> app/billing/routes/home.tsx",
    ]);
  });

  it("find a feature and a sub-feature without an index, whatever the sub-feature's name", () => {
    const files = graph({
      ...sound,
      "app/tea/routes/listing.tsx": ["app/tea/tea.server.ts"],
      "app/shop/checkout/routes/checkout.tsx": ["app/shop/cart/index.server.ts"],
    });
    expect(missingIndexes(files.keys())).toEqual(["app/shop/checkout", "app/tea"]);
  });
});

describe("the import graph of app/", () => {
  const files = importGraph();

  it("knows every feature folder: each folder of app/ but the layers (lib, components, platform, domain)", () => {
    const folders = fs
      .readdirSync(path.join(root, "app"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => !Object.hasOwn(LAYERS, name));
    expect([...FEATURES].sort()).toEqual(folders.sort());
  });

  it("reads the whole app (sanity: the graph is not empty)", () => {
    expect(files.size).toBeGreaterThan(200);
    expect(files.get("app/root.tsx")).toContain("app/lib/nonce.ts");
    expect(subFeatures("billing")).toContain("bills");
  });

  it("has no file cycles", () => {
    expect(cycles(files)).toEqual([]);
  });

  it("has no sub-feature cycles (sub-feature = a feature's folder but routes, components, content)", () => {
    expect(cycles(subFeatureGraph(files).graph)).toEqual([]);
  });

  it("has no folder cycles (folder = first-level folder under app/)", () => {
    expect(cycles(folderGraph(files).graph)).toEqual([]);
  });

  it("reaches no feature or sub-feature past its index", () => {
    expect(reachingPastIndex(files)).toEqual([]);
  });

  it("points down only: each layer imports only the layers below it; a feature's shared files none of its sub-features", () => {
    expect(pointingUp(files)).toEqual([]);
  });

  it("gives every feature and sub-feature an index", () => {
    expect(missingIndexes(files.keys())).toEqual([]);
  });
});
