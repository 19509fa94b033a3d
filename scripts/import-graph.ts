/**
 * The import graph of app/: which file imports which, and the cycles in it, at file level and at
 * folder level (folder = first-level folder under app/, files directly in app/ count as "app").
 * Built with the TypeScript compiler's own resolver, so `~/` and relative paths resolve exactly as
 * tsc and Vite resolve them; no extra dependency. Used by tests/unit/import-rules.test.ts and
 * runnable by hand: `npx tsx scripts/import-graph.ts` prints every cycle.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const appDir = path.join(root, "app");

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

/** File -> the app files it imports (paths relative to the repository root). */
export function importGraph(): Map<string, string[]> {
  const options = compilerOptions();
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(appDir)) {
    const targets = new Set<string>();
    for (const spec of specifiers(file)) {
      const resolved = ts.resolveModuleName(spec, file, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.resolve(resolved.resolvedFileName);
      if (target.startsWith(appDir + path.sep)) targets.add(path.relative(root, target));
    }
    graph.set(path.relative(root, file), [...targets].sort());
  }
  return graph;
}

/** Strongly connected components with more than one member (or a self-loop): Tarjan's algorithm. */
export function cycles(graph: Map<string, string[]>): string[][] {
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
  const parts = file.split(path.sep);
  return parts.length > 2 ? parts[1]! : "app";
}

/** Folder -> folders it imports, with the file imports that make each arrow. */
export function folderGraph(files: Map<string, string[]>) {
  const graph = new Map<string, string[]>();
  const evidence = new Map<string, string[]>();
  for (const [from, targets] of files) {
    for (const to of targets) {
      const a = folderOf(from);
      const b = folderOf(to);
      if (a === b) continue;
      graph.set(a, [...new Set([...(graph.get(a) ?? []), b])]);
      const key = `${a} -> ${b}`;
      evidence.set(key, [...(evidence.get(key) ?? []), `${from} -> ${to}`]);
    }
  }
  return { graph, evidence };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = importGraph();
  const fileCycles = cycles(files);
  const { graph, evidence } = folderGraph(files);
  const folderCycles = cycles(graph);
  console.log(`file cycles: ${fileCycles.length}`);
  for (const cycle of fileCycles) console.log(`  ${cycle.join("  <->  ")}`);
  console.log(`folder cycles: ${folderCycles.length}`);
  for (const cycle of folderCycles) {
    console.log(`  ${cycle.join(" <-> ")}`);
    for (const a of cycle) {
      for (const b of cycle) {
        for (const line of evidence.get(`${a} -> ${b}`) ?? []) console.log(`    ${line}`);
      }
    }
  }
}
