import { hostText } from "./common";
import { ASSIGNEES, CUSTOMERS, JOBS, OPEN_JOBS, PROOFS, TARGET_MS, type JobsResult } from "./jobs";
import { ms } from "./scale-verdict";

/** The jobs bench's tables and its section of docs/performance.md (scripts/bench/jobs.ts). */

export function jobsTables(result: JobsResult): string {
  return result.engines
    .map((e) => {
      const s = e.status;
      const rows = [
        `### ${e.engine}`,
        "",
        `${e.version}; seeded in ${e.seedSeconds.toFixed(0)} s.`,
        "",
        "| Page | Request | HTML | Server p50 | Server p95 | HTTP p50 | HTTP p95 | Server CPU / request | Host | After a write: server p50, p95, CPU / request | Host (after a write) |",
        "| --- | --- | --: | --: | --: | --: | --: | --: | --- | --: | --- |",
        ...e.rows.map((r) => {
          const path = r.path
            .replace(/\/r\/[\w-]+/, "/r/:token")
            .replace(/\/billing\/jobs\/[\w-]+/, "/billing/jobs/:id")
            .replace(/assignee=[\w-]+/, "assignee=:staff");
          const p95 = (t: number) => (t < TARGET_MS ? ms(t) : `**${ms(t)}**`);
          const miss = r.miss
            ? `${ms(r.miss.server.p50)}, ${p95(r.miss.server.p95)}, ${ms(r.miss.single.cpuMs)} | ${hostText(r.miss.single.host)}`
            : `${r.cache === "hit" ? "" : "not kept"} | `;
          return (
            `| ${r.label} | \`${path}\` | ${(r.htmlBytes / 1024).toFixed(1)} KB | ${ms(r.server.p50)} | ` +
            `${p95(r.server.p95)} | ${ms(r.single.p50)} | ${ms(r.single.p95)} | ${ms(r.single.cpuMs)} | ` +
            `${hostText(r.single.host)} | ${miss} |`
          );
        }),
        "",
        `Status link: ${(s.htmlBytes / 1024).toFixed(1)} KB of HTML (limit 30 KB); accept form as plain ` +
          `HTML: ${s.form ? "yes" : "**no**"}; accepted by a form post without JavaScript: ` +
          `${s.accepted ? "yes" : "**no**"}; ${s.scripts} script elements on the page (enhancement only).`,
      ];
      return rows.join("\n");
    })
    .join("\n\n");
}

/** The section of docs/performance.md; `cpuLine` and `node` describe the machine. */
export function jobsSection(
  result: JobsResult,
  m: { cpuLine: string; node: string; cores: number },
  when: string,
  command: string,
): string {
  const loads = result.engines.flatMap((e) => e.rows.map((r) => r.single.host.load1));
  const loaded = loads.length && Math.max(...loads) > m.cores;
  const count = (n: number) => n.toLocaleString("en-US");
  return `## Print jobs at scale

Measured ${when} with \`${command}\` on:

${m.cpuLine}
- Node ${m.node}; ${result.engines.map((e) => e.version).join("; ")}; both on this machine

The production app (\`node server.js\`, a fresh data directory), once on SQLite and once on a fresh
PostgreSQL database, with ${count(JOBS)} print jobs written straight into its tables
(scripts/bench/jobs.ts): the newest ${count(OPEN_JOBS)} open, spread over the open stages over 40
days (due days from their quotes' turnaround, so some overdue), the rest delivered or cancelled over two
years; ${ASSIGNEES} staff assignees (about 15% unassigned); a quote on every job past the request;
${PROOFS} proof versions each (${count(JOBS * PROOFS)}); ${count(CUSTOMERS)} customers. As a signed-in staff member
(a planted session cookie), and the status link as a customer (a link row planted with the
sha256 of a known token; its rate limit is reset between requests): each page checked once,
then one request at a time, 5 unmeasured and 60 measured. "Server" is the server's own time of
each request, from its access log (arrival to the last byte handed to the socket, so a wait for a
core on a busy host counts); "HTTP" the time as the client on the same machine sees it; "Server
CPU / request" the server process's CPU time (every thread) over the series divided by its
requests. "Host" is the host's CPU figure and the 1-minute load over the cores, taken just before
the series. The board and the lists are kept by the staff page cache (decision 105), so that series
is served from memory after its first request; "After a write" is the same series with a write by
another connection to a tracked table (\`counters\`) before each request, each answer checked to be
the cache's miss, so every request renders the page ("not kept": a page the cache does not hold).

Targets (issue 39): server p95 < ${TARGET_MS} ms for every page, after a write too; the status link page under 30 KB of
HTML, its accept a plain \`<form method="post">\` that works without JavaScript (checked by
posting it as a browser without scripts does). A miss is in bold.

${jobsTables(result)}

${result.missed.length ? `**Missed:** ${result.missed.join("; ")}.` : "Every page met its targets."}${
    loaded
      ? " The host was loaded during this run (see the load beside each figure): on a quiet host the times are lower."
      : ""
  }${result.skipped ? ` ${result.skipped}: PostgreSQL was not measured.` : ""}
`;
}
