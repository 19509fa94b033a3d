import { ms } from "./bills";
import { thousands } from "./common";
import {
  BILLS,
  CONCURRENCY,
  CUSTOMERS,
  LANDLINE_SHARE,
  OTHER_NAME_SHARE,
  QUERY_RUNS,
  QUERY_WARMUP,
  REQUESTS,
  SEARCHES,
  TARGET_MS,
  WARMUP,
  type CustomersEngineResult,
  type CustomersResult,
} from "./customers";
import { cpuLine, type Machine } from "./machine";

/**
 * The customers part's report (scripts/bench/customers.ts measures): its section of
 * docs/performance.md, one table per database and a reading of the figures.
 */

/** The request as staff would read it: the search decoded, a customer's id left out. */
function shownPath(path: string): string {
  return decodeURIComponent(path).replace(
    /^\/billing\/customers\/[^/?]+$/,
    "/billing/customers/:id",
  );
}

/** One table per database. */
export function customersTables(result: CustomersResult): string {
  return result.engines
    .map((e) => {
      const rows = [
        `### ${e.engine}`,
        "",
        "| Measured | Matches | Server p50 | Server p95 | Server p99 | Target (p95 < 100 ms) | HTTP request | HTTP p50 | HTTP p95 | HTTP p99 | Requests/s | HTML |",
        "| --- | --: | --: | --: | --: | --- | --- | --: | --: | --: | --: | --: |",
      ];
      for (const r of e.rows) {
        const met = r.server.p95 < TARGET_MS;
        const h = r.http;
        rows.push(
          `| ${r.label} | ${thousands(r.matches)}${r.unit === "bills" ? " bills" : ""} | ` +
            `${ms(r.server.p50)} | ${met ? ms(r.server.p95) : `**${ms(r.server.p95)}**`} | ` +
            `${ms(r.server.p99)} | ${met ? "met" : "**missed**"} | ` +
            (h
              ? `\`GET ${shownPath(h.path)}\` | ${ms(h.stats.p50)} | ${ms(h.stats.p95)} | ${ms(h.stats.p99)} | ` +
                `${h.stats.perSecond.toFixed(1)} | ${(h.htmlBytes / 1024).toFixed(0)} KB |`
              : "— | | | | | |"),
        );
      }
      return rows.join("\n");
    })
    .join("\n\n");
}

export function customersVersions(result: CustomersResult): string {
  return result.engines.map((e) => e.version).join("; ");
}

export function customersLoadAverages(result: CustomersResult): string {
  return result.engines.map((e) => `${e.engine} ${e.loadAverage.toFixed(1)}`).join(", ");
}

/** "rows written in 31.2 s and figures refreshed in 9.8 s on SQLite, …". */
export function customersSeeding(result: CustomersResult): string {
  return result.engines
    .map(
      (e) =>
        `rows written in ${e.seedSeconds.toFixed(1)} s and figures refreshed in ` +
        `${e.refreshSeconds.toFixed(1)} s on ${e.engine}`,
    )
    .join(", ");
}

/** "0 to 190 bills (not cancelled) a customer, 3 at the median". */
export function customersSpread(result: CustomersResult): string {
  const e = result.engines[0];
  if (!e) return "";
  return (
    `${e.fewestBills} to ${e.mostBills} bills (not cancelled) a customer, ` +
    `${e.medianBills} at the median`
  );
}

/** "2,140 customers with other names, 8,911 with a balance, 200,000 payments". */
export function customersCounts(result: CustomersResult): string {
  const one = (f: (e: CustomersEngineResult) => number) =>
    [...new Set(result.engines.map((e) => thousands(f(e))))].join(" / ");
  return (
    `${one((e) => e.otherNames)} customers with other names, ${one((e) => e.withBalance)} ` +
    `with a balance left, ${one((e) => e.payments)} payments`
  );
}

/** A paragraph that reads the figures (written from them, so it stays true on every run). */
export function customersReading(result: CustomersResult, cores: string): string {
  const engines = result.engines;
  if (!engines.length) return "";
  const all = engines.flatMap((e) => e.rows.map((r) => ({ ...r, engine: e.engine })));
  const worst = [...all].sort((a, b) => b.server.p95 - a.server.p95)[0]!;
  const busiest = Math.max(...engines.map((e) => e.loadAverage));
  const sentences = [
    result.missed.length
      ? `**Target missed:** the server time was ${TARGET_MS} ms or more at p95 for ` +
        `${result.missed.join("; ")}.`
      : `Target met: every list and the customer page stayed under ${TARGET_MS} ms of server ` +
        `time at p95 on ${engines.length > 1 ? "both databases" : engines[0]!.engine}; the ` +
        `slowest was “${worst.label}” on ${worst.engine} (p95 ${ms(worst.server.p95)}).`,
    `The HTTP figures, with ${CONCURRENCY} requests always in flight, add the session check, ` +
      `rendering and compressing the page, and waiting for a turn on the server's single ` +
      `JavaScript thread (on SQLite also its synchronous queries); they have no target.`,
    busiest > Number(cores) / 2
      ? `The machine was busy with other work while this ran (1-minute load average up to ` +
        `${busiest.toFixed(1)} on ${cores} cores when the measurements began), so these figures ` +
        `are pessimistic and vary from run to run.`
      : `The machine was mostly idle (1-minute load average up to ${busiest.toFixed(1)} on ` +
        `${cores} cores when the measurements began).`,
  ];
  if (result.skipped) sentences.push(`${result.skipped}: PostgreSQL was not measured.`);
  return sentences.join(" ");
}

export function customersSection(
  result: CustomersResult,
  m: Machine,
  when: string,
  command: string,
) {
  const q = (text: string) => `\`${text}\``;
  return `## Customers

Measured ${when} with \`${command}\` on:

${cpuLine(m)}
- Node ${m.node}; ${customersVersions(result)}; both on this machine
- 1-minute load average when the measurements began: ${customersLoadAverages(result)} (the
  benchmark shares the cores with whatever else runs on the machine)

The production app (\`node server.js\`, a fresh data directory), on SQLite and then on a fresh
PostgreSQL database (created for the run and dropped after it; skipped, with the reason printed,
when PostgreSQL cannot be reached), each time with ${thousands(CUSTOMERS)} customers and
${thousands(BILLS)} bills. How they are made: the generated bills of the billing lists
above (names written the Tamil way and in Tamil script, shops, schools, particulars, amounts,
lines, payments with their cash-book entries, settled by settleBill's rule) are spread over
${thousands(CUSTOMERS)} customers: ${thousands(CUSTOMERS)} bills picked at random each start a
customer (named and addressed by that bill, with a mobile number of their own, one in
${Math.round(1 / LANDLINE_SHARE)} also with a landline), and every other bill goes to a customer
already known (half to anyone, half to the older customers more often: ${customersSpread(result)}); ${Math.round(OTHER_NAME_SHARE * 100)}% of the later bills are written
under another name, kept as the customer's other name. Customers and bills are written straight
into the tables (batches, multi-row inserts), and then **the app's own \`refreshCustomers\`** works
out every customer's kept figures (bills, billed, received, balance, oldest bill owing, last
activity) from their bills and payments, 2,000 customers a transaction: the list reads the
figures the app itself would have kept (${customersSeeding(result)}; ${customersCounts(result)}).
The bench checks that every bill is linked and that the customers' kept bills and balances add up
to the bills' own. On PostgreSQL the tables are then vacuumed and analyzed, as autovacuum would
within a minute; the app never runs ANALYZE on SQLite.

"Server" is the time of the app's own calls, made one at a time from the benchmark process
against the running app's database (${QUERY_WARMUP} unmeasured calls, then
${QUERY_RUNS} measured): \`listCustomers\` (its count and its page of 25) for each list,
and for a customer's page what its loader reads (\`resolveCustomerId\`, then \`getCustomer\`,
\`customerAgeing\` and \`customerTimeline\` together), for the customer with the most bills and
one with the median number. Each search's count is checked against the customers worked out from
the generated rows (the Tamil prefix ${q(SEARCHES.tamil)}, the English ${q(SEARCHES.english)}, the
other name ${q(SEARCHES.other)}, which also matches names, and the phone prefix
${q(SEARCHES.phone)} as typed). "HTTP" is a signed-in staff member (a planted session cookie)
requesting the page ${REQUESTS} times after ${WARMUP} unmeasured requests,
${CONCURRENCY} at a time, from sending the request to the last byte of the response
(Node's \`fetch\`, keep-alive, compressed responses accepted); every answer is checked for status
200, the count and the first customer's name (on a customer's page, the name). HTML is the
uncompressed document.

Target (the issue): p95 under ${TARGET_MS} ms of server time with
${thousands(CUSTOMERS)} customers and ${thousands(BILLS)} bills; a miss (in bold) fails
the benchmark.

${customersTables(result)}

${customersReading(result, m.nproc)}
`;
}
