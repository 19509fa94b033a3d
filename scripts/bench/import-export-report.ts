import { hostText, thousands } from "./common";
import { ROWS, TARGETS, type ImportExportResult } from "./import-export";
import { cpuLine, type Machine } from "./machine";

/**
 * The billing CSV part's report (scripts/bench/import-export.ts measures): its section of
 * docs/performance.md, the table of every operation on both databases and a reading of it.
 */

export function importExportTable(result: ImportExportResult): string {
  const rows = [
    "| Database | Operation | Request | Rows | File | Wall time | Target | Server CPU | Server RSS before | Server peak RSS | Host |",
    "| --- | --- | --- | --: | --: | --: | --: | --: | --: | --: | --- |",
  ];
  for (const e of result.engines) {
    for (const op of e.operations) {
      const slow = !e.variant && op.seconds >= op.target;
      const big = !e.variant && op.peakRssMB >= TARGETS.rssMB;
      const who = e.variant ? `${e.engine}, \`node ${e.variant}\` (for information)` : e.engine;
      const time = `${op.seconds.toFixed(2)} s`;
      const peak = `${op.peakRssMB.toFixed(0)} MB`;
      rows.push(
        `| ${who} | ${op.label} | \`${op.request}\` | ${op.rows.toLocaleString("en-US")} | ` +
          `${(op.bytes / 1024 / 1024).toFixed(1)} MB | ${slow ? `**${time}**` : time} | < ${op.target} s | ` +
          `${op.serverCpuSeconds === undefined ? "—" : `${op.serverCpuSeconds.toFixed(1)} s`} | ` +
          `${op.rssBeforeMB.toFixed(0)} MB | ${big ? `**${peak}**` : peak} | ` +
          `${op.host ? hostText(op.host) : "—"} |`,
      );
    }
  }
  return rows.join("\n");
}

export function importExportVersions(result: ImportExportResult): string {
  return [...new Set(result.engines.map((e) => e.version))].join("; ");
}

export function importExportReading(result: ImportExportResult, cores: string): string {
  const all = result.engines
    .filter((e) => !e.variant)
    .flatMap((e) => e.operations.map((op) => ({ ...op, engine: e.engine })));
  const capped = result.engines.find((e) => e.variant);
  if (!all.length) return "";
  const slowest = (prefix: string) =>
    all.filter((o) => o.label.startsWith(prefix)).sort((a, b) => b.seconds - a.seconds)[0];
  const imp = slowest("Import");
  const exp = slowest("Export");
  const peak = [...all].sort((a, b) => b.peakRssMB - a.peakRssMB)[0]!;
  const sentences = [
    result.missed.length
      ? `**Targets missed:** ${result.missed.join("; ")}.`
      : `Every operation met its target (import < ${TARGETS.importSeconds} s, export < ` +
        `${TARGETS.exportSeconds} s, server RSS < ${TARGETS.rssMB} MB).`,
  ];
  if (imp) {
    sentences.push(
      `The slowest import was “${imp.label}” on ${imp.engine}: ${imp.seconds.toFixed(1)} s for ` +
        `${imp.rows.toLocaleString("en-US")} rows, which is the upload, a first pass over the ` +
        `file that checks every row (and, for bills, every number against the database), and a ` +
        `second pass that writes the rows the first one spooled, in one transaction, ` +
        `100 rows an insert; the page saw ` +
        `${imp.progressLines ?? 0} progress lines on the way.`,
    );
  }
  if (exp) {
    sentences.push(
      `The slowest export was “${exp.label}” on ${exp.engine}: ${exp.seconds.toFixed(1)} s for ` +
        `${(exp.bytes / 1024 / 1024).toFixed(1)} MB, read 250 rows a query and streamed (and ` +
        `compressed) as it was written.`,
    );
  }
  const idle = Math.min(...all.map((o) => o.rssBeforeMB));
  const added = Math.max(...all.map((o) => o.peakRssMB - o.rssBeforeMB));
  sentences.push(
    `The server's peak resident memory was at most ${peak.peakRssMB.toFixed(0)} MB ` +
      `(“${peak.label}” on ${peak.engine}), of which about ${idle.toFixed(0)} MB is the idle ` +
      `server itself (code, the page renderer, its caches) before any operation: an operation ` +
      `added at most ${added.toFixed(0)} MB.`,
  );
  if (capped) {
    const cappedPeak = Math.max(...capped.operations.map((o) => o.peakRssMB));
    const cappedIdle = Math.min(...capped.operations.map((o) => o.rssBeforeMB));
    const cappedSlowest = Math.max(...capped.operations.map((o) => o.seconds));
    sentences.push(
      `Most of what the operations add is V8's young generation, which V8 lets grow to 64 MB a ` +
        `semi-space on this machine under a steady stream of short-lived objects (parsing ` +
        `100,000 rows is one): on a server started with \`node ${capped.variant}\` (the last ` +
        `rows of the table, for information) the same operations peaked at ` +
        `${cappedPeak.toFixed(0)} MB (idle ${cappedIdle.toFixed(0)} MB), none slower than ` +
        `${cappedSlowest.toFixed(1)} s.`,
    );
  }
  if (result.skipped) sentences.push(`${result.skipped}: PostgreSQL was not measured.`);
  const busiest = Math.max(...result.engines.map((e) => e.loadAverage));
  if (busiest > Number(cores) / 2) {
    sentences.push(
      `Other work was running on the machine (load average up to ${busiest.toFixed(1)} on ` +
        `${cores} cores), so these figures are pessimistic.`,
    );
  }
  return sentences.join(" ");
}

export function importExportLoadAverages(result: ImportExportResult): string {
  return result.engines.map((e) => `${e.label} ${e.loadAverage.toFixed(1)}`).join("; ");
}

export function importExportSeeding(result: ImportExportResult): string {
  return result.engines
    .filter((e) => !e.variant)
    .map((e) => `${e.seedSeconds.toFixed(1)} s on ${e.engine}`)
    .join(" and ");
}

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
