// The dependency audit of `npm test`: `npm audit --omit=dev` must report no high or critical
// vulnerability in what the server runs. When the registry's audit service cannot be reached (an
// offline mirror answers 405), the audit is reported as not run, and the run goes on; CI on a
// machine with the public registry fails on any high or critical finding.
import { execFileSync } from "node:child_process";

let out;
try {
  out = execFileSync("npm", ["audit", "--omit=dev", "--json"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
} catch (error) {
  // npm audit exits 1 when it finds vulnerabilities; its report is still on stdout.
  out = error.stdout ?? "";
}
let report;
try {
  report = JSON.parse(out);
} catch {
  console.log("npm audit: no report (the audit service did not answer); audit not run.");
  process.exit(0);
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const reason = report?.statusCode
    ? `HTTP ${report.statusCode}`
    : (report?.error?.code ?? "no data");
  console.log(`npm audit: the registry's audit service is unavailable (${reason}); audit not run.`);
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ` +
    `${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
if (serious > 0) {
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
    if (v.severity === "high" || v.severity === "critical") console.log(`  ${v.severity}: ${name}`);
  }
  process.exit(1);
}
