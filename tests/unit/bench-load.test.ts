import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cpuTicksFromStat, hostRangeText, medianSpread } from "../../scripts/bench/common";
import { START_ENV, TARGETS, missPath, pageVerdict, rssVerdict } from "../../scripts/bench/load";

// The load bench's pure helpers (scripts/bench/common.ts, scripts/bench/load.ts, issue 37).

describe("cpuTicksFromStat", () => {
  it("adds utime and stime (fields 14 and 15)", () => {
    const stat =
      "4242 (node) S 1 4242 4242 0 -1 4194560 52345 0 3 0 1234 567 0 0 20 0 11 0 75557 1073741824 40000";
    expect(cpuTicksFromStat(stat)).toBe(1234 + 567);
  });

  it("counts the fields after a command name with spaces and parentheses", () => {
    const stat =
      "77 (my (odd) name) R 1 77 77 0 -1 4194304 101 0 0 0 90 10 7 3 20 0 1 0 75557 3133440 412";
    expect(cpuTicksFromStat(stat)).toBe(100);
  });

  it("refuses text that is not a stat line", () => {
    expect(() => cpuTicksFromStat("no such process")).toThrow();
    expect(() => cpuTicksFromStat("1 (x) S 1 2")).toThrow();
  });
});

describe("medianSpread", () => {
  it("gives the middle run and the range", () => {
    expect(medianSpread([30, 10, 20])).toEqual({ median: 20, min: 10, max: 30 });
  });

  it("takes the mean of the middle two of an even count", () => {
    expect(medianSpread([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4 });
  });

  it("does not reorder the caller's list", () => {
    const runs = [3, 1, 2];
    medianSpread(runs);
    expect(runs).toEqual([3, 1, 2]);
  });

  it("orders a run with no completed request (an endless latency) last", () => {
    expect(medianSpread([Number.POSITIVE_INFINITY, 300, 200])).toEqual({
      median: 300,
      min: 200,
      max: Number.POSITIVE_INFINITY,
    });
  });

  it("has no figure for no runs", () => {
    expect(medianSpread([]).median).toBeNaN();
  });
});

describe("pageVerdict", () => {
  it("passes a page under the p99 target and at or over the ratio", () => {
    expect(pageVerdict({ p99Ms: 499, ratio: 0.1 })).toEqual({ p99: true, ratio: true });
  });

  it("misses p99 at the target and the ratio just under it", () => {
    expect(pageVerdict({ p99Ms: TARGETS.p99Ms, ratio: 0.099 })).toEqual({
      p99: false,
      ratio: false,
    });
  });

  it("misses p99 when no request completed in a run", () => {
    expect(pageVerdict({ p99Ms: Number.POSITIVE_INFINITY, ratio: 0 }).p99).toBe(false);
  });

  it("misses both when a figure is missing", () => {
    expect(pageVerdict({ p99Ms: Number.NaN, ratio: Number.NaN })).toEqual({
      p99: false,
      ratio: false,
    });
  });

  it("uses the issue's targets", () => {
    expect(TARGETS).toEqual({ p99Ms: 500, ratio: 0.1, rssMB: 300 });
  });
});

describe("rssVerdict", () => {
  it("allows the target itself and misses above it", () => {
    expect(rssVerdict(300)).toBe(true);
    expect(rssVerdict(301)).toBe(false);
    expect(rssVerdict(Number.NaN)).toBe(false);
  });
});

describe("hostRangeText", () => {
  it("prints one figure when all agree and a range otherwise", () => {
    expect(hostRangeText([{ cpuIndex: 1480, load1: 1.6, cores: 2 }])).toBe(
      "host CPU 1,480, load 1.6/2",
    );
    expect(
      hostRangeText([
        { cpuIndex: 1480, load1: 2.3, cores: 2 },
        { cpuIndex: 1210, load1: 1.6, cores: 2 },
      ]),
    ).toBe("host CPU 1,210–1,480, load 1.6–2.3/2");
  });
});

describe("missPath", () => {
  it("adds a query parameter the page cache has never seen, after any query the page has", () => {
    expect(missPath("/billing/day-book", 7)).toBe("/billing/day-book?miss=7");
    expect(missPath("/billing/income-expenses?tab=expense", 8)).toBe(
      "/billing/income-expenses?tab=expense&miss=8",
    );
    expect(missPath("/", 1)).not.toBe(missPath("/", 2));
  });
});

describe("START_ENV", () => {
  it("is the environment every production start gives the server (decision 096)", () => {
    expect(START_ENV).toEqual({ MALLOC_ARENA_MAX: "2" });
    const start = (
      JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }
    ).scripts.start;
    const demo = readFileSync("scripts/start-demo.sh", "utf8");
    const unit = readFileSync("docs/operations.md", "utf8");
    for (const [name, value] of Object.entries(START_ENV)) {
      expect(start).toMatch(new RegExp(`\\b${name}=\\$\\{${name}:-${value}\\} node `));
      expect(demo).toMatch(new RegExp(`^${name}="\\$\\{${name}:-${value}\\}" node `, "m"));
      expect(unit).toMatch(new RegExp(`^Environment=${name}=${value}$`, "m"));
    }
  });
});
