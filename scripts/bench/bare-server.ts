import { readFileSync } from "node:fs";
import http from "node:http";

/**
 * The load bench's yardstick (scripts/bench/load.ts): one HTML file served by a bare Node `http`
 * server, nothing else — the bytes read once at start, every request answered 200 with them,
 * identity (no compression), `Content-Type` and `Content-Length`. Run as its own process with
 * plain Node (type stripping, no loader): `node scripts/bench/bare-server.ts <file>`; it listens
 * on a free port of 127.0.0.1, prints the port as its first line and stops on SIGTERM.
 */

const file = process.argv[2];
if (!file) {
  console.error("usage: node scripts/bench/bare-server.ts <html file>");
  process.exit(2);
}
const body = readFileSync(file);
const headers = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Length": String(body.length),
};

const server = http.createServer((req, res) => {
  req.resume();
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`${typeof address === "object" && address ? address.port : 0}\n`);
});
process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
