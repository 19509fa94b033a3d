// The dependency audit of `npm test`: `npm audit --omit=dev` must report no high or critical
// vulnerability in what the server runs. When the registry's audit service cannot be reached (an
// offline mirror answers 405, the network is down), the audit is reported as not run, with npm's
// reason in one line, and the run goes on; CI on a machine with the public registry fails on any
// high or critical finding.
import { spawnSync } from "node:child_process";

/** npm's own words for a failed audit request: the HTTP status line, or the error code. */
function refusalReason(report, stderr) {
  if (report?.statusCode) {
    // e.g. "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/…"
    const message = String(report.message ?? report.statusCode);
    return message.startsWith(String(report.statusCode))
      ? `HTTP ${message}`
      : `HTTP ${report.statusCode}: ${message}`;
  }
  const error = report?.error;
  if (error?.code || error?.summary) {
    return [error.code, error.summary].filter(Boolean).join(": ");
  }
  if (report?.message) return report.message;
  // No JSON at all: the first error npm printed (its config warnings are not the reason).
  const line = stderr
    .split("\n")
    .map((l) => l.trim())
    .find((l) => /^npm (error|ERR!)/.test(l) && !/complete log of this run/.test(l));
  return line ? line.replace(/^npm (error|ERR!)\s*/, "") : "npm gave no reason";
}

/**
 * The lines to print and the exit code for what `npm audit --omit=dev --json` answered
 * (exit 1 only for a high or critical vulnerability).
 */
export function auditVerdict(stdout, stderr = "") {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    report = undefined;
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    return {
      lines: [`npm audit: not run, the registry refused it (${refusalReason(report, stderr)}).`],
      code: 0,
    };
  }
  const lines = [
    `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
      `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
  ];
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
    if (v.severity === "high" || v.severity === "critical") lines.push(`  ${v.severity}: ${name}`);
  }
  return { lines, code: serious > 0 ? 1 : 0 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // npm audit exits 1 when it finds vulnerabilities or fails; its report is on stdout either way.
  const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
  const { lines, code } = auditVerdict(run.stdout ?? "", run.stderr ?? String(run.error ?? ""));
  for (const line of lines) console.log(line);
  process.exit(code);
}
