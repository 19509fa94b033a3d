import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import {
  appEnv,
  createPgDatabase,
  describeOnPg,
  pgTitle,
  freePort,
  newAuthSecret,
  openAppDatabase,
  startNode,
  stopAllNodes,
  tempDataDir,
  type AppNode,
  type NodeEnv,
  type PgDatabase,
} from "./cluster";

/**
 * The server killed with SIGKILL in the middle of a large CSV import (while it writes the rows,
 * inside the import's transaction), then started again on the same data: the database passes its
 * integrity check and holds all or none of the import — never part of it — the bill counter is
 * where it was, and the same file then imports completely.
 */

const ROWS = 40_000;

afterAll(async () => {
  await stopAllNodes();
});

/** A bills CSV in the export's format: BILL numbers from 50001 up. */
function billsCsv(rows: number): string {
  const lines = ["Bill No,Date,Customer,Phone,Service Type,Status,Estimated Cost,Actual Cost"];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `BILL${50_001 + i},2026-10-01 10:00:00,"Customer ${i}, Tirunelveli",98765${String(i % 100_000).padStart(5, "0")},Service,pending,${100 + (i % 50)}.00,${120 + (i % 50)}.00`,
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/**
 * Posts the file to the import endpoint and reads its NDJSON progress; calls `onLine` with each
 * line and stops reading when it returns true (or the stream ends or breaks).
 */
async function importFile(
  node: AppNode,
  cookie: string,
  csv: string,
  onLine: (value: Record<string, unknown>) => boolean | Promise<boolean>,
): Promise<Record<string, unknown>[]> {
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), "bills.csv");
  const res = await fetch(`${node.baseUrl}/billing/import-export/import`, {
    method: "POST",
    headers: {
      Cookie: cookie,
      Origin: node.baseUrl,
      "Sec-Fetch-Site": "same-origin",
      Accept: "application/x-ndjson",
    },
    body: form,
  });
  expect(res.status).toBe(200);
  const seen: Record<string, unknown>[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = buffered.indexOf("\n")) >= 0) {
        const parsed = JSON.parse(buffered.slice(0, nl)) as Record<string, unknown>;
        buffered = buffered.slice(nl + 1);
        seen.push(parsed);
        if (await onLine(parsed)) {
          await reader.cancel().catch(() => undefined);
          return seen;
        }
      }
    }
  } catch {
    // The server died mid-answer: that is the point of the test.
  }
  return seen;
}

for (const kind of ["sqlite", "postgres"] as const) {
  const title = `SIGKILL during a ${ROWS.toLocaleString("en-US")}-row import`;
  const suite = kind === "sqlite" ? describe : describeOnPg;
  suite(kind === "sqlite" ? `SQLite: ${title}` : pgTitle(`PostgreSQL: ${title}`), () => {
    it("keeps all or none of the import, a sound database and the counter, and imports again after the restart", async () => {
      const dir = tempDataDir(`crash-import-${kind}`);
      let pg: PgDatabase | undefined;
      try {
        if (kind === "postgres") pg = await createPgDatabase("crash_import");
        const port = await freePort();
        const env: NodeEnv = appEnv({
          port,
          dataDir: dir.dir,
          databaseUrl: pg?.url ?? `file:${dir.dir}/app.db`,
          authSecret: newAuthSecret(),
          appUrl: `http://127.0.0.1:${port}`,
        });
        let node = await startNode(`${kind}-1`, env);
        const app = await openAppDatabase(env);
        const staff = await app.createUser("staff");
        const cookie = await app.sessionCookie(staff.id);
        const counterBefore = (
          await app.db
            .selectFrom("counters")
            .select("value")
            .where("name", "=", "bill")
            .executeTakeFirstOrThrow()
        ).value;
        const csv = billsCsv(ROWS);

        // Kill it once the import is writing rows (its transaction is open and partly written).
        let killedWhile: Record<string, unknown> | undefined;
        await importFile(node, cookie, csv, async (value) => {
          if (value.phase === "write" && Number(value.done) > 0 && Number(value.done) < ROWS) {
            killedWhile = value;
            await node.kill("SIGKILL");
            return true;
          }
          return "result" in value;
        });
        expect(killedWhile, "the import was killed while writing").toBeDefined();
        await app.close();

        if (kind === "sqlite") {
          const check = new SQLite(`${dir.dir}/app.db`);
          try {
            expect(check.pragma("integrity_check", { simple: true })).toBe("ok");
            expect(check.pragma("foreign_key_check")).toEqual([]);
          } finally {
            check.close();
          }
        }

        node = await startNode(`${kind}-2`, env);
        const after = await openAppDatabase(env);
        const count = Number(
          (
            await after.db
              .selectFrom("complaints")
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
        const counterAfter = (
          await after.db
            .selectFrom("counters")
            .select("value")
            .where("name", "=", "bill")
            .executeTakeFirstOrThrow()
        ).value;
        // All or none: killed before the commit, so none, and the counter untouched.
        expect([0, ROWS]).toContain(count);
        if (count === 0) expect(counterAfter).toBe(counterBefore);
        else expect(counterAfter).toBeGreaterThanOrEqual(50_000 + ROWS);
        const completed = await after.db
          .selectFrom("import_export_logs")
          .select("status")
          .where("status", "=", "completed")
          .execute();
        expect(completed.length).toBe(count === 0 ? 0 : 1);

        // The same file imports completely after the restart (when none of it was kept).
        if (count === 0) {
          const cookie2 = await after.sessionCookie(staff.id);
          const lines = await importFile(node, cookie2, csv, (value) => "result" in value);
          expect(lines.at(-1)).toMatchObject({ result: "ok", count: ROWS });
          const total = Number(
            (
              await after.db
                .selectFrom("complaints")
                .select((eb) => eb.fn.countAll().as("n"))
                .executeTakeFirstOrThrow()
            ).n,
          );
          expect(total).toBe(ROWS);
        }
        await after.close();
        await node.stop();
      } finally {
        await stopAllNodes();
        await pg?.drop();
        dir.remove();
      }
    }, 120_000);
  });
}
