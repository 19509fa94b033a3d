import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { billsSection } from "../../scripts/bench/bills-report";
import { BILLS_MET, BILLS_RESULT } from "./fixtures/bench-bills-figures";
import { COMMAND, MACHINE, WHEN } from "./fixtures/bench-scale-figures";

// The billing lists' section of docs/performance.md from fixed figures, against the text the
// report code produced from the same figures before the bench files were split (issue 37).

const expected = readFileSync("tests/unit/fixtures/bench-bills-report.txt", "utf8").split(
  "\n<!-- next -->\n",
);

describe("the billing lists' report", () => {
  it("writes the section with the table, a missed target in bold and the reading", () => {
    expect(billsSection(BILLS_RESULT, MACHINE, WHEN, COMMAND)).toBe(expected[0]);
  });

  it("writes the section of a run that met every target", () => {
    expect(billsSection(BILLS_MET, { ...MACHINE, nproc: "8" }, WHEN, COMMAND)).toBe(expected[1]);
  });
});
