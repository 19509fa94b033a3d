// npm run db:migrate — applies every pending migration to DATABASE_URL (default: data/app.db).
import { loadDotEnv, runCli } from "./cli";

loadDotEnv();
await runCli(async () => {
  const { withUntimedDb } = await import("../app/platform/db/db.server");
  const { migrateToLatest } = await import("../app/platform/db/migrate.server");
  // Migrations may rightly run longer than a request's statement limit.
  const result = await withUntimedDb(migrateToLatest);
  const applied = result.results ?? [];
  if (applied.length === 0) console.log("Database is up to date.");
  for (const r of applied) console.log(`Applied ${r.migrationName}`);
});
