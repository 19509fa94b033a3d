import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse, { generateReport, type Flags, type Result } from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./server";

/**
 * Lighthouse (Node API) against the running production app: every page RUNS times, each run in
 * a fresh headless Chromium, mobile form factor with Lighthouse's default simulated throttling.
 * The run with the median Performance score is the one reported (all four category scores and
 * its LCP, TBT and CLS).
 */

export const LIGHTHOUSE_PAGES = [
  "/",
  "/services",
  "/products",
  "/gallery",
  "/about",
  // Issue 22: the shop, a tea page and the two public forms too.
  "/limrakart",
  "/tea-talks-gold-pack",
  "/contact",
  "/place-order",
];
export const RUNS = 3;

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  performance: "Performance",
  accessibility: "Accessibility",
  "best-practices": "Best Practices",
  seo: "SEO",
};

/** Minimum scores (0–100, as Lighthouse displays them) and the CLS limit (exclusive). */
export const THRESHOLDS: Record<Category, number> & { maxCls: number } = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  maxCls: 0.05,
};

export type LighthouseRun = {
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  lhr: Result;
};

export type FailingAudit = {
  category: string;
  id: string;
  title: string;
  displayValue: string;
  score: number | null;
  /** The elements, resources or messages the audit points at (a few, for orientation). */
  items: string[];
};

export type LighthousePageResult = {
  path: string;
  url: string;
  /** Performance scores of all runs, in run order. */
  performanceRuns: (number | null)[];
  median: LighthouseRun;
  /** Human-readable reasons the page misses a threshold (empty when it passes). */
  failures: string[];
  failingAudits: FailingAudit[];
  /** The median run's reports (JSON and HTML), for a closer look. */
  reportFiles: string[];
};

function score(lhr: Result, category: Category): number | null {
  const value = lhr.categories[category]?.score;
  return typeof value === "number" ? Math.round(value * 100) : null;
}

function numeric(lhr: Result, auditId: string): number | null {
  const value = lhr.audits[auditId]?.numericValue;
  return typeof value === "number" ? value : null;
}

const FLAGS: Flags = {
  logLevel: "error",
  output: "json",
  onlyCategories: [...CATEGORIES],
  // The defaults, spelled out: a mobile device, simulated (Lantern) slow-4G and 4x CPU throttling.
  formFactor: "mobile",
  throttlingMethod: "simulate",
};

/** Chromium's trace recording failed (not the page): such a run is tried again, once. */
const TRACE_ERRORS = new Set(["NO_NAVSTART", "NO_FCP", "NO_TRACING_STARTED", "NO_LCP"]);

class AuditError extends Error {
  constructor(
    message: string,
    readonly traceFailed: boolean,
  ) {
    super(message);
  }
}

/** One run; a run whose trace Chromium failed to record is repeated once (and reported). */
async function runOnceOrRetry(url: string): Promise<LighthouseRun> {
  try {
    return await runOnce(url);
  } catch (error) {
    if (!(error instanceof AuditError) || !error.traceFailed) throw error;
    console.log(`lighthouse: ${error.message}; running it again`);
    return runOnce(url);
  }
}

async function runOnce(url: string): Promise<LighthouseRun> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS],
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, { ...FLAGS, port: chrome.port });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new AuditError(
        `Lighthouse could not audit ${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
        TRACE_ERRORS.has(lhr.runtimeError.code),
      );
    }
    return {
      scores: {
        performance: score(lhr, "performance"),
        accessibility: score(lhr, "accessibility"),
        "best-practices": score(lhr, "best-practices"),
        seo: score(lhr, "seo"),
      },
      lcpMs: numeric(lhr, "largest-contentful-paint"),
      tbtMs: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      lhr,
    };
  } finally {
    chrome.kill();
  }
}

/** The run with the median Performance score (ties: the median LCP among them). */
function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort(
    (a, b) =>
      (a.scores.performance ?? -1) - (b.scores.performance ?? -1) ||
      (b.lcpMs ?? Infinity) - (a.lcpMs ?? Infinity),
  );
  return sorted[Math.floor(sorted.length / 2)]!;
}

// ---------------------------------------------------------------------------------------------
// What failed, in terms a developer can act on.

function text(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

function oneLine(value: string, max = 160): string {
  const flat = value.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** A short description of one row of an audit's details table or list. */
function describeItem(item: unknown): string {
  if (!item || typeof item !== "object") return text(item);
  const row = item as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of ["node", "relatedNode", "element"]) {
    const node = row[key] as Record<string, unknown> | undefined;
    if (node && typeof node === "object" && node.type === "node") {
      const selector = text(node.selector);
      const snippet = text(node.snippet);
      parts.push([selector, snippet].filter(Boolean).join(" "));
      if (text(node.explanation)) parts.push(oneLine(text(node.explanation), 400));
    }
  }
  for (const key of ["source", "sourceLocation"]) {
    const location = row[key] as Record<string, unknown> | undefined;
    if (location && typeof location === "object" && text(location.url)) {
      const line =
        typeof location.line === "number" && location.line > 0 ? `:${location.line + 1}` : "";
      parts.push(`${text(location.url)}${line}`);
    }
  }
  for (const key of ["url", "description", "label", "value", "score", "subItems"]) {
    const value = row[key];
    if (key === "subItems" && value && typeof value === "object") {
      const inner = (value as { items?: unknown[] }).items ?? [];
      const described = inner.slice(0, 3).map(describeItem).filter(Boolean);
      if (described.length) parts.push(`[${described.join("; ")}]`);
    } else if (text(value)) {
      parts.push(key === "score" ? `shift ${Number(value).toFixed(3)}` : text(value));
    } else if (value && typeof value === "object" && "formattedDefault" in value) {
      parts.push(text((value as { formattedDefault: unknown }).formattedDefault));
    }
  }
  return oneLine(parts.filter(Boolean).join(" — "), 600);
}

type Chain = {
  url?: string;
  navStartToEndTime?: number;
  isLongest?: boolean;
  children?: Record<string, Chain>;
};

/** The longest request chain of a network-tree detail, as "a → b → c (n ms)". */
function longestChain(chains: Record<string, Chain> | undefined): string {
  const urls: string[] = [];
  let end = 0;
  let level = chains;
  while (level) {
    const next = Object.values(level).find((c) => c.isLongest);
    if (!next) break;
    urls.push(text(next.url));
    end = next.navStartToEndTime ?? end;
    level = next.children;
  }
  return urls.length ? `longest chain: ${urls.join(" → ")} (${Math.round(end)} ms)` : "";
}

function detailItems(details: unknown): string[] {
  if (!details || typeof details !== "object") return [];
  const d = details as { type?: string; items?: unknown[]; chains?: Record<string, Chain> };
  if (d.type === "network-tree") return [longestChain(d.chains)].filter(Boolean);
  const described: string[] = [];
  for (const item of d.items ?? []) {
    const row = (item ?? {}) as { type?: string; value?: unknown; items?: unknown };
    if (row.type === "list-section") {
      // Newer insight audits: a list of sections, each a table, a network tree or a note.
      const value = (row.value ?? {}) as { type?: string };
      if (value.type !== "text") described.push(...detailItems(value));
    } else if (Array.isArray(row.items)) {
      described.push(...detailItems(row));
    } else {
      described.push(describeItem(item));
    }
  }
  return described.filter(Boolean);
}

/** At most MAX_ITEMS rows of an audit, and how many more the report holds. */
const MAX_ITEMS = 15;
function limit(items: string[]): string[] {
  if (items.length <= MAX_ITEMS) return items;
  return [...items.slice(0, MAX_ITEMS), `… and ${items.length - MAX_ITEMS} more (see the report)`];
}

const SCORED = new Set(["binary", "numeric", "metricSavings"]);

/**
 * The audits behind a missed threshold: every scored audit of a failing category that is not
 * fully passed (Performance: scores below 0.9, the metrics first), and the layout-shift audits
 * when CLS is over the limit.
 */
export function failingAudits(
  lhr: Result,
  categories: Category[],
  clsFailed: boolean,
): FailingAudit[] {
  const origin = lhr.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl).origin : "";
  const found: FailingAudit[] = [];
  const seen = new Set<string>();
  const add = (category: string, id: string, force = false) => {
    const audit = lhr.audits[id];
    if (!audit || seen.has(id)) return;
    const failing =
      SCORED.has(audit.scoreDisplayMode) &&
      audit.score !== null &&
      audit.score < (category === "performance" ? 0.9 : 1);
    if (!failing && !(force && audit.scoreDisplayMode !== "notApplicable")) return;
    seen.add(id);
    found.push({
      category,
      id,
      title: audit.title,
      displayValue: audit.displayValue ?? "",
      score: audit.score,
      // Same-origin URLs as paths: shorter, and the port changes every run anyway.
      items: limit(
        detailItems(audit.details).map((item) => (origin ? item.replaceAll(origin, "") : item)),
      ),
    });
  };
  for (const category of categories) {
    const refs = [...(lhr.categories[category]?.auditRefs ?? [])].sort(
      (a, b) => b.weight - a.weight,
    );
    for (const ref of refs) add(category, ref.id);
  }
  if (clsFailed) {
    for (const id of ["cumulative-layout-shift", "layout-shifts", "cls-culprits-insight"]) {
      add("performance", id, true);
    }
  }
  return found;
}

function slug(pagePath: string): string {
  return pagePath === "/" ? "home" : pagePath.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-");
}

// ---------------------------------------------------------------------------------------------

export async function runLighthouse(
  baseUrl: string,
  options: {
    pages?: string[];
    runs?: number;
    reportDir: string;
    /** Called before and after every run: throws when the measurement can no longer be trusted. */
    check?: () => void;
  },
): Promise<LighthousePageResult[]> {
  const pages = options.pages ?? LIGHTHOUSE_PAGES;
  const runs = options.runs ?? RUNS;
  mkdirSync(options.reportDir, { recursive: true });
  const results: LighthousePageResult[] = [];
  for (const pagePath of pages) {
    const url = new URL(pagePath, baseUrl).href;
    const pageRuns: LighthouseRun[] = [];
    for (let i = 1; i <= runs; i++) {
      options.check?.();
      const started = Date.now();
      const run = await runOnceOrRetry(url);
      options.check?.();
      pageRuns.push(run);
      console.log(
        `lighthouse ${pagePath} run ${i}/${runs}: ` +
          CATEGORIES.map((c) => `${CATEGORY_LABELS[c]} ${run.scores[c] ?? "–"}`).join(", ") +
          ` (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
    const median = medianRun(pageRuns);

    const failures: string[] = [];
    const failedCategories: Category[] = [];
    for (const category of CATEGORIES) {
      const value = median.scores[category];
      if (value === null || value < THRESHOLDS[category]) {
        failures.push(`${CATEGORY_LABELS[category]} ${value ?? "n/a"} < ${THRESHOLDS[category]}`);
        failedCategories.push(category);
      }
    }
    const clsFailed = median.cls === null || median.cls >= THRESHOLDS.maxCls;
    if (clsFailed) {
      failures.push(
        `CLS ${median.cls === null ? "n/a" : median.cls.toFixed(3)} ≥ ${THRESHOLDS.maxCls}`,
      );
    }

    const base = path.join(options.reportDir, slug(pagePath));
    writeFileSync(`${base}.report.json`, JSON.stringify(median.lhr, null, 2));
    writeFileSync(`${base}.report.html`, generateReport(median.lhr, "html"));

    results.push({
      path: pagePath,
      url,
      performanceRuns: pageRuns.map((r) => r.scores.performance),
      median,
      failures,
      failingAudits: failures.length ? failingAudits(median.lhr, failedCategories, clsFailed) : [],
      reportFiles: [`${base}.report.json`, `${base}.report.html`],
    });
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Presentation.

export function formatMs(ms: number | null): string {
  if (ms === null) return "n/a";
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

export function formatCls(cls: number | null): string {
  return cls === null ? "n/a" : cls.toFixed(3);
}

/** The results as a Markdown table (also readable in a terminal). */
export function lighthouseTable(results: LighthousePageResult[]): string {
  const rows = [
    "| Page | Performance (median; runs) | Accessibility | Best Practices | SEO | LCP | TBT | CLS | Host CPU | Result |",
    "| --- | --: | --: | --: | --: | --: | --: | --: | --: | --- |",
  ];
  for (const r of results) {
    const s = r.median.scores;
    rows.push(
      `| \`${r.path}\` | ${s.performance ?? "n/a"} (${r.performanceRuns.map((v) => v ?? "n/a").join(", ")}) | ` +
        `${s.accessibility ?? "n/a"} | ${s["best-practices"] ?? "n/a"} | ${s.seo ?? "n/a"} | ` +
        `${formatMs(r.median.lcpMs)} | ${formatMs(r.median.tbtMs)} | ${formatCls(r.median.cls)} | ` +
        `${Math.round(r.median.lhr.environment.benchmarkIndex)} | ` +
        `${r.failures.length ? `FAIL: ${r.failures.join("; ")}` : "pass"} |`,
    );
  }
  return rows.join("\n");
}

/** Every failing audit of every failing page, for the console and the docs. */
export function failingAuditsReport(results: LighthousePageResult[], markdown = false): string {
  const lines: string[] = [];
  for (const r of results.filter((x) => x.failures.length)) {
    lines.push(
      markdown
        ? `- \`${r.path}\` (${r.failures.join("; ")}):`
        : `${r.path}: ${r.failures.join("; ")}`,
    );
    if (!r.failingAudits.length) {
      lines.push(
        `  - no individual audit below its pass mark (the category score is an aggregate)`,
      );
    }
    for (const a of r.failingAudits) {
      const value = a.displayValue ? ` — ${a.displayValue}` : "";
      const scoreText = a.score === null ? "" : ` (score ${a.score.toFixed(2)})`;
      lines.push(
        markdown
          ? `  - [${a.category}] \`${a.id}\`: ${a.title}${value}${scoreText}`
          : `  [${a.category}] ${a.id}: ${a.title}${value}${scoreText}`,
      );
      for (const item of a.items) {
        lines.push(
          markdown
            ? `    - ${item.replace(/&/g, "&amp;").replace(/</g, "&lt;")}`
            : `      · ${item}`,
        );
      }
    }
  }
  return lines.join("\n");
}
