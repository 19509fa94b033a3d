// npm run db:restore FILE — restores a backup made by db:backup into an empty DATA_DIR and an
// empty database (a SQLite file that does not exist yet, or an empty PostgreSQL database).
import { loadDotEnv, parseArgs, runCli } from "./cli";

loadDotEnv();
await runCli(async () => {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const file = positionals[0];
  if (!file) throw new Error("Usage: npm run db:restore -- FILE");
  const { getEnv } = await import("../app/platform/env.server");
  const { restoreBackup } = await import("../app/platform/db/backup.server");
  const env = getEnv();
  const manifest = await restoreBackup({
    archive: file,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
  });
  console.log(
    `Restored the ${manifest.database} backup of ${manifest.createdAt} into ${env.DATA_DIR}.`,
  );
});
