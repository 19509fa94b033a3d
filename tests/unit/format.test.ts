import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
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

  it("shows time of day in India", () => {
    expect(formatDateTime("2026-11-21T05:00:00.000Z")).toBe("21/11/2026, 10:30 am");
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
