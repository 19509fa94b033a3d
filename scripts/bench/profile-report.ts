import { cpuLine, type Machine } from "./machine";
import {
  BEFORE_COMMIT,
  CONNECTIONS,
  INTERVAL_US,
  KINDS,
  REQUESTS,
  SEED_BILLS,
  WARMUP,
  categoryTable,
  flameList,
  foldedFiles,
  summaryTable,
  topTable,
  type ProfileResult,
} from "./profile";
import { PRUNE_SHARE } from "./profile-analyse";

/** The request profiles' section of docs/performance.md (scripts/bench/profile.ts measures). */

export function profileSection(result: ProfileResult, m: Machine, when: string, command: string) {
  const kinds = KINDS.map(
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
server (\`node server.js\`, SQLite, a fresh data directory; ${SEED_BILLS} bills and a staff
session seeded by the side's own code for the bill list) runs under \`node --cpu-prof
--cpu-prof-interval=${INTERVAL_US}\` (one server per kind, so each profile is one kind). After
${WARMUP} unmeasured requests, ${REQUESTS} requests of that kind are sent over
${CONNECTIONS} keep-alive connections with \`Accept-Encoding: gzip, deflate, br\`; the
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
