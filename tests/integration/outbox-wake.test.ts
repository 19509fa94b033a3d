import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/db/db.server";
import { isPostgres } from "~/platform/db/dialect";
import { getEnv } from "~/platform/env.server";
import { listenForOutbox } from "~/platform/email/outbox-signal.server";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import {
  enqueueEmail,
  type Mailer,
  smtpMailer,
  startOutboxWorker,
} from "~/platform/email/outbox.server";

/**
 * The outbox worker wakes when a mail is queued (decision 040): the mail leaves in well under a
 * second although the worker's poll interval here is a minute. On SQLite the signal is
 * in-process (and may come before the commit); on PostgreSQL it is a NOTIFY delivered at commit
 * to the LISTENing connection, which comes back by itself when its connection is killed.
 */

const FROM = "Limra Test <no-reply@limra.test>";
const MINUTE = 60_000;

function recorder() {
  const sentAt = new Map<string, number>();
  const mailer: Mailer = {
    async send(message) {
      sentAt.set(message.to, Date.now());
    },
  };
  return { mailer, sentAt };
}

async function waitFor(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 10));
  }
}

const mail = (to: string) => ({ to, subject: "Wake test", text: "Hello" });
let n = 0;
const address = () => `wake${++n}-${Date.now()}@example.test`;

describe("outbox wake", () => {
  it("sends a mail queued inside a transaction within a second of the commit", async () => {
    const { mailer, sentAt } = recorder();
    const worker = startOutboxWorker(getDb(), mailer, { from: FROM, intervalMs: MINUTE });
    const listener = isPostgres(getDb())
      ? listenForOutbox(getEnv().DATABASE_URL, worker.wake)
      : undefined;
    try {
      await new Promise((r) => setTimeout(r, 300)); // the first round and the LISTEN are done
      const to = address();
      let committedAt = 0;
      await getDb()
        .transaction()
        .execute(async (trx) => {
          await enqueueEmail(trx, mail(to));
          // The transaction stays open a while after the signal: the mail is not yet visible.
          await new Promise((r) => setTimeout(r, 50));
        });
      committedAt = Date.now();
      await waitFor(() => sentAt.has(to), 2000);
      expect(sentAt.get(to)! - committedAt).toBeLessThan(1000);
    } finally {
      await listener?.close();
      await worker.stop();
    }
  });

  it.runIf(isPostgres(getDb()))(
    "PostgreSQL: a NOTIFY from another connection wakes the worker, also after its listener was killed",
    async () => {
      const { mailer, sentAt } = recorder();
      const worker = startOutboxWorker(getDb(), mailer, { from: FROM, intervalMs: MINUTE });
      const listener = listenForOutbox(getEnv().DATABASE_URL, worker.wake, { reconnectMs: 200 });
      try {
        await new Promise((r) => setTimeout(r, 300));
        // A row written and notified without this process's in-process signal (another process).
        const queueElsewhere = async (to: string) => {
          await getDb()
            .transaction()
            .execute(async (trx) => {
              await trx
                .insertInto("email_outbox")
                .values({
                  id: crypto.randomUUID(),
                  to_address: to,
                  subject: "Wake test",
                  text_body: "Hello",
                  status: "pending",
                  next_attempt_at: new Date().toISOString(),
                  created_at: new Date().toISOString(),
                })
                .execute();
              await sql`select pg_notify('limra_outbox', '')`.execute(trx);
            });
          return Date.now();
        };
        const first = address();
        const queuedAt = await queueElsewhere(first);
        await waitFor(() => sentAt.has(first), 2000);
        expect(sentAt.get(first)! - queuedAt).toBeLessThan(1000);

        // Kill the LISTEN connection: it comes back (and catches up) by itself.
        await sql`select pg_terminate_backend(pid) from pg_stat_activity
                  where query ilike 'LISTEN limra_outbox%' and datname = current_database()`.execute(
          getDb(),
        );
        await new Promise((r) => setTimeout(r, 800));
        const second = address();
        const again = await queueElsewhere(second);
        await waitFor(() => sentAt.has(second), 2000);
        expect(sentAt.get(second)! - again).toBeLessThan(1000);
      } finally {
        await listener.close();
        await worker.stop();
      }
    },
  );
});

describe("SMTP", () => {
  it("keeps one pooled connection for consecutive mails", async () => {
    let connections = 0;
    let received = 0;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onData(stream, _session, callback) {
        stream.on("data", () => {});
        stream.on("end", () => {
          received += 1;
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    const port = (server.server.address() as AddressInfo).port;
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`);
    try {
      for (let i = 0; i < 3; i++) {
        await mailer.send({ from: FROM, to: address(), subject: "Pool", text: "Hello" });
      }
      expect(received).toBe(3);
      expect(connections).toBe(1);
    } finally {
      mailer.close?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
