import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BUDGETS, budgetTable, formatKB, measureBudgets, type BudgetResult } from "./budgets";
import {
  CATEGORIES,
  CATEGORY_LABELS,
  LIGHTHOUSE_PAGES,
  RUNS,
  THRESHOLDS,
  failingAuditsReport,
  lighthouseTable,
  runLighthouse,
  type LighthousePageResult,
} from "./lighthouse";
import { CHROMIUM_PATH, ROOT, buildGuard, startBenchApp, type RunningApp } from "./server";

/**
 * `npm run bench` (tsx scripts/bench/index.ts [--only lighthouse|budgets]): builds the app if
 * needed, starts the production server, runs Lighthouse on the main public pages and measures
 * the home page's JavaScript and CSS, prints the results, records them in docs/performance.md,
 * and exits 1 when a page misses a threshold or a budget.
 */

type Part = "lighthouse" | "budgets";
const PARTS: Part[] = ["lighthouse", "budgets"];
const DOC = path.join(ROOT, "docs/performance.md");

function usage(message: string, code = 2): never {
  (code ? console.error : console.log)(
    `${message}\nusage: npm run bench [-- --only lighthouse|budgets]`,
  );
  process.exit(code);
}

function parseArgs(argv: string[]): Part[] {
  let only: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--only") only = argv[++i] ?? usage("--only needs a value");
    else if (arg.startsWith("--only=")) only = arg.slice("--only=".length);
    else if (arg === "--help" || arg === "-h")
      usage("Runs the performance benchmarks (see docs/performance.md).", 0);
    else usage(`unknown argument: ${arg}`);
  }
  if (only === undefined) return PARTS;
  if (!PARTS.includes(only as Part)) usage(`--only must be lighthouse or budgets, not "${only}"`);
  return [only as Part];
}

// ---------------------------------------------------------------------------------------------
// The machine, for the record.

function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "unknown";
  }
}

function machine() {
  const cpuinfo = existsSync("/proc/cpuinfo") ? readFileSync("/proc/cpuinfo", "utf8") : "";
  const cpuModel =
    /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? "unknown";
  const lighthouseVersion = (
    JSON.parse(readFileSync(path.join(ROOT, "node_modules/lighthouse/package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  return {
    nproc: run("nproc", []),
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    cpu: cpuModel,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    chromium: run(CHROMIUM_PATH, ["--version"]),
    lighthouse: lighthouseVersion,
  };
}

type Machine = ReturnType<typeof machine>;

function machineLines(m: Machine): string {
  return [
    `- CPU: ${m.cpu}, \`nproc\` ${m.nproc}; memory ${m.memory}; ${m.os}`,
    `- Node ${m.node}; ${m.chromium} (headless); Lighthouse ${m.lighthouse}`,
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------
// docs/performance.md

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
received (and any CSS inlined in the page) at level 9. The sections between \`<!-- bench:… -->\`
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

function lighthouseSection(
  results: LighthousePageResult[],
  m: Machine,
  when: string,
  command: string,
) {
  const failed = results.some((r) => r.failures.length);
  const thresholds =
    CATEGORIES.map((c) => `${CATEGORY_LABELS[c]} ≥ ${THRESHOLDS[c]}`).join(", ") +
    `, CLS < ${THRESHOLDS.maxCls}`;
  return `## Lighthouse

Measured ${when} with \`${command}\` on:

${machineLines(m)}

Mobile form factor, default simulated throttling, categories Performance, Accessibility, Best
Practices and SEO; ${RUNS} runs per page (each in a fresh Chromium), the run with the median
Performance score reported (all runs' Performance scores in brackets). LCP, TBT and CLS are those
of that run.

Thresholds (every page): ${thresholds}.

${lighthouseTable(results)}

${failed ? `### Failing audits\n\n${failingAuditsReport(results, true)}` : "Every page meets every threshold."}
`;
}

function budgetsSection(result: BudgetResult, m: Machine, when: string, command: string) {
  return `## JavaScript and CSS budgets

Measured ${when} with \`${command}\` on:

${machineLines(m)}

The home page (\`${result.page}\`) loaded in headless Chromium (playwright-core, 412×823 mobile
viewport, empty cache) until the network was idle: every script and stylesheet response, and
the CSS inlined in \`<style>\` elements, each gzipped at level 9 (1 KB = 1024 bytes). "Sent by the
server" is the body as transferred (the server compresses with \`compression()\`), for
information.

Budgets (gzip, level 9): JavaScript ≤ ${formatKB(BUDGETS.js)}, CSS ≤ ${formatKB(BUDGETS.css)}.

${budgetTable(result)}

${result.failures.length ? `**Over budget:** ${result.failures.join("; ")}.` : "Both budgets are met."}
`;
}

const PLACEHOLDERS: Record<Part, string> = {
  lighthouse: "## Lighthouse\n\nNot measured yet: run `npm run bench`.",
  budgets: "## JavaScript and CSS budgets\n\nNot measured yet: run `npm run bench`.",
};

/**
 * Replaces this run's sections of docs/performance.md (creating the file, with the intro and both
 * sections, when it is missing) and formats it with the project's Prettier settings, so that
 * `prettier --check .` stays clean.
 */
async function writeDoc(sections: { name: Part; body: string }[]) {
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

// ---------------------------------------------------------------------------------------------

async function main() {
  const parts = parseArgs(process.argv.slice(2));
  const command = parts.length === 1 ? `npm run bench -- --only ${parts[0]}` : "npm run bench";
  const startedAt = new Date();
  const when = `${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const m = machine();
  const reportDir = path.join(
    os.tmpdir(),
    `limra-bench-${startedAt.toISOString().replace(/[:.]/g, "-")}`,
  );

  let app: RunningApp | undefined;
  const stopApp = async () => {
    const running = app;
    app = undefined;
    await running?.stop();
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void stopApp().finally(() => process.exit(130));
    });
  }

  const failures: string[] = [];
  const sections: { name: Part; body: string }[] = [];
  try {
    app = await startBenchApp();
    const checkBuild = buildGuard();
    console.log(`bench: the app is running at ${app.baseUrl}`);

    if (parts.includes("lighthouse")) {
      console.log(
        `\nLighthouse: ${LIGHTHOUSE_PAGES.join(", ")} × ${RUNS} runs (mobile, simulated throttling)`,
      );
      const results = await runLighthouse(app.baseUrl, { reportDir, check: checkBuild });
      console.log(`\n${lighthouseTable(results)}\n`);
      console.log(`Median-run reports (JSON, HTML): ${reportDir}`);
      const failing = results.filter((r) => r.failures.length);
      if (failing.length) {
        console.log(`\nFailing audits:\n${failingAuditsReport(results)}\n`);
        for (const r of failing) failures.push(`Lighthouse ${r.path}: ${r.failures.join("; ")}`);
      }
      sections.push({ name: "lighthouse", body: lighthouseSection(results, m, when, command) });
    }

    if (parts.includes("budgets")) {
      console.log(`\nBudgets: JavaScript and CSS of the home page`);
      const result = await measureBudgets(app.baseUrl);
      checkBuild();
      console.log(`\n${budgetTable(result)}\n`);
      for (const f of result.failures) failures.push(`Budget: ${f}`);
      sections.push({ name: "budgets", body: budgetsSection(result, m, when, command) });
    }
  } finally {
    await stopApp();
    if (sections.length) {
      await writeDoc(sections);
      console.log(`bench: wrote ${path.relative(ROOT, DOC)}`);
    }
  }

  if (failures.length) {
    console.error(`\nbench: FAILED\n${failures.map((f) => `  - ${f}`).join("\n")}`);
    process.exit(1);
  }
  console.log("\nbench: every threshold and budget is met");
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
