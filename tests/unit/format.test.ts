import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatRupees,
  indiaDateKey,
  paiseToInput,
  parseRupeesToPaise,
  startOfIndiaDay,
} from "~/lib/format";

describe("money", () => {
  it("formats paise as rupees with Indian grouping", () => {
    expect(formatRupees(12345650)).toBe("₹1,23,456.50");
    expect(formatRupees(0)).toBe("₹0.00");
    expect(formatRupees(23000)).toBe("₹230.00");
    expect(formatRupees(1000000000)).toBe("₹1,00,00,000.00");
    expect(formatRupees(12345650, { whole: true })).toBe("₹1,23,457");
  });

  it("short: leaves out .00 of whole rupees, never rounds paise away (issue 35)", () => {
    expect(formatRupees(11, { short: true })).toBe("₹0.11");
    expect(formatRupees(-11, { short: true })).toBe("−₹0.11");
    expect(formatRupees(49, { short: true })).toBe("₹0.49");
    expect(formatRupees(0, { short: true })).toBe("₹0");
    expect(formatRupees(50000, { short: true })).toBe("₹500");
    expect(formatRupees(12345650, { short: true })).toBe("₹1,23,456.50");
    expect(formatRupees(199975, { short: true })).toBe("₹1,999.75");
  });

  // The figures are written out without Intl (its start-up is costly in the browser, issue 22);
  // Intl's en-IN formats are the reference they must match, digit for digit.
  it("writes every amount exactly as Intl's en-IN rupee format does", () => {
    const rupees = new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const wholeRupees = new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      maximumFractionDigits: 0,
    });
    const amounts = [0, 1, 49, 50, 51, 99, 100, 149, 150, 250, 99_950, 99_999, 100_000, 12_345_650];
    for (let paise = 1; paise < 1e15; paise = paise * 7 + 3) amounts.push(paise);
    // Intl writes a hyphen; money is shown with the true minus sign U+2212 (decision 076).
    const minus = (text: string) => text.replace(/^-/, "\u2212");
    for (const paise of amounts.flatMap((p) => (p === 0 ? [0] : [p, -p]))) {
      expect(formatRupees(paise)).toBe(minus(rupees.format(paise / 100)));
      expect(formatRupees(paise, { whole: true })).toBe(minus(wholeRupees.format(paise / 100)));
    }
  });

  it("writes negative money with the minus sign U+2212, never a hyphen (decision 076)", () => {
    expect(formatRupees(-5000)).toBe("\u2212₹50.00");
    expect(formatRupees(-12345650, { whole: true })).toBe("\u2212₹1,23,457");
    expect(formatRupees(-1, { whole: true })).toBe("\u2212₹0");
    expect(formatRupees(-50000, { short: true })).toBe("\u2212₹500");
    expect(formatRupees(-5000)).not.toContain("-");
    // What a money input and a CSV file hold stays machine-readable: ASCII "-".
    expect(paiseToInput(-5000)).toBe("-50.00");
  });

  it("groups counts as en-IN does", () => {
    for (let n = 1; n < 1e15; n = n * 9 + 7) {
      expect(formatCount(n)).toBe(n.toLocaleString("en-IN"));
      expect(formatCount(-n)).toBe((-n).toLocaleString("en-IN"));
    }
    expect(formatCount(0)).toBe("0");
    expect(formatCount(1234567)).toBe("12,34,567");
    expect(() => formatCount(1.5)).toThrow(TypeError);
  });

  it("refuses fractional paise", () => {
    expect(() => formatRupees(10.5)).toThrow(TypeError);
  });

  it("parses typed amounts to paise without floating-point error", () => {
    expect(parseRupeesToPaise("0.1")).toBe(10);
    expect(parseRupeesToPaise("0.29")).toBe(29);
    expect(parseRupeesToPaise("1,234.5")).toBe(123450);
    expect(parseRupeesToPaise("₹ 99")).toBe(9900);
    expect(parseRupeesToPaise("1.")).toBe(100);
    expect(parseRupeesToPaise("1.005")).toBeNull();
    expect(parseRupeesToPaise("-5")).toBeNull();
    expect(parseRupeesToPaise("abc")).toBeNull();
    expect(parseRupeesToPaise("")).toBeNull();
  });

  it("round-trips through the input format", () => {
    for (const paise of [0, 5, 99, 100, 123456, 23000]) {
      expect(parseRupeesToPaise(paiseToInput(paise))).toBe(paise);
    }
  });
});

describe("time in India", () => {
  it("shows dates as dd/mm/yyyy in Asia/Kolkata", () => {
    // 20:00 UTC on 21 Nov is already 22 Nov in India (+05:30).
    expect(formatDate("2026-11-21T20:00:00.000Z")).toBe("22/11/2026");
    expect(formatDate("2026-11-21T05:00:00.000Z")).toBe("21/11/2026");
  });

  it("writes a day (yyyy-mm-dd) as dd/mm/yyyy, and typed text as it was", () => {
    expect(formatDay("2026-11-05")).toBe("05/11/2026");
    expect(formatDay("2000-01-01")).toBe("01/01/2000");
    expect(formatDay("31/02/2026")).toBe("31/02/2026");
    expect(formatDay("")).toBe("");
  });

  it("shows time of day in India", () => {
    expect(formatDateTime("2026-11-21T05:00:00.000Z")).toBe("21/11/2026, 10:30 am");
  });

  it("writes dates and times exactly as Intl does in Asia/Kolkata", () => {
    const date = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Kolkata",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    });
    const time = new Intl.DateTimeFormat("en-IN", {
      timeZone: "Asia/Kolkata",
      hour: "2-digit",
      minute: "2-digit",
      hour12: true,
    });
    // Every 7 minutes over two days (each hour of the clock, both sides of midnight and noon),
    // and one instant a day for three years (leap day included).
    const instants: Date[] = [];
    const start = Date.UTC(2026, 10, 20, 0, 3);
    for (let m = 0; m < 2 * 24 * 60; m += 7) instants.push(new Date(start + m * 60_000));
    for (let d = 0; d < 3 * 366; d++)
      instants.push(new Date(Date.UTC(2027, 0, 1, 13, 17) + d * 86_400_000));
    for (const at of instants) {
      expect(formatDate(at)).toBe(date.format(at));
      expect(formatDateTime(at.toISOString())).toBe(`${date.format(at)}, ${time.format(at)}`);
    }
  });

  it("knows where an India day starts in UTC", () => {
    expect(startOfIndiaDay("2026-11-22").toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(indiaDateKey("2026-11-21T18:30:00.000Z")).toBe("2026-11-22");
    expect(indiaDateKey("2026-11-21T18:29:59.999Z")).toBe("2026-11-21");
    expect(() => startOfIndiaDay("22/11/2026")).toThrow(RangeError);
  });

  it("rejects invalid dates", () => {
    expect(() => formatDate("not a date")).toThrow(RangeError);
  });
});

describe("pageUrl", () => {
  it("maps React Router's data URLs back to the page", async () => {
    const { pagePath, pageUrl } = await import("~/lib/page-url");
    const r = (u: string) => new Request(`http://localhost${u}`);
    expect(pagePath(r("/thank-you-contact.data?_routes=site%2Fthank-you"))).toBe(
      "/thank-you-contact",
    );
    expect(pagePath(r("/_root.data"))).toBe("/");
    expect(pagePath(r("/privacy-policy/"))).toBe("/privacy-policy");
    expect(pagePath(r("/"))).toBe("/");
    expect(pageUrl(r("/settings.data?_routes=a&x=1")).search).toBe("?x=1");
  });
});
