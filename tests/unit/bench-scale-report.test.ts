import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scaleSection } from "../../scripts/bench/scale-report";
import { COMMAND, MACHINE, MET, MISSED, WHEN } from "./fixtures/bench-scale-figures";

// The scale bench's section of docs/performance.md from fixed figures, against the text the report
// code produced from the same figures before the bench files were split (issue 37): the split
// must not change a byte of what `npm run bench -- --only scale` writes.

const expected = readFileSync("tests/unit/fixtures/bench-scale-report.txt", "utf8").split(
  "\n<!-- next -->\n",
);

describe("the scale bench's report", () => {
  it("writes the section with its tables, misses in bold and the reading", () => {
    expect(scaleSection(MISSED, MACHINE, WHEN, COMMAND)).toBe(expected[0]);
  });

  it("writes the section of a run that met every target on SQLite alone", () => {
    expect(scaleSection(MET, MACHINE, WHEN, COMMAND)).toBe(expected[1]);
  });
});
