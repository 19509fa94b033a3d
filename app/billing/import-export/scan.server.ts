import { createReadStream } from "node:fs";
import { CsvFormatError, readCsv } from "~/platform/csv.server";
import { IMPORT_MESSAGES, type ImportProgress } from "./import-export-client";
import { BillNumbers } from "./bill-numbers.server";
import { BILL_COLUMN, type BillField, ITEM_COLUMN, type ItemField } from "./columns";
import { type Layout, readHeader } from "./header.server";
import { BILL_INSERT, type SpooledBill } from "./bill-rows.server";
import { ITEM_INSERT, type SpooledItem } from "./item-batch.server";
import type { Spool } from "./spool.server";
import {
  checkBill,
  checkItem,
  ImportRejected,
  type ProblemList,
  RowChecker,
} from "./validate.server";

/**
 * An import's first pass: the file read by the CSV parser (readCsv, streaming), its header
 * recognised, every row checked, and the rows of a file without problems spooled.
 */

export type Scan = {
  rows: number;
  /** The insert batches, one JSON line each (see Spool). */
  batches: number;
} & (
  | {
      kind: "bills";
      /** Every bill number in the file, with the line it is on. */
      numbers: BillNumbers;
      /** Batches with rows that have no bill number (drawn from the counter as they are written). */
      numberless: Set<number>;
    }
  | {
      kind: "items";
      /** Items at or below their minimum stock. */
      low: number;
    }
);

async function* fileBytes(file: string, onBytes?: (n: number) => void): AsyncGenerator<Buffer> {
  // Small chunks: the parser turns each whole chunk into records at once, which then wait in
  // memory to be read.
  for await (const chunk of createReadStream(file, { highWaterMark: 32 * 1024 })) {
    onBytes?.((chunk as Buffer).length);
    yield chunk as Buffer;
  }
}

/** Reports the parse's progress every 512 KiB read. */
function parseProgress(total: number, progress: (p: ImportProgress) => void) {
  let read = 0;
  let reported = 0;
  return (n: number) => {
    read += n;
    if (read - reported >= 512 * 1024) {
      reported = read;
      progress({ phase: "parse", done: read, total });
    }
  };
}

/** A checked bill as the spool keeps it: the columns of its `complaints` insert. */
function spooledBill(
  b: NonNullable<ReturnType<typeof checkBill>>,
  actorId: string | null,
  now: string,
): SpooledBill {
  return {
    id: crypto.randomUUID(),
    complaint_number: b.number,
    customer_name: b.customerName,
    ...b.texts,
    service_type: b.serviceType,
    complaint_description: "Imported from CSV",
    actual_cost_paise: b.actualPaise,
    discount_paise: b.actualPaise - b.estimatedPaise,
    estimated_cost_paise: b.estimatedPaise,
    status: b.status,
    created_by: actorId,
    created_at: b.createdAt,
    updated_at: now,
  };
}

/** A checked godown item as the spool keeps it: the columns of its `godown_items` insert. */
function spooledItem(
  item: NonNullable<ReturnType<typeof checkItem>>,
  isLow: boolean,
  actorId: string | null,
  now: string,
): SpooledItem {
  return {
    id: crypto.randomUUID(),
    item_name: item.name,
    category: item.category,
    quantity: item.quantity,
    unit_price_paise: item.unitPricePaise,
    minimum_stock: item.minimumStock,
    total_value_paise: item.quantity * item.unitPricePaise,
    location_in_godown: item.location,
    supplier_name: item.supplier,
    // At or below the minimum: announced by the one summary after the import, not again.
    low_stock_alerted: isLow ? 1 : 0,
    created_by: actorId,
    created_at: now,
    updated_at: now,
  };
}

/**
 * The parser cannot read past a malformed line: it is reported with the problems found before
 * it (the line, its column by the header's name), and nothing is imported.
 */
function rejectMalformed(error: CsvFormatError, header: string[], problems: ProblemList): never {
  const named = error.field === undefined ? undefined : header[error.field]?.trim();
  problems.add({
    line: error.line,
    column: named || (error.field === undefined ? "" : `Column ${error.field + 1}`),
    message: error.problem,
  });
  throw new ImportRejected(
    `The file is not valid CSV near line ${error.line}; nothing was imported.`,
    problems.kept,
    problems.count,
  );
}

/** A number twice in the file: a problem on each later line. */
function reportRepeatedNumbers(numbers: BillNumbers, problems: ProblemList): void {
  numbers.finish();
  for (const [number, line, first] of numbers.repeats) {
    problems.add({
      line,
      column: BILL_COLUMN.number,
      message: `Bill number ${number} is also on line ${first} of the file`,
    });
  }
}

/**
 * First pass: the header, then every row checked on its own (and bill numbers against each
 * other: a number twice in the file is a problem on its second line). While no problem has been
 * found, the rows also go to the spool, ready to be written.
 *
 * One loop over the records with the per-type branches inline, so a 100,000-row file makes no
 * closure or object per row beyond the spooled row itself (see CellError).
 */
export async function scan(
  file: { tempPath: string; size: number },
  spool: Spool,
  actorId: string | null,
  now: string,
  problems: ProblemList,
  progress: (p: ImportProgress) => void,
): Promise<Scan> {
  const bytes = fileBytes(file.tempPath, parseProgress(file.size, progress));
  let layout: Layout | null = null;
  let header: string[] = [];
  let rows = 0;
  const numbers = new BillNumbers();
  const numberless = new Set<number>();
  let low = 0;
  let billChecker: RowChecker<BillField> | undefined;
  let itemChecker: RowChecker<ItemField> | undefined;
  try {
    for await (const record of readCsv(bytes)) {
      if (!layout) {
        header = record.fields;
        layout = readHeader(record.fields);
        if (!layout) throw new ImportRejected(IMPORT_MESSAGES.unrecognized);
        continue;
      }
      rows++;
      if (layout.kind === "bills") {
        billChecker ??= new RowChecker(layout.at, BILL_COLUMN);
        billChecker.start(record.fields, record.line);
        const b = checkBill(billChecker, now);
        if (!b) {
          for (const p of billChecker.problems) problems.add(p);
          continue;
        }
        if (b.number !== null) numbers.add(b.number, record.line);
        else numberless.add(spool.current);
        if (problems.count) continue;
        await spool.add(BILL_INSERT.pack(spooledBill(b, actorId, now)));
      } else {
        itemChecker ??= new RowChecker(layout.at, ITEM_COLUMN);
        itemChecker.start(record.fields, record.line);
        const item = checkItem(itemChecker);
        if (!item) {
          for (const p of itemChecker.problems) problems.add(p);
          continue;
        }
        const isLow = item.quantity <= item.minimumStock;
        if (isLow) low++;
        if (problems.count) continue;
        await spool.add(ITEM_INSERT.pack(spooledItem(item, isLow, actorId, now)));
      }
    }
    await spool.close();
  } catch (error) {
    if (!(error instanceof CsvFormatError)) throw error;
    rejectMalformed(error, header, problems);
  }
  if (!layout || rows === 0) throw new ImportRejected(IMPORT_MESSAGES.headerOnly);
  progress({ phase: "parse", done: file.size, total: file.size });
  const batches = spool.batches;
  if (layout.kind === "items") return { kind: "items", rows, batches, low };
  reportRepeatedNumbers(numbers, problems);
  return { kind: "bills", rows, batches, numbers, numberless };
}
