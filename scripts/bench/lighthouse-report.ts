import {
  CATEGORIES,
  CATEGORY_LABELS,
  RUNS,
  THRESHOLDS,
  failingAuditsReport,
  lighthouseTable,
  type LighthousePageResult,
} from "./lighthouse";
import { machineLines, type Machine } from "./machine";

/** Lighthouse's section of docs/performance.md (scripts/bench/lighthouse.ts measures). */

export function lighthouseSection(
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
