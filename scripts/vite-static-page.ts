import path from "node:path";
import { rolldown } from "rolldown";
import type { Plugin } from "vite";
import type { StaticPageScript } from "../app/lib/static-page";

/**
 * The script of the pages served without hydration (decision 055): a route whose `handle` says
 * `hydrate: false` gets no React Router scripts, only this plain module, which makes the page's
 * few interactive parts work without React (app/static-page.ts).
 *
 * The client build bundles it on its own, into one self-contained file (`assets/static-page-
 * <hash>.js`): sharing a chunk with the app's bundle would make it fetch the chunk the shell's
 * modules are in, or every hydrated page fetch a chunk of its behaviours. The server build then
 * imports `virtual:static-page`, whose default export names that file (`{ src }`). Under
 * `react-router dev` the source file is named instead, for Vite to serve. React Router builds the
 * client first, with this plugin instance shared by both builds (`sharedPlugins`), so the server
 * build always finds the name.
 */
export const STATIC_PAGE_ENTRY = "app/static-page.ts";

const VIRTUAL_ID = "virtual:static-page";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function staticPageScript(root = process.cwd()): Plugin {
  let command: "build" | "serve" = "build";
  let base = "/";
  let built: StaticPageScript | undefined;
  return {
    name: "limra-static-page",
    configResolved(config) {
      command = config.command;
      base = config.base;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const bundle = await rolldown({
        input: path.resolve(root, STATIC_PAGE_ENTRY),
        tsconfig: path.resolve(root, "tsconfig.json"),
        platform: "browser",
      });
      try {
        const { output } = await bundle.generate({ format: "esm", minify: true });
        const reference = this.emitFile({
          type: "asset",
          name: "static-page.js",
          source: output[0].code,
        });
        built = { src: `${base}${this.getFileName(reference)}` };
      } finally {
        await bundle.close();
      }
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return;
      let script: StaticPageScript;
      if (command === "serve") script = { src: `${base}${STATIC_PAGE_ENTRY}` };
      else if (built) script = built;
      else throw new Error(`${VIRTUAL_ID}: the client build has not bundled ${STATIC_PAGE_ENTRY}`);
      return `export default ${JSON.stringify(script)};`;
    },
  };
}
