import { describe, expect, it } from "vitest";
import { TARGETS, indiaDay, lastFinancialYear, verdict } from "../../scripts/bench/scale-verdict";

describe("the scale bench's verdict", () => {
  it("meets a list under 100 ms single and 300 ms concurrent", () => {
    const v = verdict("list", { singleP95: 99.9, concurrentP99: 299, errors: 0 });
    expect(v).toEqual({ singleMet: true, concurrentMet: true, misses: [] });
  });

  it("misses a list at its target, not only above it", () => {
    const v = verdict("list", { singleP95: 100, concurrentP99: 120, errors: 0 });
    expect(v.singleMet).toBe(false);
    expect(v.concurrentMet).toBe(true);
    expect(v.misses).toEqual(["single-client p95 100 ms (target < 100 ms)"]);
  });

  it("gives the sales report 300 ms and the day book 150 ms single-client", () => {
    expect(verdict("report", { singleP95: 250, concurrentP99: 200, errors: 0 }).singleMet).toBe(
      true,
    );
    expect(verdict("report", { singleP95: 300, concurrentP99: 200, errors: 0 }).singleMet).toBe(
      false,
    );
    expect(verdict("dayBook", { singleP95: 149, concurrentP99: 200, errors: 0 }).singleMet).toBe(
      true,
    );
    expect(verdict("dayBook", { singleP95: 151, concurrentP99: 200, errors: 0 }).singleMet).toBe(
      false,
    );
    expect(verdict("list", { singleP95: 149, concurrentP99: 200, errors: 0 }).singleMet).toBe(
      false,
    );
  });

  it("misses every page whose concurrent p99 reaches 300 ms", () => {
    for (const kind of ["list", "report", "dayBook"] as const) {
      const v = verdict(kind, { singleP95: 1, concurrentP99: TARGETS.concurrentP99, errors: 0 });
      expect(v.concurrentMet).toBe(false);
      expect(v.misses).toEqual(["20-connection p99 300 ms (target < 300 ms)"]);
    }
  });

  it("misses a page that answered errors, and one with no figure", () => {
    const errors = verdict("list", { singleP95: 5, concurrentP99: 50, errors: 3 });
    expect(errors.concurrentMet).toBe(false);
    expect(errors.misses).toEqual(["3 answers not 2xx or failed"]);
    const none = verdict("list", { singleP95: Number.NaN, concurrentP99: Number.NaN, errors: 0 });
    expect(none.singleMet).toBe(false);
    expect(none.concurrentMet).toBe(false);
    expect(none.misses).toHaveLength(2);
  });
});

describe("the scale bench's days", () => {
  it("reads the India day, not the UTC one", () => {
    // 20:00 UTC on 31 March is 01:30 on 1 April in India.
    expect(indiaDay(Date.parse("2026-03-31T20:00:00Z"))).toBe("2026-04-01");
    expect(indiaDay(Date.parse("2026-03-31T18:29:59Z"))).toBe("2026-03-31");
  });

  it("takes the last whole financial year, 1 April to 31 March", () => {
    expect(lastFinancialYear(Date.parse("2026-11-29T06:00:00Z"))).toEqual({
      from: "2025-04-01",
      to: "2026-03-31",
    });
    expect(lastFinancialYear(Date.parse("2026-03-31T06:00:00Z"))).toEqual({
      from: "2024-04-01",
      to: "2025-03-31",
    });
    expect(lastFinancialYear(Date.parse("2026-03-31T19:00:00Z"))).toEqual({
      from: "2025-04-01",
      to: "2026-03-31",
    });
  });
});
