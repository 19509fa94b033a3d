/**
 * The import graph of app/ and its rules at every level (decisions 021 and 089): which file
 * imports which, built with the TypeScript compiler's own resolver (so `~/` and relative paths
 * resolve exactly as tsc and Vite resolve them; dynamic `import()` and type-only imports
 * included), then read at three levels:
 * - file: no cycles between files;
 * - sub-feature: inside a feature, every folder but routes/, components/, content/ and shared/ is a
 *   sub-feature (billing/bills, admin/catalog, shop/cart, …). A sub-feature has an index
 *   (index.ts browser-safe, index.server.ts server) and is used from elsewhere in its feature
 *   only through it; no cycles between sub-features. A feature's own files sit on two sides of
 *   its sub-features: its index files and routes/ gather them (above), its other files —
 *   root modules, components/, content/, shared/ — are what they share (below);
 * - feature: each first-level folder of app/ (files directly in app/ count as "app"); a feature
 *   has an index, another feature uses it only through it; no cycles between folders, and
 *   the layers below the features (LAYERS: lib, components, platform, domain) import nothing
 *   above them.
 * Every check takes the graph as an argument, so tests/unit/import-rules.test.ts runs each on
 * small made-up graphs as well as on the real one. `npx tsx scripts/import-graph.ts` prints
 * every violation.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const appDir = path.join(root, "app");

/** A file -> the app files it imports; paths relative to the repository root, "/"-separated. */
export type Graph = Map<string, string[]>;

/**
 * First-level folders of app/ that are not features — the layers below them — each with the
 * layers it may import besides itself. `domain` is the shared business rules' layer of decision
 * 086 (imports platform and lib); a folder that does not exist holds no file and changes nothing.
 */
export const LAYERS: Record<string, string[]> = {
  lib: [],
  components: ["lib"],
  platform: ["lib"],
  domain: ["platform", "lib"],
};
/** Folders of a feature (or sub-feature) that are parts of it, not sub-features. */
export const PART_FOLDERS = ["routes", "components", "content", "shared"];
const INDEX = /^index(\.server)?\.ts$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function compilerOptions(): ts.CompilerOptions {
  const configPath = path.join(root, "tsconfig.json");
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config.config, ts.sys, root).options;
}

/** Every `import`/`export ... from` and dynamic `import()` specifier, type-only ones included. */
function specifiers(file: string): string[] {
  return ts
    .preProcessFile(fs.readFileSync(file, "utf8"), true, true)
    .importedFiles.map((ref) => ref.fileName);
}

const relative = (file: string) => path.relative(root, file).split(path.sep).join("/");

/** File -> the app files it imports (paths relative to the repository root). */
export function importGraph(): Graph {
  const options = compilerOptions();
  const graph: Graph = new Map();
  for (const file of sourceFiles(appDir)) {
    const targets = new Set<string>();
    for (const spec of specifiers(file)) {
      const resolved = ts.resolveModuleName(spec, file, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.resolve(resolved.resolvedFileName);
      if (target.startsWith(appDir + path.sep)) targets.add(relative(target));
    }
    graph.set(relative(file), [...targets].sort());
  }
  return graph;
}

/** Strongly connected components with more than one member (or a self-loop): Tarjan's algorithm. */
export function cycles(graph: Graph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];

  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) {
        found.push(component.sort());
      }
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) visit(node);
  return found;
}

/** app/billing/x.ts -> "billing"; app/root.tsx -> "app". */
export function folderOf(file: string): string {
  const parts = file.split("/");
  return parts.length > 2 ? parts[1]! : "app";
}

/** True for a feature's folder name: a first-level folder of app/ that is not one of LAYERS. */
export function isFeature(folder: string): boolean {
  return folder !== "app" && !Object.hasOwn(LAYERS, folder);
}

/** app/billing/bills/routes/x.tsx -> "app/billing/bills"; null outside any sub-feature. */
export function subFeatureOf(file: string): string | null {
  const parts = file.split("/");
  if (parts.length < 4 || !isFeature(parts[1]!) || PART_FOLDERS.includes(parts[2]!)) return null;
  return parts.slice(0, 3).join("/");
}

/** The feature's folder ("app/billing") of a file in a feature; null elsewhere. */
function featureDirOf(file: string): string | null {
  const parts = file.split("/");
  return parts.length > 2 && isFeature(parts[1]!) ? parts.slice(0, 2).join("/") : null;
}

/**
 * A file's node in the sub-feature graph: its sub-feature; for a feature's own files, the
 * feature's index ("app/billing (index)"), its routes ("app/billing/routes") or the rest
 * ("app/billing"); outside features, the first-level folder.
 */
export function unitOf(file: string): string {
  const sub = subFeatureOf(file);
  if (sub) return sub;
  const feature = featureDirOf(file);
  if (!feature) return folderOf(file);
  const rest = file.slice(feature.length + 1);
  if (INDEX.test(rest)) return `${feature} (index)`;
  return rest.startsWith("routes/") ? `${feature}/routes` : feature;
}

/** The graph of `of(file)` nodes, with the file imports that make each arrow. */
export function nodeGraph(files: Graph, of: (file: string) => string) {
  const graph: Graph = new Map();
  const evidence = new Map<string, string[]>();
  for (const [from, targets] of files) {
    for (const to of targets) {
      const a = of(from);
      const b = of(to);
      if (a === b) continue;
      graph.set(a, [...new Set([...(graph.get(a) ?? []), b])]);
      const key = `${a} -> ${b}`;
      evidence.set(key, [...(evidence.get(key) ?? []), `${from} -> ${to}`]);
    }
  }
  return { graph, evidence };
}

/** Folder -> folders it imports (folder = first-level folder under app/). */
export const folderGraph = (files: Graph) => nodeGraph(files, folderOf);
/** Sub-feature graph: nodes by unitOf. */
export const subFeatureGraph = (files: Graph) => nodeGraph(files, unitOf);

const isIndexOf = (dir: string, file: string) =>
  file.startsWith(dir + "/") && INDEX.test(file.slice(dir.length + 1));

/**
 * Imports that reach past an index, as "from -> to": into a sub-feature from elsewhere in its
 * feature other than through the sub-feature's index, and into a feature from another feature
 * other than through the feature's index (a sub-feature's index is not the feature's).
 */
export function reachingPastIndex(files: Graph): string[] {
  const wrong: string[] = [];
  for (const [from, targets] of files) {
    for (const to of targets) {
      const feature = featureDirOf(to);
      if (!feature) continue;
      const fromFeature = featureDirOf(from);
      const sub = subFeatureOf(to);
      const sideways = fromFeature !== null && fromFeature !== feature;
      // The app's composition root (root.tsx, routes.ts: files directly in app/) names modules
      // anywhere, as routes.ts names every route module; a feature's own index files are its
      // public face and re-export its sub-features' modules one by one, so a page's scripts carry
      // only what it uses (decision 088).
      const composes = fromFeature === null || isIndexOf(feature, from);
      if (sideways && !isIndexOf(feature, to)) wrong.push(`${from} -> ${to}`);
      else if (!sideways && !composes && sub && subFeatureOf(from) !== sub && !isIndexOf(sub, to)) {
        wrong.push(`${from} -> ${to}`);
      }
    }
  }
  return wrong;
}

/**
 * Imports that point up: a layer imports only the layers LAYERS allows it (and itself); nothing
 * imports the files directly in app/; a feature's shared files (unitOf = the feature's folder)
 * import none of its sub-features, nor its routes/ or index.
 */
export function pointingUp(files: Graph): string[] {
  const wrong: string[] = [];
  for (const [from, targets] of files) {
    const a = folderOf(from);
    const shared = featureDirOf(from) === unitOf(from) ? unitOf(from) : null;
    for (const to of targets) {
      const b = folderOf(to);
      const up =
        a === b
          ? shared !== null && unitOf(to) !== shared
          : (Object.hasOwn(LAYERS, a) && !LAYERS[a]!.includes(b)) || b === "app";
      if (up) wrong.push(`${from} -> ${to}`);
    }
  }
  return wrong;
}

/** Features and sub-features (folders, e.g. "app/billing/bills") with neither index file. */
export function missingIndexes(files: Iterable<string>): string[] {
  const all = [...files];
  const dirs = new Set<string>();
  for (const file of all) {
    const feature = featureDirOf(file);
    if (feature) dirs.add(feature);
    const sub = subFeatureOf(file);
    if (sub) dirs.add(sub);
  }
  return [...dirs].filter((dir) => !all.some((file) => isIndexOf(dir, file))).sort();
}

/** Every rule at every level, each as the list of what breaks it (all empty on a sound tree). */
export function violations(files: Graph) {
  return {
    fileCycles: cycles(files),
    subFeatureCycles: cycles(subFeatureGraph(files).graph),
    featureCycles: cycles(folderGraph(files).graph),
    reachingPastIndex: reachingPastIndex(files),
    pointingUp: pointingUp(files),
    missingIndexes: missingIndexes(files.keys()),
  };
}

function printCycles(title: string, found: string[][], evidence?: Map<string, string[]>) {
  console.log(`${title}: ${found.length}`);
  for (const cycle of found) {
    console.log(`  ${cycle.join(" <-> ")}`);
    for (const a of cycle) {
      for (const b of cycle) {
        for (const line of evidence?.get(`${a} -> ${b}`) ?? []) console.log(`    ${line}`);
      }
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = importGraph();
  const found = violations(files);
  printCycles("file cycles", found.fileCycles);
  printCycles("sub-feature cycles", found.subFeatureCycles, subFeatureGraph(files).evidence);
  printCycles("feature cycles", found.featureCycles, folderGraph(files).evidence);
  for (const key of ["reachingPastIndex", "pointingUp", "missingIndexes"] as const) {
    console.log(`${key}: ${found[key].length}`);
    for (const line of found[key]) console.log(`  ${line}`);
  }
}
