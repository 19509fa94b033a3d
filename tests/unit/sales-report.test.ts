import { describe, expect, it } from "vitest";
import {
  daysIn,
  defaultGrouping,
  periodsOf,
  presetRange,
  salesReportExportHref,
  salesReportHref,
} from "~/billing/sales-report/sales-report";
import { salesReportQuerySchema } from "~/billing/sales-report/schema";

/**
 * The sales report's calendar: the presets in India days (the financial year April–March), the
 * periods of a range, the default grouping and the query's checks.
 */

describe("presets", () => {
  it("take India's day: 18:29:59Z on 31 Mar is still March, 18:30Z is April", () => {
    const march = new Date("2026-03-31T18:29:59.000Z");
    const april = new Date("2026-03-31T18:30:00.000Z");
    expect(presetRange("this-month", march)).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    expect(presetRange("this-month", april)).toEqual({ from: "2026-04-01", to: "2026-04-01" });
    // The financial year starts on 1 April: before it, the year that began last April.
    expect(presetRange("this-fy", march)).toEqual({ from: "2025-04-01", to: "2026-03-31" });
    expect(presetRange("this-fy", april)).toEqual({ from: "2026-04-01", to: "2026-04-01" });
  });

  it("give last month whole (across a new year, a leap February) and the last 12 months", () => {
    const january = new Date("2026-01-15T06:00:00.000Z");
    expect(presetRange("last-month", january)).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    const march = new Date("2024-03-10T06:00:00.000Z");
    expect(presetRange("last-month", march)).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(presetRange("last-12-months", new Date("2026-11-26T06:00:00.000Z"))).toEqual({
      from: "2025-12-01",
      to: "2026-11-26",
    });
  });
});

describe("periods", () => {
  it("list every day or month of the range, oldest first", () => {
    expect(periodsOf({ from: "2024-02-27", to: "2024-03-01", group: "day" })).toEqual([
      "2024-02-27",
      "2024-02-28",
      "2024-02-29",
      "2024-03-01",
    ]);
    expect(periodsOf({ from: "2025-11-30", to: "2026-02-01", group: "month" })).toEqual([
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
    expect(daysIn({ from: "2025-04-01", to: "2026-03-31" })).toBe(365);
  });

  it("group by day up to two months, by month beyond", () => {
    expect(defaultGrouping({ from: "2026-01-01", to: "2026-03-03" })).toBe("day");
    expect(defaultGrouping({ from: "2026-01-01", to: "2026-03-04" })).toBe("month");
  });

  it("make the page's and the CSV's URLs", () => {
    const query = { from: "2026-04-01", to: "2026-04-30", group: "month" as const };
    expect(salesReportHref(query)).toBe(
      "/billing/sales-report?from=2026-04-01&to=2026-04-30&group=month",
    );
    expect(salesReportExportHref(query)).toBe(
      "/billing/sales-report/export?from=2026-04-01&to=2026-04-30&group=month",
    );
  });
});

describe("the query", () => {
  const now = new Date("2026-11-26T06:00:00.000Z");
  const parse = (q: Record<string, string>) => salesReportQuerySchema(now).safeParse(q);

  it("defaults to this month so far, and fills a missing day from this month", () => {
    expect(parse({}).data).toEqual({ from: "2026-11-01", to: "2026-11-26", group: "day" });
    expect(parse({ from: "2026-10-01", group: "" }).data).toEqual({
      from: "2026-10-01",
      to: "2026-11-26",
      group: "day",
    });
  });

  it("refuses a day that is no day, from after to, an unknown grouping and too long a range", () => {
    const refused: Record<string, string>[] = [
      { from: "2026-02-29" },
      { to: "11/26/2026" },
      { from: "2026-11-02", to: "2026-11-01" },
      { group: "week" },
      { from: "2025-01-01", to: "2026-02-05", group: "day" },
      { from: "2010-01-01", to: "2026-11-26", group: "month" },
    ];
    for (const q of refused) {
      expect(parse(q).success, JSON.stringify(q)).toBe(false);
    }
    expect(parse({ from: "2025-01-01", to: "2026-02-04", group: "day" }).success).toBe(true);
  });
});
