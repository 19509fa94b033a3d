import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BILLS } from "./bills";
import { billsSection, billsTable } from "./bills-report";
import { cleanUpBills, runBillsBench } from "./bills-run";
import {
  BILLS as CUSTOMERS_BILLS,
  CONCURRENCY as CUSTOMERS_CONCURRENCY,
  CUSTOMERS,
  LANDLINE_SHARE,
  OTHER_NAME_SHARE,
  QUERY_RUNS as CUSTOMERS_QUERY_RUNS,
  QUERY_WARMUP as CUSTOMERS_QUERY_WARMUP,
  REQUESTS as CUSTOMERS_REQUESTS,
  SEARCHES,
  TARGET_MS as CUSTOMERS_TARGET_MS,
  WARMUP as CUSTOMERS_WARMUP,
  cleanUpCustomers,
  customersCounts,
  customersLoadAverages,
  customersReading,
  customersSeeding,
  customersSpread,
  customersTables,
  customersVersions,
  runCustomersBench,
  type CustomersResult,
} from "./customers";
import { BUDGETS, budgetTable, formatKB, measureBudgets, type BudgetResult } from "./budgets";
import {
  CATEGORIES,
  CATEGORY_LABELS,
  LIGHTHOUSE_PAGES,
  RUNS,
  THRESHOLDS,
  failingAuditsReport,
  lighthouseTable,
  runLighthouse,
  type LighthousePageResult,
} from "./lighthouse";
import {
  ROWS as IE_ROWS,
  TARGETS as IE_TARGETS,
  cleanUpImportExport,
  importExportLoadAverages,
  importExportReading,
  importExportSeeding,
  importExportTable,
  importExportVersions,
  runImportExportBench,
  type ImportExportResult,
} from "./import-export";
import {
  BROWSER_ENCODING,
  CONNECTIONS as LOAD_CONNECTIONS,
  EXTRA_COOKIE,
  IDENTITY_SECONDS,
  LOAD_SECONDS,
  RUNS as LOAD_RUNS,
  SEED_BILLS as LOAD_SEED_BILLS,
  SEED_CUSTOMERS as LOAD_SEED_CUSTOMERS,
  START_ENV as LOAD_START_ENV,
  TARGETS as LOAD_TARGETS,
  WARMUP_SECONDS as LOAD_WARMUP_SECONDS,
  cleanUpLoad,
  cpuTable,
  loadTable,
  memoryTable,
  runLoadBench,
  type LoadResult,
} from "./load";
import {
  MESSAGES as MAIL_MESSAGES,
  PAUSE_MS as MAIL_PAUSE_MS,
  POLL_MS as MAIL_POLL_MS,
  SETTLE_MS as MAIL_SETTLE_MS,
  TARGET_P95_MS as MAIL_TARGET_P95_MS,
  cleanUpMail,
  mailLoadAverages,
  mailReading,
  mailTable,
  mailVersions,
  runMailBench,
  type MailResult,
} from "./mail";
import {
  BEFORE_COMMIT,
  CONNECTIONS as PROFILE_CONNECTIONS,
  INTERVAL_US,
  KINDS as PROFILE_KINDS,
  REQUESTS as PROFILE_REQUESTS,
  SEED_BILLS as PROFILE_SEED_BILLS,
  WARMUP as PROFILE_WARMUP,
  categoryTable,
  cleanUpProfile,
  flameList,
  foldedFiles,
  runProfileBench,
  summaryTable,
  topTable,
  type ProfileResult,
} from "./profile";
import { PRUNE_SHARE } from "./profile-analyse";
import { cleanUpScale, runScaleBench } from "./scale";
import { scaleSection, scaleTables } from "./scale-report";
import { JOBS, cleanUpJobs, runJobsBench, type JobsResult } from "./jobs";
import { jobsSection, jobsTables } from "./jobs-report";
import { SERVER_NODE_FLAGS } from "../../tests/e2e/harness";
import { cpuLine, machine, machineLines, type Machine } from "./machine";
import { ROOT, buildGuard, startBenchApp, type RunningApp } from "./server";
import {
  CATEGORY_SLUG,
  CHECKOUT_CONCURRENCY,
  CONCURRENCY,
  EXTRA_PRODUCTS,
  ORDERS,
  PAGE,
  REQUESTS,
  SEARCH_TERM,
  WARMUP,
  checkoutTable,
  cleanUpShop,
  databaseVersions,
  loadAverages,
  runShopBench,
  shopReading,
  storefrontTable,
  type ShopResult,
} from "./shop";

/**
 * `npm run bench` (tsx scripts/bench/index.ts [--only lighthouse|budgets|shop|bills|customers|import-export|load|mail|profile|scale|jobs]): builds
 * the app if needed, starts the production server, runs Lighthouse on the main public pages and
 * measures the home page's JavaScript and CSS, then loads LimraKart's storefront and checkout on
 * SQLite and PostgreSQL (scripts/bench/shop.ts, its own servers) and the billing lists over
 * 100,000 bills (scripts/bench/bills.ts, likewise) and the customers list and a customer's page
 * with 20,000 customers over 100,000 bills (scripts/bench/customers.ts, likewise) and the CSV export and import of 100,000 rows
 * (scripts/bench/import-export.ts, likewise) and the pages the page cache cannot hold under
 * 50 concurrent connections beside a bare Node server (scripts/bench/load.ts) and the time from a contact-form post to
 * its e-mail accepted by a local SMTP server (scripts/bench/mail.ts), prints the results, records
 * them in docs/performance.md, and exits 1 when a page misses a threshold or a budget, a shop
 * check fails, a billing list's queries miss their target or the mail misses its p95 or a check.
 */

type Part =
  | "lighthouse"
  | "budgets"
  | "shop"
  | "bills"
  | "customers"
  | "import-export"
  | "load"
  | "mail"
  | "profile"
  | "scale"
  | "jobs";
const PARTS: Part[] = [
  "lighthouse",
  "budgets",
  "shop",
  "bills",
  "customers",
  "import-export",
  "load",
  "mail",
  "profile",
  "scale",
  "jobs",
];
const DOC = path.join(ROOT, "docs/performance.md");
const SERVER_NODE_FLAGS_TEXT = SERVER_NODE_FLAGS.join(" ");
const LOAD_START_ENV_TEXT = Object.entries(LOAD_START_ENV)
  .map(([name, value]) => `${name}=${value}`)
  .join(" ");

function usage(message: string, code = 2): never {
  (code ? console.error : console.log)(
    `${message}\nusage: npm run bench [-- --only lighthouse|budgets|shop|bills|customers|import-export|load|mail|profile|scale|jobs]`,
  );
  process.exit(code);
}

function parseArgs(argv: string[]): Part[] {
  let only: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--only") only = argv[++i] ?? usage("--only needs a value");
    else if (arg.startsWith("--only=")) only = arg.slice("--only=".length);
    else if (arg === "--help" || arg === "-h")
      usage("Runs the performance benchmarks (see docs/performance.md).", 0);
    else usage(`unknown argument: ${arg}`);
  }
  if (only === undefined) return PARTS;
  if (!PARTS.includes(only as Part))
    usage(
      `--only must be lighthouse, budgets, shop, bills, customers, import-export, load, mail, profile, scale or jobs, not "${only}"`,
    );
  return [only as Part];
}

// ---------------------------------------------------------------------------------------------
// docs/performance.md

const thousands = (n: number) => n.toLocaleString("en-US");

const INTRO = `# Performance

Measured figures for the public website. Every figure here comes from \`npm run bench\`
(scripts/bench/): it builds the app when the build is missing or stale
(\`NODE_ENV=production npx react-router build\`), starts the production server the way the e2e
tests do (\`node server.js\` on 127.0.0.1, a fresh empty data directory and database), and measures
it on the machine named in each section. Lighthouse runs through its Node API in headless
Chromium, mobile form factor with the default simulated throttling (the page loads unthrottled
and Lighthouse computes the metrics for a slow-4G, 4×-CPU-slowdown phone), ${RUNS} runs per page, and
the run with the median Performance score is reported. The budgets load the home page in
headless Chromium (playwright-core) with an empty cache and gzip every script and stylesheet it
received (and any CSS inlined in the page) at level 9. The LimraKart part starts its own servers
(on SQLite, then on a fresh PostgreSQL database) with ${thousands(EXTRA_PRODUCTS)} extra products and
loads the storefront and the checkout over HTTP; the billing part does the same with
${thousands(BILLS)} bills and the staff's bill lists. The sections between \`<!-- bench:… -->\`
markers are rewritten by each run: do not edit them by hand.
`;

function replaceSection(doc: string, name: string, body: string): string {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from >= 0 && to > from) return doc.slice(0, from) + block + doc.slice(to + end.length);
  return `${doc.trimEnd()}\n\n${block}\n`;
}

function lighthouseSection(
  results: LighthousePageResult[],
  m: Machine,
  when: string,
  command: string,
) {
  const failed = results.some((r) => r.failures.length);
  const thresholds =
    CATEGORIES.map((c) => `${CATEGORY_LABELS[c]} ≥ ${THRESHOLDS[c]}`).join(", ") +
    `, CLS < ${THRESHOLDS.maxCls}`;
  return `## Lighthouse

Measured ${when} with \`${command}\` on:

${machineLines(m)}

Mobile form factor, default simulated throttling, categories Performance, Accessibility, Best
Practices and SEO; ${RUNS} runs per page (each in a fresh Chromium), the run with the median
Performance score reported (all runs' Performance scores in brackets). LCP, TBT and CLS are those
of that run; Host CPU is Lighthouse's benchmark of the machine during it (\`benchmarkIndex\`, higher
is faster). The simulated 4× CPU slowdown is relative to the host, so a slower moment of the host
(a shared machine's CPU varies) gives a higher TBT and a lower score for the same page.

Thresholds (every page): ${thresholds}.

${lighthouseTable(results)}

${failed ? `### Failing audits\n\n${failingAuditsReport(results, true)}` : "Every page meets every threshold."}
`;
}

function budgetsSection(result: BudgetResult, m: Machine, when: string, command: string) {
  return `## JavaScript and CSS budgets

Measured ${when} with \`${command}\` on:

${machineLines(m)}

The home page (\`${result.page}\`) loaded in headless Chromium (playwright-core, 412×823 mobile
viewport, empty cache) until the network was idle: every script and stylesheet response, and
the CSS inlined in \`<style>\` elements, each gzipped at level 9 (1 KB = 1024 bytes). "Sent by the
server" is the body as transferred (the server compresses with \`compression()\`), for
information.

Budgets (gzip, level 9): JavaScript ≤ ${formatKB(BUDGETS.js)}, CSS ≤ ${formatKB(BUDGETS.css)}.

${budgetTable(result)}

${result.failures.length ? `**Over budget:** ${result.failures.join("; ")}.` : "Both budgets are met."}
`;
}

function shopSection(result: ShopResult, m: Machine, when: string, command: string) {
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

function customersSection(result: CustomersResult, m: Machine, when: string, command: string) {
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
${thousands(CUSTOMERS_BILLS)} bills. How they are made: the generated bills of the billing lists
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
against the running app's database (${CUSTOMERS_QUERY_WARMUP} unmeasured calls, then
${CUSTOMERS_QUERY_RUNS} measured): \`listCustomers\` (its count and its page of 25) for each list,
and for a customer's page what its loader reads (\`resolveCustomerId\`, then \`getCustomer\`,
\`customerAgeing\` and \`customerTimeline\` together), for the customer with the most bills and
one with the median number. Each search's count is checked against the customers worked out from
the generated rows (the Tamil prefix ${q(SEARCHES.tamil)}, the English ${q(SEARCHES.english)}, the
other name ${q(SEARCHES.other)}, which also matches names, and the phone prefix
${q(SEARCHES.phone)} as typed). "HTTP" is a signed-in staff member (a planted session cookie)
requesting the page ${CUSTOMERS_REQUESTS} times after ${CUSTOMERS_WARMUP} unmeasured requests,
${CUSTOMERS_CONCURRENCY} at a time, from sending the request to the last byte of the response
(Node's \`fetch\`, keep-alive, compressed responses accepted); every answer is checked for status
200, the count and the first customer's name (on a customer's page, the name). HTML is the
uncompressed document.

Target (the issue): p95 under ${CUSTOMERS_TARGET_MS} ms of server time with
${thousands(CUSTOMERS)} customers and ${thousands(CUSTOMERS_BILLS)} bills; a miss (in bold) fails
the benchmark.

${customersTables(result)}

${customersReading(result, m.nproc)}
`;
}

function importExportSection(
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
PostgreSQL database (when one can be reached), each time with ${thousands(IE_ROWS)} bills (the
billing lists' generated bills) and ${thousands(IE_ROWS)} godown items written straight into its
tables (${importExportSeeding(result)}). Over HTTP, with a staff member's session cookie, as the
page does it: the bills and the inventory exports, each read to its last byte and saved; then the
bills table and the godown emptied and both files imported again (multipart upload, the NDJSON
answer read to its outcome line, which must report ${thousands(IE_ROWS)} rows). Each operation
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

Targets (the issue): import under ${IE_TARGETS.importSeconds} s, export under
${IE_TARGETS.exportSeconds} s, server memory under ${IE_TARGETS.rssMB} MB; a miss (in bold) fails
the benchmark.

${importExportTable(result)}

${importExportReading(result, m.nproc)}
`;
}

function loadSection(result: LoadResult, m: Machine, when: string, command: string) {
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
reached). The app's own code writes ${thousands(LOAD_SEED_BILLS)} bills spread over
${LOAD_SEED_CUSTOMERS} customers (each bill linked to its customer by phone), one in three with an
advance taken today (today's day book has those entries), a staff member and a session
(scripts/bench/load-seed.ts).

The pages: the home page, the storefront and a tea page as a visitor carrying an analytics cookie
(\`${EXTRA_COOKIE}\`: a cookie the app never reads; until decision 087 it made server/page-cache.ts
render every such request), and as a signed-in staff member (a planted session cookie) the
customers list, the first customer's page, History and the day book. Each is checked first (status
200, a marker text); the "page cache" column says whether the page cache served it (decisions 041,
053, 087: a page is served from memory until any data changes, and rendered after). Nothing writes
during the runs, so these are a counter's repeated views between two writes; what a page the
cache does not have costs is measured apart (the CPU table). Then autocannon loads it with ${LOAD_CONNECTIONS} keep-alive connections and
a browser's \`Accept-Encoding: ${BROWSER_ENCODING}\`: ${LOAD_WARMUP_SECONDS} s of warm-up, then
${LOAD_RUNS} runs of ${LOAD_SECONDS} s, each followed by a run of ${LOAD_SECONDS} s against the very same HTML
(fetched once, decompressed) sent by a bare Node \`http\` server in its own process
(scripts/bench/bare-server.ts: identity, \`Content-Length\`, nothing else). Figures are the median
of the runs, the range of the runs in brackets; "÷ node" is the app's median request rate over the
bare server's; "∞" is a latency longer than the run (no request completed in it). The host figure (a fixed piece of JavaScript timed in the benchmark's process just
before each run, round trips per second, higher is faster; and the 1-minute load average over the
cores) is printed beside every figure, so a slow host is told apart from a slow change.

Targets (issue 37), per page and database: p99 < ${LOAD_TARGETS.p99Ms} ms and ÷ node ≥ ${LOAD_TARGETS.ratio};
the server's peak RSS ≤ ${LOAD_TARGETS.rssMB} MB. A miss is in bold and fails the benchmark.

${loadTable(result)}

Server CPU: the server process's utime + stime (\`/proc/<pid>/stat\`, every thread, so zlib's
thread pool too) from the start of each run until the server has settled after it (autocannon stops
with requests in flight, and the server still renders them; each run begins on a settled server),
divided by the requests sent in the run. "As served" is the median
of the ${LOAD_RUNS} runs above (page-cache hits where the cache serves the page). "A miss" is two more
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

function mailSection(result: MailResult, m: Machine, when: string, command: string) {
  return `## Mail latency

Measured ${when} with \`${command}\` on:

${cpuLine(m)}
- Node ${m.node}; ${mailVersions(result)}; both on this machine
- 1-minute load average when the posts began: ${mailLoadAverages(result)} (the benchmark shares
  the cores with whatever else runs on the machine)

The production app (\`node server.js\`, a fresh data directory), on SQLite and then on a fresh
PostgreSQL database (created for the run and dropped after it; skipped, with the reason printed,
when PostgreSQL cannot be reached), with \`SMTP_URL\` pointing at a real SMTP server (the
\`smtp-server\` package) that the benchmark runs on 127.0.0.1 in its own process. The action is a
visitor's contact-form post (\`POST /contact\`: the message, a notification and an outbox e-mail
to the business, one transaction), ${MAIL_MESSAGES} posts one after the other with a random pause
of ${MAIL_PAUSE_MS.min}–${MAIL_PAUSE_MS.max} ms between them, each from its own client address
(\`X-Forwarded-For\`, the app started with \`TRUST_PROXY=loopback\`, so the form's per-address
rate limit refuses none) and with a marker of its own in the subject. Latency is from the moment
the post's response (the redirect to the thank-you page) was read to the moment the SMTP server
had the whole message (just before its 250 reply), both on the benchmark's clock (the worker can
start sending before the client has read the response, so a figure near 0 is real). The first
message includes opening the pooled SMTP connection. Before the figures count, every post must
be redirected, every message must arrive exactly once (the benchmark listens ${MAIL_SETTLE_MS / 1000} s
more after the last one for duplicates) and to the business's address, and every outbox row of
the run must be marked sent.

Target (issue 22): p95 < ${thousands(MAIL_TARGET_P95_MS)} ms on both databases; a miss (in bold)
or a failed check fails the benchmark. Before: the outbox worker only polled, every
${MAIL_POLL_MS / 1000} s, and the issue measured 4–6 s from the action to the e-mail; now the
worker is woken when a mail is queued (PostgreSQL \`NOTIFY\` on commit, an in-process signal on
SQLite; decision 040) and polling stays as the fallback. The "before" is not measured again here:
the app has no switch to turn the wake off. For comparison only, one run of this benchmark on
2026-11-26 against a local build with the wake removed by hand (\`signalOutbox\` made a no-op, not
committed; load average 14) gave p50 2,481 ms / 3,499 ms and p95 5,253 ms / 5,435 ms on SQLite /
PostgreSQL, 31 and 32 of the 40 messages over 1 s: the poll alone.

${mailTable(result)}

${mailReading(result)}
`;
}

function profileSection(result: ProfileResult, m: Machine, when: string, command: string) {
  const kinds = PROFILE_KINDS.map(
    (kind) => `### ${kind.name} (\`${kind.path}\`)

Top five functions by self time (main thread, the measured requests only; ms of the profile):

${topTable(result, kind)}

Inclusive time by category, main-thread ms per request of the profile (a sample counts in every
category on its stack, so the rows overlap and do not add up; "idle" is a share of the window, the
others of the busy time):

${categoryTable(result, kind)}

Heaviest paths, before (share of busy time; the last five frames of each folded stack):

\`\`\`text
${flameList(result, "before", kind)}
\`\`\`

Heaviest paths, after:

\`\`\`text
${flameList(result, "after", kind)}
\`\`\`
`,
  );
  return `## Request profiles

Measured ${when} with \`${command}\` on:

${cpuLine(m)}
- Node ${m.node}; 1-minute load average before each server run: ${result.loadAverages.join(", ")}${
    result.loadAverages.some((l) => Number(l) > Number(m.nproc))
      ? "\n  (the machine was shared with other work: the figures are comparable within a run, not across runs)"
      : ""
  }
- Before: \`${result.commits.before}\`; after: \`${result.commits.after}\`

Method (scripts/bench/profile.ts): "before" is commit ${BEFORE_COMMIT} (main before issue 22),
checked out into a temporary git worktree and built there (\`NODE_ENV=production npx react-router
build\`); "after" is this checkout's build. For each side and each kind of request the production
server (\`node server.js\`, SQLite, a fresh data directory; ${PROFILE_SEED_BILLS} bills and a staff
session seeded by the side's own code for the bill list) runs under \`node --cpu-prof
--cpu-prof-interval=${INTERVAL_US}\` (one server per kind, so each profile is one kind). After
${PROFILE_WARMUP} unmeasured requests, ${PROFILE_REQUESTS} requests of that kind are sent over
${PROFILE_CONNECTIONS} keep-alive connections with \`Accept-Encoding: gzip, deflate, br\`; the
server is then stopped with SIGTERM and writes its profile. Only the samples taken while the
measured requests ran count. V8 samples on the wall clock: "busy" is the time the main thread was
not idle, including time it was runnable but waiting for a core (on a loaded machine that inflates
every ms figure of the profile alike, so read the shares). The CPU the process really used, by
thread, comes from \`/proc/<pid>/task\` (10 ms ticks) over the same window: a profile sees the main
thread only, and zlib streams compress on libuv's thread pool; V8's helper threads do concurrent
GC and the profiler's own sampling. "CPU ms per request" is the last column.

Categories: a frame belongs to one by its package (react-dom, turbo-stream in react-router's
vendor folder, kysely/better-sqlite3/pg, better-auth, node:zlib and \`compression\`) or, for
our own bundled code, by its function's name (the guards and session middleware; the i18n helpers
\`layoutText\`, \`useLayoutText\`, \`tr\`, \`localized\`; the page cache's functions, whose stitched gzip counts as
compression too; React Router's route matching and flattening functions).

${summaryTable(result)}

${kinds.join("\n")}
Flame graphs: the folded stacks of every profile are in \`${foldedFiles()}/<side>-<kind>.folded\`
(\`frame;frame;frame weight\` lines, weight in microseconds of main-thread time; recursion folded,
a frame already on the stack taking it back to its first occurrence; frames under
${PRUNE_SHARE * 100} % of the busy time merged into their caller). Draw one with any flame-graph
tool, e.g. \`npx speedscope docs/profiles/after-home.folded\` or
\`flamegraph.pl docs/profiles/after-home.folded > after-home.svg\` (Brendan Gregg's FlameGraph) or
\`inferno-flamegraph < docs/profiles/after-home.folded > after-home.svg\`.

${result.failures.length ? `**Failed checks:** ${result.failures.join("; ")}.` : "Every request answered 200."}
`;
}

const PLACEHOLDERS: Record<Part, string> = {
  lighthouse: "## Lighthouse\n\nNot measured yet: run `npm run bench`.",
  budgets: "## JavaScript and CSS budgets\n\nNot measured yet: run `npm run bench`.",
  shop: "## LimraKart\n\nNot measured yet: run `npm run bench -- --only shop`.",
  bills: "## Billing lists\n\nNot measured yet: run `npm run bench -- --only bills`.",
  customers: "## Customers\n\nNot measured yet: run `npm run bench -- --only customers`.",
  "import-export":
    "## Billing CSV import and export\n\nNot measured yet: run `npm run bench -- --only import-export`.",
  load: "## Server under load\n\nNot measured yet: run `npm run bench -- --only load`.",
  mail: "## Mail latency\n\nNot measured yet: run `npm run bench -- --only mail`.",
  profile: "## Request profiles\n\nNot measured yet: run `npm run bench -- --only profile`.",
  scale:
    "## Staff lists and reports at scale\n\nNot measured yet: run `npm run bench -- --only scale`.",
  jobs: "## Print jobs at scale\n\nNot measured yet: run `npm run bench -- --only jobs`.",
};

/**
 * Replaces this run's sections of docs/performance.md (creating the file, with the intro and both
 * sections, when it is missing) and formats it with the project's Prettier settings, so that
 * `prettier --check .` stays clean.
 */
async function writeDoc(sections: { name: Part; body: string }[]) {
  let doc = existsSync(DOC) ? readFileSync(DOC, "utf8") : INTRO;
  for (const part of PARTS) {
    if (!doc.includes(`<!-- bench:${part}:start -->`))
      doc = replaceSection(doc, part, PLACEHOLDERS[part]);
  }
  for (const s of sections) doc = replaceSection(doc, s.name, s.body);
  const prettier = await import("prettier");
  const options = (await prettier.resolveConfig(DOC)) ?? {};
  writeFileSync(DOC, await prettier.format(doc, { ...options, filepath: DOC }));
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const parts = parseArgs(process.argv.slice(2));
  const command = parts.length === 1 ? `npm run bench -- --only ${parts[0]}` : "npm run bench";
  const startedAt = new Date();
  const when = `${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const m = machine();
  const reportDir = path.join(
    os.tmpdir(),
    `limra-bench-${startedAt.toISOString().replace(/[:.]/g, "-")}`,
  );

  let app: RunningApp | undefined;
  const stopApp = async () => {
    const running = app;
    app = undefined;
    await running?.stop();
  };
  // `on`, not `once`: under tsx the same Ctrl-C can arrive twice (from the terminal and relayed
  // by tsx's parent process), and a second one without a listener would end the process before
  // the clean-up (servers, data directories, the shop's PostgreSQL database) is done.
  let interrupted = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      void Promise.allSettled([
        stopApp(),
        cleanUpShop(),
        cleanUpBills(),
        cleanUpCustomers(),
        cleanUpImportExport(),
        cleanUpMail(),
        cleanUpProfile(),
        cleanUpLoad(),
        cleanUpScale(),
        cleanUpJobs(),
      ]).finally(() => process.exit(130));
    });
  }

  const failures: string[] = [];
  const sections: { name: Part; body: string }[] = [];
  try {
    // Lighthouse and the budgets share one server; the shop part starts its own.
    let baseUrl = "";
    let checkBuild: () => void = () => {};
    if (parts.includes("lighthouse") || parts.includes("budgets")) {
      app = await startBenchApp();
      baseUrl = app.baseUrl;
      checkBuild = buildGuard();
      console.log(`bench: the app is running at ${baseUrl}`);
    }

    if (parts.includes("lighthouse")) {
      console.log(
        `\nLighthouse: ${LIGHTHOUSE_PAGES.join(", ")} × ${RUNS} runs (mobile, simulated throttling)`,
      );
      const results = await runLighthouse(baseUrl, { reportDir, check: checkBuild });
      console.log(`\n${lighthouseTable(results)}\n`);
      console.log(`Median-run reports (JSON, HTML): ${reportDir}`);
      const failing = results.filter((r) => r.failures.length);
      if (failing.length) {
        console.log(`\nFailing audits:\n${failingAuditsReport(results)}\n`);
        for (const r of failing) failures.push(`Lighthouse ${r.path}: ${r.failures.join("; ")}`);
      }
      sections.push({ name: "lighthouse", body: lighthouseSection(results, m, when, command) });
    }

    if (parts.includes("budgets")) {
      console.log(`\nBudgets: JavaScript and CSS of the home page`);
      const result = await measureBudgets(baseUrl);
      checkBuild();
      console.log(`\n${budgetTable(result)}\n`);
      for (const f of result.failures) failures.push(`Budget: ${f}`);
      sections.push({ name: "budgets", body: budgetsSection(result, m, when, command) });
    }

    if (parts.includes("shop")) {
      // One server at a time (the e2e harness allows no more): Lighthouse's goes first.
      await stopApp();
      console.log(
        `\nLimraKart: ${EXTRA_PRODUCTS} extra products; storefront ?q=${SEARCH_TERM}, ` +
          `?category=${CATEGORY_SLUG}, ?page=${PAGE}; ${ORDERS} checkouts; SQLite, then PostgreSQL`,
      );
      const started = Date.now();
      const result = await runShopBench();
      console.log(`\n${storefrontTable(result)}\n\n${checkoutTable(result)}\n`);
      console.log(`LimraKart part: ${((Date.now() - started) / 1000).toFixed(0)} s`);
      for (const f of result.failures) failures.push(`LimraKart: ${f}`);
      sections.push({ name: "shop", body: shopSection(result, m, when, command) });
    }

    if (parts.includes("bills")) {
      await stopApp();
      console.log(
        `\nBilling lists: ${thousands(BILLS)} bills; Old Bills, History and Old Pending; ` +
          `SQLite, then PostgreSQL`,
      );
      const started = Date.now();
      const result = await runBillsBench();
      console.log(`\n${billsTable(result)}\n`);
      console.log(`Billing part: ${((Date.now() - started) / 1000).toFixed(0)} s`);
      for (const f of result.missed) failures.push(`Billing lists: ${f}`);
      sections.push({ name: "bills", body: billsSection(result, m, when, command) });
    }

    if (parts.includes("customers")) {
      await stopApp();
      console.log(
        `\nCustomers: ${thousands(CUSTOMERS)} customers, ${thousands(CUSTOMERS_BILLS)} bills; ` +
          `the list and a customer's page; SQLite, then PostgreSQL`,
      );
      const started = Date.now();
      const result = await runCustomersBench();
      console.log(`\n${customersTables(result)}\n`);
      console.log(`Customers part: ${((Date.now() - started) / 1000).toFixed(0)} s`);
      for (const f of result.missed) failures.push(`Customers: ${f}`);
      sections.push({ name: "customers", body: customersSection(result, m, when, command) });
    }

    if (parts.includes("import-export")) {
      await stopApp();
      console.log(
        `\nBilling CSV: export and import of ${thousands(IE_ROWS)} bills and ` +
          `${thousands(IE_ROWS)} godown items; SQLite, then PostgreSQL`,
      );
      const started = Date.now();
      const result = await runImportExportBench();
      console.log(`\n${importExportTable(result)}\n`);
      console.log(`Import/export part: ${((Date.now() - started) / 1000).toFixed(0)} s`);
      for (const f of result.missed) failures.push(`Billing CSV: ${f}`);
      sections.push({
        name: "import-export",
        body: importExportSection(result, m, when, command),
      });
    }

    if (parts.includes("load")) {
      await stopApp();
      console.log(
        `\nServer under load: issue 37's pages as a user gets them, ${LOAD_CONNECTIONS} connections, ` +
          `${LOAD_RUNS} × ${LOAD_SECONDS} s each beside a bare Node server; SQLite, then PostgreSQL`,
      );
      const started = Date.now();
      const result = await runLoadBench();
      console.log(`\n${loadTable(result)}\n\n${cpuTable(result)}\n\n${memoryTable(result)}`);
      console.log(`Load part: ${((Date.now() - started) / 1000).toFixed(0)} s`);
      for (const f of result.failures) failures.push(`Load: ${f}`);
      sections.push({ name: "load", body: loadSection(result, m, when, command) });
    }

    if (parts.includes("mail")) {
      await stopApp();
      console.log(
        `\nMail latency: ${MAIL_MESSAGES} contact-form posts, each to its e-mail accepted by SMTP; ` +
          `SQLite, then PostgreSQL`,
      );
      const result = await runMailBench();
      console.log(`\n${mailTable(result)}\n\n${mailReading(result)}\n`);
      for (const f of result.failures) failures.push(`Mail: ${f}`);
      sections.push({ name: "mail", body: mailSection(result, m, when, command) });
    }

    if (parts.includes("profile")) {
      await stopApp();
      console.log(`\nRequest profiles: ${BEFORE_COMMIT} (before) and this checkout (after)`);
      const result = await runProfileBench();
      console.log(`\n${summaryTable(result)}\n`);
      for (const f of result.failures) failures.push(`Profile: ${f}`);
      sections.push({ name: "profile", body: profileSection(result, m, when, command) });
    }

    if (parts.includes("scale")) {
      await stopApp();
      console.log(
        `\nStaff lists and reports at scale: every staff page over ${thousands(CUSTOMERS_BILLS)} bills; ` +
          `SQLite, then PostgreSQL`,
      );
      const started = Date.now();
      const result = await runScaleBench();
      console.log(`\n${scaleTables(result)}\n`);
      console.log(`Scale part: ${((Date.now() - started) / 1000).toFixed(0)} s`);
      for (const f of result.missed) failures.push(`Scale: ${f}`);
      sections.push({ name: "scale", body: scaleSection(result, m, when, command) });
    }

    if (parts.includes("jobs")) {
      await stopApp();
      console.log(
        `\nPrint jobs at scale: ${thousands(JOBS)} jobs; the board, the lists, a job and the status link; ` +
          `SQLite, then PostgreSQL`,
      );
      const started = Date.now();
      const result: JobsResult = await runJobsBench();
      console.log(`\n${jobsTables(result)}\n`);
      console.log(`Jobs part: ${((Date.now() - started) / 1000).toFixed(0)} s`);
      for (const f of result.missed) failures.push(`Jobs: ${f}`);
      const about = { cpuLine: cpuLine(m), node: m.node, cores: os.cpus().length };
      sections.push({ name: "jobs", body: jobsSection(result, about, when, command) });
    }
  } finally {
    await stopApp();
    if (sections.length) {
      await writeDoc(sections);
      console.log(`bench: wrote ${path.relative(ROOT, DOC)}`);
    }
  }

  if (failures.length) {
    console.error(`\nbench: FAILED\n${failures.map((f) => `  - ${f}`).join("\n")}`);
    process.exit(1);
  }
  console.log("\nbench: every threshold, budget and check is met");
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause) console.error("caused by:", cause);
  process.exit(1);
});
