import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** The files worth compressing: text, at least 1 KB (smaller ones gain nothing over the headers). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|html)$/;
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible
 * file of the client build, once at build time, so the server sends them without compressing on
 * each request (server.js serves them with express-static-gzip; decision 039). It reads the files
 * as written, after every other plugin has had its say (Vite rewrites chunks in generateBundle).
 */
export function precompress(): Plugin {
  return {
    name: "limra-precompress",
    apply: "build",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
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
