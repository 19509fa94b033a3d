import path from "node:path";
import type { CodeSplittingGroup } from "rolldown";
import type { Plugin } from "vite";

/**
 * The client build's chunks (decision 044). Left to itself the bundler makes one chunk per set of
 * routes that share a module: the home page then loaded ~55 files, most under 1 KB, and Lighthouse's
 * simulated slow-4G phone paid a round trip for every few of them before its first paint. Instead:
 *
 * - `framework`: React, React DOM and React Router (every page);
 * - `i18n-ta`: the Tamil dictionary, fetched by a Tamil page only (app/lib/i18n/i18n.ts);
 * - `site`: every module the root or the site layout imports, or two or more PUBLIC_ROUTES do
 *   (static imports; through lucide-react's barrel only the icons named), in one file;
 * - `page-<route>`: what only one public page imports, beside that page's route module;
 * - `common-<route>`: what only one public page imports but another route (staff, admin,
 *   account…) does too, so that route does not load the whole `page-<route>` (decision 048);
 * - everything else (staff, admin, billing, account pages) keeps the automatic per-route splitting.
 */

/** The route modules (under app/) of the public pages: their static imports make up `site`. */
export const PUBLIC_ROUTES = [
  "root.tsx",
  "site/routes/layout.tsx",
  "site/routes/home.tsx",
  "site/routes/about.tsx",
  "site/routes/services.tsx",
  "site/routes/products.tsx",
  "site/routes/gallery.tsx",
  "intake/routes/place-order.tsx",
  "intake/routes/contact.tsx",
  "tea/routes/product.tsx",
  "shop/routes/storefront.tsx",
];

/** The query of a route's module in the client build (React Router's plugin). */
const ROUTE_MODULE = "?__react-router-build-client-route";

/** The shell every public page renders: all its imports go to `site`. */
const SHELL = ["root.tsx", "site/routes/layout.tsx"];
/** A page module's import goes to `site` once this many public pages import it. */
const SHARED_BY = 2;

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/;

const TAMIL_DICTIONARY = /[\\/]app[\\/]lib[\\/]i18n[\\/]ta\.ts$/;

const LUCIDE_BARREL = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/** Icon name → icon module, from the lines of lucide-react's barrel file. */
function lucideIcons(barrelCode: string, dir: string): Map<string, string> {
  const icons = new Map<string, string>();
  for (const [, names, file] of barrelCode.matchAll(
    /export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g,
  )) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g))
      icons.set(name!, path.join(dir, file!));
  }
  return icons;
}

/** The names a module imports from "lucide-react". */
function lucideNames(code: string): string[] {
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)].flatMap(
    ([, list]) =>
      list!
        .split(",")
        .map((part) => part.trim().split(/\s+as\s+/)[0]!)
        .filter(Boolean),
  );
}

/** The plugin that finds the public modules, and the `codeSplitting` option that uses them. */
export function publicChunks(appDir = path.resolve("app")): {
  plugin: Plugin;
  codeSplitting: {
    groups: CodeSplittingGroup[];
  };
} {
  /** Public module → its chunk: `site`, or `page-<route>` for a module only one public page uses. */
  const publicModules = new Map<string, string>();
  const roots = new Set(PUBLIC_ROUTES.map((file) => path.join(appDir, file)));
  const plugin: Plugin = {
    name: "limra-public-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      publicModules.clear();
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const barrel = ids.find((id) => LUCIDE_BARREL.test(id));
      const icons = barrel
        ? lucideIcons(info(barrel)?.code ?? "", path.dirname(barrel))
        : new Map();
      /** What `id` imports; through lucide-react's barrel only the icons it names. */
      const importsOf = (id: string): string[] => {
        const imported = info(id)?.importedIds ?? [];
        if (!barrel || !imported.includes(barrel)) return [...imported];
        const named = lucideNames(info(id)?.code ?? "").flatMap((name) => icons.get(name) ?? []);
        return [...imported.filter((i) => i !== barrel), ...named];
      };
      const reach = new Map<string, { count: number; page: string }>();
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
        for (const id of seen)
          reach.set(id, { count: (reach.get(id)?.count ?? 0) + weight, page: file });
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
      for (const [id, { count, page }] of reach) {
        const name = path.basename(page, ".tsx");
        if (count >= SHARED_BY) publicModules.set(id, "site");
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
        { name: "framework", test: (id) => FRAMEWORK.test(id), priority: 5 },
        // Fetched by a Tamil page only (app/lib/i18n/i18n.ts), never with `site`.
        { name: "i18n-ta", test: (id) => TAMIL_DICTIONARY.test(id), priority: 4 },
        { name: "site", test: (id) => publicModules.get(id) === "site", priority: 3 },
        { name: (id) => chunkOf(id, "common-"), priority: 2 },
        { name: (id) => chunkOf(id, "page-"), priority: 1 },
      ],
    },
  };
}
