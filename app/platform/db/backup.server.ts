import { execFile } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { parseDatabaseUrl } from "./db.server";

const run = promisify(execFile);

/**
 * Backups: one dated .tar.gz holding a consistent copy of the database, taken while the app runs
 * (SQLite's online backup API; pg_dump's snapshot on PostgreSQL), the uploaded files and
 * everything else in the data directory (e-mails written to files, the local secret), and a
 * manifest. Restore unpacks it into an empty data directory (and, for PostgreSQL, an empty
 * database). `npm run db:backup` / `npm run db:restore FILE` (docs/operations.md).
 */

export type BackupManifest = {
  format: 1;
  createdAt: string;
  database: "sqlite" | "postgres";
  /** The database file's name inside the archive. */
  databaseFile: string;
};

/** The SQLite files that are copied by the backup API, never as files. */
function isSqliteFile(name: string, dbFile: string): boolean {
  const base = path.basename(dbFile);
  return name === base || name === `${base}-wal` || name === `${base}-shm`;
}

export async function createBackup(opts: {
  databaseUrl: string;
  dataDir: string;
  outDir: string;
  now?: Date;
}): Promise<string> {
  const target = parseDatabaseUrl(opts.databaseUrl);
  const stamp = (opts.now ?? new Date()).toISOString().replace(/[:.]/g, "-");
  const work = mkdtempSync(path.join(tmpdir(), "limra-backup-"));
  try {
    const content = path.join(work, "backup");
    mkdirSync(path.join(content, "data"), { recursive: true });
    let databaseFile: string;
    if (target.kind === "sqlite") {
      databaseFile = "database.sqlite";
      const source = new SQLite(target.file, { readonly: true, fileMustExist: true });
      try {
        source.pragma("busy_timeout = 5000");
        // The online backup API copies a consistent snapshot while writers go on.
        await source.backup(path.join(content, databaseFile));
      } finally {
        source.close();
      }
    } else {
      databaseFile = "database.dump";
      await run("pg_dump", [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        "--file",
        path.join(content, databaseFile),
        target.url,
      ]);
    }
    if (existsSync(opts.dataDir)) {
      const dbFile = target.kind === "sqlite" ? target.file : "";
      for (const entry of readdirSync(opts.dataDir)) {
        const from = path.join(opts.dataDir, entry);
        if (target.kind === "sqlite" && path.dirname(dbFile) === path.resolve(opts.dataDir)) {
          if (isSqliteFile(entry, dbFile)) continue;
        }
        if (path.resolve(from) === path.resolve(opts.outDir)) continue;
        if (entry === ".tmp") continue;
        cpSync(from, path.join(content, "data", entry), {
          recursive: true,
          filter: (src) => path.basename(src) !== ".tmp",
        });
      }
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: target.kind,
      databaseFile,
    };
    writeFileSync(path.join(content, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    mkdirSync(opts.outDir, { recursive: true });
    const archive = path.join(path.resolve(opts.outDir), `limra-backup-${stamp}.tar.gz`);
    await run("tar", ["-czf", archive, "-C", content, "."]);
    return archive;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Restores an archive into an empty data directory; the database goes to DATABASE_URL, which must
 * be a SQLite file that does not exist yet or an empty PostgreSQL database. A PostgreSQL backup
 * restores into PostgreSQL and a SQLite backup into SQLite (npm run db:copy moves between them).
 */
export async function restoreBackup(opts: {
  archive: string;
  databaseUrl: string;
  dataDir: string;
}): Promise<BackupManifest> {
  if (!existsSync(opts.archive)) throw new Error(`No backup file at ${opts.archive}`);
  const target = parseDatabaseUrl(opts.databaseUrl);
  const dataDir = path.resolve(opts.dataDir);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`The data directory ${dataDir} is not empty: restore into an empty one.`);
  }
  const work = mkdtempSync(path.join(tmpdir(), "limra-restore-"));
  try {
    await run("tar", ["-xzf", opts.archive, "-C", work]);
    const manifest = JSON.parse(
      readFileSync(path.join(work, "manifest.json"), "utf8"),
    ) as BackupManifest;
    if (manifest.format !== 1) throw new Error("Unknown backup format.");
    if (manifest.database !== target.kind) {
      throw new Error(
        `This backup holds a ${manifest.database} database but DATABASE_URL is ${target.kind}.`,
      );
    }
    const dump = path.join(work, manifest.databaseFile);
    if (target.kind === "sqlite") {
      if (target.file !== ":memory:" && existsSync(target.file)) {
        throw new Error(`The database file ${target.file} already exists.`);
      }
    } else {
      const { stdout } = await run("psql", [
        target.url,
        "-At",
        "-c",
        "select count(*) from pg_tables where schemaname = 'public'",
      ]);
      if (Number(stdout.trim()) > 0) {
        throw new Error("The PostgreSQL database is not empty: restore into an empty one.");
      }
    }
    mkdirSync(dataDir, { recursive: true });
    if (existsSync(path.join(work, "data"))) {
      cpSync(path.join(work, "data"), dataDir, { recursive: true });
    }
    if (target.kind === "sqlite") {
      mkdirSync(path.dirname(target.file), { recursive: true });
      cpSync(dump, target.file);
      const check = new SQLite(target.file);
      try {
        const result = check.pragma("integrity_check", { simple: true });
        if (result !== "ok") throw new Error(`The restored database failed its check: ${result}`);
      } finally {
        check.close();
      }
    } else {
      await run("pg_restore", [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--dbname",
        target.url,
        dump,
      ]);
    }
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
