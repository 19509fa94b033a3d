import { gzipSync } from "node:zlib";
import { chromium, type Response } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./server";

/**
 * JavaScript and CSS budgets for the home page, measured in a real browser: load / in headless
 * Chromium (playwright-core) with an empty cache, record every script and stylesheet response
 * until the network is idle, and gzip each body at level 9 (what a gzip server sends at most).
 * CSS inlined in the document (<style> elements) counts towards the CSS budget too.
 * The size the app's server actually sent (compression(): gzip or brotli, by Accept-Encoding) is
 * reported next to it for information.
 */

/** 1 KB = 1024 bytes. */
export const KB = 1024;

export const BUDGETS = {
  /**
   * Every JavaScript file the home page loads, gzip level 9, summed: the home group's budget of
   * tests/e2e/js-budgets.test.ts. Issue 22's target is 115 KB; served without hydration
   * (decision 055), the page loads one plain script.
   */
  js: 2 * KB,
  /** Every stylesheet the home page loads, gzip level 9, summed. */
  css: 25 * KB,
};

export const BUDGET_PAGE = "/";

export type AssetKind = "js" | "css";

export type AssetSize = {
  kind: AssetKind;
  /** Path (same origin) or full URL (other origins). */
  url: string;
  status: number;
  raw: number;
  gzip9: number;
  /** Body bytes as sent over the network (after the server's compression), -1 if unknown. */
  sent: number;
  encoding: string;
};

export type BudgetResult = {
  page: string;
  assets: AssetSize[];
  totals: Record<
    AssetKind,
    { raw: number; gzip9: number; sent: number; inline: boolean; count: number }
  >;
  /** Inline <script> code in the HTML document itself (not counted against the budget). */
  inlineScripts: { count: number; raw: number; gzip9: number };
  document: { raw: number; gzip9: number };
  failures: string[];
};

function shownUrl(raw: string, baseUrl: string): string {
  const url = new URL(raw);
  return url.origin === new URL(baseUrl).origin ? url.pathname + url.search : url.href;
}

function blank(kind: AssetKind, response: Response, baseUrl: string): AssetSize {
  return {
    kind,
    url: shownUrl(response.url(), baseUrl),
    status: response.status(),
    raw: 0,
    gzip9: 0,
    sent: 0,
    encoding: "identity",
  };
}

const gzip9 = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

function kindOf(response: Response): AssetKind | null {
  const type = (response.headers()["content-type"] ?? "").toLowerCase();
  const resourceType = response.request().resourceType();
  const pathname = new URL(response.url()).pathname;
  if (/javascript|ecmascript/.test(type) || resourceType === "script" || /\.m?js$/.test(pathname)) {
    return "js";
  }
  if (type.includes("text/css") || resourceType === "stylesheet" || pathname.endsWith(".css")) {
    return "css";
  }
  return null;
}

/** The contents of the <style> elements of an HTML document. */
function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)]
    .map((m) => m[1] ?? "")
    .filter((css) => css.trim());
}

/** The code of the inline scripts of an HTML document (JSON-LD and other data blocks excluded). */
function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !["module", "text/javascript", "application/javascript"].includes(type)) continue;
    if (match[2]?.trim()) scripts.push(match[2]);
  }
  return scripts;
}

/** A script's or stylesheet's sizes as received (null for a redirect). */
async function assetOf(
  response: Response,
  kind: AssetKind,
  baseUrl: string,
): Promise<AssetSize | null> {
  if (response.status() >= 300 && response.status() < 400) return null;
  if (response.status() >= 400) {
    return blank(kind, response, baseUrl);
  }
  const body = await response.body();
  await response.finished();
  const sizes = await response.request().sizes();
  return {
    kind,
    url: shownUrl(response.url(), baseUrl),
    status: response.status(),
    raw: body.length,
    gzip9: gzip9(body),
    sent: sizes.responseBodySize ?? -1,
    encoding: response.headers()["content-encoding"] ?? "identity",
  };
}

/**
 * The page's assets, each URL once, with the CSS inlined in the document (<style>), which is CSS
 * sent for the page as well; scripts first, then the largest first.
 */
function pageAssets(
  received: (AssetSize | null)[],
  html: string,
  document: { pagePath: string; status: number },
): AssetSize[] {
  const seen = new Set<string>();
  const assets: AssetSize[] = [];
  for (const asset of received) {
    if (!asset || seen.has(asset.url)) continue;
    seen.add(asset.url);
    assets.push(asset);
  }
  const styles = inlineStyles(html);
  if (styles.length) {
    const css = styles.join("\n");
    assets.push({
      kind: "css",
      url: `inline <style> in ${document.pagePath} (${styles.length} element${styles.length === 1 ? "" : "s"})`,
      status: document.status,
      raw: Buffer.byteLength(css),
      gzip9: gzip9(css),
      sent: -1,
      encoding: "inside the HTML",
    });
  }
  assets.sort((a, b) => b.kind.localeCompare(a.kind) || b.gzip9 - a.gzip9);
  return assets;
}

function totalOf(assets: AssetSize[], kind: AssetKind) {
  const list = assets.filter((a) => a.kind === kind);
  return {
    count: list.length,
    raw: list.reduce((n, a) => n + a.raw, 0),
    gzip9: list.reduce((n, a) => n + a.gzip9, 0),
    /** Sent as files (inline CSS travels inside the HTML document). */
    sent: list.reduce((n, a) => n + Math.max(a.sent, 0), 0),
    inline: list.some((a) => a.sent < 0),
  };
}

/** A budget exceeded, or a measurement that cannot be right (an asset missing or refused). */
function budgetFailures(
  assets: AssetSize[],
  totals: Record<AssetKind, ReturnType<typeof totalOf>>,
): string[] {
  const failures: string[] = [];
  for (const kind of ["js", "css"] as const) {
    if (totals[kind].gzip9 > BUDGETS[kind]) {
      failures.push(
        `${kind.toUpperCase()} ${formatKB(totals[kind].gzip9)} gzip > budget ${formatKB(BUDGETS[kind])}`,
      );
    }
  }
  for (const a of assets.filter((x) => x.status >= 400)) {
    failures.push(`${a.url} answered ${a.status}: the measurement is broken (a stale build?)`);
  }
  if (totals.js.count === 0)
    failures.push("no JavaScript file was loaded: the measurement is broken");
  if (totals.css.count === 0) failures.push("no stylesheet was loaded: the measurement is broken");
  return failures;
}

export async function measureBudgets(
  baseUrl: string,
  pagePath = BUDGET_PAGE,
): Promise<BudgetResult> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    // The viewport and device of Lighthouse's mobile run (viewport-dependent prefetching alike).
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    // Bounded waits: a page that never settles (e.g. reloading itself after a failed module
    // import) must fail the measurement, not hang it.
    context.setDefaultTimeout(30_000);
    context.setDefaultNavigationTimeout(60_000);
    const page = await context.newPage();
    const pending: Promise<AssetSize | null>[] = [];
    page.on("response", (response) => {
      const kind = kindOf(response);
      if (!kind || response.url().startsWith("data:")) return;
      pending.push(assetOf(response, kind, baseUrl));
    });

    const url = new URL(pagePath, baseUrl).href;
    const documentResponse = await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
    if (!documentResponse) throw new Error(`no response for ${url}`);
    if (!documentResponse.ok()) throw new Error(`${url} answered ${documentResponse.status()}`);
    // Anything hydration or idle-time prefetching starts a little later counts as well.
    await page.waitForTimeout(1_000);
    await page.waitForLoadState("networkidle");
    const html = await documentResponse.text();

    const assets = pageAssets(await Promise.all(pending), html, {
      pagePath,
      status: documentResponse.status(),
    });
    await context.close();

    const totals = { js: totalOf(assets, "js"), css: totalOf(assets, "css") };
    const inline = inlineScripts(html);
    const failures = budgetFailures(assets, totals);

    return {
      page: pagePath,
      assets,
      totals,
      inlineScripts: {
        count: inline.length,
        raw: Buffer.byteLength(inline.join("")),
        gzip9: gzip9(inline.join("\n")),
      },
      document: { raw: Buffer.byteLength(html), gzip9: gzip9(html) },
      failures,
    };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Presentation.

export function formatKB(bytes: number): string {
  return bytes < 0 ? "n/a" : `${(bytes / KB).toFixed(1)} KB`;
}

function sentTotal(t: { sent: number; inline: boolean; count: number }): string {
  if (t.inline && t.sent === 0) return "inside the HTML";
  return `**${formatKB(t.sent)}**${t.inline ? " + inside the HTML" : ""}`;
}

/** Per-file sizes and totals as a Markdown table (also readable in a terminal). */
export function budgetTable(result: BudgetResult): string {
  const rows = [
    "| Type | File | Raw | Gzip (level 9) | Sent by the server |",
    "| --- | --- | --: | --: | --: |",
  ];
  for (const a of result.assets) {
    rows.push(
      `| ${a.kind.toUpperCase()} | \`${a.url}\` | ${formatKB(a.raw)} | ${formatKB(a.gzip9)} | ` +
        `${a.sent < 0 ? a.encoding : `${formatKB(a.sent)} (${a.encoding})`} |`,
    );
  }
  for (const kind of ["js", "css"] as const) {
    const t = result.totals[kind];
    const over = t.gzip9 > BUDGETS[kind];
    rows.push(
      `| **${kind.toUpperCase()} total** | ${t.count} item${t.count === 1 ? "" : "s"}; budget ${formatKB(BUDGETS[kind])} gzip: ` +
        `**${over ? "OVER" : "within"}** (${((t.gzip9 / BUDGETS[kind]) * 100).toFixed(0)} %) | ` +
        `**${formatKB(t.raw)}** | **${formatKB(t.gzip9)}** | ${sentTotal(t)} |`,
    );
  }
  const inline = result.inlineScripts;
  rows.push(
    `| Info | ${inline.count} inline \`<script>\` in the HTML (router data and bootstrap; not counted) | ` +
      `${formatKB(inline.raw)} | ${formatKB(inline.gzip9)} | – |`,
  );
  rows.push(
    `| Info | the HTML document \`${result.page}\` (includes inline scripts and styles; not counted) | ` +
      `${formatKB(result.document.raw)} | ${formatKB(result.document.gzip9)} | – |`,
  );
  return rows.join("\n");
}
