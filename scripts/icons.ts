/**
 * The app's icons, generated from lucide-react (issue 22, decision 054): lucide-react's components
 * and runtime cost every page ~2.5 KB of gzipped JavaScript and write ~230 bytes of attributes on
 * every icon; the app draws the same shapes with `icon()` / `Glyph` (app/components/ui/icon.tsx)
 * and the `.ic` class of app/app.css. This script reads which icons the app imports and writes
 * their shapes, copied from the installed lucide-react:
 *
 * - app/components/ui/icons/<lucide name>.ts: one module per icon (so a page's chunk holds only the
 *   icons it draws), its shapes (`star`) and a component drawing them (`Star`);
 * - app/components/ui/icons/index.ts: the components under the names the app imports (`Star`,
 *   `AlertTriangle`), drop-in for lucide-react's (`<Star className="size-4" />`);
 * - app/components/ui/glyphs.ts: the shapes the app imports by name, for `<Glyph icon={star} />`.
 *
 *   npm run icons            # after importing a new icon from "~/components/ui/icons" or glyphs
 *   npm run icons -- --check # exit 1 when the files are not what the app's imports need
 *
 * tests/unit/icons.test.ts checks the files are up to date, so a new icon fails the tests until
 * this has been run.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { format, resolveConfig } from "prettier";
import { importedNames } from "./vite-chunks";

const ROOT = path.resolve(import.meta.dirname, "..");
const APP = path.join(ROOT, "app");
const LUCIDE = path.join(ROOT, "node_modules", "lucide-react", "dist", "esm");
export const GLYPHS_FILE = path.join(APP, "components", "ui", "glyphs.ts");
export const ICONS_DIR = path.join(APP, "components", "ui", "icons");

type Shapes = [tag: string, attributes: Record<string, string>][];

/** Every .ts/.tsx file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** lucide-react's exported names → the icon file each one is (from its barrel file). */
function lucideFiles(): Map<string, string> {
  const barrel = readFileSync(path.join(LUCIDE, "lucide-react.mjs"), "utf8");
  const files = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([^']+)\.mjs'/g,
  ))
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, file!);
  return files;
}

/** Words a constant cannot be named (lucide has e.g. "package"): such a shape gets "Shape" after. */
const RESERVED = new Set(
  "break case catch class const continue debugger default delete do else enum export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield".split(
    " ",
  ),
);

/** A shape's name: camelCase of lucide's file name. */
function camel(file: string): string {
  const name = file.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  return RESERVED.has(name) ? `${name}Shape` : name;
}

async function shapesOf(file: string): Promise<Shapes> {
  const url = pathToFileURL(path.join(LUCIDE, "icons", `${file}.mjs`)).href;
  const mod = (await import(url)) as { __iconData: { node: Shapes } };
  return mod.__iconData.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]);
}

const pascal = (file: string) =>
  file.replace(/(^|-)(\w)/g, (_, _dash, c: string) => c.toUpperCase());

/** Every generated file (path → text) for the app as it is now. */
export async function generateIcons(): Promise<Map<string, string>> {
  const files = lucideFiles();
  const byCamel = new Map([...files.values()].map((file) => [camel(file), file]));
  const components = new Set<string>();
  const glyphNames = new Set<string>();
  for (const file of sources(APP)) {
    if (file === GLYPHS_FILE || file.startsWith(ICONS_DIR + path.sep)) continue;
    const code = readFileSync(file, "utf8");
    for (const name of importedNames(code, /(^|\/)components\/ui\/icons$|^\.\/icons$/))
      components.add(name);
    for (const name of importedNames(code, /(^|\/)components\/ui\/glyphs$|^\.\/glyphs$/))
      glyphNames.add(name);
  }
  // lucide file → the shape's name: the glyph name the app imports, else camelCase of the file.
  const shapeNames = new Map<string, string>();
  const glyphFiles = new Map<string, string>(); // glyph name → lucide file
  for (const name of glyphNames) {
    const file = byCamel.get(name) ?? files.get(name[0]!.toUpperCase() + name.slice(1));
    if (!file) throw new Error(`lucide-react has no icon "${name}" (imported from glyphs.ts)`);
    shapeNames.set(file, name);
    glyphFiles.set(name, file);
  }
  const componentFiles: [component: string, file: string][] = [];
  for (const name of [...components].sort()) {
    const file = files.get(name);
    if (!file) throw new Error(`lucide-react has no icon "${name}" (imported from icons)`);
    if (!shapeNames.has(file)) shapeNames.set(file, camel(file));
    componentFiles.push([name, file]);
  }

  const header = (what: string) =>
    `// Generated by \`npm run icons\` (scripts/icons.ts) from lucide-react ${lucideVersion()}: do not edit.\n` +
    `// ${what}\n`;
  const out = new Map<string, string>();
  // One module per icon, so a page's chunk holds only the icons it draws.
  for (const file of [...shapeNames.keys()].sort()) {
    const shape = shapeNames.get(file)!;
    out.set(
      path.join(ICONS_DIR, `${file}.ts`),
      header(`lucide's "${file}": its shapes, and the component that draws them.`) +
        'import { icon, type GlyphShapes } from "../icon";\n\n' +
        `export const ${shape}: GlyphShapes = ${JSON.stringify(await shapesOf(file))};\n` +
        `export const ${pascal(file)} = /* @__PURE__ */ icon(${shape});\n`,
    );
  }
  out.set(
    path.join(ICONS_DIR, "index.ts"),
    header("The icon components the app imports (drop-in for lucide-react's).") +
      componentFiles
        .map(([name, file]) => {
          const own = pascal(file);
          return `export { ${own === name ? own : `${own} as ${name}`} } from "./${file}";\n`;
        })
        .join(""),
  );
  out.set(
    GLYPHS_FILE,
    header("The shapes the app draws with <Glyph icon={…} /> (lucide's, without React keys).") +
      'export type { GlyphShapes } from "./icon";\n' +
      [...glyphNames]
        .sort()
        .map((name) => `export { ${name} } from "./icons/${glyphFiles.get(name)}";\n`)
        .join(""),
  );
  const options = { ...(await resolveConfig(GLYPHS_FILE)), parser: "typescript" };
  for (const [file, text] of out) out.set(file, await format(text, options));
  return out;
}

function lucideVersion(): string {
  const pkg = path.join(ROOT, "node_modules", "lucide-react", "package.json");
  return (JSON.parse(readFileSync(pkg, "utf8")) as { version: string }).version;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const wanted = await generateIcons();
  mkdirSync(ICONS_DIR, { recursive: true });
  const check = process.argv.includes("--check");
  const stale: string[] = [];
  for (const [file, text] of wanted) {
    const current = existsSync(file) ? readFileSync(file, "utf8") : "";
    if (current === text) continue;
    stale.push(file);
    if (!check) writeFileSync(file, text);
  }
  for (const name of readdirSync(ICONS_DIR)) {
    const file = path.join(ICONS_DIR, name);
    if (wanted.has(file)) continue;
    stale.push(file);
    if (!check) rmSync(file);
  }
  if (check && stale.length) {
    for (const file of stale) console.error(`${path.relative(ROOT, file)} is out of date`);
    console.error("run npm run icons");
    process.exit(1);
  }
  if (!check)
    console.log(
      stale.length ? `icons: ${stale.length} files written or removed` : "icons up to date",
    );
}
