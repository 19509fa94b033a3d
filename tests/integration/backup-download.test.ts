import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { DOWNLOAD_TMP_PREFIX, backupFileName } from "~/admin/backup/backup.server";
import { LastBackup } from "~/admin/backup/components/last-backup";
import { loader as backupLoader } from "~/admin/backup/routes/backup";
import { action } from "~/admin/backup/routes/download";
import { loader as adminHomeLoader } from "~/admin/catalog/routes/catalog";
import { getDb } from "~/platform/db/db.server";
import { isPostgres } from "~/platform/db/dialect";
import { signedIn } from "../factories";
import { callRoute, getRequest, postRequest } from "./route-harness";

/**
 * POST /admin/backup/download ("Download backup" on /admin/backup): streams the CLI's archive
 * (database snapshot and data directory) with a dated name, records it in the audit log once it
 * has been read to its end (never for an aborted download) and leaves no temporary file; only
 * the admin may; the admin home warns when the newest backup is older than a week. The real
 * browser download and the HTTP aborts are in tests/e2e/backup-download.test.ts.
 */

const work = mkdtempSync(path.join(tmpdir(), "limra-backup-download-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const leftovers = () => readdirSync(tmpdir()).filter((n) => n.startsWith(DOWNLOAD_TMP_PREFIX));

const backupRows = () =>
  getDb()
    .selectFrom("audit_log")
    .select(["actor_id", "entity", "after_json", "created_at"])
    .where("action", "=", "backup.create")
    .execute();

/** POST /admin/backup/download; the streamed response kept aside (callRoute reads no body). */
async function download(cookie?: string, body: Record<string, string> = { intent: "backup" }) {
  let response: Response | undefined;
  const result = await callRoute(
    async (args: never) => {
      const answer = await action(args);
      if (answer instanceof Response && answer.status === 200) {
        response = answer;
        return new Response(null, { status: 200, headers: answer.headers });
      }
      return answer;
    },
    postRequest("/admin/backup/download", body, { cookie }),
  );
  return { result, response };
}

describe("/admin/backup/download", () => {
  it("streams a dated .tar.gz of the database and the data directory, and records it once read", async () => {
    const admin = await signedIn("admin");
    const dataDir = process.env.DATA_DIR!;
    mkdirSync(path.join(dataDir, "uploads"), { recursive: true });
    writeFileSync(path.join(dataDir, "uploads", "note.txt"), "kept in the backup");
    const before = leftovers();

    const { result, response } = await download(admin.cookie);
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toBe("application/gzip");
    expect(result.headers.get("Cache-Control")).toContain("no-store");
    const disposition = result.headers.get("Content-Disposition") ?? "";
    expect(disposition).toMatch(
      /^attachment; filename="limra-backup-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz"$/,
    );
    const fileName = /filename="([^"]+)"/.exec(disposition)![1]!;
    // Not a backup until the file has been sent in full.
    expect(await backupRows()).toHaveLength(0);

    const bytes = Buffer.from(await response!.arrayBuffer());
    expect(bytes[0]).toBe(0x1f); // gzip magic
    expect(bytes[1]).toBe(0x8b);
    const archive = path.join(work, fileName);
    writeFileSync(archive, bytes);
    const out = path.join(work, "out");
    mkdirSync(out);
    execFileSync("tar", ["-xzf", archive, "-C", out]);
    const manifest = JSON.parse(readFileSync(path.join(out, "manifest.json"), "utf8")) as {
      database: string;
      databaseFile: string;
    };
    expect(readFileSync(path.join(out, "data", "uploads", "note.txt"), "utf8")).toBe(
      "kept in the backup",
    );
    if (isPostgres(getDb())) {
      expect(manifest).toMatchObject({ database: "postgres", databaseFile: "database.dump" });
    } else {
      expect(manifest).toMatchObject({ database: "sqlite", databaseFile: "database.sqlite" });
      const copy = new SQLite(path.join(out, "database.sqlite"), { readonly: true });
      try {
        const row = copy.prepare("select id from users where id = ?").get(admin.user.id);
        expect(row).toEqual({ id: admin.user.id });
      } finally {
        copy.close();
      }
    }

    const rows = await backupRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: admin.user.id, entity: "backup" });
    expect(JSON.parse(rows[0]!.after_json!)).toEqual({ fileName, bytes: bytes.length });
    // The temporary folder is gone once the file has been read.
    await new Promise((r) => setTimeout(r, 50));
    expect(leftovers()).toEqual(before);
  });

  it("deletes the temporary file and records nothing when the client aborts the download", async () => {
    const admin = await signedIn("admin");
    const before = leftovers();
    const count = (await backupRows()).length;
    const { response } = await download(admin.cookie);
    expect(leftovers().length).toBe(before.length + 1);
    const reader = response!.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    // A slow client: time enough for any read-ahead to reach the file's end before it aborts.
    await new Promise((r) => setTimeout(r, 200));
    await reader.cancel();
    await new Promise((r) => setTimeout(r, 50));
    expect(leftovers()).toEqual(before);
    expect((await backupRows()).length).toBe(count);
  });

  it("sends a second backup while one is being made back to the page with a toast", async () => {
    const admin = await signedIn("admin");
    const [first, second] = await Promise.all([download(admin.cookie), download(admin.cookie)]);
    expect([first.result.status, second.result.status].sort()).toEqual([200, 302]);
    const refused = first.result.status === 302 ? first.result : second.result;
    expect(refused.location).toBe("/admin/backup");
    expect(refused.headers.get("Set-Cookie")).toContain("limra_toast=");
    await (first.response ?? second.response)!.arrayBuffer();
  });

  it("names the file with the date and time in India", () => {
    expect(backupFileName(new Date("2026-11-25T05:00:00Z"))).toBe(
      "limra-backup-2026-11-25-1030.tar.gz",
    );
    expect(backupFileName(new Date("2026-11-24T18:45:00Z"))).toBe(
      "limra-backup-2026-11-25-0015.tar.gz",
    );
  });

  it("answers a post that is not the backup form with 400, and makes no backup", async () => {
    const admin = await signedIn("admin");
    const count = (await backupRows()).length;
    const { result } = await download(admin.cookie, { intent: "other" });
    expect(result.status).toBe(400);
    expect((await backupRows()).length).toBe(count);
  });

  it("refuses staff, customers and visitors, and makes no backup", async () => {
    const count = (await backupRows()).length;
    const before = leftovers();
    const visitor = await download();
    expect(visitor.result.status).toBe(302);
    expect(visitor.result.location).toBe(
      `/auth?redirectTo=${encodeURIComponent("/admin/backup/download")}`,
    );
    for (const role of ["staff", "customer"] as const) {
      const { cookie } = await signedIn(role);
      const refused = await download(cookie);
      expect(refused.response).toBeUndefined();
      expect([302, 403]).toContain(refused.result.status);
      const page = await callRoute(backupLoader, getRequest("/admin/backup", { cookie }));
      expect([302, 403]).toContain(page.status);
    }
    expect((await backupRows()).length).toBe(count);
    expect(leftovers()).toEqual(before);
  });
});

describe("the last backup on the admin home", () => {
  beforeEach(async () => {
    await getDb().deleteFrom("audit_log").where("action", "=", "backup.create").execute();
  });

  async function homeBackup(daysAgo: number | null) {
    const admin = await signedIn("admin");
    if (daysAgo !== null) {
      await getDb()
        .insertInto("audit_log")
        .values({
          id: crypto.randomUUID(),
          actor_id: null,
          action: "backup.create",
          entity: "backup",
          entity_id: "limra-backup.tar.gz",
          before_json: null,
          after_json: JSON.stringify({ fileName: "limra-backup.tar.gz", bytes: 10 }),
          created_at: new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString(),
        })
        .execute();
    }
    const page = await callRoute(adminHomeLoader, getRequest("/admin", { cookie: admin.cookie }));
    expect(page.status).toBe(200);
    const { backup } = page.data as { backup: Parameters<typeof LastBackup>[0]["status"] };
    const html = renderToStaticMarkup(createElement(LastBackup, { status: backup }));
    return { ...backup, html };
  }

  it("warns when the newest backup is 8 days old", async () => {
    const shown = await homeBackup(8);
    expect(shown).toMatchObject({ warn: true, daysAgo: 8 });
    expect(shown.html).toMatch(/Last backup: .* — 8 days ago\..*Download a backup now\./);
  });

  it("does not warn when the newest backup is 1 day old", async () => {
    const shown = await homeBackup(1);
    expect(shown).toMatchObject({ warn: false, daysAgo: 1 });
    expect(shown.html).toContain("1 day ago");
    expect(shown.html).not.toContain("Download a backup now.");
  });

  it("warns when no backup has been made", async () => {
    expect(await homeBackup(null)).toMatchObject({ warn: true, daysAgo: null });
  });
});
