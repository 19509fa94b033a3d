import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { publicChunks } from "./scripts/vite-chunks";
import { precompress } from "./scripts/vite-precompress";
import { staticPageScript } from "./scripts/vite-static-page";

const chunks = publicChunks();

export default defineConfig({
  // The server build's entry is our Express app (server/app.ts), which imports the React Router build.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    // Fewer, larger chunks for the public pages (scripts/vite-chunks.ts, decision 044).
    client: { build: { rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } } } },
  },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), chunks.plugin, staticPageScript(), precompress()],
});
