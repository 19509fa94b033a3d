import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("scripts/check-node.cjs (runs before every npm script)", () => {
  it("passes on this Node", () => {
    const run = spawnSync(process.execPath, ["scripts/check-node.cjs"], { encoding: "utf8" });
    expect(run.status).toBe(0);
  });

  it("stops an older Node at once, naming the version needed and how to get it", () => {
    // Pretend to be Node 20 by overriding process.versions before the check runs.
    const run = spawnSync(
      process.execPath,
      [
        "-e",
        'Object.defineProperty(process.versions, "node", { value: "20.20.2" }); require("./scripts/check-node.cjs")',
      ],
      { encoding: "utf8" },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      "This project needs Node.js 24 or newer; this is Node.js 20.20.2.",
    );
    expect(run.stderr).toContain("bash scripts/setup-node.sh");
  });

  it.runIf(existsSync("/usr/bin/node"))(
    "really stops the machine's own Node when it is older",
    () => {
      const version = spawnSync("/usr/bin/node", ["--version"], { encoding: "utf8" }).stdout.trim();
      const run = spawnSync("/usr/bin/node", ["scripts/check-node.cjs"], { encoding: "utf8" });
      if (Number(version.slice(1).split(".")[0]) >= 24) expect(run.status).toBe(0);
      else {
        expect(run.status).toBe(1);
        expect(run.stderr).toContain("needs Node.js 24");
      }
    },
  );
});
