import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { sql, type Kysely } from "kysely";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOWNLOAD_TMP_PREFIX } from "../../app/admin/backup/backup.server";
import { tableSnapshot } from "../table-snapshot";
import {
  appEnv,
  createPgDatabase,
  describeOnPg,
  freePort,
  newAuthSecret,
  openAppDatabase,
  pgTitle,
  postForm,
  sleep,
  startNode,
  stopAllNodes,
  tempDataDir,
  waitFor,
  type AppDatabase,
  type AppNode,
} from "./cluster";
import { ROOT, launchBrowser, newPage, visit } from "./harness";

/**
 * "Download backup" on /admin/backup the way the owner uses it: in Chromium the button's post
 * (to the resource route /admin/backup/download) arrives as the dated .tar.gz, which
 * `npm run db:restore` restores into a fresh data directory and database with the same rows as
 * the running app's; the page then shows the last backup. Over HTTP: a download aborted after
 * its first chunk is no backup ("no backup yet" stays), a download read to its end is exactly
 * one, and staff, customers and visitors are refused without an archive being made. SQLite, and
 * the browser download and restore again on PostgreSQL.
 */

const run = promisify(execFile);
const DOWNLOAD_NAME = /^limra-backup-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz$/;
const NO_BACKUP = "No backup has been made yet.";

type Kind = "sqlite" | "postgres";

type Setup = {
  node: AppNode;
  app: AppDatabase;
  dataDir: string;
  /** The server's TMPDIR, where it makes each archive (its own, so leftovers are its only). */
  tmp: string;
  /** A folder for the test's own files (downloads, restored data directories). */
  work: string;
  kind: Kind;
};

/** Starts an app on SQLite or a new PostgreSQL database; the returned cleanup stops it. */
async function startBackupApp(kind: Kind): Promise<{ setup: Setup; stop(): Promise<void> }> {
  const data = tempDataDir(`backup-${kind}`);
  const tmp = tempDataDir(`backup-tmp-${kind}`);
  const work = tempDataDir(`backup-work-${kind}`);
  const pgDb = kind === "postgres" ? await createPgDatabase("backup") : undefined;
  const port = await freePort();
  const env = appEnv({
    port,
    dataDir: data.dir,
    databaseUrl: pgDb?.url ?? `file:${path.join(data.dir, "app.db")}`,
    authSecret: newAuthSecret(),
    appUrl: `http://127.0.0.1:${port}`,
    extra: { TMPDIR: tmp.dir },
  });
  const node = await startNode(kind, env);
  const app = await openAppDatabase(env);
  return {
    setup: { node, app, dataDir: data.dir, tmp: tmp.dir, work: work.dir, kind },
    async stop() {
      await app.close();
      await stopAllNodes();
      await pgDb?.drop();
      for (const dir of [data, tmp, work]) dir.remove();
    },
  };
}

/** The archive folders the server has made and not yet deleted. */
const leftovers = (s: Setup) =>
  readdirSync(s.tmp).filter((name) => name.startsWith(DOWNLOAD_TMP_PREFIX));

async function backupRows(s: Setup) {
  return s.app.db
    .selectFrom("audit_log")
    .select(["actor_id", "after_json"])
    .where("action", "=", "backup.create")
    .execute();
}

/** Row counts of every table. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the app's or the restored database
async function rowCounts(db: Kysely<any>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  // Not PostgreSQL's record of writing transactions (decision 097): the audit row written after
  // the backup adds one there too, and the tables it records are compared themselves.
  const tables = (await db.introspection.getTables())
    .map((t) => t.name)
    .filter((n) => n !== "data_writes")
    .sort();
  for (const name of tables) {
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(rows[0]!.n);
  }
  return counts;
}

/** Some users, bills and an uploaded file, so the backup has something to hold. */
async function fillShop(s: Setup) {
  for (const role of ["staff", "customer", "customer"] as const) await s.app.createUser(role);
  const staff = await s.app.createUser("staff");
  const cookie = await s.app.sessionCookie(staff.id);
  for (let i = 1; i <= 3; i++) {
    const answer = await postForm(
      `${s.node.baseUrl}/billing/new-complaint`,
      {
        customerName: `Backup Customer ${i}`,
        customerPhone: `98765432${10 + i}`,
        customerAddress: "",
        particulars: `Printer repair ${i}`,
        amount: String(250 * i),
        discount: "",
        advance: i === 2 ? "100" : "",
        received: "",
      },
      { cookie },
    );
    expect(answer.status).toBe(302);
  }
  mkdirSync(path.join(s.dataDir, "uploads"), { recursive: true });
  writeFileSync(path.join(s.dataDir, "uploads", "note.txt"), "kept in the backup");
}

/** A POST of the page's form to the download route, as the admin's browser sends it. */
function postDownload(s: Setup, cookie: string | undefined, signal?: AbortSignal) {
  return fetch(`${s.node.baseUrl}/admin/backup/download`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: s.node.baseUrl,
      "Sec-Fetch-Site": "same-origin",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: "intent=backup",
    redirect: "manual",
    signal,
  });
}

async function backupPageText(s: Setup, cookie: string): Promise<string> {
  const res = await fetch(`${s.node.baseUrl}/admin/backup`, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  return res.text();
}

/**
 * In Chromium: sign in as the admin, open /admin/backup, click "Download backup", save the
 * download, restore it with `npm run db:restore` into a fresh data directory (and database), and
 * compare it with the running app; then the page shows the backup made today.
 */
async function downloadAndRestoreInBrowser(s: Setup, browser: Browser, restoreUrl: string) {
  const admin = await s.app.createUser("admin");
  const cookie = await s.app.sessionCookie(admin.id);
  const [name, ...value] = cookie.split("=");
  const before = (await backupRows(s)).length;

  const t = await newPage(browser, { baseURL: s.node.baseUrl, acceptDownloads: true });
  try {
    await t.context.addCookies([
      {
        name: name!,
        value: value.join("="),
        domain: "127.0.0.1",
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);
    await visit(t.page, "/admin/backup");
    const button = t.page.getByRole("button", { name: "Download backup" });
    const [download] = await Promise.all([
      t.page.waitForEvent("download", { timeout: 30_000 }),
      button.click(),
    ]);
    expect(download.suggestedFilename()).toMatch(DOWNLOAD_NAME);
    const file = path.join(s.work, download.suggestedFilename());
    await download.saveAs(file);
    expect(await download.failure()).toBeNull();
    const bytes = readFileSync(file);
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]); // gzip
    // The download did not take the admin off the page.
    expect(new URL(t.page.url()).pathname).toBe("/admin/backup");

    // Recorded once the whole file was sent: one more backup, of this admin and this file.
    const rows = await waitFor("the backup's audit row", async () => {
      const found = await backupRows(s);
      return found.length > before ? found : undefined;
    });
    expect(rows).toHaveLength(before + 1);
    const mine = rows.find((r) => r.actor_id === admin.id)!;
    expect(JSON.parse(mine.after_json!)).toEqual({
      fileName: download.suggestedFilename(),
      bytes: bytes.length,
    });

    // Restore into a fresh, empty data directory and database, as docs/operations.md says.
    const restoreDir = path.join(s.work, `restored-${s.kind}`);
    expect(existsSync(restoreDir)).toBe(false);
    await run("npm", ["run", "--silent", "db:restore", "--", file], {
      cwd: ROOT,
      env: {
        ...process.env,
        PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`,
        DATA_DIR: restoreDir,
        DATABASE_URL: restoreUrl,
      },
    });
    expect(readFileSync(path.join(restoreDir, "uploads", "note.txt"), "utf8")).toBe(
      "kept in the backup",
    );
    const { createDb } = await import("../../app/platform/db/db.server");
    const restored = createDb(restoreUrl);
    try {
      const live = await rowCounts(s.app.db);
      const copy = await rowCounts(restored);
      expect(live.users).toBeGreaterThanOrEqual(5);
      expect(live.complaints).toBeGreaterThanOrEqual(3);
      // Every table as in the app, but for the row recording this backup (written after it).
      expect(copy).toEqual({ ...live, audit_log: live.audit_log! - 1 });
      // And the people and bills row for row.
      const compared = ["users", "accounts", "complaints", "bill_lines", "payments", "customers"];
      const others = [...Object.keys(live).filter((n) => !compared.includes(n)), "data_writes"];
      expect(await tableSnapshot(restored, others)).toEqual(await tableSnapshot(s.app.db, others));
    } finally {
      await restored.destroy();
    }

    // The page now says a backup was made today.
    await visit(t.page, "/admin/backup");
    const status = await t.page.locator("main").innerText();
    expect(status).toMatch(/Last backup: .* — today\./);
    expect(status).not.toContain(NO_BACKUP);
    t.expectNoErrors();
  } finally {
    await t.close();
  }
}

describe("Download backup (SQLite)", () => {
  let s: Setup;
  let stop: () => Promise<void>;
  let browser: Browser;
  let adminCookie: string;

  beforeAll(async () => {
    const started = await startBackupApp("sqlite");
    ({ setup: s, stop } = started);
    browser = await launchBrowser();
    await fillShop(s);
    adminCookie = await s.app.sessionCookie((await s.app.createUser("admin")).id);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await stop?.();
  });

  it("refuses staff, customers and visitors, and makes no archive", async () => {
    const staff = await s.app.sessionCookie((await s.app.createUser("staff")).id);
    const customer = await s.app.sessionCookie((await s.app.createUser("customer")).id);
    for (const cookie of [staff, customer]) {
      const res = await postDownload(s, cookie);
      await res.arrayBuffer();
      expect(res.status).toBe(403);
      expect(res.headers.get("Content-Type")).not.toBe("application/gzip");
    }
    const visitor = await postDownload(s, undefined);
    await visitor.arrayBuffer();
    expect(visitor.status).toBe(302);
    expect(new URL(visitor.headers.get("Location")!, s.node.baseUrl).pathname).toBe("/auth");
    expect(leftovers(s)).toEqual([]);
    expect(readdirSync(s.tmp).filter((n) => n.startsWith("limra-backup"))).toEqual([]);
    expect(await backupRows(s)).toEqual([]);
  });

  it("records no backup when the download is aborted after its first chunk", async () => {
    // Incompressible bytes make the archive far larger than what the sockets hold.
    const big = path.join(s.dataDir, "uploads", "big.bin");
    writeFileSync(big, randomBytes(16 * 1024 * 1024));
    try {
      const controller = new AbortController();
      const res = await postDownload(s, adminCookie, controller.signal);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("application/gzip");
      expect(Number(res.headers.get("Content-Length"))).toBeGreaterThan(16 * 1024 * 1024);
      const reader = res.body!.getReader();
      const first = await reader.read();
      expect(first.done).toBe(false);
      expect(leftovers(s)).toHaveLength(1);
      // A slow client: time enough for any read-ahead to reach the file's end before it aborts.
      await sleep(500);
      controller.abort();
      await reader.cancel().catch(() => undefined);
      // The server deletes the archive (after any recording) once it sees the abort.
      await waitFor("the aborted archive's folder to be deleted", () => leftovers(s).length === 0);
      await sleep(200);
      expect(await backupRows(s)).toEqual([]);
      expect(await backupPageText(s, adminCookie)).toContain(NO_BACKUP);
    } finally {
      rmSync(big, { force: true });
    }
  });

  it("downloads the backup in Chromium, restores it with db:restore, and shows it", async () => {
    await downloadAndRestoreInBrowser(
      s,
      browser,
      `file:${path.join(s.work, "restored-sqlite", "app.db")}`,
    );
    expect(leftovers(s)).toEqual([]);
  });

  it("records exactly one backup for a download read to its end", async () => {
    const before = (await backupRows(s)).length;
    const res = await postDownload(s, adminCookie);
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBe(Number(res.headers.get("Content-Length")));
    const rows = await waitFor("the backup's audit row", async () => {
      const found = await backupRows(s);
      return found.length > before ? found : undefined;
    });
    await sleep(200);
    expect(await backupRows(s)).toHaveLength(before + 1);
    const fileName = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1];
    expect(fileName).toMatch(DOWNLOAD_NAME);
    expect(rows.map((r) => JSON.parse(r.after_json!) as unknown)).toContainEqual({
      fileName,
      bytes: bytes.length,
    });
    await waitFor("the archive's folder to be deleted", () => leftovers(s).length === 0);
  });
});

describeOnPg(pgTitle("Download backup (PostgreSQL)"), () => {
  let s: Setup;
  let stop: () => Promise<void>;
  let browser: Browser;
  let restoreDb: Awaited<ReturnType<typeof createPgDatabase>>;

  beforeAll(async () => {
    const started = await startBackupApp("postgres");
    ({ setup: s, stop } = started);
    browser = await launchBrowser();
    restoreDb = await createPgDatabase("restored");
    await fillShop(s);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await stop?.();
    await restoreDb?.drop();
  });

  it("downloads the backup in Chromium, restores it with db:restore, and shows it", async () => {
    expect(await backupRows(s)).toEqual([]);
    await downloadAndRestoreInBrowser(s, browser, restoreDb.url);
  });
});
