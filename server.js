// The process entry: `node server.js`. Serves the built app (NODE_ENV=production) or the
// development server with hot reload, after checking configuration and migrating the database.
import "./scripts/check-node.cjs";
import { existsSync } from "node:fs";
import express from "express";
import expressStaticGzip from "express-static-gzip";

if (existsSync(".env")) process.loadEnvFile(".env");

const production = process.env.NODE_ENV === "production";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

const server = express();
server.disable("x-powered-by");

let serverApp;
if (production) {
  serverApp = await import("./build/server/index.js");
  // Rendered pages and other dynamic text, compressed whole in one call when they end (decision
  // 079); the static files below bring their own compressed copies.
  server.use(serverApp.compress);
  // Request id, access log and security headers for the static files too.
  server.use(serverApp.requestMiddleware);
  // Hashed files, cached for a year; the build wrote .br and .gz copies beside them (decision 039).
  server.use(
    "/assets",
    expressStaticGzip("build/client/assets", {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false },
    }),
  );
  // Artwork and icons change rarely (new files get new names): a week in the browser's cache. The
  // build precompressed every text file (the SVG artwork too, decision 079).
  server.use(
    "/images",
    expressStaticGzip("build/client/images", {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: { maxAge: "7d", index: false },
    }),
  );
  // The other public files (favicon, the manifest…): only paths with a file extension are looked
  // up on disk, so a page request costs no file-system call (it showed in the request profiles).
  const publicFiles = expressStaticGzip("build/client", {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic: { maxAge: "1h", index: false },
  });
  server.use((req, res, next) =>
    /\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next(),
  );
  server.use(serverApp.app);
} else {
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  server.use((await devServer.ssrLoadModule("./server/compress.ts")).compress);
  server.use(devServer.middlewares);
  serverApp = await devServer.ssrLoadModule("./server/app.ts");
  server.use(async (req, res, next) => {
    try {
      const mod = await devServer.ssrLoadModule("./server/app.ts");
      return mod.app(req, res, next);
    } catch (error) {
      if (typeof error === "object" && error instanceof Error) devServer.ssrFixStacktrace(error);
      next(error);
    }
  });
}

try {
  await serverApp.boot();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const listener = server.listen(port, host, () => {
  const address = listener.address();
  const shown =
    typeof address === "object" && address ? `http://${host}:${address.port}` : String(address);
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "info",
      message: `listening on ${shown}`,
    }),
  );
});

let closing = false;
async function stop(signal) {
  if (closing) return;
  closing = true;
  serverApp.flushLogs?.();
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "info",
      message: `${signal}: shutting down`,
    }),
  );
  listener.close();
  listener.closeAllConnections?.();
  await serverApp.shutdown();
  // The access log is written in batches (decision 079): the last lines go out before the exit.
  serverApp.flushLogs?.();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
