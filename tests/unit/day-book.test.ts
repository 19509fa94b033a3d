import { describe, expect, it } from "vitest";
import { dayBookMethod, differenceLabel, shiftDay } from "../../app/billing/day-book/day-book";
import { cashCountSchema, dayBookQuerySchema } from "../../app/billing/day-book/schema";
import { nonNegativePaiseField, positivePaiseField } from "../../app/lib/zod-fields";

/** The day book's client-safe parts: its `?day=`, the cash-count form, days and labels. */

const TODAY = "2026-11-25";

describe("the day book's day", () => {
  const day = (value: string | undefined) => dayBookQuerySchema(TODAY).safeParse({ day: value });

  it("is today when missing or empty, a real day up to today otherwise", () => {
    expect(day(undefined)).toMatchObject({ success: true, data: { day: TODAY } });
    expect(day("")).toMatchObject({ success: true, data: { day: TODAY } });
    expect(day(" 2024-02-29 ")).toMatchObject({ success: true, data: { day: "2024-02-29" } });
    expect(day(TODAY)).toMatchObject({ success: true, data: { day: TODAY } });
    expect(day("25/11/2026")).toMatchObject({ success: true, data: { day: TODAY } });
  });

  it("refuses a day that is no day, and a day after today", () => {
    for (const bad of ["2025-02-29", "2025-13-01", "11/25/2026", "today", "0000-01-01"]) {
      expect(day(bad).error?.issues[0]?.message, bad).toMatch(/real day/);
    }
    expect(day("1999-12-31").error?.issues[0]?.message).toMatch(/from 01\/01\/2000/);
    expect(day("2026-11-26").error?.issues[0]?.message).toMatch(/after today/);
  });

  it("moves across months, years and leap days", () => {
    expect(shiftDay("2024-02-28", 1)).toBe("2024-02-29");
    expect(shiftDay("2026-01-01", -1)).toBe("2025-12-31");
    expect(shiftDay("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("the cash-count form", () => {
  const parse = (values: Record<string, string>) => cashCountSchema(TODAY).safeParse(values);

  it("takes rupees as paise, 0 included, and an optional note", () => {
    expect(parse({ day: TODAY, counted: "₹1,950.50", note: " Drawer " })).toMatchObject({
      success: true,
      data: { day: TODAY, counted: 195050, note: "Drawer" },
    });
    expect(parse({ day: TODAY, counted: "0", note: "" })).toMatchObject({
      success: true,
      data: { counted: 0, note: null },
    });
  });

  it("refuses a missing, negative or over-precise amount", () => {
    for (const counted of ["", "-1", "1.234", "ten"]) {
      expect(parse({ day: TODAY, counted }).success, counted).toBe(false);
    }
  });

  it("keeps positivePaiseField above 0", () => {
    expect(positivePaiseField("r", "i").safeParse("0").success).toBe(false);
    expect(nonNegativePaiseField("r", "i").safeParse("0")).toMatchObject({ data: 0 });
    expect(nonNegativePaiseField("r", "i").safeParse("21474836.48").success).toBe(false);
  });
});

describe("labels", () => {
  it("says short, excess or matches", () => {
    expect(differenceLabel(-4950)).toBe("Short ₹49.50");
    expect(differenceLabel(1000)).toBe("Excess ₹10.00");
    expect(differenceLabel(0)).toBe("Matches");
  });

  it("counts no method as cash, like the ledger, and an unknown one as other", () => {
    expect(dayBookMethod(null)).toBe("cash");
    expect(dayBookMethod("cash")).toBe("cash");
    expect(dayBookMethod("upi")).toBe("upi");
    expect(dayBookMethod("bank_transfer")).toBe("other");
  });
});
