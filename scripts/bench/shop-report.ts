import { thousands } from "./common";
import { cpuLine, type Machine } from "./machine";
import {
  CHECKOUT_CONCURRENCY,
  CONCURRENCY,
  EXTRA_PRODUCTS,
  ORDERS,
  REQUESTS,
  WARMUP,
  checkoutTable,
  databaseVersions,
  loadAverages,
  shopReading,
  storefrontTable,
  type ShopResult,
} from "./shop";

/** LimraKart's section of docs/performance.md (scripts/bench/shop.ts measures). */

export function shopSection(result: ShopResult, m: Machine, when: string, command: string) {
  return `## LimraKart

Measured ${when} with \`${command}\` on:

${cpuLine(m)}
- Node ${m.node}; ${databaseVersions(result)}; both on this machine
- 1-minute load average when the measurements began: ${loadAverages(result)} (the benchmark
  shares the cores with whatever else runs on the machine)

The production app (\`node server.js\`, a fresh data directory), once on SQLite and once on a
fresh PostgreSQL database, each time with ${thousands(EXTRA_PRODUCTS)} extra active products
written straight into its database (generated names such as "Kraft Wedding Invitations, Kolam
Design (250 pcs)", spread evenly over the categories). Latency is from sending the request to the last
byte of the response, measured by the client (Node's \`fetch\`, keep-alive, compressed responses
accepted) on the same machine. "Loader queries" is the median of the page's own queries alone
(\`listCategories\` and \`listProducts\`), called one at a time from the benchmark process. No
thresholds: these figures are for the record.

### Storefront

Each page ${REQUESTS} times (after ${WARMUP} unmeasured requests), ${CONCURRENCY} requests at a
time, as a visitor (not signed in); every answer is checked for status 200, the number of matches
and the first product's name.

${storefrontTable(result)}

### Checkout

${ORDERS} signed-in customers, each with one unit of the same product in their cart (rows
written directly), each POSTing \`/limrakart/checkout\` (cash on delivery) once,
${CHECKOUT_CONCURRENCY} at a time; latency until the redirect to the order confirmation.
Afterwards the database must hold exactly ${ORDERS} orders and the product's stock must be
exactly ${ORDERS} lower, or the benchmark fails.

${checkoutTable(result)}

${shopReading(result, m.nproc)}
`;
}
