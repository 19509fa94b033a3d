// The repeat gate of `npm test` (decision 090): jscpd finds the places in app/ that repeat a block
// of code (.jscpd.json: at least minLines lines and minTokens tokens, compared after jscpd's
// "mild" normalisation, so whitespace and comments do not hide a copy) and this fails when there
// are more such clones than the config's maxClones. Each clone is listed either way, so the one
// that tipped the count over is in the output. `node scripts/check-clones.mjs [config.json]`.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// jscpd 4's ES module build imports "colors/safe" without its extension, which Node refuses: the
// CommonJS build is loaded instead.
const { detectClones } = createRequire(import.meta.url)("jscpd");

/** The clones jscpd finds with a config (its `path` relative to the config's folder). */
export async function findClones(configFile) {
  const { maxClones, ...options } = JSON.parse(readFileSync(configFile, "utf8"));
  if (!Number.isInteger(maxClones) || maxClones < 0) {
    throw new Error(`${configFile}: maxClones must be a whole number (the most clones allowed)`);
  }
  const dir = path.dirname(path.resolve(configFile));
  const clones = await detectClones({
    ...options,
    path: options.path.map((p) => path.resolve(dir, p)),
    reporters: [],
    silent: true,
    cache: false,
  });
  const where = (f) => `${path.relative(dir, f.name)}:${f.start}-${f.end}`;
  const list = clones.map(
    (c) =>
      `${c.duplicationA.end.line - c.duplicationA.start.line + 1} lines: ` +
      `${where({ name: c.duplicationA.sourceId, start: c.duplicationA.start.line, end: c.duplicationA.end.line })} = ` +
      `${where({ name: c.duplicationB.sourceId, start: c.duplicationB.start.line, end: c.duplicationB.end.line })}`,
  );
  return { count: clones.length, maxClones, minLines: options.minLines, list: list.sort() };
}

/** The report's lines and whether the gate passes. */
export function verdict({ count, maxClones, minLines, list }) {
  const lines = list.map((l) => `  ${l}`);
  const head = `clones of ${minLines}+ lines: ${count} (at most ${maxClones} allowed by .jscpd.json)`;
  if (count > maxClones) {
    return {
      ok: false,
      lines: [
        ...lines,
        `${head}: too many. Share the repeated code (a function, a component, a table) instead of copying it.`,
      ],
    };
  }
  const tip = count < maxClones ? `; lower maxClones to ${count} so it stays there` : "";
  return { ok: true, lines: [...lines, `${head}${tip}`] };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = verdict(await findClones(process.argv[2] ?? ".jscpd.json"));
  for (const line of result.lines) console.log(line);
  process.exit(result.ok ? 0 : 1);
}
