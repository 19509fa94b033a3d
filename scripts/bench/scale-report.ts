import { hostText, thousands } from "./common";
import { BILLS, CUSTOMERS } from "./customers";
import { cpuLine, type Machine } from "./machine";
import {
  DURATION_S,
  SINGLE_BUDGET_MS,
  SINGLE_REQUESTS,
  SINGLE_WARMUP,
  type ScaleResult,
} from "./scale";
import {
  BUSY_PAYMENTS,
  BUSY_RECORDS,
  GODOWN_ITEMS,
  LEDGER_RECORDS,
  NOTIFICATIONS,
  SHOP_ORDERS,
} from "./scale-seed";
import { CONNECTIONS, REWORKED, TARGETS, ms } from "./scale-verdict";

/**
 * The scale bench's report (scripts/bench/scale.ts measures): its section of
 * docs/performance.md, with one table per database (a missed figure in bold) and a reading of the
 * figures; tests/unit/bench-scale-report.test.ts holds it to the text it has always written.
 */

const bold = (text: string, met: boolean) => (met ? text : `**${text}**`);

/** One table per database; a missed figure in bold. */
export function scaleTables(result: ScaleResult): string {
  return result.engines
    .map((e) => {
      const rows = [
        `### ${e.engine}`,
        "",
        `Busy day ${e.busyDay}: ${e.busyDayEntries.toLocaleString("en-US")} day-book entries; ` +
          `sales report of the financial year ${e.financialYear}; seeded in ${e.seedSeconds.toFixed(0)} s.`,
        "",
        `| Page | Request | HTML | Single p50 | Single p95 | Target | Server CPU / request | After a write: p95, CPU | Host (single) | ${CONNECTIONS} conns p99 | Req/s | Host (${CONNECTIONS} conns) |`,
        "| --- | --- | --: | --: | --: | --: | --: | --: | --- | --: | --: | --- |",
      ];
      for (const r of e.rows) {
        const path = r.path.replace(/\/billing\/customers\/[^/?]+/, "/billing/customers/:id");
        const note = REWORKED.has(r.label) ? " (being reworked)" : "";
        rows.push(
          `| ${r.label}${note} | \`${path}\` | ${(r.htmlBytes / 1024).toFixed(0)} KB | ` +
            `${ms(r.single.p50)} | ${bold(ms(r.single.p95), r.verdict.singleMet)}` +
            `${r.single.requests < SINGLE_REQUESTS ? ` (${r.single.requests} requests)` : ""} | ` +
            `< ${TARGETS.singleP95[r.kind]} ms | ${ms(r.single.cpuMs)} | ` +
            `${r.miss ? `${ms(r.miss.p95)}, ${ms(r.miss.cpuMs)}` : "not cached"} | ${hostText(r.single.host)} | ` +
            `${bold(ms(r.concurrent.p99), r.verdict.concurrentMet)}` +
            `${r.concurrent.errors ? ` (**${r.concurrent.errors} errors**)` : ""} | ` +
            `${r.concurrent.perSecond.toFixed(0)} | ${hostText(r.concurrent.host)} |`,
        );
      }
      return rows.join("\n");
    })
    .join("\n\n");
}

export function scaleVersions(result: ScaleResult): string {
  return result.engines.map((e) => e.version).join("; ");
}

export function scaleReading(result: ScaleResult): string {
  const sentences = [
    result.missed.length
      ? `**Targets missed:** ${result.missed.join("; ")}.`
      : `Every page met its targets on ${result.engines.map((e) => e.engine).join(" and ")}.`,
  ];
  if (result.skipped) sentences.push(`${result.skipped}: PostgreSQL was not measured.`);
  sentences.push(
    '"After a write" (pages the page cache serves, decision 103): the single client again, each ' +
      "request after a write by another connection, so every one is rendered: what a view costs " +
      "after a bill, a payment or an expense; reported, not held to a target.",
  );
  return sentences.join(" ");
}

export function scaleSection(result: ScaleResult, m: Machine, when: string, command: string) {
  return `## Staff lists and reports at scale

Measured ${when} with \`${command}\` on:

${cpuLine(m)}
- Node ${m.node}; ${scaleVersions(result)}; both on this machine

The production app (\`node server.js\`, a fresh data directory, the default log level), once on
SQLite and once on a fresh PostgreSQL database, with the customers part's data written straight
into its tables (${thousands(BILLS)} bills with their lines, ${thousands(200_000)}
payments with their cash-book entries, ${thousands(CUSTOMERS)} customers with their kept figures)
and a busy day a week ago: ${thousands(BUSY_PAYMENTS)} payments on bills owing and
${thousands(BUSY_RECORDS)} income and expense records, besides the day's own entries; and
${thousands(LEDGER_RECORDS)} income and expense records over three years, ${thousands(GODOWN_ITEMS)}
godown items, ${thousands(NOTIFICATIONS)} notifications and ${thousands(SHOP_ORDERS)} LimraKart
orders. Every staff list and report, as a signed-in staff member (a planted session cookie),
checked once (200 and a marker of the page), then one request at a time (${SINGLE_WARMUP} unmeasured,
${SINGLE_REQUESTS} measured, or fewer when a page's series passes ${SINGLE_BUDGET_MS / 1000} s) and ${CONNECTIONS} connections for ${DURATION_S} s
(autocannon, a browser's \`Accept-Encoding\`). HTTP time as the client on the same machine sees it.
"Server CPU / request" is the server process's CPU time (every thread, from
\`/proc/<pid>/task/*/schedstat\`) over the single-client series divided by its requests: on SQLite
it includes the queries, on PostgreSQL not the database's own work. "Host" is the host's CPU figure (a fixed piece of JavaScript work, round trips per second, higher
is faster) and the 1-minute load over the cores, taken just before that measurement.

Targets: single client p95 < ${TARGETS.singleP95.list} ms for a list,
< ${TARGETS.singleP95.report} ms for the sales report of a financial year,
< ${TARGETS.singleP95.dayBook} ms for the day book of the busy day; ${CONNECTIONS}
connections p99 < ${TARGETS.concurrentP99} ms for every page. A miss is in bold.

${scaleTables(result)}

${scaleReading(result)}
`;
}
