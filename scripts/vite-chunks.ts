import path from "node:path";
import type { CodeSplittingGroup } from "rolldown";
import type { Plugin } from "vite";

/**
 * The client build's chunks (decision 044). Left to itself the bundler makes one chunk per set of
 * routes that share a module: the home page then loaded ~55 files, most under 1 KB, and Lighthouse's
 * simulated slow-4G phone paid a round trip for every few of them before its first paint. Instead:
 *
 * - `framework`: React, React DOM and React Router (every page);
 * - `i18n-ta`: the layout's Tamil texts, fetched by a Tamil page only (app/lib/i18n/i18n.ts);
 * - `site`: every module the root or the site layout imports (static imports; through
 *   the icon barrels only the icons named): the shell, which every page loads, staff pages too;
 * - `site-more`: what two or more of the other PUBLIC_ROUTES import (not the pages served
 *   without hydration, decision 055: their modules load only after a client navigation to one,
 *   and no longer belong in the shell's chunk as decision 054 had the home page's);
 * - `page-<route>`: what only one public page imports, beside that page's route module;
 * - `common-<route>`: what only one public page imports but another route (staff, admin,
 *   account…) does too, so that route does not load the whole `page-<route>` (decision 048);
 * - everything else (staff, admin, billing, account pages) keeps the automatic per-route splitting.
 */

/**
 * The route modules (under app/) of the hydrated public pages: their static imports make up
 * `site` and `site-more`. Not the pages served without hydration (the home page and the content
 * pages, decision 055): their route modules load only after a client navigation to one, and split
 * as the staff pages' do.
 */
export const PUBLIC_ROUTES = [
  "root.tsx",
  "site/routes/layout.tsx",
  "site/routes/gallery.tsx",
  "intake/routes/place-order.tsx",
  "intake/routes/contact.tsx",
  "tea/routes/product.tsx",
  "shop/storefront/routes/storefront.tsx",
];

/** The query of a route's module in the client build (React Router's plugin). */
const ROUTE_MODULE = "?__react-router-build-client-route";

/** The shell every public page renders: all its imports go to `site`. */
const SHELL = ["root.tsx", "site/routes/layout.tsx"];
/** A page module's import is shared (`site` or `site-more`) once this many public pages import it. */
const SHARED_BY = 2;

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/;

const TAMIL_LAYOUT_TEXT = /[\\/]app[\\/]lib[\\/]i18n[\\/]ta\.ts$/;

/**
 * The app's icon barrels (scripts/icons.ts, decision 054): one module per icon, re-exported by
 * these. Through a barrel a module imports only the icons it names, not every icon the app has.
 */
const ICON_BARRELS = [
  {
    file: /[\\/]app[\\/]components[\\/]ui[\\/]icons[\\/]index\.ts$/,
    from: /(^|\/)icons(\/index)?$/,
  },
  { file: /[\\/]app[\\/]components[\\/]ui[\\/]glyphs\.ts$/, from: /(^|\/)glyphs$/ },
];

/** A generated icon module (app/components/ui/icons/…), its barrel, or the glyphs barrel. */
const ICON_MODULE = /[\\/]app[\\/]components[\\/]ui[\\/](icons[\\/][^\\/]+|glyphs)\.ts$/;

/** Exported name → module file, from a barrel's `export { a as b } from "./x"` lines. */
function barrelExports(barrelCode: string, dir: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, names, file] of barrelCode.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g,
  )) {
    for (const part of names!.split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()!;
      if (name) modules.set(name, `${path.join(dir, file!)}.ts`);
    }
  }
  return modules;
}

/**
 * The value names a module imports from a specifier matching `from` (`import { A, B as C }` gives
 * A and B; `type` names are left out). Also used by scripts/icons.ts on the app's sources.
 */
export function importedNames(code: string, from: RegExp): string[] {
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)]
    .filter(([, , specifier]) => from.test(specifier!))
    .flatMap(([, list]) =>
      list!
        .split(",")
        .map((part) => part.trim().split(/\s+as\s+/)[0]!)
        .filter((name) => name && !name.startsWith("type ")),
    );
}

/** The plugin that finds the public modules, and the `codeSplitting` option that uses them. */
export function publicChunks(appDir = path.resolve("app")): {
  plugin: Plugin;
  codeSplitting: {
    groups: CodeSplittingGroup[];
  };
} {
  /**
   * Public module → its chunk: `site`, `site-more`, or `page-<route>` / `common-<route>` for a
   * module only one public page uses.
   */
  const publicModules = new Map<string, string>();
  const roots = new Set(PUBLIC_ROUTES.map((file) => path.join(appDir, file)));
  const plugin: Plugin = {
    name: "limra-public-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // The icon modules and their barrels declare nothing but constants: without side effects, an
    // icon no page draws is left out, and one is bundled with the pages that draw it.
    transform(code, id) {
      if (ICON_MODULE.test(id)) return { code, moduleSideEffects: false };
    },
    buildEnd() {
      publicModules.clear();
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const barrels = ICON_BARRELS.flatMap(({ file, from }) => {
        const id = ids.find((i) => file.test(i));
        return id
          ? [{ id, from, exports: barrelExports(info(id)?.code ?? "", path.dirname(id)) }]
          : [];
      });
      /** What `id` imports; through an icon barrel only the icons it names. */
      const importsOf = (id: string): string[] => {
        const imported = info(id)?.importedIds ?? [];
        const through = barrels.filter((barrel) => imported.includes(barrel.id));
        if (!through.length) return [...imported];
        const code = info(id)?.code ?? "";
        return [
          ...imported.filter((i) => !through.some((barrel) => barrel.id === i)),
          ...through.flatMap((barrel) =>
            importedNames(code, barrel.from).flatMap((name) => barrel.exports.get(name) ?? []),
          ),
        ];
      };
      const reach = new Map<string, { count: number; page: string; shell: boolean }>();
      for (const file of PUBLIC_ROUTES) {
        const start = path.join(appDir, file);
        const seen = new Set<string>();
        const stack = ids.filter((id) => id.split("?")[0] === start);
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...importsOf(id));
        }
        const weight = SHELL.includes(file) ? SHARED_BY : 1;
        for (const id of seen) {
          const before = reach.get(id);
          reach.set(id, {
            count: (before?.count ?? 0) + weight,
            page: file,
            shell: (before?.shell ?? false) || SHELL.includes(file),
          });
        }
      }
      // What the other routes (staff, admin, account…) use of one public page's modules goes to
      // `common-<route>`, not to `page-<route>`: a staff page must not load a page's chunk.
      const others = new Set<string>();
      const stack = ids.filter((id) => id.endsWith(ROUTE_MODULE) && !roots.has(id.split("?")[0]!));
      while (stack.length) {
        const id = stack.pop()!;
        if (others.has(id)) continue;
        others.add(id);
        stack.push(...importsOf(id));
      }
      for (const [id, { count, page, shell }] of reach) {
        const name = path.basename(page, ".tsx");
        if (count >= SHARED_BY) publicModules.set(id, shell ? "site" : "site-more");
        else if (!roots.has(id))
          publicModules.set(id, `${others.has(id) ? "common" : "page"}-${name}`);
      }
    },
  };
  const chunkOf = (id: string, prefix: string) => {
    const chunk = publicModules.get(id);
    return chunk?.startsWith(prefix) ? chunk : null;
  };
  return {
    plugin,
    codeSplitting: {
      groups: [
        // In this order: a group takes the modules its modules import, unless an earlier one has.
        { name: "framework", test: (id) => FRAMEWORK.test(id), priority: 6 },
        // Fetched by a Tamil page only (app/lib/i18n/i18n.ts), never with `site`.
        { name: "i18n-ta", test: (id) => TAMIL_LAYOUT_TEXT.test(id), priority: 5 },
        { name: "site", test: (id) => publicModules.get(id) === "site", priority: 4 },
        { name: "site-more", test: (id) => publicModules.get(id) === "site-more", priority: 3 },
        { name: (id) => chunkOf(id, "common-"), debugName: "common-<route>", priority: 2 },
        { name: (id) => chunkOf(id, "page-"), debugName: "page-<route>", priority: 1 },
      ],
    },
  };
}
