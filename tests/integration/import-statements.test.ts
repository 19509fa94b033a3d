import { DefaultQueryCompiler } from "kysely";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { action as importAction } from "~/billing/import-export/routes/data-import";
import { getDb } from "~/platform/db/db.server";
import { signedIn } from "../factories";
import { callRoute, postRequest } from "./route-harness";

/**
 * The bills import stays linear (issue: 100,000 rows took 66 s on SQLite and 174 s on
 * PostgreSQL): each batch of 100 rows is written in the same few statements, and none of them
 * reads the bills back — `where id in (the batch)` let PostgreSQL, its statistics stale inside
 * the import's transaction, scan every bill for each batch, and each batch's refresh of its
 * customers' figures read every bill not cancelled on SQLite. The bills are read by the check of
 * the file's numbers and, at the end, for the customers' figures (a read per 100 customers).
 */

const HEADER = "Bill No,Date,Customer,Phone,Service Type,Status,Estimated Cost,Actual Cost";
const STATUSES = ["Pending", "In Progress", "Completed", "Paid"];

/**
 * `count` bills from BILL<first>, for 50 customers (their phones start with `prefix`), a few
 * without a phone; some paid, so that payments are made too.
 */
function billsCsv(first: number, count: number, prefix: string): string {
  const lines = [HEADER];
  for (let i = first; i < first + count; i++) {
    const phone = i % 11 === 0 ? "" : `+9198${prefix}${String(i % 50).padStart(4, "0")}`;
    const amount = 100 + (i % 40);
    lines.push(
      `BILL${String(i).padStart(5, "0")},2025-06-01,Customer ${i % 50},${phone},,${STATUSES[i % 4]},${amount},${amount}`,
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

let cookie: string;
beforeAll(async () => {
  cookie = (await signedIn("staff")).cookie;
});
afterEach(() => vi.restoreAllMocks());

/** Imports the file, counting the statements run: all of them, and those that read the bills. */
async function importCounted(csv: string) {
  const statements: string[] = [];
  const compile = DefaultQueryCompiler.prototype.compileQuery;
  vi.spyOn(DefaultQueryCompiler.prototype, "compileQuery").mockImplementation(function (
    this: DefaultQueryCompiler,
    ...args: Parameters<DefaultQueryCompiler["compileQuery"]>
  ) {
    const compiled = compile.apply(this, args);
    statements.push(compiled.sql);
    return compiled;
  });
  const form = new FormData();
  form.set("file", new File([csv], "bills.csv", { type: "text/csv" }));
  let outcome = "";
  await callRoute(
    async (args: never) => {
      outcome = await ((await importAction(args)) as Response).text();
      return new Response(null);
    },
    postRequest("/billing/import-export/import", form, { cookie }),
  );
  vi.restoreAllMocks();
  expect(outcome.trim().split("\n").at(-1)).toContain('"result":"ok"');
  return {
    all: statements.length,
    billReads: statements.filter((s) => /\b(from|join)\s+"?complaints"?\b/i.test(s)).length,
  };
}

describe("importing bills: statements", () => {
  it("writes each batch in the same statements and reads the bills a fixed number of times", async () => {
    const small = await importCounted(billsCsv(1, 150, "1111"));
    const large = await importCounted(billsCsv(1_001, 450, "2222"));
    // Three times the rows (2 batches, then 5; the numbers checked in one lookup): the reads of the bills do not grow at all…
    expect(large.billReads).toBe(small.billReads);
    // (the number check, the write, and the customers' figures worked out again from their bills
    // and from the entries that name them, decision 060)
    expect(small.billReads).toBeLessThanOrEqual(4);
    // …and the statements per row stay about the same (from the second batch on, the file's 50
    // customers are found, and each one found gets its names noted: up to one statement a bill).
    expect(large.all / 450).toBeLessThanOrEqual(1.5 * (small.all / 150));
    const bills = await getDb()
      .selectFrom("complaints")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(bills.n)).toBe(600);
  });
});
