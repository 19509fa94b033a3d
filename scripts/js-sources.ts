/**
 * What a page's JavaScript is made of (issue 22, decision 048): the scripts the client manifest
 * names for a set of routes (the entry module, each route module and their imports), each gzipped
 * at level 9 as js-budgets.test.ts counts them, and each file's bytes attributed to its sources
 * through the build's source maps (each source's code gzipped on its own, so the parts add up to a
 * little more than the file).
 *
 *   NODE_ENV=production npx react-router build --sourcemapClient hidden
 *   npx tsx scripts/js-sources.ts [route id...]      # default: root site/routes/layout site/routes/home
 *
 * Rebuild without source maps afterwards (or delete build/): the maps would be served with the rest.
 */
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer } from "source-map-js";
import { CLIENT_DIR } from "./build-if-stale";

type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
};

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

function manifest(): Manifest {
  const dir = path.join(CLIENT_DIR, "assets");
  for (const file of readdirSync(dir).filter((f) => /^manifest-.*\.js$/.test(f))) {
    const text = readFileSync(path.join(dir, file), "utf8");
    const json = /^window\.__reactRouterManifest=(.*);?$/s.exec(text.trim())?.[1];
    if (json) return JSON.parse(json.replace(/;$/, "")) as Manifest;
  }
  throw new Error(`no client manifest in ${dir}: build first`);
}

/** The file's code split by source: source → the code generated from it. */
function bySource(code: string, mapFile: string): Map<string, string> {
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, "utf8")));
  const lines = code.split("\n");
  const marks: { line: number; column: number; source: string }[] = [];
  consumer.eachMapping((m) =>
    marks.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source ?? "(none)" }),
  );
  marks.sort((a, b) => a.line - b.line || a.column - b.column);
  const parts = new Map<string, string>();
  const add = (source: string, text: string) => parts.set(source, (parts.get(source) ?? "") + text);
  for (let i = 0; i < marks.length; i++) {
    const mark = marks[i]!;
    const next = marks[i + 1];
    const line = lines[mark.line - 1] ?? "";
    if (next && next.line === mark.line) add(mark.source, line.slice(mark.column, next.column));
    else add(mark.source, line.slice(mark.column) + "\n");
  }
  return parts;
}

/** A short name for a source: the package, or the path under app/. */
function shortName(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  if (pkg) return pkg[1] === "lucide-react" ? `lucide-react/${path.basename(pkg[2]!)}` : pkg[1]!;
  const app = /(?:^|\/)(app\/.*)$/.exec(source);
  return app ? app[1]! : source;
}

const routes = process.argv.slice(2);
const ids = routes.length ? routes : ["root", "site/routes/layout", "site/routes/home"];
const m = manifest();
const files = new Set<string>([m.entry.module, ...m.entry.imports]);
for (const id of ids) {
  const route = m.routes[id];
  if (!route) throw new Error(`no route "${id}" in the manifest`);
  files.add(route.module);
  for (const i of route.imports ?? []) files.add(i);
}

let total = 0;
for (const file of files) {
  const full = path.join(CLIENT_DIR, file);
  const code = readFileSync(full, "utf8");
  const size = gz(code);
  total += size;
  console.log(`\n${file}: ${kb(size)}`);
  if (!existsSync(`${full}.map`)) continue;
  const grouped = new Map<string, string>();
  for (const [source, text] of bySource(code, `${full}.map`)) {
    const name = shortName(source);
    grouped.set(name, (grouped.get(name) ?? "") + text);
  }
  const rows = [...grouped].map(([name, text]) => [name, gz(text)] as const);
  rows.sort((a, b) => b[1] - a[1]);
  for (const [name, bytes] of rows) if (bytes > 60) console.log(`  ${kb(bytes)}  ${name}`);
}
console.log(`\n${files.size} files, ${kb(total)} gzipped (${ids.join(", ")})`);
