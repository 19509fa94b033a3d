/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run on a database of any shape */
import type { Kysely } from "kysely";
import { type MigrationResultSet, Migrator } from "kysely/migration";
import { migrations } from "../../../db/migrations/index";

export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
}

/** Runs every pending migration; throws (with the failing migration named) on error. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const result = await createMigrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName;
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed ?? "(unknown)"} failed: ${reason}`, {
      cause: result.error,
    });
  }
  return result;
}

/** True when the database has every migration this build knows of. */
export async function migrationsAreCurrent(db: Kysely<any>): Promise<boolean> {
  const known = await createMigrator(db).getMigrations();
  return known.every((m) => m.executedAt !== undefined);
}
