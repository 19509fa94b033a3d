import { type Kysely, sql } from "kysely";
import { getDb } from "~/platform/db/db.server";
import type { Database } from "~/platform/db/schema";
import { isPostgres } from "~/platform/db/dialect";
import type { ImportProgress } from "./import-export-client";
import { formatBillNumber } from "../money";
import { BILL_COLUMN } from "./columns";
import type { ProblemList } from "./validate.server";

/**
 * The bill numbers of an imported file: repeats within the file, numbers a bill already has, and
 * fresh numbers from the counter for rows without one.
 */

/** Bill numbers looked up in the database at once. */
const LOOKUP_BATCH = 500;

const BILL_NUMBER = /^BILL(\d{1,9})$/;

/**
 * n when `number` is exactly formatBillNumber(n) (BILL and four digits, or more without a leading
 * zero; n below 2^28), else -1. Without allocating: it runs for every row of a file.
 */
function canonicalBillNumber(number: string): number {
  const length = number.length;
  if (length < 8 || length > 12 || !number.startsWith("BILL")) return -1;
  if (length > 8 && number.charCodeAt(4) === 48) return -1;
  let n = 0;
  for (let i = 4; i < length; i++) {
    const digit = number.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n < 2 ** 28 ? n : -1;
}

/**
 * The bill numbers of a file with the lines they are on, to find a number that is there twice or
 * that a bill already has. The usual BILLnnnn numbers are kept as numbers packed with their line
 * in one Float64Array (8 bytes a row, outside the JavaScript heap): a Map of 100,000 strings
 * cost the server about 30 MB during an import (measured); any other number goes in a Map.
 */
export class BillNumbers {
  /** n × LINES + line, for each number that is exactly formatBillNumber(n). */
  private packed = new Float64Array(1024);
  private size = 0;
  private readonly other = new Map<string, number>();
  /** Lines of a number also found earlier in the file: [number, line, first line]. */
  readonly repeats: [string, number, number][] = [];
  /** The highest n of a BILLnnnn number (0 if none). */
  highest = 0;
  private static readonly LINES = 2 ** 25;

  add(number: string, line: number): void {
    const n = canonicalBillNumber(number);
    if (n >= 0 && line < BillNumbers.LINES) {
      if (n > this.highest) this.highest = n;
      if (this.size === this.packed.length) {
        const bigger = new Float64Array(this.packed.length * 2);
        bigger.set(this.packed);
        this.packed = bigger;
      }
      this.packed[this.size++] = n * BillNumbers.LINES + line;
      return;
    }
    const match = BILL_NUMBER.exec(number);
    if (match) this.highest = Math.max(this.highest, Number(match[1]));
    const first = this.other.get(number);
    if (first === undefined) this.other.set(number, line);
    else this.repeats.push([number, line, first]);
  }

  /** How many different numbers (known after finish()). */
  count = 0;
  private finished = false;

  /**
   * Sorts the packed numbers, adds the repeated ones to `repeats` and counts the different ones;
   * call once all numbers are added.
   */
  finish(): void {
    if (this.finished) return;
    this.finished = true;
    const view = this.packed.subarray(0, this.size).sort();
    let last = -1;
    let firstLine = 0;
    let unique = 0;
    for (const value of view) {
      const n = Math.floor(value / BillNumbers.LINES);
      const line = value - n * BillNumbers.LINES;
      if (n === last) this.repeats.push([formatBillNumber(n), line, firstLine]);
      else {
        last = n;
        firstLine = line;
        unique++;
      }
    }
    this.count = unique + this.other.size;
  }

  /** Each number once, with the first line it is on, in chunks of `size`. */
  *unique(size: number): Generator<Map<string, number>> {
    this.finish();
    let chunk = new Map<string, number>();
    let last = -1;
    for (const value of this.packed.subarray(0, this.size)) {
      const n = Math.floor(value / BillNumbers.LINES);
      if (n === last) continue;
      last = n;
      chunk.set(formatBillNumber(n), value - n * BillNumbers.LINES);
      if (chunk.size >= size) {
        yield chunk;
        chunk = new Map();
      }
    }
    for (const [number, line] of this.other) {
      chunk.set(number, line);
      if (chunk.size >= size) {
        yield chunk;
        chunk = new Map();
      }
    }
    if (chunk.size) yield chunk;
  }
}

/**
 * Which of `numbers` bills already have. The numbers go as one JSON parameter, for the reason
 * insertRows gives: an `in (?, ?, …)` of 500 parameters is a large statement, and 200 of them
 * (100,000 numbers) held 50 MB of the server's memory until the garbage collector came.
 */
async function takenNumbers(db: Kysely<Database>, numbers: string[]): Promise<string[]> {
  const json = JSON.stringify(numbers);
  const list = isPostgres(db)
    ? sql`select jsonb_array_elements_text(${json}::jsonb)`
    : sql`select value from json_each(${json})`;
  const { rows } = await sql<{
    complaint_number: string;
  }>`select complaint_number from complaints where complaint_number in (${list})`.execute(db);
  return rows.map((r) => r.complaint_number);
}

/** Bill numbers of the file that a bill in the database already has: a problem each. */
export async function checkExistingNumbers(
  numbers: BillNumbers,
  problems: ProblemList,
  progress: (p: ImportProgress) => void,
) {
  numbers.finish();
  const total = numbers.count;
  let done = 0;
  for (const chunk of numbers.unique(LOOKUP_BATCH)) {
    for (const complaint_number of await takenNumbers(getDb(), [...chunk.keys()])) {
      problems.add({
        line: chunk.get(complaint_number)!,
        column: BILL_COLUMN.number,
        message: `Bill number ${complaint_number} already exists`,
      });
    }
    done += chunk.size;
    progress({ phase: "validate", done, total });
  }
}

/**
 * Fresh bill numbers for rows without one, from the counter (already moved past the file's
 * numbers), skipping any a bill already has — as bills.server.ts drawBillNumber does.
 */
export async function freshNumbers(
  trx: Kysely<Database>,
  state: { next: number },
  count: number,
): Promise<string[]> {
  const numbers: string[] = [];
  while (numbers.length < count) {
    const candidates = Array.from({ length: count - numbers.length }, (_, i) =>
      formatBillNumber(state.next + i),
    );
    state.next += candidates.length;
    const taken = new Set(await takenNumbers(trx, candidates));
    numbers.push(...candidates.filter((c) => !taken.has(c)));
  }
  return numbers;
}
