/**
 * Reading a V8 CPU profile (`node --cpu-prof`, a .cpuprofile file) for the profile part
 * (scripts/bench/profile.ts): self time by function, inclusive time by category, and folded
 * stacks (`frame;frame;frame weight` lines, the input of flame-graph tools), all restricted to a
 * time window (the measured requests) on the profile's own clock.
 */

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
export type CpuProfile = {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};

/** Microseconds on the profile's clock (V8's monotonic clock, the same as process.hrtime). */
export type Window = { from: number; to: number };

export type FrameCost = { frame: string; ms: number; share: number };
export type CategoryCost = { label: string; ms: number; share: number };
export type FoldedStack = { stack: string; us: number };

export type Analysis = {
  /** The window's length, its idle part and the rest (the main thread at work). */
  windowMs: number;
  idleMs: number;
  busyMs: number;
  /** The heaviest functions by self time (idle left out). */
  top: FrameCost[];
  /** Inclusive time per category (a sample counts in every category on its stack). */
  categories: CategoryCost[];
  /**
   * Folded stacks (recursion folded), frames under PRUNE_SHARE of busy time merged into their
   * caller.
   */
  folded: FoldedStack[];
};

/** Frames (with their callees) under this share of the busy time are cut from the folded file. */
export const PRUNE_SHARE = 0.005;

const IDLE = "(idle)";
const GC = "(garbage collector)";
const ROOT_FRAME = "(root)";

/** Where a frame's code lives, short: a package's name, a node: module, the app's bundle. */
export function whereOf(url: string): string {
  if (!url) return "";
  const modules = url.lastIndexOf("/node_modules/");
  if (modules >= 0) {
    const parts = url.slice(modules + "/node_modules/".length).split("/");
    return parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (url.startsWith("node:")) return url;
  if (url.includes("/build/server/")) return "app";
  const file = url.split("/").pop() ?? url;
  return file;
}

function frameName(frame: CallFrame): string {
  const name = frame.functionName || "(anonymous)";
  const where = whereOf(frame.url);
  return (where ? `${name} ${where}` : name).replace(/[;\s]+/g, " ").trim();
}

/** Self-time label: the frame with its line (1-based), so two anonymous functions differ. */
function selfName(frame: CallFrame): string {
  const where = whereOf(frame.url);
  const line = frame.url ? `:${frame.lineNumber + 1}` : "";
  return `${frame.functionName || "(anonymous)"}${where ? ` (${where}${line})` : ""}`;
}

const APP_NAME = (names: string) => new RegExp(`^(${names})(\\$\\d+)?$`);
const SESSION_FUNCTIONS = APP_NAME(
  "loadCurrentUser|sessionMiddleware|getCurrentUser|requireUser|requireRole|requireBillingAccess|checkRole|guardMiddleware|roleMiddleware|createSessionCookie|getSession|getAuth",
);
const I18N_FUNCTIONS = APP_NAME(
  "layoutText|useLayoutText|useLocale|isLocale|tr|pick|localized|localizedUrl|Translated",
);
const PAGE_CACHE_FUNCTIONS = APP_NAME(
  "pageCache|renderAndKeep|serve|gzipPage|deflatePiece|fill|toRuns|cacheKey|preferenceKey|storable|toBuffer|matches|acceptsGzip",
);
const ROUTER_MATCHING = APP_NAME(
  "matchRoutes|matchRoutesImpl|matchRouteBranch|flattenRoutes|rankRouteBranches|compilePath|matchPath|createRoutes|groupRoutesByParentId|computeScore|convertRoutesToDataRoutes|getPathContributingMatches",
);

/** server/app.ts and what it imports (the page cache among them) are bundled into this file. */
const isServerEntry = (f: CallFrame) => f.url.endsWith("/build/server/index.js");

/**
 * The categories the issue asks about; a frame belongs to one when its code (package, node:
 * module) or, for our own bundled code, its function's name says so.
 */
export const CATEGORIES: { label: string; test: (frame: CallFrame) => boolean }[] = [
  {
    label: "compression (zlib)",
    test: (f) =>
      f.url === "node:zlib" ||
      /\/node_modules\/compression\//.test(f.url) ||
      (isServerEntry(f) && /^(gzipPage|deflatePiece)$/.test(f.functionName)),
  },
  {
    label: "React render (react-dom/server)",
    test: (f) => f.url.includes("/node_modules/react-dom/"),
  },
  {
    label: "data serialisation (turbo-stream)",
    test: (f) =>
      f.url.includes("turbo-stream") ||
      (f.url.includes("/node_modules/react-router/") && f.functionName === "encodeViaTurboStream"),
  },
  {
    label: "router matching (react-router)",
    test: (f) =>
      f.url.includes("/node_modules/react-router/") && ROUTER_MATCHING.test(f.functionName),
  },
  {
    label: "database (kysely/better-sqlite3/pg)",
    test: (f) => /\/node_modules\/(kysely|better-sqlite3|pg|pg-pool|pg-protocol)\//.test(f.url),
  },
  {
    label: "session lookup (better-auth + guards)",
    test: (f) =>
      /\/node_modules\/(better-auth|@better-auth|better-call)\//.test(f.url) ||
      (f.url.includes("/build/server/") && SESSION_FUNCTIONS.test(f.functionName)),
  },
  {
    label: "i18n",
    test: (f) => f.url.includes("/build/server/") && I18N_FUNCTIONS.test(f.functionName),
  },
  {
    label: "page cache",
    test: (f) => isServerEntry(f) && PAGE_CACHE_FUNCTIONS.test(f.functionName),
  },
  { label: "GC", test: (f) => f.functionName === GC },
  { label: "idle", test: (f) => f.functionName === IDLE },
];

const round = (n: number) => Math.round(n * 10) / 10;

/** Sample i's duration: the time to the next sample (the last one gets the mean). */
function durations(p: CpuProfile): number[] {
  const n = p.samples.length;
  const out = new Array<number>(n);
  for (let i = 0; i < n - 1; i++) out[i] = p.timeDeltas[i + 1]!;
  if (n) out[n - 1] = n > 1 ? (p.endTime - p.startTime) / n : 0;
  return out;
}

export function analyse(p: CpuProfile, window?: Window): Analysis {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stacks = new Map<number, ProfileNode[]>();
  const stackOf = (id: number): ProfileNode[] => {
    let s = stacks.get(id);
    if (!s) {
      const up = parent.get(id);
      s = [...(up === undefined ? [] : stackOf(up)), byId.get(id)!];
      stacks.set(id, s);
    }
    return s;
  };
  const categoriesOf = new Map<number, number[]>();
  const inCategories = (id: number): number[] => {
    let c = categoriesOf.get(id);
    if (!c) {
      const frames = stackOf(id).map((n) => n.callFrame);
      c = CATEGORIES.flatMap((cat, i) => (frames.some(cat.test) ? [i] : []));
      categoriesOf.set(id, c);
    }
    return c;
  };

  const dur = durations(p);
  const self = new Map<string, number>();
  const category = new Array<number>(CATEGORIES.length).fill(0);
  const paths = new Map<string, number>();
  let total = 0;
  let idle = 0;
  let t = p.startTime;
  for (let i = 0; i < p.samples.length; i++) {
    t += p.timeDeltas[i]!;
    if (window && (t < window.from || t >= window.to)) continue;
    const id = p.samples[i]!;
    const us = dur[i]!;
    const leaf = byId.get(id)!.callFrame;
    total += us;
    for (const c of inCategories(id)) category[c]! += us;
    if (leaf.functionName === IDLE) {
      idle += us;
      continue;
    }
    const name = selfName(leaf);
    self.set(name, (self.get(name) ?? 0) + us);
    const stack = foldRecursion(
      stackOf(id)
        .filter((n) => n.callFrame.functionName !== ROOT_FRAME)
        .map((n) => frameName(n.callFrame)),
    ).join(";");
    paths.set(stack, (paths.get(stack) ?? 0) + us);
  }
  const busy = total - idle;
  const share = (us: number) => (busy ? us / busy : 0);
  const top = [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([frame, us]) => ({ frame, ms: round(us / 1000), share: share(us) }));
  return {
    windowMs: round(total / 1000),
    idleMs: round(idle / 1000),
    busyMs: round(busy / 1000),
    top,
    categories: CATEGORIES.map((c, i) => ({
      label: c.label,
      ms: round(category[i]! / 1000),
      share: c.label === "idle" ? (total ? category[i]! / total : 0) : share(category[i]!),
    })),
    folded: prune(paths, busy * PRUNE_SHARE),
  };
}

/**
 * A stack with its recursion folded: a frame already on the stack takes the stack back to its
 * first occurrence (React renders a tree by recursion a hundred frames deep; folded, the flame
 * graph keeps which functions were on the stack, in a few frames).
 */
export function foldRecursion(frames: string[]): string[] {
  const out: string[] = [];
  const at = new Map<string, number>();
  for (const frame of frames) {
    const seen = at.get(frame);
    if (seen !== undefined) {
      for (const dropped of out.splice(seen + 1)) at.delete(dropped);
      continue;
    }
    at.set(frame, out.length);
    out.push(frame);
  }
  return out;
}

/**
 * Folded stacks with every frame whose inclusive time is under `minUs` cut off: its time (and
 * its callees') counts as its caller's own, so the totals stay the same.
 */
export function prune(paths: Map<string, number>, minUs: number): FoldedStack[] {
  const inclusive = new Map<string, number>();
  for (const [stack, us] of paths) {
    const frames = stack.split(";");
    for (let d = 1; d <= frames.length; d++) {
      const prefix = frames.slice(0, d).join(";");
      inclusive.set(prefix, (inclusive.get(prefix) ?? 0) + us);
    }
  }
  const kept = new Map<string, number>();
  for (const [stack, us] of paths) {
    const frames = stack.split(";");
    let d = 1;
    while (d < frames.length && inclusive.get(frames.slice(0, d + 1).join(";"))! >= minUs) d++;
    // The root frame of a stack under the threshold is kept too (its caller is the program).
    const key = frames.slice(0, d).join(";");
    kept.set(key, (kept.get(key) ?? 0) + us);
  }
  return [...kept.entries()]
    .map(([stack, us]) => ({ stack, us: Math.round(us) }))
    .filter((s) => s.us > 0)
    .sort((a, b) => b.us - a.us);
}

/** A folded stack for the page: its last `depth` frames, with "…" for the ones left out. */
export function abbreviate(stack: string, depth = 5): string {
  const frames = stack.split(";");
  const shown = frames.slice(-depth).join(" › ");
  return frames.length > depth ? `… › ${shown}` : shown;
}
