import { thousands } from "./common";
import {
  ROWS,
  TARGETS,
  importExportLoadAverages,
  importExportReading,
  importExportSeeding,
  importExportTable,
  importExportVersions,
  type ImportExportResult,
} from "./import-export";
import { cpuLine, type Machine } from "./machine";

/**
 * The billing CSV part's section of docs/performance.md (scripts/bench/import-export.ts
 * measures).
 */

export function importExportSection(
  result: ImportExportResult,
  m: Machine,
  when: string,
  command: string,
) {
  return `## Billing CSV import and export

Measured ${when} with \`${command}\` on:

${cpuLine(m)}
- Node ${m.node}; ${importExportVersions(result)}; both on this machine
- 1-minute load average when the measurements began: ${importExportLoadAverages(result)}

The production app (\`node server.js\`, a fresh data directory), on SQLite and then on a fresh
PostgreSQL database (when one can be reached), each time with ${thousands(ROWS)} bills (the
billing lists' generated bills) and ${thousands(ROWS)} godown items written straight into its
tables (${importExportSeeding(result)}). Over HTTP, with a staff member's session cookie, as the
page does it: the bills and the inventory exports, each read to its last byte and saved; then the
bills table and the godown emptied and both files imported again (multipart upload, the NDJSON
answer read to its outcome line, which must report ${thousands(ROWS)} rows). Each operation
runs on a freshly started server process (same database), so that its memory is its own. Wall
time is from sending the request to the last byte of the answer, measured by the client (Node's
\`fetch\`, compressed answers accepted) on the same machine. Server memory is the
\`node server.js\` process's resident set: idle, just before the operation, and its peak during
it (the kernel's high-water mark, VmHWM, reset just before the operation); for the imports, the
log also gives the peak by phase (upload, parse, validate, write). Server CPU is the CPU time
(user + system) the server process spent on the operation, steadier than wall time on a shared
machine (PostgreSQL's own work is not in it). The server runs at the
default log level (one access-log line a request, as in production). Host is the machine right
after each operation (scripts/bench/common.ts \`hostState\`: a fixed piece of JavaScript work
timed, higher is faster, and the 1-minute load over the cores), so a slow host is told apart from
a slow change.

Targets (the issue): import under ${TARGETS.importSeconds} s, export under
${TARGETS.exportSeconds} s, server memory under ${TARGETS.rssMB} MB; a miss (in bold) fails
the benchmark.

${importExportTable(result)}

${importExportReading(result, m.nproc)}
`;
}
