// npm run db:restore FILE — restores a backup made by db:backup into an empty DATA_DIR and an
// empty database (a SQLite file that does not exist yet, or an empty PostgreSQL database).
import { loadDotEnv, parseArgs, runCli } from "./cli";

loadDotEnv();
await runCli(async () => {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const file = positionals[0];
  if (!file) throw new Error("Usage: npm run db:restore -- FILE");
  const path = await import("node:path");
  const { restoreBackup } = await import("../app/platform/db/backup.server");
  const { defaultDatabaseUrl } = await import("../app/platform/env.server");
  // Read without getEnv(): outside production it would create a secret file in DATA_DIR, which
  // must stay empty until the backup is in (the backup brings its own).
  const dataDir = path.resolve(process.env.DATA_DIR || "data");
  const databaseUrl = process.env.DATABASE_URL || defaultDatabaseUrl(dataDir);
  const manifest = await restoreBackup({ archive: file, databaseUrl, dataDir });
  console.log(`Restored the ${manifest.database} backup of ${manifest.createdAt} into ${dataDir}.`);
});
