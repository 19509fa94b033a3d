import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * scripts/run-tests.sh (npm test) with stand-ins for npm and npx on the PATH: whatever fails,
 * the last line is the one summary, a failed stage is named and counted, and the exit code says
 * it. The stand-ins fail the stages named in FAIL and write the Vitest report given in REPORT.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const bin = mkdtempSync(path.join(tmpdir(), "limra-fake-bin-"));
afterAll(() => rmSync(bin, { recursive: true, force: true }));

function fake(name: string, body: string) {
  const file = path.join(bin, name);
  writeFileSync(file, `#!/usr/bin/env bash\n${body}\n`);
  chmodSync(file, 0o755);
}
// npm run --silent <script>: fails when the script is listed in FAIL.
fake("npm", 'script="${3:-$1}"; [[ ",$FAIL," == *",$script,"* ]] && exit 1; exit 0');
// npx vitest run --project <p> ... --outputFile.json=<file>: writes REPORT (if any) there.
fake(
  "npx",
  `project="$4"; out=""
for a in "$@"; do case "$a" in --outputFile.json=*) out="\${a#--outputFile.json=}";; esac; done
[ -n "$REPORT" ] && [ "$REPORT" != none ] && printf '%s' "$REPORT" > "$out"
[[ ",$FAIL," == *",$project,"* ]] && exit 1; exit 0`,
);

const report = (passed: number, failed: number, skipped: number) =>
  JSON.stringify({
    numPassedTests: passed,
    numFailedTests: failed,
    numPendingTests: skipped,
    numTodoTests: 0,
  });

function runTests(env: { TEST_STAGES: string; FAIL?: string; REPORT?: string }) {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${bin}:${process.env.PATH}`,
    FAIL: "",
    REPORT: "none",
    ...env,
  };
  delete childEnv.TEST_DATABASE_URL;
  delete childEnv.CI;
  const r = spawnSync("bash", ["scripts/run-tests.sh"], {
    cwd: ROOT,
    env: childEnv,
    encoding: "utf8",
  });
  const lines = r.stdout.trim().split("\n");
  return { status: r.status, last: lines.at(-1), before: lines.at(-2), stdout: r.stdout };
}

describe("scripts/run-tests.sh", () => {
  it("goes on after a failed lint, and ends with the summary counting it", () => {
    const r = runTests({
      TEST_STAGES: "lint,typecheck,unit",
      FAIL: "lint",
      REPORT: report(3, 0, 2),
    });
    expect(r.stdout).toContain("==> typecheck");
    expect(r.stdout).toContain("==> unit");
    expect(r.before).toBe("failed stages: lint (exit 1)");
    expect(r.last).toBe("tests: 3 passed, 1 failed, 2 skipped");
    expect(r.status).toBe(1);
  });

  it("counts a failed dead-code gate (knip) as a failed stage", () => {
    const r = runTests({
      TEST_STAGES: "lint,deadcode,unit",
      FAIL: "deadcode",
      REPORT: report(2, 0, 0),
    });
    expect(r.status).toBe(1);
    expect(r.before).toBe("failed stages: deadcode (exit 1)");
    expect(r.last).toBe("tests: 2 passed, 1 failed, 0 skipped");
  });

  it("counts failed tests once, not again as a failed stage", () => {
    const r = runTests({ TEST_STAGES: "unit", FAIL: "unit", REPORT: report(4, 2, 0) });
    expect(r.before).not.toMatch(/failed stages/);
    expect(r.last).toBe("tests: 4 passed, 2 failed, 0 skipped");
    expect(r.status).toBe(1);
  });

  it("counts a Vitest run that crashed without a report", () => {
    const r = runTests({ TEST_STAGES: "unit", FAIL: "unit", REPORT: "none" });
    expect(r.before).toBe("failed stages: unit (exit 1)");
    expect(r.last).toBe("tests: 0 passed, 1 failed, 0 skipped");
    expect(r.status).toBe(1);
  });

  it("does not run the browser tests after a failed build, and says so", () => {
    const r = runTests({ TEST_STAGES: "build,e2e", FAIL: "build", REPORT: report(9, 0, 0) });
    expect(r.stdout).not.toContain("==> e2e");
    expect(r.before).toBe("failed stages: build (exit 1), e2e (not run)");
    expect(r.last).toBe("tests: 0 passed, 2 failed, 0 skipped");
    expect(r.status).toBe(1);
  });

  it("exits 0 with the plain summary when everything passed", () => {
    const r = runTests({ TEST_STAGES: "lint,unit", REPORT: report(5, 0, 1) });
    expect(r.before).not.toMatch(/failed stages/);
    expect(r.last).toBe("tests: 5 passed, 0 failed, 1 skipped");
    expect(r.status).toBe(0);
  });
});
