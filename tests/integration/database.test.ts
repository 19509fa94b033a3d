import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { writeAudit } from "~/platform/audit.server";
import { getDb, parseDatabaseUrl } from "~/platform/db/db.server";
import { isPostgres } from "~/platform/db/dialect";
import { createMigrator, migrationsAreCurrent } from "~/platform/db/migrate.server";
import { createTestUser } from "../factories";

const onPostgres = () => isPostgres(getDb());
/** SQLite-only checks are skipped, visibly in the report, in the PostgreSQL pass. */
const sqliteOnly = it.skipIf(process.env.TEST_DIALECT === "postgres");

describe("database", () => {
  it("is fully migrated", async () => {
    expect(await migrationsAreCurrent(getDb())).toBe(true);
    const migrations = await createMigrator(getDb()).getMigrations();
    expect(migrations.map((m) => m.name)).toContain("0001_foundation");
  });

  sqliteOnly(
    "opens SQLite with WAL, synchronous=FULL, foreign keys and a busy timeout",
    async () => {
      expect(onPostgres()).toBe(false);
      const db = getDb();
      const one = async (pragma: string) =>
        Object.values((await sql.raw(`pragma ${pragma}`).execute(db)).rows[0] as object)[0];
      expect(await one("journal_mode")).toBe("wal");
      expect(await one("synchronous")).toBe(2); // FULL
      expect(await one("foreign_keys")).toBe(1);
      expect(await one("busy_timeout")).toBe(5000);
    },
  );

  it("returns timestamps as ISO-8601 UTC strings on both databases", async () => {
    const user = await createTestUser();
    await writeAudit(getDb(), {
      actorId: user.id,
      action: "test",
      entity: "users",
      entityId: user.id,
    });
    const row = await getDb()
      .selectFrom("audit_log")
      .select(["created_at"])
      .where("entity_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("writes the audit log with who, what, when, entity and before/after as JSON", async () => {
    const user = await createTestUser();
    await writeAudit(getDb(), {
      actorId: user.id,
      action: "role.grant",
      entity: "user_roles",
      entityId: user.id,
      before: { role: "customer" },
      after: { role: "staff" },
    });
    const row = await getDb()
      .selectFrom("audit_log")
      .select([
        "actor_id",
        "action",
        "entity",
        "entity_id",
        "before_json",
        "after_json",
        "created_at",
      ])
      .where("action", "=", "role.grant")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actor_id: user.id, entity: "user_roles", entity_id: user.id });
    expect(JSON.parse(row.before_json!)).toEqual({ role: "customer" });
    expect(JSON.parse(row.after_json!)).toEqual({ role: "staff" });
  });

  it("enforces foreign keys: deleting a user removes their role and sessions", async () => {
    const user = await createTestUser({ role: "staff" });
    await getDb().deleteFrom("users").where("id", "=", user.id).execute();
    const roles = await getDb()
      .selectFrom("user_roles")
      .select("role")
      .where("user_id", "=", user.id)
      .execute();
    expect(roles).toEqual([]);
  });

  it("rolls back a transaction completely", async () => {
    const user = await createTestUser();
    await expect(
      getDb()
        .transaction()
        .execute(async (trx) => {
          await writeAudit(trx, { actorId: user.id, action: "half", entity: "x" });
          throw new Error("boom");
        }),
    ).rejects.toThrow("boom");
    const rows = await getDb()
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", "half")
      .execute();
    expect(rows).toEqual([]);
  });

  sqliteOnly("takes the SQLite write lock at BEGIN (transactions begin IMMEDIATE)", async () => {
    const target = parseDatabaseUrl(process.env.DATABASE_URL!);
    if (target.kind !== "sqlite") throw new Error(`expected SQLite, got ${target.kind}`);
    const probe = new SQLite(target.file);
    probe.pragma("busy_timeout = 0");
    try {
      await getDb()
        .transaction()
        .execute(async (trx) => {
          // Only a read so far, yet another connection can no longer start writing.
          await trx.selectFrom("users").select("id").execute();
          expect(() => probe.exec("begin immediate")).toThrow(/locked|busy/i);
        });
      probe.exec("begin immediate");
      probe.exec("rollback");
    } finally {
      probe.close();
    }
  });

  it("never loses an update when write transactions run concurrently", async () => {
    // One process: SQLite's single connection serialises transactions; PostgreSQL uses several
    // pooled connections and row locks.
    const user = await createTestUser();
    await writeAudit(getDb(), { actorId: user.id, action: "counter", entity: "x", after: 0 });
    const bump = () =>
      getDb()
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .selectFrom("audit_log")
            .select(["id", "after_json"])
            .where("action", "=", "counter")
            .$if(onPostgres(), (q) => q.forUpdate())
            .executeTakeFirstOrThrow();
          await new Promise((r) => setTimeout(r, 1));
          await trx
            .updateTable("audit_log")
            .set({ after_json: String(Number(row.after_json) + 1) })
            .where("id", "=", row.id)
            .execute();
        });
    await Promise.all(Array.from({ length: 20 }, bump));
    const final = await getDb()
      .selectFrom("audit_log")
      .select("after_json")
      .where("action", "=", "counter")
      .executeTakeFirstOrThrow();
    expect(Number(final.after_json)).toBe(20);
  });

  it("uses the configured database kind", () => {
    const kind = parseDatabaseUrl(process.env.DATABASE_URL!).kind;
    expect(kind).toBe(process.env.TEST_DIALECT === "postgres" ? "postgres" : "sqlite");
    expect(onPostgres()).toBe(kind === "postgres");
  });
});
