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
  customersCounts,
  customersLoadAverages,
  customersReading,
  customersSeeding,
  customersSpread,
  customersTables,
  customersVersions,
  type CustomersResult,
} from "./customers";
import { cpuLine, type Machine } from "./machine";

/** The customers part's section of docs/performance.md (scripts/bench/customers.ts measures). */

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
