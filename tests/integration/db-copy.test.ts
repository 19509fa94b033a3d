import { afterAll, describe, expect, it } from "vitest";
import { billSchema, createBill } from "~/billing/bills/bills.server";
import { formatBillNumber } from "~/billing/money";
import { copySqliteToPostgres } from "~/platform/db/copy.server";
import { createDb, getDb } from "~/platform/db/db.server";
import { isPostgres } from "~/platform/db/dialect";
import { createTestUser } from "../factories";
import { tableSnapshot } from "../table-snapshot";
import { createPgDatabase, dropPgDatabase, pgUrlFor } from "./db-harness";

/**
 * npm run db:copy: the SQLite database of a running business copied into an empty PostgreSQL
 * database holds the same rows in every table (flags become booleans). Runs in the SQLite pass
 * when a PostgreSQL server is configured (TEST_DATABASE_URL), as in CI.
 */
const runs = !!process.env.TEST_DATABASE_URL && process.env.TEST_DIALECT !== "postgres";
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

describe.runIf(runs)("db:copy from SQLite into PostgreSQL", () => {
  it("copies every table and row, and refuses a database that is not empty", async () => {
    const db = getDb();
    expect(isPostgres(db)).toBe(false);
    const staff = await createTestUser({ role: "staff" });
    await createTestUser({ role: "customer" });
    for (let i = 0; i < 3; i++) {
      const r = await createBill(
        billSchema.parse({
          customerName: `Customer ${i} "quoted" — தமிழ்`,
          customerPhone: "9876543210",
          customerAddress: "",
          particulars: "Visiting cards",
          amount: `${100 + i}.25`,
          discount: "",
          advance: "5",
          received: "",
        }),
        staff.id,
      );
      expect(r).toEqual({ ok: true, id: expect.any(String), number: formatBillNumber(i + 1) });
    }
    const name = `limra_copy_${crypto.randomUUID().slice(0, 8)}`;
    await createPgDatabase(name);
    cleanups.push(() => dropPgDatabase(name));
    const report = await copySqliteToPostgres({
      from: process.env.DATABASE_URL!,
      to: pgUrlFor(name),
    });
    expect(report.find((r) => r.table === "complaints")?.rows).toBe(3);

    const target = createDb(pgUrlFor(name));
    cleanups.unshift(() => target.destroy());
    const [before, after] = [await tableSnapshot(db), await tableSnapshot(target)];
    for (const table of Object.keys(before)) {
      if (table.startsWith("kysely_migration")) continue;
      expect(after[table], table).toEqual(before[table]);
    }

    await expect(
      copySqliteToPostgres({ from: process.env.DATABASE_URL!, to: pgUrlFor(name) }),
    ).rejects.toThrow(/not empty/);
  });
});
