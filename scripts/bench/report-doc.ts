import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BILLS } from "./bills";
import { thousands } from "./common";
import { RUNS } from "./lighthouse";
import { PARTS, type Part } from "./parts";
import { ROOT } from "./server";
import { EXTRA_PRODUCTS } from "./shop";

/**
 * docs/performance.md: each part's section between its `<!-- bench:<part>:start/end -->`
 * markers, replaced by a run of that part; a new file starts with the introduction and a
 * placeholder for every part not measured yet.
 */

export const DOC = path.join(ROOT, "docs/performance.md");

const INTRO = `# Performance

Measured figures for the public website. Every figure here comes from \`npm run bench\`
(scripts/bench/): it builds the app when the build is missing or stale
(\`NODE_ENV=production npx react-router build\`), starts the production server the way the e2e
tests do (\`node server.js\` on 127.0.0.1, a fresh empty data directory and database), and measures
it on the machine named in each section. Lighthouse runs through its Node API in headless
Chromium, mobile form factor with the default simulated throttling (the page loads unthrottled
and Lighthouse computes the metrics for a slow-4G, 4×-CPU-slowdown phone), ${RUNS} runs per page, and
the run with the median Performance score is reported. The budgets load the home page in
headless Chromium (playwright-core) with an empty cache and gzip every script and stylesheet it
received (and any CSS inlined in the page) at level 9. The LimraKart part starts its own servers
(on SQLite, then on a fresh PostgreSQL database) with ${thousands(EXTRA_PRODUCTS)} extra products and
loads the storefront and the checkout over HTTP; the billing part does the same with
${thousands(BILLS)} bills and the staff's bill lists. The sections between \`<!-- bench:… -->\`
markers are rewritten by each run: do not edit them by hand.
`;

function replaceSection(doc: string, name: string, body: string): string {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from >= 0 && to > from) return doc.slice(0, from) + block + doc.slice(to + end.length);
  return `${doc.trimEnd()}\n\n${block}\n`;
}

const PLACEHOLDERS: Record<Part, string> = {
  lighthouse: "## Lighthouse\n\nNot measured yet: run `npm run bench`.",
  budgets: "## JavaScript and CSS budgets\n\nNot measured yet: run `npm run bench`.",
  shop: "## LimraKart\n\nNot measured yet: run `npm run bench -- --only shop`.",
  bills: "## Billing lists\n\nNot measured yet: run `npm run bench -- --only bills`.",
  customers: "## Customers\n\nNot measured yet: run `npm run bench -- --only customers`.",
  "import-export":
    "## Billing CSV import and export\n\nNot measured yet: run `npm run bench -- --only import-export`.",
  load: "## Server under load\n\nNot measured yet: run `npm run bench -- --only load`.",
  mail: "## Mail latency\n\nNot measured yet: run `npm run bench -- --only mail`.",
  profile: "## Request profiles\n\nNot measured yet: run `npm run bench -- --only profile`.",
  scale:
    "## Staff lists and reports at scale\n\nNot measured yet: run `npm run bench -- --only scale`.",
  jobs: "## Print jobs at scale\n\nNot measured yet: run `npm run bench -- --only jobs`.",
};

/**
 * Replaces this run's sections of docs/performance.md (creating the file, with the intro and both
 * sections, when it is missing) and formats it with the project's Prettier settings, so that
 * `prettier --check .` stays clean.
 */
export async function writeDoc(sections: { name: Part; body: string }[]) {
  let doc = existsSync(DOC) ? readFileSync(DOC, "utf8") : INTRO;
  for (const part of PARTS) {
    if (!doc.includes(`<!-- bench:${part}:start -->`))
      doc = replaceSection(doc, part, PLACEHOLDERS[part]);
  }
  for (const s of sections) doc = replaceSection(doc, s.name, s.body);
  const prettier = await import("prettier");
  const options = (await prettier.resolveConfig(DOC)) ?? {};
  writeFileSync(DOC, await prettier.format(doc, { ...options, filepath: DOC }));
}
