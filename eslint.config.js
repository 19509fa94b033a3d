import fs from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Imports point down (docs/architecture.md, "Folder map"; decision 019):
 * app/root.tsx, routes.ts -> features -> domain -> platform -> lib and components.
 * - lib (browser-safe utilities) imports nothing of the app above it: no platform, no feature,
 *   no components;
 * - components (shared UI) import lib only: no platform, no feature;
 * - domain (the business rules several features share: customers' figures, stock, notifications,
 *   business settings, ratings; decision 086) imports platform and lib, no feature;
 * - platform (server infrastructure) imports no feature and no domain rule;
 * - a feature uses another only through that feature's index.ts / index.server.ts;
 * - inside a feature, a sub-feature (each folder but routes/, components/, content/, e.g.
 *   billing/bills) is used by the rest of its feature only through its own index.ts /
 *   index.server.ts (decision 089).
 * Both spellings of a path are caught: the `~/` alias (tsconfig maps it to app/) and `../`.
 * Browser code (lib, components folders) must also not import `*.server` modules.
 * `import()` expressions are not seen by no-restricted-imports; tests/unit/import-rules.test.ts
 * checks the same rules on the resolved import graph (scripts/import-graph.ts), dynamic imports
 * included, and that there are no cycles between files, sub-features or features.
 */
export const FEATURES = ["account", "admin", "billing", "intake", "jobs", "shop", "site", "tea"];

const serverOnly = {
  group: ["**/*.server", "**/*.server.ts"],
  message: "Server-only module in browser code.",
  allowTypeImports: true,
};

/** `~/name/...` or `../name/...` (any depth): a path into one of the top folders under app/. */
const into = (names) => `^(~/|(\\.\\./)+)(${names.join("|")})(/|$)`;

const noUpward = (names, who) => ({
  regex: into(names),
  message: `${who} must not import ${names.join(", ")}: imports point down (docs/architecture.md).`,
});

/** Another feature's files, except its public index.ts / index.server.ts. */
const noSideways = (feature) => {
  const others = FEATURES.filter((name) => name !== feature).join("|");
  return {
    regex: `^(~/|(\\.\\./)+)(${others})/(?!index(\\.server)?$)`,
    message:
      "Import another feature only through its index.ts or index.server.ts (docs/architecture.md).",
  };
};

/** Folders of a feature that are parts of it, not sub-features (scripts/import-graph.ts). */
const PART_FOLDERS = ["routes", "components", "content", "shared"];

/** A feature's sub-features: its folders but routes/, components/, content/ and shared/, read from disk. */
export function subFeatures(feature) {
  const dir = new URL(`./app/${feature}/`, import.meta.url);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !PART_FOLDERS.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Another sub-feature's files, except its index.ts / index.server.ts: `~/feature/sub/...` or
 * `../sub/...` (any depth); `./sub/...` too for the feature's own top files (`fromTop`).
 */
const intoSubFeature = (feature, own, fromTop) => {
  const others = subFeatures(feature).filter((name) => name !== own);
  if (!others.length) return [];
  const prefix = `~/${feature}/|(\\.\\./)+${fromTop ? "|\\./" : ""}`;
  return [
    {
      regex: `^(${prefix})(${others.join("|")})/(?!index(\\.server)?$)`,
      message:
        "Import another sub-feature only through its index.ts or index.server.ts (decision 089).",
    },
  ];
};

const restrict = (files, patterns) => ({
  files,
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

/** A feature's blocks: its own files, then each sub-feature's (a later block wins). */
function featureBlocks(feature) {
  const own = [noSideways(feature), ...intoSubFeature(feature, null, true)];
  return [
    restrict([`app/${feature}/**`], own),
    restrict([`app/${feature}/**/components/**`], [serverOnly, ...own]),
    // The feature's index files re-export its sub-features' modules one by one (decision 088).
    restrict([`app/${feature}/index.ts`, `app/${feature}/index.server.ts`], [noSideways(feature)]),
    ...subFeatures(feature).flatMap((sub) => {
      const inSub = [noSideways(feature), ...intoSubFeature(feature, sub, false)];
      return [
        restrict([`app/${feature}/${sub}/**`], inSub),
        restrict([`app/${feature}/${sub}/**/components/**`], [serverOnly, ...inSub]),
      ];
    }),
  ];
}

/** One block per folder; a later block replaces an earlier one's options, so each is complete. */
function importDirection() {
  return [
    ...FEATURES.flatMap(featureBlocks),
    restrict(["app/domain/**"], [noUpward(["components", ...FEATURES], "app/domain")]),
    restrict(["app/platform/**"], [noUpward(["domain", ...FEATURES], "app/platform")]),
    restrict(
      ["app/components/**"],
      [serverOnly, noUpward(["platform", "domain", ...FEATURES], "app/components")],
    ),
    restrict(
      ["app/lib/**"],
      [serverOnly, noUpward(["platform", "domain", "components", ...FEATURES], "app/lib")],
    ),
  ];
}

/**
 * Sizes a reader can hold (docs/architecture.md, "Folder map"): no function in app/ over 80 lines
 * and no module over 500 (blank lines and comments not counted). A function that is clearer long
 * says why, on the line before it:
 * `// eslint-disable-next-line max-lines-per-function -- <the reason>`.
 * tests/unit/size-rules.test.ts checks that both limits refuse a deliberate violation.
 */
export const SIZE_LIMITS = { functionLines: 80, moduleLines: 500 };
const sizeLimits = {
  files: ["app/**/*.{ts,tsx}"],
  ignores: ["app/**/*.test.{ts,tsx}"],
  rules: {
    "max-lines-per-function": [
      "error",
      { max: SIZE_LIMITS.functionLines, skipBlankLines: true, skipComments: true, IIFEs: true },
    ],
    "max-lines": [
      "error",
      { max: SIZE_LIMITS.moduleLines, skipBlankLines: true, skipComments: true },
    ],
  },
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", ".node/", "data/", "coverage/", "node_modules/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  ...importDirection(),
  sizeLimits,
  {
    files: ["scripts/**", "server.js", "tests/**"],
    rules: { "no-console": "off" },
  },
);
