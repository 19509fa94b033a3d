import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { publicChunks } from "./scripts/vite-chunks.ts";
import { precompress } from "./scripts/vite-precompress.ts";
import { staticPageScript } from "./scripts/vite-static-page.ts";

const chunks = publicChunks();

export default defineConfig({
  // The server build's entry is our Express app (server/app.ts), which imports the React Router build.
  environments: {
    // One bundle on the server: the pages' dynamic imports (root.tsx's store-admin-access, the
    // forms' intake schema) split the browser's chunks only, so rolldown's warning that they do not
    // split this one is noise in every build.
    ssr: {
      build: {
        rollupOptions: { input: "./server/app.ts" },
        rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
      },
    },
    // Fewer, larger chunks for the public pages (scripts/vite-chunks.ts, decision 044).
    client: { build: { rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } } } },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), chunks.plugin, staticPageScript(), precompress()],
});
