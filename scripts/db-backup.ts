// npm run db:backup [-- --out DIR] — a consistent online backup of DATABASE_URL plus the data
// directory (uploads, e-mail files) in one dated .tar.gz (default folder: DATA_DIR/../backups).
// The backup is recorded in the audit log ("backup.create"), which the admin home reads.
import { statSync } from "node:fs";
import path from "node:path";
import { loadDotEnv, parseArgs, runCli } from "./cli";

loadDotEnv();
await runCli(async () => {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const { getEnv } = await import("../app/platform/env.server");
  const { createBackup } = await import("../app/platform/db/backup.server");
  const env = getEnv();
  const outDir = values.out || process.env.BACKUP_DIR || path.join(env.DATA_DIR, "..", "backups");
  const file = await createBackup({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    outDir,
  });
  console.log(`Backup written: ${file}`);
  const { recordBackup } = await import("../app/admin/index.server");
  const { getDb } = await import("../app/platform/db/db.server");
  try {
    await recordBackup(getDb(), {
      actorId: null,
      fileName: path.basename(file),
      bytes: statSync(file).size,
    });
  } catch (error) {
    // The archive is good; only the "last backup" note on the admin home misses it.
    console.warn(`The backup was not recorded in the audit log: ${String(error)}`);
  }
});
