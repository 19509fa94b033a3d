import { ms } from "./bills";
import { thousands } from "./common";
import { cpuLine, type Machine } from "./machine";
import {
  CHECKOUT_CONCURRENCY,
  CONCURRENCY,
  EXTRA_PRODUCTS,
  ORDERS,
  REQUESTS,
  SEARCH_TERM,
  WARMUP,
  type ShopResult,
} from "./shop";

/**
 * LimraKart's report (scripts/bench/shop.ts measures): its section of docs/performance.md, the
 * storefront's and the checkout's tables and a reading of the figures.
 */

export function storefrontTable(result: ShopResult): string {
  const rows = [
    "| Database | Request | Matches | HTML | Loader queries | p50 | p95 | p99 | Requests/s |",
    "| --- | --- | --: | --: | --: | --: | --: | --: | --: |",
  ];
  for (const e of result.engines) {
    for (const l of e.listings) {
      rows.push(
        `| ${e.engine} | \`GET ${l.path}\` | ${thousands(l.matches)} | ${(l.htmlBytes / 1024).toFixed(0)} KB | ` +
          `${ms(l.queryMs)} | ${ms(l.stats.p50)} | ${ms(l.stats.p95)} | ${ms(l.stats.p99)} | ` +
          `${l.stats.perSecond.toFixed(1)} |`,
      );
    }
  }
  return rows.join("\n");
}

export function checkoutTable(result: ShopResult): string {
  const rows = [
    "| Database | Orders | Concurrency | p50 | p95 | p99 | Orders/s | Orders in the database | Stock of the product | Result |",
    "| --- | --: | --: | --: | --: | --: | --: | --: | --- | --- |",
  ];
  for (const e of result.engines) {
    const c = e.checkout;
    rows.push(
      `| ${e.engine} | ${c.orders} | ${CHECKOUT_CONCURRENCY} | ${ms(c.stats.p50)} | ${ms(c.stats.p95)} | ` +
        `${ms(c.stats.p99)} | ${c.stats.perSecond.toFixed(1)} | ${c.ordersInDb} | ` +
        `${thousands(c.stockBefore)} → ${thousands(c.stockAfter)} | ${e.failures.length ? "FAIL" : "pass"} |`,
    );
  }
  return rows.join("\n");
}

export function databaseVersions(result: ShopResult): string {
  return result.engines.map((e) => e.version).join("; ");
}

/** "SQLite 1.2, PostgreSQL 3.4": each run's 1-minute load average when its measurements began. */
export function loadAverages(result: ShopResult): string {
  return result.engines.map((e) => `${e.engine} ${e.loadAverage.toFixed(1)}`).join(", ");
}

/** A paragraph that reads the figures (written from them, so it stays true on every run). */
export function shopReading(result: ShopResult, cores: string): string {
  const engines = result.engines;
  if (!engines.length) return "";
  const listings = engines.flatMap((e) => e.listings.map((l) => ({ ...l, engine: e.engine })));
  const span = (values: number[], format: (v: number) => string) => {
    const lo = format(Math.min(...values));
    const hi = format(Math.max(...values));
    return lo === hi ? lo : `${lo.replace(/ ms$/, "")}–${hi}`;
  };
  const perEngine = engines
    .map(
      (e) =>
        `${span(
          e.listings.map((l) => l.stats.p50),
          ms,
        )} on ${e.engine}`,
    )
    .join(" and ");
  const worstP99 = Math.max(...listings.map((l) => l.stats.p99));
  const threadMs = listings.map((l) => 1000 / l.stats.perSecond);
  const queryShare = Math.max(...listings.map((l) => l.queryMs / (1000 / l.stats.perSecond)));
  const kb = Math.round(Math.max(...listings.map((l) => l.htmlBytes)) / 1024);
  const searches = listings.filter((l) => l.label === "search");
  const searchSlowest = engines.every((e) => {
    const search = e.listings.find((l) => l.label === "search");
    return search && e.listings.every((l) => l.stats.p50 <= search.stats.p50);
  });
  const byRate = [...engines].sort(
    (x, y) => y.checkout.stats.perSecond - x.checkout.stats.perSecond,
  );
  const busiest = Math.max(...engines.map((e) => e.loadAverage));
  const ok = !result.failures.length;

  const sentences = [
    `With ${thousands(engines[0]!.activeProducts)} active products a storefront page took a median of ` +
      `${perEngine}, and no p99 exceeded ${ms(worstP99)}.`,
    `With ${CONCURRENCY} requests always in flight most of that is waiting for a turn: the server ` +
      `finished a page every ${span(threadMs, ms)} (${span(
        listings.map((l) => l.stats.perSecond),
        (v) => v.toFixed(0),
      )} pages/s) and renders on a single JavaScript thread. ` +
      `The loader's queries alone take ${span(
        listings.map((l) => l.queryMs),
        ms,
      )} of a page; ` +
      (queryShare < 0.5
        ? `most of the rest is rendering and compressing about ${kb} KB of HTML (24 product cards, ` +
          `the category list and the data the page hydrates from).`
        : `the rest is rendering and compressing about ${kb} KB of HTML.`),
    searchSlowest
      ? `The search for “${SEARCH_TERM}” is the slowest listing on ${engines.length > 1 ? "both databases" : engines[0]!.engine}` +
        ` (its queries: ${searches.map((l) => `${ms(l.queryMs)} on ${l.engine}`).join(", ")}): ` +
        `a \`like '%…%'\` over four text columns, which no index can serve, so it reads every active ` +
        `product and grows with the catalog.`
      : `A search is a \`like '%…%'\` over four text columns, which no index can serve (its queries: ` +
        `${searches.map((l) => `${ms(l.queryMs)} on ${l.engine}`).join(", ")}), so it reads every ` +
        `active product and grows with the catalog.`,
    `Checkout placed ${byRate.map((e) => `${e.checkout.stats.perSecond.toFixed(0)} orders/s on ${e.engine}`).join(" and ")} ` +
      `with ${CHECKOUT_CONCURRENCY} customers at a time buying the same product: each order is one ` +
      `transaction whose conditional stock update holds that product's row (on SQLite the whole ` +
      `database) until it commits, so concurrent orders queue behind one another.`,
    ok
      ? `Every one of the ${ORDERS} checkouts placed an order on ${engines.length > 1 ? "both databases" : engines[0]!.engine}, ` +
        `each database then held exactly ${ORDERS} orders and the stock had dropped by exactly ` +
        `${ORDERS}: nothing was lost or sold twice under contention.`
      : `**The checks failed:** ${result.failures.join("; ")}.`,
  ];
  if (busiest > Number(cores) / 2) {
    sentences.push(
      `Other work was running on the machine (load average up to ${busiest.toFixed(1)} on ` +
        `${cores} cores), so these figures are pessimistic and vary from run to run.`,
    );
  }
  return sentences.join(" ");
}

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
