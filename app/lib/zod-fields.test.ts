import { describe, expect, it } from "vitest";
import { inputTexts } from "./input-texts";
import { dayField, positivePaiseField } from "./zod-fields";

const m = inputTexts.en.day;
const messageOf = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("the shared date field", () => {
  it("takes a real day, trimmed; empty is undefined", () => {
    const field = dayField(m);
    expect(field.parse(" 2024-02-29 ")).toBe("2024-02-29");
    expect(field.parse("")).toBeUndefined();
    expect(field.parse(undefined)).toBeUndefined();
  });

  it("refuses no day, a day before 2000 and (with notAfter) after today, in the form's words", () => {
    const field = dayField(m, "2026-11-21");
    expect(messageOf(field.safeParse("2026-02-30"))).toBe(m.invalid);
    expect(messageOf(field.safeParse("0000-01-01"))).toBe(m.invalid);
    expect(messageOf(field.safeParse("0999-12-31"))).toBe(m.early);
    expect(messageOf(field.safeParse("2026-11-22"))).toBe(m.future);
    expect(field.parse("2026-11-21")).toBe("2026-11-21");
    expect(messageOf(dayField(inputTexts.ta.day).safeParse("2026-04-31"))).toBe(
      inputTexts.ta.day.invalid,
    );
  });

  it("takes dd/mm/yyyy and gives the day as yyyy-mm-dd; its messages write dd/mm/yyyy", () => {
    const field = dayField(m, "2026-11-21");
    expect(field.parse("05/11/2026")).toBe("2026-11-05");
    expect(field.parse("5-11-2026")).toBe("2026-11-05");
    expect(messageOf(field.safeParse("31/02/2026"))).toBe(m.invalid);
    expect(messageOf(field.safeParse("22/11/2026"))).toBe(m.future);
    expect(m.invalid).toContain("dd/mm/yyyy");
    expect(m.early).toContain("01/01/2000");
    expect(inputTexts.ta.day.invalid).toContain("21/11/2026");
  });

  it("asks a notAfter function at each parse (a cached schema knows today)", () => {
    let today = "2026-11-21";
    const field = dayField(m, () => today);
    expect(field.safeParse("2026-11-22").success).toBe(false);
    today = "2026-11-22";
    expect(field.parse("2026-11-22")).toBe("2026-11-22");
  });
});

describe("the shared amount field", () => {
  it("says a badly grouped amount in its own words", () => {
    const field = positivePaiseField("required", "invalid", "grouping");
    expect(field.parse("1,00,000.50")).toBe(10_000_050);
    expect(messageOf(field.safeParse("1,0,0"))).toBe("grouping");
    expect(messageOf(field.safeParse("10,00"))).toBe("grouping");
    expect(messageOf(field.safeParse("0"))).toBe("invalid");
    expect(messageOf(positivePaiseField("required", "invalid").safeParse("1,0,0"))).toBe("invalid");
  });
});
