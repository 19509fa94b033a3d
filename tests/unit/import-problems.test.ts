import { describe, expect, it } from "vitest";
import { fill } from "~/lib/forms";
import { matchTemplate } from "~/lib/localized-errors";
import { importExportContent, importMessageText } from "~/billing/import-export/content";
import {
  CellError,
  parseImportDate,
  parseMoney,
  parseStatus,
  parseWholeNumber,
} from "~/billing/import-export/cells";
import { BILL_COLUMN, ITEM_COLUMN } from "~/billing/import-export/columns";
import { IMPORT_MESSAGES } from "~/billing/import-export/import-export-client";
import { checkBill, checkItem, RowChecker } from "~/billing/import-export/validate.server";

/**
 * Issue 23: a refused import's row problems and message in Tamil. The server writes them in
 * English; the page finds the same sentence in its copy (importExportContent's rowProblems and
 * importMessages), takes the values out of it (a cell, a column's name, a number) and shows the
 * sentence in the page's language with those values as data. Every message the server writes
 * must be one of the copy's sentences, or a Tamil page would show it in English.
 */

const rows = importExportContent.en.rowProblems;
const NOW = "2026-01-01T00:00:00.000Z";

/** The message of a parser's answer (it must be a problem). */
function problemOf(parsed: unknown): string {
  expect(parsed).toBeInstanceOf(CellError);
  return (parsed as CellError).message;
}

/** The problems checkBill or checkItem find in one row (fields in the columns' order). */
function billProblems(fields: string[]): string[] {
  const c = new RowChecker(
    Object.fromEntries(Object.keys(BILL_COLUMN).map((k, i) => [k, i])),
    BILL_COLUMN,
  );
  c.start(fields, 2);
  checkBill(c, NOW);
  return c.problems.map((p) => p.message);
}

function itemProblems(fields: string[]): string[] {
  const c = new RowChecker(
    Object.fromEntries(Object.keys(ITEM_COLUMN).map((k, i) => [k, i])),
    ITEM_COLUMN,
  );
  c.start(fields, 2);
  checkItem(c);
  return c.problems.map((p) => p.message);
}

describe("an import's problems in the page's language", () => {
  it("knows every problem the cell parsers and the row checks write", () => {
    const messages = [
      problemOf(parseMoney("abc")),
      problemOf(parseMoney("99999999999")),
      problemOf(parseMoney("1.234")),
      problemOf(parseMoney("-5")),
      problemOf(parseWholeNumber("two")),
      problemOf(parseWholeNumber("1.5")),
      problemOf(parseWholeNumber("99999999999")),
      problemOf(parseImportDate("yesterday", NOW)),
      problemOf(parseMoney("1,0,0")),
      problemOf(parseWholeNumber("1,50")),
      problemOf(parseImportDate("1999-12-31", NOW)),
      problemOf(parseImportDate("2026-01-02", NOW)),
      problemOf(parseStatus("Lost")),
      ...billProblems(["", "", "", "", "", "", "50", "10"]),
      ...billProblems(["B".repeat(31), "", "Kumar", "", "", "", "", ""]),
      ...itemProblems(["Ink", "Stock", "2000000000", "2000000", "0", "", ""]),
      `Bill number BILL0100 is also on line 3 of the file`,
      `Bill number BILL0100 already exists`,
      'A quote (") is in the middle of a field: quote the whole field, and write a quote inside it as two ("")',
      'A quoted field starts on this line and is never closed (a missing ")',
      "This line is not valid CSV",
    ];
    for (const message of messages) {
      const found = matchTemplate(message, rows);
      expect(found, message).not.toBeNull();
      // The English sentence filled with the values taken out of it is the message itself.
      expect(fill(rows[found!.key], found!.values), message).toBe(message);
    }
  });

  it("takes the file's values out of a problem, for the Tamil sentence", () => {
    expect(matchTemplate('"abc" is not an amount', rows)).toEqual({
      key: "notAmount",
      values: { cell: '"abc"' },
    });
    const status = matchTemplate("Status must be Pending, In Progress, Completed or Paid", rows);
    expect(fill(importExportContent.ta.rowProblems[status!.key], status!.values)).toBe(
      "நிலை Pending, In Progress, Completed அல்லது Paid ஆக இருக்க வேண்டும்",
    );
    expect(matchTemplate("Something new", rows)).toBeNull();
  });

  it("says a refused import's message in Tamil, and in English as it was", () => {
    for (const message of [
      ...Object.values(IMPORT_MESSAGES),
      "1 problem found in the file; nothing was imported.",
      "4 problems found in the file; nothing was imported.",
      "The file is not valid CSV near line 7; nothing was imported.",
      "The upload did not complete. Please try again.",
    ]) {
      expect(importMessageText(message, "en")).toBe(message);
      expect(importMessageText(message, "ta"), message).not.toBe(message);
    }
    expect(importMessageText("4 problems found in the file; nothing was imported.", "ta")).toBe(
      "கோப்பில் 4 பிழைகள் கண்டறியப்பட்டன; எதுவும் இறக்குமதி செய்யப்படவில்லை.",
    );
    expect(importMessageText("1 problem found in the file; nothing was imported.", "ta")).toBe(
      "கோப்பில் 1 பிழை கண்டறியப்பட்டது; எதுவும் இறக்குமதி செய்யப்படவில்லை.",
    );
  });
});

describe("an import's dates and amounts (decision 059)", () => {
  it("refuses a date after today in India or before 2000, and keeps today", () => {
    // NOW is 05:30 on 1 January 2026 in India.
    expect(parseImportDate("2026-01-01 23:59:59", NOW)).toBe("2026-01-01T18:29:59.000Z");
    expect(parseImportDate("01/01/2026", NOW)).toBe("2025-12-31T18:30:00.000Z");
    expect(parseImportDate("2000-01-01", NOW)).toBe("1999-12-31T18:30:00.000Z");
    for (const future of ["2026-01-02", "2026-01-02 00:00:00", "02/01/2026", "2030-01-01"]) {
      expect(problemOf(parseImportDate(future, NOW)), future).toMatch(/after today/);
    }
    expect(problemOf(parseImportDate("2026-01-01T18:30:00Z", NOW))).toMatch(/after today/);
    expect(problemOf(parseImportDate("1999-12-31 23:59:59", NOW))).toMatch(/01\/01\/2000/);
    expect(problemOf(parseImportDate("2025-02-29", NOW))).toMatch(/Not a date/);
  });

  it("reads an amount as the forms do: well-formed grouping only", () => {
    expect(parseMoney("1,00,000.50")).toBe(10_000_050);
    expect(parseMoney("100,000.50")).toBe(10_000_050);
    expect(parseMoney("1250.50")).toBe(125_050);
    expect(parseMoney("")).toBe(0);
    expect(problemOf(parseMoney("10,00"))).toMatch(/commas/);
    expect(problemOf(parseMoney("1,50"))).toMatch(/commas/);
    expect(parseWholeNumber("1,200")).toBe(1200);
  });
});
