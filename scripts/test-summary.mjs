// The closing line of `npm test` (scripts/run-tests.sh): one "tests: N passed, N failed, N skipped"
// over every stage. The runner leaves in the directory given, per stage, NAME.rc (its exit code)
// and, for a Vitest stage, NAME.json (Vitest's JSON report). A stage that failed without a failed
// test to show for it — lint, the build, a Vitest run that crashed before or outside its tests —
// counts as one failed test and is named, so a failure never ends the run with a clean count.
// Exits 1 when anything failed.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export function summarise(dir) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const failedStages = [];
  const stages = readdirSync(dir)
    .filter((f) => f.endsWith(".rc"))
    .map((f) => f.slice(0, -3))
    .sort();
  for (const name of stages) {
    const rc = readFileSync(path.join(dir, `${name}.rc`), "utf8").trim();
    const reportFile = path.join(dir, `${name}.json`);
    let failedTests = 0;
    if (existsSync(reportFile)) {
      try {
        const r = JSON.parse(readFileSync(reportFile, "utf8"));
        totals.passed += r.numPassedTests ?? 0;
        failedTests = r.numFailedTests ?? 0;
        totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
      } catch {
        // An unreadable report: the stage is counted as failed below.
      }
    }
    totals.failed += failedTests;
    if (rc !== "0" && failedTests === 0) {
      totals.failed += 1;
      failedStages.push(rc === "skipped" ? `${name} (not run)` : `${name} (exit ${rc})`);
    }
  }
  return { ...totals, failedStages };
}

export function summaryLines({ passed, failed, skipped, failedStages }) {
  const lines = [];
  if (failedStages.length) lines.push(`failed stages: ${failedStages.join(", ")}`);
  lines.push(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = summarise(process.argv[2]);
  for (const line of summaryLines(result)) console.log(line);
  process.exit(result.failed ? 1 : 0);
}
