import { BUDGETS, budgetTable, formatKB, type BudgetResult } from "./budgets";
import { machineLines, type Machine } from "./machine";

/** The budgets' section of docs/performance.md (scripts/bench/budgets.ts measures). */

export function budgetsSection(result: BudgetResult, m: Machine, when: string, command: string) {
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
