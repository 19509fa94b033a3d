import { SERVER_NODE_FLAGS } from "../../tests/e2e/harness";
import { hostRangeText, hostText, thousands } from "./common";
import {
  BROWSER_ENCODING,
  CONNECTIONS,
  EXTRA_COOKIE,
  IDENTITY_SECONDS,
  LOAD_SECONDS,
  RUNS,
  SEED_BILLS,
  SEED_CUSTOMERS,
  START_ENV,
  TARGETS,
  WARMUP_SECONDS,
  ms,
  pageSummary,
  pageVerdict,
  rssVerdict,
  type LoadResult,
} from "./load";
import { cpuLine, type Machine } from "./machine";

/**
 * The load part's report (scripts/bench/load.ts measures): its section of docs/performance.md,
 * with the tables of latency and throughput, CPU per request and memory.
 */

const SERVER_NODE_FLAGS_TEXT = SERVER_NODE_FLAGS.join(" ");
const LOAD_START_ENV_TEXT = Object.entries(START_ENV)
  .map(([name, value]) => `${name}=${value}`)
  .join(" ");

const fmt = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "–");
const spread = (s: { min: number; max: number }, f: (n: number) => string) =>
  `${f(s.min)}–${f(s.max)}`;
const bold = (text: string, miss: boolean) => (miss ? `**${text}**` : text);

export function loadTable(r: LoadResult): string {
  const rows = r.databases.flatMap((db) =>
    db.pages.map((p) => {
      const s = pageSummary(p);
      const v = pageVerdict({ p99Ms: s.p99.median, ratio: s.ratio });
      const hosts = [...p.app, ...p.node].map((x) => x.host);
      return (
        `| ${p.name} (\`${p.path}\`) | ${db.label} | ${p.cached ? "hit" : "render"} | ${fmt(s.rps.median)} (${spread(s.rps, fmt)}) | ` +
        `${ms(s.p50.median)} | ${bold(ms(s.p99.median), !v.p99)} (${spread(s.p99, ms)}) | ` +
        `${fmt(s.nodeRps.median)} (${spread(s.nodeRps, fmt)}) | ${ms(s.nodeP99.median)} | ` +
        `${bold(Number.isFinite(s.ratio) ? s.ratio.toFixed(3) : "–", !v.ratio)} | ${hostRangeText(hosts)} |`
      );
    }),
  );
  return [
    `| Page | Database | Page cache | App req/s (runs) | p50 ms | p99 ms (runs; < ${TARGETS.p99Ms}) | Node req/s (runs) | Node p99 ms | ÷ node (≥ ${TARGETS.ratio}) | Host during the runs |`,
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

export function cpuTable(r: LoadResult): string {
  const rows = r.databases.flatMap((db) =>
    db.pages.map((p) => {
      const s = pageSummary(p);
      return (
        `| ${p.name} | ${db.label} | ${(p.htmlBytes / 1024).toFixed(0)} KB, ${p.encoding} | ` +
        `${ms(s.cpuServed)} | ${ms(s.cpuRender)} | ${ms(s.cpuCompression)} | ` +
        `${hostRangeText([...p.app.map((x) => x.host), p.identity.host, p.miss.host])} | ` +
        `${p.compressMsPer50KB.toFixed(2)} (${hostText(p.compressHost)}) |`
      );
    }),
  );
  return [
    "| Page | Database | HTML, encoding sent | CPU ms/request as served (runs) | A miss: render (identity) | A miss: compression | Host during the runs | Compression alone, CPU ms per 50 KB (host) |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

export function memoryTable(r: LoadResult): string {
  return [
    `| Database | Peak RSS MB (≤ ${TARGETS.rssMB}) | Access log written | Host at the end |`,
    "|---|---|---|---|",
    ...r.databases.map(
      (db) =>
        `| ${db.label} | ${bold(String(db.peakRssMB), !rssVerdict(db.peakRssMB))} | ` +
        `${db.logMB.toFixed(1)} MB | ${hostText(db.rssHost)} |`,
    ),
  ].join("\n");
}

export function loadSection(result: LoadResult, m: Machine, when: string, command: string) {
  return `## Server under load

Measured ${when} with \`${command}\` on:

${cpuLine(m)}
- Node ${m.node}; autocannon 9 in the benchmark's process, on the same machine (the client, the
  server and the bare Node server share its cores with whatever else runs there)

What a user gets on issue 37's pages, and what a page the cache does not have costs. The production build,
started as in production: \`${LOAD_START_ENV_TEXT} node ${SERVER_NODE_FLAGS_TEXT} server.js\`, \`NODE_ENV=production\`, the
default log level (\`LOG_LEVEL\` unset: an access-log line per request, stdout and stderr appended
to a log file), a fresh data directory; on SQLite and then on a fresh PostgreSQL database (created
for the run and dropped after it; skipped, with the reason printed, when PostgreSQL cannot be
reached). The app's own code writes ${thousands(SEED_BILLS)} bills spread over
${SEED_CUSTOMERS} customers (each bill linked to its customer by phone), one in three with an
advance taken today (today's day book has those entries), a staff member and a session
(scripts/bench/load-seed.ts).

The pages: the home page, the storefront and a tea page as a visitor carrying an analytics cookie
(\`${EXTRA_COOKIE}\`: a cookie the app never reads; until decision 087 it made server/page-cache.ts
render every such request), and as a signed-in staff member (a planted session cookie) the
customers list, the first customer's page, History and the day book. Each is checked first (status
200, a marker text); the "page cache" column says whether the page cache served it (decisions 041,
053, 087: a page is served from memory until any data changes, and rendered after). Nothing writes
during the runs, so these are a counter's repeated views between two writes; what a page the
cache does not have costs is measured apart (the CPU table). Then autocannon loads it with ${CONNECTIONS} keep-alive connections and
a browser's \`Accept-Encoding: ${BROWSER_ENCODING}\`: ${WARMUP_SECONDS} s of warm-up, then
${RUNS} runs of ${LOAD_SECONDS} s, each followed by a run of ${LOAD_SECONDS} s against the very same HTML
(fetched once, decompressed) sent by a bare Node \`http\` server in its own process
(scripts/bench/bare-server.ts: identity, \`Content-Length\`, nothing else). Figures are the median
of the runs, the range of the runs in brackets; "÷ node" is the app's median request rate over the
bare server's; "∞" is a latency longer than the run (no request completed in it). The host figure (a fixed piece of JavaScript timed in the benchmark's process just
before each run, round trips per second, higher is faster; and the 1-minute load average over the
cores) is printed beside every figure, so a slow host is told apart from a slow change.

Targets (issue 37), per page and database: p99 < ${TARGETS.p99Ms} ms and ÷ node ≥ ${TARGETS.ratio};
the server's peak RSS ≤ ${TARGETS.rssMB} MB. A miss is in bold and fails the benchmark.

${loadTable(result)}

Server CPU: the server process's utime + stime (\`/proc/<pid>/stat\`, every thread, so zlib's
thread pool too) from the start of each run until the server has settled after it (autocannon stops
with requests in flight, and the server still renders them; each run begins on a settled server),
divided by the requests sent in the run. "As served" is the median
of the ${RUNS} runs above (page-cache hits where the cache serves the page). "A miss" is two more
runs of ${IDENTITY_SECONDS} s in which every request asks for a URL never asked before (\`?miss=N\`),
so each is rendered and kept as a real miss is: "render" without \`Accept-Encoding\` (identity),
"compression" the run with the browser's \`Accept-Encoding\` minus it. "Compression alone" compresses the page's HTML in the
benchmark's process with the server's own function for the encoding it sent (\`compressSync\` of
server/compress.ts: brotli quality 3, else gzip level 3; decision 079), CPU time per call scaled
to 50 KB.

${cpuTable(result)}

Memory: the server's peak resident set (\`VmHWM\` of \`/proc/<pid>/status\`) over all the runs on a
database, read after the last one; the access log the default level wrote meanwhile beside it.

${memoryTable(result)}
${result.skipped ? `\n${result.skipped}: PostgreSQL was not measured.\n` : ""}${
    result.failures.length
      ? `\n**Missed:** ${result.failures.join("; ")}.\n`
      : "\nEvery target is met.\n"
  }`;
}
