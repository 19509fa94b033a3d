/**
 * The scale bench's pure parts (scripts/bench/scale.ts): its targets, a page's verdict against
 * them, the India day and financial year it measures; kept apart so that unit tests load them
 * without the app.
 */

export const CONNECTIONS = 20;
const IST_MS = 5.5 * 60 * 60 * 1000;

/** What a page is: a list, the sales report of a financial year, or the busy day's day book. */
export type PageKind = "list" | "report" | "dayBook";

/** The targets, in milliseconds of HTTP time. */
export const TARGETS = {
  /** Single client, p95, by kind of page. */
  singleP95: { list: 100, report: 300, dayBook: 150 } satisfies Record<PageKind, number>,
  /** CONNECTIONS concurrent connections, p99, every page. */
  concurrentP99: 300,
};

/** Pages whose figures are reported as they are (two other engineers rework them). */
export const REWORKED = new Set(["Sales report", "Day book"]);

export type Verdict = { singleMet: boolean; concurrentMet: boolean; misses: string[] };

/**
 * A page's figures against its targets: the single client's p95 under its kind's target, the
 * concurrent p99 under the common one, and every answer a 2xx (a page that errors misses).
 */
export function verdict(
  kind: PageKind,
  figures: { singleP95: number; concurrentP99: number; errors: number },
): Verdict {
  const singleTarget = TARGETS.singleP95[kind];
  const singleMet = Number.isFinite(figures.singleP95) && figures.singleP95 < singleTarget;
  const concurrentMet =
    Number.isFinite(figures.concurrentP99) &&
    figures.concurrentP99 < TARGETS.concurrentP99 &&
    figures.errors === 0;
  const misses: string[] = [];
  if (!singleMet)
    misses.push(`single-client p95 ${ms(figures.singleP95)} (target < ${singleTarget} ms)`);
  if (figures.concurrentP99 >= TARGETS.concurrentP99 || !Number.isFinite(figures.concurrentP99))
    misses.push(
      `${CONNECTIONS}-connection p99 ${ms(figures.concurrentP99)} (target < ${TARGETS.concurrentP99} ms)`,
    );
  if (figures.errors > 0) misses.push(`${figures.errors} answers not 2xx or failed`);
  return { singleMet, concurrentMet, misses };
}

/** The India day (yyyy-mm-dd) of an instant. */
export function indiaDay(at: number): string {
  return new Date(at + IST_MS).toISOString().slice(0, 10);
}

/** The financial year (1 April–31 March) that ended before the India day of `at`. */
export function lastFinancialYear(at: number): { from: string; to: string } {
  const day = indiaDay(at);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const endYear = month >= 4 ? year : year - 1;
  return { from: `${endYear - 1}-04-01`, to: `${endYear}-03-31` };
}

export function ms(value: number): string {
  if (!Number.isFinite(value)) return "—";
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
}
