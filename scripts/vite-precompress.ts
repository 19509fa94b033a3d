import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** The files worth compressing: text, at least 1 KB (smaller ones gain nothing over the headers). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|html)$/;
const MIN_BYTES = 1024;

/**
 * The build's text files under `dir`, relative to it: every folder, the files Vite copied from
 * public/ (the artwork, the favicon) as well as the bundle's own; not the build's notes (`.vite`).
 */
export function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).some((part) => part.startsWith(".")));
}

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible
 * file of the client build, once at build time, so the server sends them without compressing on
 * each request (server.js serves them with express-static-gzip; decisions 039 and 079). It reads
 * the files as written, after every other plugin has had its say (Vite rewrites chunks in
 * generateBundle), and walks the whole output folder, public/'s copies included.
 */
export function precompress(): Plugin {
  return {
    name: "limra-precompress",
    apply: "build",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options) {
      const dir = options.dir;
      if (!dir) return;
      for (const fileName of compressibleFiles(dir)) {
        const file = path.join(dir, fileName);
        const bytes = readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        const brotli = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        writeFileSync(`${file}.br`, brotli);
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
