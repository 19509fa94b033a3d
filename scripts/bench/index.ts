import os from "node:os";
import path from "node:path";
import { machine } from "./machine";
import { CLEAN_UPS, PARTS, RUNNERS, SHARED_APP_PARTS, type Part, type PartOutcome } from "./parts";
import { DOC, writeDoc } from "./report-doc";
import { ROOT, buildGuard, startBenchApp, type RunningApp } from "./server";

/**
 * `npm run bench` (tsx scripts/bench/index.ts [--only lighthouse|budgets|shop|bills|customers|import-export|load|mail|profile|scale|jobs]): builds
 * the app if needed, starts the production server, runs Lighthouse on the main public pages and
 * measures the home page's JavaScript and CSS, then loads LimraKart's storefront and checkout on
 * SQLite and PostgreSQL (scripts/bench/shop.ts, its own servers) and the billing lists over
 * 100,000 bills (scripts/bench/bills.ts, likewise) and the customers list and a customer's page
 * with 20,000 customers over 100,000 bills (scripts/bench/customers.ts, likewise) and the CSV export and import of 100,000 rows
 * (scripts/bench/import-export.ts, likewise) and the pages the page cache cannot hold under
 * 50 concurrent connections beside a bare Node server (scripts/bench/load.ts) and the time from a contact-form post to
 * its e-mail accepted by a local SMTP server (scripts/bench/mail.ts), prints the results, records
 * them in docs/performance.md, and exits 1 when a page misses a threshold or a budget, a shop
 * check fails, a billing list's queries miss their target or the mail misses its p95 or a check.
 *
 * This file is the command line: its arguments, the parts to run (scripts/bench/parts.ts) in
 * order, the clean-up when interrupted, and docs/performance.md written at the end
 * (scripts/bench/report-doc.ts).
 */

function usage(message: string, code = 2): never {
  (code ? console.error : console.log)(
    `${message}\nusage: npm run bench [-- --only lighthouse|budgets|shop|bills|customers|import-export|load|mail|profile|scale|jobs]`,
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
  if (only === undefined) return [...PARTS];
  if (!PARTS.includes(only as Part))
    usage(
      `--only must be lighthouse, budgets, shop, bills, customers, import-export, load, mail, profile, scale or jobs, not "${only}"`,
    );
  return [only as Part];
}

/** The shared app's handle: started for Lighthouse and the budgets, stopped before any other part. */
function appHolder() {
  let app: RunningApp | undefined;
  return {
    start: async () => {
      app = await startBenchApp();
      return app;
    },
    stop: async () => {
      const running = app;
      app = undefined;
      await running?.stop();
    },
  };
}

/**
 * `on`, not `once`: under tsx the same Ctrl-C can arrive twice (from the terminal and relayed by
 * tsx's parent process), and a second one without a listener would end the process before the
 * clean-up (servers, data directories, the shop's PostgreSQL database) is done.
 */
function cleanUpWhenInterrupted(stopApp: () => Promise<void>) {
  let interrupted = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      void Promise.allSettled([stopApp(), ...CLEAN_UPS.map((cleanUp) => cleanUp())]).finally(() =>
        process.exit(130),
      );
    });
  }
}

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
  const app = appHolder();
  cleanUpWhenInterrupted(app.stop);

  const failures: string[] = [];
  const sections: { name: Part; body: string }[] = [];
  try {
    // Lighthouse and the budgets share one server; every other part starts its own.
    const context = { m, when, command, reportDir, baseUrl: "", checkBuild: () => {} };
    if (parts.some((part) => SHARED_APP_PARTS.includes(part))) {
      context.baseUrl = (await app.start()).baseUrl;
      context.checkBuild = buildGuard();
      console.log(`bench: the app is running at ${context.baseUrl}`);
    }
    for (const part of PARTS.filter((p) => parts.includes(p))) {
      // One server at a time (the e2e harness allows no more): the shared one goes first.
      if (!SHARED_APP_PARTS.includes(part)) await app.stop();
      const outcome: PartOutcome = await RUNNERS[part](context);
      failures.push(...outcome.failures);
      sections.push({ name: part, body: outcome.body });
    }
  } finally {
    await app.stop();
    if (sections.length) {
      await writeDoc(sections);
      console.log(`bench: wrote ${path.relative(ROOT, DOC)}`);
    }
  }

  if (failures.length) {
    console.error(`\nbench: FAILED\n${failures.map((f) => `  - ${f}`).join("\n")}`);
    process.exit(1);
  }
  console.log("\nbench: every threshold, budget and check is met");
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause) console.error("caused by:", cause);
  process.exit(1);
});
