import SQLite from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import { isPostgres } from "~/platform/db/dialect";
import { listenForNotifications } from "~/platform/db/listen.server";
import { getEnv } from "~/platform/env.server";
import {
  allDataVersion,
  bumpPublicVersion,
  PUBLIC_CHANNEL,
  publicVersion,
} from "~/platform/page-cache/public-version.server";

/**
 * The public pages' data version (docs/decisions/041): this process's writes to a public table
 * move it, other writes do not; on PostgreSQL a committed change by anyone (here raw SQL, which
 * the Kysely plugin cannot see) arrives as a NOTIFY, and a rolled-back one never does.
 */

const version = () => publicVersion(getDb());

async function waitFor(check: () => boolean, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe("public data version", () => {
  it("moves when this process writes a public table, not for other tables or reads", async () => {
    const before = await version();
    await getDb().selectFrom("products").select("id").limit(1).execute();
    await getDb().updateTable("counters").set({ value: 0 }).where("name", "=", "nothing").execute();
    expect(await version()).toBe(before);

    await getDb()
      .updateTable("products")
      .set({ updated_at: new Date().toISOString() })
      .where("id", "=", "no-such-product")
      .execute();
    const afterUpdate = await version();
    expect(afterUpdate).not.toBe(before);
    await getDb().deleteFrom("customer_reviews").where("id", "=", "no-such-review").execute();
    expect(await version()).not.toBe(afterUpdate);
  });

  it.runIf(isPostgres(getDb()))(
    "PostgreSQL: a committed change by anyone is heard at commit; a rolled-back one is not",
    async () => {
      let heard = 0;
      const listener = listenForNotifications(getEnv().DATABASE_URL, {
        [PUBLIC_CHANNEL]: () => {
          heard += 1;
          bumpPublicVersion();
        },
      });
      try {
        await new Promise((r) => setTimeout(r, 300));
        await getDb()
          .transaction()
          .execute(async (trx) => {
            await sql`update business_settings set value = value where key = 'nothing'`.execute(
              trx,
            );
            await new Promise((r) => setTimeout(r, 100));
            expect(heard).toBe(0); // not before the commit
          });
        await waitFor(() => heard === 1);

        await expect(
          getDb()
            .transaction()
            .execute(async (trx) => {
              await sql`update products set updated_at = updated_at where id = 'none'`.execute(trx);
              throw new Error("roll back");
            }),
        ).rejects.toThrow("roll back");
        await new Promise((r) => setTimeout(r, 300));
        expect(heard).toBe(1);

        await sql`update orders set updated_at = updated_at where id = 'none'`.execute(getDb());
        await new Promise((r) => setTimeout(r, 300));
        expect(heard).toBe(1); // not a public table
      } finally {
        await listener.close();
      }
    },
  );
});

/**
 * The version of all the data that keys the staff pages' cache (docs/decisions/053): equal while
 * nothing is written; moved by any committed write, this process's (query builder or raw SQL) or
 * another connection's. On SQLite this process's writes to untracked tables (the sessions'
 * activity) leave it alone.
 */
describe("all-data version", () => {
  const dataVersion = () => allDataVersion(getDb());
  const counter = `data-version-test-${Date.now()}`;

  /** A write by a connection of its own, as a script or a second server would make. */
  async function writeElsewhere(value: number) {
    const url = getEnv().DATABASE_URL;
    if (isPostgres(getDb())) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query("update counters set value = $1 where name = $2", [value, counter]);
      } finally {
        await client.end();
      }
    } else {
      const other = new SQLite(url.replace(/^file:/, ""));
      try {
        other.prepare("update counters set value = ? where name = ?").run(value, counter);
      } finally {
        other.close();
      }
    }
  }

  it("stays while nothing is written and moves with every committed write, whoever wrote", async () => {
    await getDb().insertInto("counters").values({ name: counter, value: 0 }).execute();
    const start = await dataVersion();
    await getDb().selectFrom("counters").selectAll().execute();
    expect(await dataVersion()).toBe(start);

    await getDb().updateTable("counters").set({ value: 1 }).where("name", "=", counter).execute();
    const afterBuilder = await dataVersion();
    expect(afterBuilder).not.toBe(start);

    await sql`update counters set value = 2 where name = ${counter}`.execute(getDb());
    const afterRaw = await dataVersion();
    expect(afterRaw).not.toBe(afterBuilder);

    await writeElsewhere(3);
    const afterOther = await dataVersion();
    expect(afterOther).not.toBe(afterRaw);
    expect(await dataVersion()).toBe(afterOther);
  });

  it.skipIf(isPostgres(getDb()))(
    "SQLite: this process's writes to the sessions' table do not move it",
    async () => {
      const before = await dataVersion();
      await getDb()
        .updateTable("sessions")
        .set({ last_active_at: new Date().toISOString() })
        .where("id", "=", "no-such-session")
        .execute();
      expect(await dataVersion()).toBe(before);
      await getDb().updateTable("counters").set({ value: 4 }).where("name", "=", counter).execute();
      expect(await dataVersion()).not.toBe(before);
    },
  );
});
