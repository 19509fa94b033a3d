import { describe, expect, it } from "vitest";
import {
  type CsvRecord,
  CsvFormatError,
  csvStream,
  csvText,
  detectDelimiter,
  neutralizeFormula,
  readCsv,
  unneutralizeFormula,
} from "~/platform/csv.server";
import { seededRandom } from "../helpers/seeded-random";

/**
 * The CSV writer and parser of the billing back office (app/platform/csv.server.ts): a property
 * test over random tables (quotes, commas, semicolons, line breaks of every kind, white space at
 * the ends, Tamil, emoji, and text a spreadsheet would run as a formula) written and read back,
 * fed to the parser in random-sized byte chunks that split characters; then the BOM, CRLF, the
 * delimiter detection, line numbers and a malformed file.
 */

const random = seededRandom;

/** Pieces random values are made of: the characters that break naive CSV code. */
const PIECES = [
  "a",
  "Z",
  "42",
  " ",
  "  ",
  "\t",
  ",",
  ";",
  '"',
  '""',
  "'",
  "\n",
  "\r\n",
  "\r",
  "=",
  "+",
  "-",
  "@",
  "=SUM(A1:A9)",
  '=HYPERLINK("http://x")',
  "-5",
  "+91 98765 43210",
  "முருகன்",
  "திருநெல்வேலி",
  "ஸ்ரீ",
  "😀",
  "👍🏽",
  "🇮🇳",
  "₹1,250.50",
  "é",
  "\u00a0",
  "\\",
];

/** A phone number as the writer keeps it as text: a text literal with nothing else in it. */
const PHONE_AS_TEXT = /^="\+[0-9][0-9 -]*[0-9]"$/;

function randomValue(r: ReturnType<typeof random>): string {
  if (r.next() < 0.1) return "";
  let value = "";
  const length = r.int(1, 6);
  for (let i = 0; i < length; i++) value += r.pick(PIECES);
  return value;
}

/** The bytes of a text in chunks of random sizes (splitting multi-byte characters too). */
async function* chunked(text: string, r: ReturnType<typeof random>) {
  const bytes = Buffer.from(text, "utf8");
  for (let i = 0; i < bytes.length;) {
    const size = r.int(1, 64);
    yield bytes.subarray(i, i + size);
    i += size;
  }
}

async function readAll(source: AsyncIterable<Uint8Array | string>): Promise<CsvRecord[]> {
  const records: CsvRecord[] = [];
  for await (const record of readCsv(source)) records.push(record);
  return records;
}

async function* once(text: string) {
  yield Buffer.from(text, "utf8");
}

describe("writer and parser round trip (property)", () => {
  it("600 random tables survive writing and reading back, and no cell starts a formula", async () => {
    const r = random(20261121);
    const header = ["Alpha", "Beta", "Gamma", "Delta"];
    let cases = 0;
    let cells = 0;
    for (let n = 0; n < 600; n++) {
      const rows: string[][] = [];
      const count = r.int(1, 8);
      for (let i = 0; i < count; i++) {
        const row = header.map(() => randomValue(r));
        // A row of blank values is skipped by the reader (an empty line in a sheet): make
        // sure each row has something in it.
        if (row.every((v) => v.trim() === "")) row[r.int(0, row.length - 1)] = "x";
        rows.push(row);
      }
      const text = await csvText(header, rows);
      expect(text.startsWith("\uFEFF"), "BOM").toBe(true);
      const records = await readAll(chunked(text, r));
      expect(records.map((rec) => rec.fields)[0]).toEqual(header);
      const data = records.slice(1);
      expect(data.length, `case ${n}: ${JSON.stringify(rows)}`).toBe(rows.length);
      for (const [i, record] of data.entries()) {
        for (const field of record.fields) {
          // Apart from a phone number as a text formula (decision 045).
          if (PHONE_AS_TEXT.test(field)) continue;
          expect(field, "a written cell never starts a formula").not.toMatch(/^[=+\-@\t\r]/);
        }
        expect(record.fields.map(unneutralizeFormula), `case ${n} row ${i}`).toEqual(rows[i]);
        cells += rows[i]!.length;
      }
      cases++;
    }
    expect(cases).toBe(600);
    expect(cells).toBeGreaterThan(5_000);
  });

  it("line numbers are those of the first line of each record, also after quoted line breaks", async () => {
    const r = random(7);
    for (let n = 0; n < 100; n++) {
      const rows = Array.from({ length: r.int(1, 6) }, () => [
        randomValue(r) + "x",
        randomValue(r),
      ]);
      const text = await csvText(["A", "B"], rows);
      const records = await readAll(chunked(text, r));
      // Where each record starts in the file: the lines of the records before it.
      let line = 1;
      const expected: number[] = [];
      for (const row of [["A", "B"], ...rows]) {
        expected.push(line);
        // The row written alone after the header ("A,B\r\n…\r\n"): the lines it spans.
        const written = await csvText(["A", "B"], [row]);
        line += written.split(/\r\n|\r|\n/).length - 2;
      }
      expect(records.map((rec) => rec.line)).toEqual(expected);
    }
  });

  it("neutralizeFormula and unneutralizeFormula are inverse, also for text starting with apostrophes", () => {
    const r = random(99);
    for (let n = 0; n < 2_000; n++) {
      const value = (r.next() < 0.3 ? "'".repeat(r.int(1, 3)) : "") + randomValue(r);
      const safe = neutralizeFormula(value);
      if (!PHONE_AS_TEXT.test(safe)) expect(safe).not.toMatch(/^[=+\-@\t\r]/);
      expect(unneutralizeFormula(safe)).toBe(value);
    }
    expect(neutralizeFormula('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(neutralizeFormula("'=x")).toBe("''=x");
    expect(neutralizeFormula("it's")).toBe("it's");
    expect(unneutralizeFormula("'plain")).toBe("'plain");
  });

  it("writes a phone number with its + as a text formula that reads back as the number (decision 045)", () => {
    for (const phone of [
      "+919876543210",
      "+91 98765 43210",
      "+91-44-2345-6789",
      "+4420 7946 0958",
    ]) {
      expect(neutralizeFormula(phone)).toBe(`="${phone}"`);
      expect(unneutralizeFormula(`="${phone}"`)).toBe(phone);
      // An older export's apostrophe, and the plain number a spreadsheet saves back.
      expect(unneutralizeFormula(`'${phone}`)).toBe(phone);
      expect(unneutralizeFormula(phone)).toBe(phone);
    }
    // Digits alone are no formula; anything else that starts with + is still guarded.
    expect(neutralizeFormula("9876543210")).toBe("9876543210");
    for (const value of [
      "+2+3",
      "+91 98765 43210 ext",
      "+123",
      "+9198765432101234",
      "+91 (44) 2345",
    ]) {
      expect(neutralizeFormula(value)).toBe(`'${value}`);
    }
    for (const value of ['=HYPERLINK("x")', "@SUM(1)", "-2+3", "-98765 43210", "\t+91"]) {
      expect(neutralizeFormula(value)).toBe(`'${value}`);
    }
    // A text formula around anything but a phone number is read as it is.
    expect(unneutralizeFormula('="=cmd"')).toBe('="=cmd"');
    expect(unneutralizeFormula('="+91" & A1')).toBe('="+91" & A1');
    expect(neutralizeFormula('="+919876543210"')).toBe(`'="+919876543210"`);
    expect(unneutralizeFormula(`'="+919876543210"`)).toBe('="+919876543210"');
  });
});

describe("the writer", () => {
  it("writes a BOM, CRLF line ends, quotes what needs quoting and numbers as they are", async () => {
    const text = await csvText(
      ["Name", "Note", "Amount"],
      [
        ["Kannan, Traders", 'He said "ok"', 12.5],
        ["=1+2", "two\nlines", null],
        ["  padded ", "@home", 0],
      ],
    );
    expect(text).toBe(
      "\uFEFFName,Note,Amount\r\n" +
        '"Kannan, Traders","He said ""ok""",12.5\r\n' +
        '\'=1+2,"two\nlines",\r\n' +
        '"  padded ",\'@home,0\r\n',
    );
  });

  it("streams: tells onEnd the number of rows, and the error that stopped a source", async () => {
    const ends: unknown[] = [];
    async function* rows() {
      for (let i = 0; i < 1_000; i++) yield [`row ${i}`, i];
    }
    const ok = await new Response(csvStream(["A", "B"], rows(), (e) => void ends.push(e))).text();
    expect(ok.split("\r\n")).toHaveLength(1_002);
    async function* broken() {
      yield ["fine", 1];
      throw new Error("the database went away");
    }
    await expect(
      new Response(csvStream(["A", "B"], broken(), (e) => void ends.push(e))).text(),
    ).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 10));
    expect(ends[0]).toEqual({ rows: 1_000 });
    expect(String((ends[1] as { error: unknown }).error)).toContain("the database went away");
  });
});

describe("the parser", () => {
  it("strips the BOM and reads CRLF, LF and CR line ends, quoted fields and Tamil", async () => {
    const text =
      '\uFEFFBill No,Customer\r\nBILL0001,"முருகன், ஸ்டோர்ஸ்"\nBILL0002,"Line\r\nbreak"\rBILL0003, spaced \r\n';
    const records = await readAll(once(text));
    expect(records).toEqual([
      { line: 1, fields: ["Bill No", "Customer"] },
      { line: 2, fields: ["BILL0001", "முருகன், ஸ்டோர்ஸ்"] },
      { line: 3, fields: ["BILL0002", "Line\r\nbreak"] },
      { line: 5, fields: ["BILL0003", "spaced"] },
    ]);
  });

  it("detects a semicolon (or tab) delimiter from the header, ignoring quoted ones", async () => {
    expect(detectDelimiter("Bill No;Customer;Phone\r\n1,2")).toBe(";");
    expect(detectDelimiter("Item Name\tCategory\n")).toBe("\t");
    expect(detectDelimiter('"a;b;c",d\n')).toBe(",");
    expect(detectDelimiter("\uFEFFsingle")).toBe(",");
    const records = await readAll(once('Bill No;Customer;Amount\n"BILL;1";Kannan, Traders;1,50\n'));
    expect(records.map((r) => r.fields)).toEqual([
      ["Bill No", "Customer", "Amount"],
      ["BILL;1", "Kannan, Traders", "1,50"],
    ]);
  });

  it("skips empty lines and rows of empty values, and allows short or long rows", async () => {
    const records = await readAll(once("A,B,C\n\n,,\n1\n1,2,3,4\n"));
    expect(records).toEqual([
      { line: 1, fields: ["A", "B", "C"] },
      { line: 4, fields: ["1"] },
      { line: 5, fields: ["1", "2", "3", "4"] },
    ]);
  });

  it("throws CsvFormatError for an unclosed quote, naming the line", async () => {
    const error = await readAll(once('A,B\n1,"never closed\n2,3\n')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CsvFormatError);
    expect((error as Error).message).toMatch(/line \d+/);
  });

  it("a reader that stops early does not leave the parser waiting (no hang)", async () => {
    let produced = 0;
    async function* endless() {
      for (;;) {
        produced++;
        yield Buffer.from("a,b,c\n".repeat(10_000));
      }
    }
    let seen = 0;
    for await (const record of readCsv(endless())) {
      seen++;
      if (record.line > 25_000) break;
    }
    expect(seen).toBeGreaterThan(25_000);
    expect(produced).toBeLessThan(100);
  });
});
