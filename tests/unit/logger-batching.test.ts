import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The log's info lines (the access log) are written in batches (decision 079): many lines, one
 * write; a warning after them comes after them; and the lines of a batch not yet written are
 * written when the process exits, be it process.exit() or the end of its work.
 */
const LOGGER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../app/platform/logger.server.ts",
);

/** Runs `body` in a fresh Node process with the logger imported as `logger` (and flushLogs). */
function run(body: string) {
  const script = `import { logger, flushLogs } from ${JSON.stringify(LOGGER)};\n${body}`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, LOG_LEVEL: "info", NODE_ENV: "production" },
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
  return result;
}

describe("the batched log", () => {
  it("writes a hundred lines logged together in one write", () => {
    const { stdout, stderr } = run(`
      let writes = 0;
      const write = process.stdout.write.bind(process.stdout);
      process.stdout.write = (...args) => { writes++; return write(...args); };
      for (let i = 0; i < 100; i++) logger.info("request", { path: "/" + i });
      setTimeout(() => process.stderr.write("writes=" + writes + "\\n"), 200);
    `);
    expect(stderr.trim()).toBe("writes=1");
    const lines = stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(100);
    expect(JSON.parse(lines[99]!)).toMatchObject({
      level: "info",
      message: "request",
      path: "/99",
    });
  });

  it("writes the pending lines when the process exits at once", () => {
    const { stdout } = run(`
      logger.info("request", { path: "/last" });
      process.exit(0);
    `);
    expect(stdout).toContain('"path":"/last"');
  });

  it("writes the pending lines before a warning", () => {
    const { stdout } = run(`
      const order = [];
      const out = process.stdout.write.bind(process.stdout);
      const err = process.stderr.write.bind(process.stderr);
      process.stdout.write = (text, ...rest) => { order.push("out"); return out(text, ...rest); };
      process.stderr.write = (text, ...rest) => { order.push("err"); return err(text, ...rest); };
      logger.info("request", { path: "/a" });
      logger.warn("slow");
      process.stdout.write = out;
      out(JSON.stringify(order) + "\\n");
    `);
    expect(stdout.trimEnd().split("\n").at(-1)).toBe('["out","err"]');
  });
});
