import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import {
  headOf,
  prepareCheckout,
  seedStaffAndBills,
  sleep,
  startCheckoutServer,
  type CheckoutServer,
} from "./checkout";
import { Cleanups } from "./common";
import { abbreviate, analyse, type Analysis, type CpuProfile } from "./profile-analyse";
import { ROOT, ensureBuild } from "./server";

/**
 * Request profiles before and after issue 22 (`npm run bench -- --only profile`). "Before" is
 * BEFORE_COMMIT, checked out into a temporary git worktree (node_modules linked from this
 * checkout) and built there; "after" is this checkout's build. For each side and each kind of
 * request the production server (`node server.js`, SQLite, a fresh data directory) runs under
 * `node --cpu-prof` with a sampling interval of INTERVAL_US; after WARMUP requests, REQUESTS
 * more of that one kind are sent over CONNECTIONS keep-alive connections with a browser's
 * Accept-Encoding; then the server is stopped with SIGTERM (it exits through process.exit, which
 * writes the profile). Only the samples taken while the measured requests ran count (the
 * profile's clock is the monotonic one process.hrtime reads). The CPU of every thread of the
 * process (main, libuv's pool, V8's helpers) over the same window comes from /proc, since the
 * profile sees the main thread only: zlib streams compress on the libuv pool.
 */

export const BEFORE_COMMIT = "dba2135";
export const REQUESTS = 300;
export const WARMUP = 60;
export const CONNECTIONS = 8;
export const INTERVAL_US = 200;
/** Bills seeded for the bill list (a page holds 25). */
export const SEED_BILLS = 30;
const ACCEPT_ENCODING = "gzip, deflate, br";
const FOLDED_DIR = path.join(ROOT, "docs/profiles");

export type Side = "before" | "after";
export type Kind = {
  key: string;
  name: string;
  path: string;
  signedIn: boolean;
  /** What a correct page holds; a problem found, or null. */
  check?: (html: string) => string | null;
};
export const KINDS: Kind[] = [
  { key: "home", name: "Home, anonymous", path: "/", signedIn: false },
  { key: "storefront", name: "Storefront, anonymous", path: "/limrakart", signedIn: false },
  {
    key: "bill-list",
    name: "Bill list, signed-in staff (25 rows)",
    path: "/billing/old-complaint",
    signedIn: true,
    check: (html) => {
      const rows = new Set(html.match(/Customer \d+/g)).size;
      return rows === 25 ? null : `the bill list shows ${rows} seeded customers, not 25`;
    },
  },
];

export type ThreadCpu = { main: number; pool: number; other: number };
export type KindProfile = {
  side: Side;
  kind: Kind;
  analysis: Analysis;
  /** Wall time of the measured requests, and the bytes of one response as sent. */
  seconds: number;
  bytes: number;
  /** CPU ms of the measured requests by thread group (from /proc). */
  cpu: ThreadCpu;
  folded: string;
};
export type ProfileResult = {
  profiles: KindProfile[];
  commits: Record<Side, string>;
  loadAverages: string[];
  failures: string[];
};

const cleanups = new Cleanups("profile");

/** Stops a server still running, removes the temporary worktree and data directories. */
export async function cleanUpProfile(): Promise<void> {
  await cleanups.drain();
}

type Server = CheckoutServer & { profDir: string };

/** The server of `root` under `node --cpu-prof`, its profile written into profDir on exit. */
async function startProfiled(root: string): Promise<Server> {
  const profDir = mkdtempSync(path.join(os.tmpdir(), "limra-profile-cpu-"));
  cleanups.push(async () => rmSync(profDir, { recursive: true, force: true }));
  const server = await startCheckoutServer(root, cleanups, {
    label: "profile",
    nodeArgs: [
      "--max-semi-space-size=8",
      "--cpu-prof",
      `--cpu-prof-dir=${profDir}`,
      `--cpu-prof-interval=${INTERVAL_US}`,
    ],
  });
  return { ...server, profDir };
}

const seed = (root: string, env: Record<string, string>) =>
  seedStaffAndBills(root, env, SEED_BILLS);

/** CPU time (ms) of each thread group of a process so far, from /proc/<pid>/task/<tid>/stat. */
function threadCpu(pid: number): ThreadCpu {
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  const out: ThreadCpu = { main: 0, pool: 0, other: 0 };
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
    } catch {
      continue; // the thread ended
    }
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ms = (Number(fields[11]) + Number(fields[12])) * tick;
    if (tid === String(pid)) out.main += ms;
    else if (name.startsWith("libuv-worker")) out.pool += ms;
    else out.other += ms;
  }
  return out;
}

const agent = () => new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** Sends `count` GETs over CONNECTIONS connections; every answer must be 200. Bytes of the last. */
async function send(url: URL, headers: Record<string, string>, count: number, a: http.Agent) {
  let next = 0;
  let bytes = 0;
  const failures: string[] = [];
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.get(url, { agent: a, headers }, (res) => {
        let size = 0;
        res.on("data", (chunk: Buffer) => (size += chunk.length));
        res.on("end", () => {
          if (res.statusCode !== 200) failures.push(`${url.pathname} answered ${res.statusCode}`);
          bytes = size;
          resolve();
        });
        res.on("error", reject);
      });
      req.on("error", reject);
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next++ < count) await one();
    }),
  );
  return { bytes, failures: [...new Set(failures)] };
}

function readProfile(dir: string): CpuProfile {
  const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error(`profile: the server wrote no .cpuprofile into ${dir}`);
  return JSON.parse(readFileSync(path.join(dir, file), "utf8")) as CpuProfile;
}

async function profileKind(side: Side, root: string, kind: Kind, failures: string[]) {
  const depth = cleanups.depth;
  try {
    const server = await startProfiled(root);
    const headers: Record<string, string> = { "Accept-Encoding": ACCEPT_ENCODING };
    if (kind.signedIn) headers.Cookie = await seed(root, server.env);
    const url = new URL(kind.path, server.baseUrl);
    const page = await fetch(url, { headers });
    const problem = kind.check?.(await page.text());
    if (problem) failures.push(`${side} ${kind.key}: ${problem}`);
    const a = agent();
    await send(url, headers, WARMUP, a);
    await sleep(200);
    const cpu0 = threadCpu(server.pid);
    const from = Number(process.hrtime.bigint() / 1000n);
    const sent = await send(url, headers, REQUESTS, a);
    const to = Number(process.hrtime.bigint() / 1000n);
    const cpu1 = threadCpu(server.pid);
    a.destroy();
    for (const f of sent.failures) failures.push(`${side} ${kind.key}: ${f}`);
    await server.stop();
    const profile = readProfile(server.profDir);
    if (from < profile.startTime || to > profile.endTime) {
      failures.push(`${side} ${kind.key}: the request window is outside the profile's clock`);
    }
    const analysis = analyse(profile, { from, to });
    const folded = `${analysis.folded.map((s) => `${s.stack} ${s.us}`).join("\n")}\n`;
    return {
      side,
      kind,
      analysis,
      seconds: (to - from) / 1e6,
      bytes: sent.bytes,
      cpu: {
        main: cpu1.main - cpu0.main,
        pool: cpu1.pool - cpu0.pool,
        other: cpu1.other - cpu0.other,
      },
      folded,
    } satisfies KindProfile;
  } finally {
    await cleanups.run(depth);
  }
}

export async function runProfileBench(): Promise<ProfileResult> {
  const failures: string[] = [];
  const profiles: KindProfile[] = [];
  const loadAverages: string[] = [];
  try {
    ensureBuild();
    const before = await prepareCheckout(BEFORE_COMMIT, cleanups, "profile");
    const roots: Record<Side, string> = { before, after: ROOT };
    const commits = { before: await headOf(before), after: await headOf(ROOT) };
    for (const kind of KINDS) {
      for (const side of ["before", "after"] as const) {
        console.log(`profile: ${side}, ${kind.name} (${kind.path})`);
        loadAverages.push(os.loadavg()[0]!.toFixed(2));
        profiles.push(await profileKind(side, roots[side], kind, failures));
      }
    }
    mkdirSync(FOLDED_DIR, { recursive: true });
    for (const p of profiles) {
      writeFileSync(path.join(FOLDED_DIR, `${p.side}-${p.kind.key}.folded`), p.folded);
    }
    return { profiles, commits, loadAverages, failures };
  } finally {
    await cleanups.drain();
  }
}

// ---------------------------------------------------------------------------------------------
// Tables for the console and docs/performance.md.

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;
const perRequest = (ms: number) => (ms / REQUESTS).toFixed(2);
const find = (r: ProfileResult, side: Side, kind: Kind) =>
  r.profiles.find((p) => p.side === side && p.kind.key === kind.key);

export function summaryTable(r: ProfileResult): string {
  const rows = KINDS.flatMap((kind) =>
    (["before", "after"] as const).flatMap((side) => {
      const p = find(r, side, kind);
      if (!p) return [];
      const all = p.cpu.main + p.cpu.pool + p.cpu.other;
      return [
        `| ${kind.name} | ${side} | ${(REQUESTS / p.seconds).toFixed(0)} | ${(p.bytes / 1024).toFixed(1)} | ${perRequest(p.analysis.busyMs)} | ${perRequest(p.cpu.main)} | ${perRequest(p.cpu.pool)} | ${perRequest(p.cpu.other)} | ${perRequest(all)} |`,
      ];
    }),
  );
  return [
    "| Request | Side | req/s (profiled) | KB sent | Main thread busy, ms/req (profile, wall) | Main thread CPU ms/req | libuv pool (zlib) CPU ms/req | V8 helper threads CPU ms/req | CPU ms per request (all threads) |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

export function topTable(r: ProfileResult, kind: Kind): string {
  const b = find(r, "before", kind)?.analysis;
  const a = find(r, "after", kind)?.analysis;
  const cell = (x?: Analysis, i = 0) => {
    const t = x?.top[i];
    return t ? `\`${t.frame.replace(/\|/g, "\\|")}\` | ${t.ms} | ${pct(t.share)}` : "– | – | –";
  };
  return [
    "| # | Before: function (self time) | ms | % busy | After: function (self time) | ms | % busy |",
    "|---|---|---|---|---|---|---|",
    ...[0, 1, 2, 3, 4].map((i) => `| ${i + 1} | ${cell(b, i)} | ${cell(a, i)} |`),
  ].join("\n");
}

export function categoryTable(r: ProfileResult, kind: Kind): string {
  const b = find(r, "before", kind)?.analysis;
  const a = find(r, "after", kind)?.analysis;
  const rows = (b ?? a)?.categories.map((c, i) => {
    const cell = (x?: Analysis) => {
      const v = x?.categories[i];
      return v ? `${perRequest(v.ms)} | ${pct(v.share)}` : "– | –";
    };
    return `| ${c.label} | ${cell(b)} | ${cell(a)} |`;
  });
  return [
    "| Category (inclusive) | Before ms/req | % busy | After ms/req | % busy |",
    "|---|---|---|---|---|",
    ...(rows ?? []),
  ].join("\n");
}

export function flameList(r: ProfileResult, side: Side, kind: Kind): string {
  const p = find(r, side, kind);
  if (!p) return "";
  const busy = p.analysis.busyMs * 1000;
  return p.analysis.folded
    .slice(0, 10)
    .map((s) => `${pct(busy ? s.us / busy : 0).padStart(7)}  ${abbreviate(s.stack)}`)
    .join("\n");
}

export function foldedFiles(): string {
  return existsSync(FOLDED_DIR) ? path.relative(ROOT, FOLDED_DIR) : "docs/profiles";
}
