import { describe, expect, it } from "vitest";
import {
  cleanDay,
  dayProblem,
  isCalendarDay,
  indiaDateKey,
  indiaDateTime,
  indiaDayEndIso,
  indiaDayRange,
  indiaDayStartIso,
  indiaMonthKey,
  indiaMonthStartIso,
  lastTwelveMonths,
  nextMonth,
  readDay,
  TYPED_DAY_PATTERN,
  startOfIndiaDaysAgo,
} from "./dates";

describe("India calendar days", () => {
  it("changes day at 18:30 UTC (midnight in India)", () => {
    expect(indiaDateKey("2026-11-21T18:29:59.999Z")).toBe("2026-11-21");
    expect(indiaDateKey("2026-11-21T18:30:00.000Z")).toBe("2026-11-22");
    expect(indiaDateKey(new Date("2026-11-21T18:29:59Z"))).toBe("2026-11-21");
  });

  it("gives a day's first and last instant as UTC ISO, the end inclusive", () => {
    expect(indiaDayStartIso("2026-11-22")).toBe("2026-11-21T18:30:00.000Z");
    expect(indiaDayEndIso("2026-11-22")).toBe("2026-11-22T18:29:59.999Z");
    expect(indiaDateKey(indiaDayEndIso("2026-11-22"))).toBe("2026-11-22");
  });

  it("crosses month and year boundaries", () => {
    expect(indiaDayStartIso("2026-03-01")).toBe("2026-02-28T18:30:00.000Z");
    expect(indiaDayEndIso("2026-02-28")).toBe("2026-02-28T18:29:59.999Z");
    expect(indiaDayStartIso("2027-01-01")).toBe("2026-12-31T18:30:00.000Z");
    expect(indiaDayEndIso("2026-12-31")).toBe("2026-12-31T18:29:59.999Z");
    expect(indiaDateKey("2026-12-31T18:30:00Z")).toBe("2027-01-01");
    expect(indiaMonthKey("2026-12-31T18:29:59Z")).toBe("2026-12");
    expect(indiaMonthKey("2026-12-31T18:30:00Z")).toBe("2027-01");
  });

  it("accepts only real calendar days as filters", () => {
    expect(cleanDay("2024-02-29")).toBe("2024-02-29");
    expect(cleanDay("2026-02-29")).toBe("");
    expect(cleanDay("2026-02-30")).toBe("");
    expect(cleanDay("2026-13-01")).toBe("");
    expect(cleanDay("0999-01-01")).toBe("");
    expect(cleanDay("22/11/2026")).toBe("2026-11-22");
    expect(cleanDay("30/02/2026")).toBe("");
    expect(cleanDay("11/22/2026")).toBe("");
    expect(cleanDay(null)).toBe("");
  });

  it("knows the calendar: month lengths and leap years", () => {
    for (const day of ["2024-02-29", "2000-02-29", "2026-01-31", "2026-04-30", "2026-12-31"]) {
      expect(isCalendarDay(day), day).toBe(true);
    }
    for (const day of [
      "2026-02-30",
      "2025-02-29",
      "1900-02-29",
      "2100-02-29",
      "2026-04-31",
      "2026-06-31",
      "2026-00-10",
      "2026-01-00",
      "0000-01-01",
      "2026-1-01",
      "2026-01-01T00:00",
      "２０２６-01-01",
    ]) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });

  it("keeps a day a person enters between 2000 and 2099, and not after today when asked", () => {
    expect(dayProblem("2026-02-30")).toBe("invalid");
    expect(dayProblem("0000-01-01")).toBe("invalid");
    expect(dayProblem("0999-12-31")).toBe("early");
    expect(dayProblem("1999-12-31")).toBe("early");
    expect(dayProblem("2000-01-01")).toBeNull();
    expect(dayProblem("2099-12-31")).toBeNull();
    expect(dayProblem("2100-01-01")).toBe("late");
    expect(dayProblem("2026-11-21", "2026-11-21")).toBeNull();
    expect(dayProblem("2026-11-22", "2026-11-21")).toBe("future");
    expect(dayProblem("2026-02-30", "2026-11-21")).toBe("invalid");
    expect(cleanDay("1999-12-31")).toBe("");
    expect(cleanDay("2100-01-01")).toBe("");
  });

  it("turns a from/to filter into whole days, both days included", () => {
    expect(indiaDayRange({ from: "2026-11-01", to: "2026-12-31" })).toEqual({
      from: "2026-10-31T18:30:00.000Z",
      before: "2026-12-31T18:30:00.000Z",
    });
    expect(indiaDayRange({ from: "2026-02-30", to: "" })).toEqual({
      from: undefined,
      before: undefined,
    });
  });

  it("counts whole days back from today in India", () => {
    const justAfterMidnight = new Date("2026-11-21T18:30:00Z"); // 22 Nov, 00:00 IST
    expect(startOfIndiaDaysAgo(0, justAfterMidnight).toISOString()).toBe(
      "2026-11-21T18:30:00.000Z",
    );
    const justBefore = new Date("2026-11-21T18:29:59Z"); // 21 Nov, 23:59:59 IST
    expect(startOfIndiaDaysAgo(0, justBefore).toISOString()).toBe("2026-11-20T18:30:00.000Z");
    expect(startOfIndiaDaysAgo(6, justAfterMidnight).toISOString()).toBe(
      "2026-11-15T18:30:00.000Z",
    );
    expect(startOfIndiaDaysAgo(1, new Date("2027-01-01T00:00:00Z")).toISOString()).toBe(
      "2026-12-30T18:30:00.000Z",
    );
  });
});

describe("a day as a person types it (decision 074)", () => {
  it("reads dd/mm/yyyy day first, with /, - or . and one or two digits", () => {
    for (const typed of [
      "05/11/2026",
      "5/11/2026",
      "05-11-2026",
      "05.11.2026",
      " 5 / 11 / 2026 ",
    ]) {
      expect(readDay(typed), typed).toBe("2026-11-05");
    }
    expect(readDay("5/1/2026")).toBe("2026-01-05");
    expect(readDay("05112026")).toBe("2026-11-05");
    expect(readDay("31/12/2099")).toBe("2099-12-31");
  });

  it("keeps reading yyyy-mm-dd (links, bookmarks, CSV filters)", () => {
    expect(readDay("2026-11-05")).toBe("2026-11-05");
    expect(readDay(" 2026-11-05 ")).toBe("2026-11-05");
    expect(dayProblem("2026-11-05", "2026-11-21")).toBeNull();
  });

  it("reads no two-digit year, no month names, no time, nothing else", () => {
    for (const typed of [
      "05/11/26",
      "5 Nov 2026",
      "05/11/2026 10:00",
      "2026/11/05",
      "2026-1-5",
      "051126",
      "",
      "５/11/2026",
      "05/11/2026' OR '1'='1",
    ]) {
      expect(readDay(typed), typed).toBeNull();
    }
  });

  it("leaves the calendar and the range to dayProblem, which takes what readDay reads", () => {
    expect(readDay("31/02/2026")).toBe("2026-02-31");
    expect(dayProblem("31/02/2026")).toBe("invalid");
    expect(dayProblem("29/02/2024")).toBeNull();
    expect(dayProblem("29/02/2025")).toBe("invalid");
    expect(dayProblem("13/13/2026")).toBe("invalid");
    expect(dayProblem("00/11/2026")).toBe("invalid");
    expect(dayProblem("31/12/1999")).toBe("early");
    expect(dayProblem("01/01/2100")).toBe("late");
    expect(dayProblem("22/11/2026", "2026-11-21")).toBe("future");
    expect(dayProblem("21/11/2026", "2026-11-21")).toBeNull();
  });

  it("has an input pattern that lets through what readDay reads and stops the rest", () => {
    const pattern = new RegExp(`^(?:${TYPED_DAY_PATTERN})$`, "v");
    for (const typed of ["05/11/2026", "5-1-2026", "05.11.2026", "05112026", "2026-11-05"]) {
      expect(pattern.test(typed), typed).toBe(true);
      expect(readDay(typed), typed).not.toBeNull();
    }
    for (const typed of ["05/11/26", "2026/11/05", "abc", "5 Nov 2026"]) {
      expect(pattern.test(typed), typed).toBe(false);
      expect(readDay(typed), typed).toBeNull();
    }
  });
});

describe("India date and time text", () => {
  it("writes an instant as YYYY-MM-DD HH:mm:ss in India", () => {
    expect(indiaDateTime("2026-11-21T18:29:59.000Z")).toBe("2026-11-21 23:59:59");
    expect(indiaDateTime("2026-11-21T18:30:00.000Z")).toBe("2026-11-22 00:00:00");
    expect(indiaDateTime("2026-12-31T18:30:00.000Z")).toBe("2027-01-01 00:00:00");
    expect(indiaDateTime("not a date")).toBe("");
  });
});

describe("India months", () => {
  it("steps months across the year", () => {
    expect(nextMonth("2026-11")).toBe("2026-12");
    expect(nextMonth("2026-12")).toBe("2027-01");
    expect(indiaMonthStartIso("2027-01")).toBe("2026-12-31T18:30:00.000Z");
  });

  it("lists the 12 months ending with the current one in India", () => {
    expect(lastTwelveMonths(new Date("2026-12-31T18:30:00Z"))).toEqual([
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
      "2026-12",
      "2027-01",
    ]);
    expect(lastTwelveMonths(new Date("2026-12-31T18:29:59Z"))[0]).toBe("2026-01");
    expect(lastTwelveMonths(new Date("2026-12-31T18:29:59Z")).at(-1)).toBe("2026-12");
  });
});
