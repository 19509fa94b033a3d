import { performance } from "node:perf_hooks";
import type { RunningApp } from "../../tests/e2e/harness";
import {
  BILL_NUMBER,
  BROWSER_HEADERS,
  CONCURRENCY,
  HISTORY_STATUSES,
  LABELS,
  NAME_TERM,
  PAGE,
  QUERY_RUNS,
  QUERY_WARMUP,
  RANGE_DAYS,
  REPORT_TARGET_MS,
  REQUESTS,
  TARGET_MS,
  WARMUP,
  load,
  ms,
  type BillsListing,
  type Modules,
  type QueryStats,
} from "./bills";
import { indiaDay } from "./bills-generate";
import { percentile, thousands } from "./common";
import type { LatencyStats } from "./shop";

/**
 * The billing lists the part measures (scripts/bench/bills.ts), each with its loader's own calls,
 * and how one is measured: checked for what the loader says it must show, requested over HTTP,
 * then its loader's calls timed alone.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

type Expected = {
  total: number;
  page: number;
  pageCount: number;
  first?: string;
  summary?: { count: number; totalPaise: number };
};

type ListingSpec = {
  label: string;
  path: string;
  /** The loader's calls (app/billing/bills/routes/*.tsx), with its filters. */
  queries: () => Promise<Expected>;
  /** Old Pending: the page is checked for its total and count only (see listingSpecs). */
  totalOnly?: boolean;
  /** What the page must show, when it is no list of bills (the sales report: its billed total). */
  markers?: (expected: Expected) => string[];
  /** The queries' target at p95 when not TARGET_MS. */
  targetMs?: number;
};

/**
 * The sales report over a preset range (app/billing/sales-report): its loader's one call,
 * `salesReport` (billed and received per period, methods, top customers, top items, all summed
 * in SQL). `total` is the number of periods; the page must show the billed total.
 */
function salesReportSpec(
  m: Modules,
  label: string,
  preset: "last-12-months" | "this-month",
  group: "day" | "month",
): ListingSpec {
  const query = { ...m.salesDays.presetRange(preset), group };
  const billed = (paise: number) => m.format.formatRupees(paise);
  return {
    label,
    path: m.salesDays.salesReportHref(query),
    queries: async () => {
      const r = await m.salesReport.salesReport(query);
      return { total: r.periods.length, page: 1, pageCount: 1, first: billed(r.billedPaise) };
    },
    markers: (expected) => [expected.first!],
    targetMs: REPORT_TARGET_MS,
  };
}

export function listingSpecs(m: Modules): ListingSpec[] {
  const { listBills, pendingSummary } = m.bills;
  const oldBills = async (q: string, page: number) => {
    const r = await listBills({ q, page });
    return { total: r.total, page: r.page, pageCount: r.pageCount, first: r.bills[0]?.number };
  };
  // Old Pending (decision 024): the bills with a balance left, and their count and total in SQL.
  // The page's loader may still filter its list by the work status while the UI moves over, so
  // the page is checked for the total and the count, which both ways agree on.
  const pending = async (from: string, to: string) => {
    const filters = { q: "", from, to };
    const [list, summary] = await Promise.all([
      listBills({ ...filters, due: true, page: 1 }),
      pendingSummary(filters),
    ]);
    return {
      total: list.total,
      page: list.page,
      pageCount: list.pageCount,
      first: list.bills[0]?.number,
      summary,
    };
  };
  const now = Date.now();
  const to = indiaDay(now);
  const from = indiaDay(now - (RANGE_DAYS - 1) * DAY_MS);
  return [
    { label: LABELS.first, path: "/billing/old-complaint", queries: () => oldBills("", 1) },
    {
      label: LABELS.page,
      path: `/billing/old-complaint?page=${PAGE}`,
      queries: () => oldBills("", PAGE),
    },
    {
      label: LABELS.name,
      path: `/billing/old-complaint?q=${NAME_TERM}`,
      queries: () => oldBills(NAME_TERM, 1),
    },
    {
      label: LABELS.number,
      path: `/billing/old-complaint?q=${BILL_NUMBER}`,
      queries: () => oldBills(BILL_NUMBER, 1),
    },
    ...HISTORY_STATUSES.map((status) => ({
      label: status === "paid" ? LABELS.paid : LABELS.inProgress,
      path: `/billing/history?status=${status}`,
      queries: async () => {
        const r = await listBills({ q: "", status, page: 1 });
        return { total: r.total, page: r.page, pageCount: r.pageCount, first: r.bills[0]?.number };
      },
    })),
    {
      label: LABELS.range,
      path: `/billing/old-pending?from=${from}&to=${to}`,
      queries: () => pending(from, to),
      totalOnly: true,
    },
    {
      label: LABELS.pendingAll,
      path: "/billing/old-pending",
      queries: () => pending("", ""),
      totalOnly: true,
    },
    salesReportSpec(m, LABELS.salesYear, "last-12-months", "month"),
    salesReportSpec(m, LABELS.salesMonth, "this-month", "day"),
  ];
}

/** What the page must show: the loader's own answer, computed here. */
function markersFor(m: Modules, spec: ListingSpec, expected: Expected, first: string) {
  const markers: string[] = [];
  if (spec.markers) {
    markers.push(...spec.markers(expected));
  } else if (expected.summary) {
    markers.push(
      m.format.formatRupees(expected.summary.totalPaise, { whole: true }),
      `${expected.summary.count} pending ${expected.summary.count === 1 ? "bill" : "bills"}`,
    );
  } else {
    markers.push(`${expected.total} ${expected.total === 1 ? "bill" : "bills"}`);
  }
  if (!spec.totalOnly && !spec.markers) {
    markers.push(first);
    if (expected.pageCount > 1) markers.push(`Page ${expected.page} of ${expected.pageCount}`);
  }
  return markers;
}

/** A request of the page, checked for status 200 and every marker; the size of its HTML. */
function pageRequest(app: RunningApp, spec: ListingSpec, cookie: string, markers: string[]) {
  const url = `${app.baseUrl}${spec.path}`;
  let htmlBytes = 0;
  const request = () =>
    fetch(url, { headers: { ...BROWSER_HEADERS, Cookie: cookie }, redirect: "manual" });
  const get = async () => {
    // A kept-alive connection the server closed while this process was busy (the synchronous
    // SQLite inserts hold its event loop for seconds) fails once: try again on a new one.
    const res = await request().catch(() =>
      request().catch((error: unknown) => {
        throw new Error(
          `bills: GET ${spec.path} failed (${String((error as Error).cause ?? error)}); ` +
            `the server's last words:\n${app.logs().slice(-2_000)}`,
          { cause: error },
        );
      }),
    );
    const html = await res.text();
    if (res.status !== 200) {
      throw new Error(`bills: GET ${spec.path} answered ${res.status}:\n${html.slice(0, 500)}`);
    }
    // React separates adjacent text with <!-- --> in server-rendered HTML.
    const text = html.replaceAll("<!-- -->", "");
    const missing = markers.find((marker) => !text.includes(marker));
    if (missing)
      throw new Error(`bills: GET ${spec.path} does not show ${JSON.stringify(missing)}`);
    htmlBytes = Buffer.byteLength(html);
  };
  return { get, htmlBytes: () => htmlBytes };
}

/** The loader's queries alone (what every request waited for), one call at a time. */
async function timeQueries(spec: ListingSpec): Promise<QueryStats> {
  const times: number[] = [];
  for (let i = 0; i < QUERY_WARMUP + QUERY_RUNS; i++) {
    const t0 = performance.now();
    await spec.queries();
    if (i >= QUERY_WARMUP) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

function statsLine(s: LatencyStats): string {
  return `p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, ${s.perSecond.toFixed(1)} requests/s`;
}

export async function benchListing(
  app: RunningApp,
  m: Modules,
  spec: ListingSpec,
  cookie: string,
  check: () => void,
): Promise<BillsListing> {
  const expected = await spec.queries();
  if (!expected.first) throw new Error(`bills: ${spec.path} would show no bills`);
  const page = pageRequest(app, spec, cookie, markersFor(m, spec, expected, expected.first));

  await load(WARMUP, CONCURRENCY, page.get);
  check();
  const stats = await load(REQUESTS, CONCURRENCY, page.get);
  check();
  const queries = await timeQueries(spec);

  const result: BillsListing = {
    label: spec.label,
    path: spec.path,
    matches: expected.summary?.count ?? expected.total,
    pendingTotalPaise: expected.summary?.totalPaise,
    htmlBytes: page.htmlBytes(),
    queries,
    targetMs: spec.targetMs ?? TARGET_MS,
    stats,
  };
  console.log(
    `bills: ${spec.label.padEnd(33)} ${thousands(result.matches).padStart(7)} matches; ` +
      `queries p50 ${ms(queries.p50)}, p95 ${ms(queries.p95)}; HTTP ${statsLine(stats)}`,
  );
  return result;
}
