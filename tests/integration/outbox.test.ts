import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDb, getDb } from "~/platform/db/db.server";
import { nowIso } from "~/platform/db/dialect";
import {
  backoffMs,
  enqueueEmail,
  fileMailer,
  type Mailer,
  OUTBOX_MAX_ATTEMPTS,
  type OutgoingEmail,
  processOutbox,
  smtpMailer,
  startOutboxWorker,
} from "~/platform/email/outbox.server";
import { authEmails, escapeHtml, layoutEmail } from "~/platform/email/templates.server";

const FROM = "Limra Test <no-reply@limra.test>";

type Received = { from: string | null; to: string[]; raw: string };

/** A real SMTP server in this process (no TLS, no auth) that keeps every message it receives. */
type Smtp = { port: number; messages: Received[]; close(): Promise<void> };

const servers = new Set<Smtp>();

async function startSmtp(port = 0): Promise<Smtp> {
  const messages: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const smtp: Smtp = {
    port: (server.server.address() as AddressInfo).port,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        servers.delete(smtp);
        server.close(() => resolve());
      }),
  };
  servers.add(smtp);
  return smtp;
}

/** A port with nothing listening on it (briefly bound, then released). */
async function freePort(): Promise<number> {
  const smtp = await startSmtp();
  await smtp.close();
  return smtp.port;
}

const smtpUrl = (port: number) => `smtp://127.0.0.1:${port}`;

let counter = 0;
function email(overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  counter += 1;
  return {
    to: `customer${counter}@example.test`,
    subject: `Your order ${counter} is ready`,
    text: `Hello, order number ${counter} can be collected at the counter.`,
    ...overrides,
  };
}

async function outboxRow(id: string) {
  return getDb().selectFrom("email_outbox").selectAll().where("id", "=", id).executeTakeFirst();
}

async function addNotification(db = getDb()) {
  const id = crypto.randomUUID();
  await db
    .insertInto("notifications")
    .values({
      id,
      title: "Order ready",
      message: "An order is ready for pickup",
      type: "update",
      priority: "medium",
      created_at: nowIso(),
    })
    .execute();
  return id;
}

/** Records `from` and `to` of every call, then hands the message on (or fails). */
function recordingMailer(inner?: Mailer) {
  const calls: string[] = [];
  const mailer: Mailer = {
    async send(message) {
      calls.push(message.to);
      if (!inner) throw new Error("mail server unavailable");
      await inner.send(message);
    },
    close: () => inner?.close?.(),
  };
  return { mailer, calls };
}

const later =
  (iso: string, ms = 1000) =>
  () =>
    new Date(new Date(iso).getTime() + ms);

beforeEach(async () => {
  await getDb().deleteFrom("email_outbox").execute();
});

afterEach(async () => {
  await Promise.all([...servers].map((s) => s.close()));
});

describe("enqueue and deliver over SMTP", () => {
  it("delivers a mail queued in the same transaction as its record", async () => {
    const smtp = await startSmtp();
    const mail = email();
    const { notificationId, outboxId } = await getDb()
      .transaction()
      .execute(async (trx) => {
        const notificationId = await addNotification(trx);
        const outboxId = await enqueueEmail(trx, {
          ...mail,
          replyTo: "shop@limra.test",
          entity: "notifications",
          entityId: notificationId,
        });
        return { notificationId, outboxId };
      });

    const before = await outboxRow(outboxId);
    expect(before).toMatchObject({
      status: "pending",
      attempts: 0,
      to_address: mail.to,
      entity: "notifications",
      entity_id: notificationId,
    });

    const mailer = smtpMailer(smtpUrl(smtp.port));
    const result = await processOutbox(getDb(), mailer, { from: FROM });
    mailer.close?.();
    expect(result).toEqual({ sent: 1, retried: 0, failed: 0 });

    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message!.to).toEqual([mail.to]);
    expect(message!.from).toBe("no-reply@limra.test");
    expect(message!.raw).toContain(`Subject: ${mail.subject}`);
    expect(message!.raw).toContain(`To: ${mail.to}`);
    expect(message!.raw).toContain("Reply-To: shop@limra.test");
    expect(message!.raw).toContain(mail.text);

    const after = await outboxRow(outboxId);
    expect(after).toMatchObject({
      status: "sent",
      attempts: 1,
      last_error: null,
      locked_until: null,
    });
    expect(after!.sent_at).toBeTruthy();
    expect(Number.isNaN(Date.parse(after!.sent_at!))).toBe(false);
  });

  it("keeps neither the record nor the mail when the transaction rolls back", async () => {
    const mail = email();
    let notificationId = "";
    await expect(
      getDb()
        .transaction()
        .execute(async (trx) => {
          notificationId = await addNotification(trx);
          await enqueueEmail(trx, { ...mail, entity: "notifications", entityId: notificationId });
          throw new Error("validation failed after the insert");
        }),
    ).rejects.toThrow("validation failed");

    const notification = await getDb()
      .selectFrom("notifications")
      .select("id")
      .where("id", "=", notificationId)
      .executeTakeFirst();
    expect(notification).toBeUndefined();
    const rows = await getDb()
      .selectFrom("email_outbox")
      .select("id")
      .where("to_address", "=", mail.to)
      .execute();
    expect(rows).toEqual([]);
  });

  it("sends an HTML alternative with the text", async () => {
    const smtp = await startSmtp();
    const content = layoutEmail({
      subject: "Proof ready",
      greeting: "Hello Ravi,",
      paragraphs: ["Your proof is ready."],
    });
    await enqueueEmail(getDb(), { to: "ravi@example.test", ...content });
    const mailer = smtpMailer(smtpUrl(smtp.port));
    await processOutbox(getDb(), mailer, { from: FROM });
    mailer.close?.();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.raw).toMatch(/multipart\/alternative/);
    expect(smtp.messages[0]!.raw).toContain("text/html");
    expect(smtp.messages[0]!.raw).toContain("Your proof is ready.");
  });
});

describe("retries", () => {
  it("keeps a mail queued while the SMTP server is down and sends it once it is back", async () => {
    const port = await freePort();
    const mail = email();
    const notificationId = await getDb()
      .transaction()
      .execute(async (trx) => {
        const id = await addNotification(trx);
        await enqueueEmail(trx, { ...mail, entity: "notifications", entityId: id });
        return id;
      });
    const [queued] = await getDb()
      .selectFrom("email_outbox")
      .selectAll()
      .where("entity_id", "=", notificationId)
      .execute();
    expect(queued).toBeDefined();
    const outboxId = queued!.id;

    // Server down: the attempt fails, the row goes back to pending with a backoff.
    const down = smtpMailer(smtpUrl(port));
    const runAt = new Date();
    const first = await processOutbox(getDb(), down, { from: FROM, now: () => runAt });
    down.close?.();
    expect(first).toEqual({ sent: 0, retried: 1, failed: 0 });
    const failed = await outboxRow(outboxId);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, locked_until: null });
    expect(failed!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(new Date(failed!.next_attempt_at).getTime()).toBe(runAt.getTime() + backoffMs(1));
    expect(failed!.sent_at).toBeNull();

    // The record the mail belongs to is untouched.
    const notification = await getDb()
      .selectFrom("notifications")
      .select("id")
      .where("id", "=", notificationId)
      .executeTakeFirst();
    expect(notification?.id).toBe(notificationId);

    // A run before the backoff has passed does not touch it.
    const early = await processOutbox(getDb(), down, {
      from: FROM,
      now: later(failed!.next_attempt_at, -1000),
    });
    expect(early).toEqual({ sent: 0, retried: 0, failed: 0 });

    // Server back on the same port, clock past next_attempt_at: delivered.
    const smtp = await startSmtp(port);
    expect(smtp.port).toBe(port);
    const up = smtpMailer(smtpUrl(port));
    const second = await processOutbox(getDb(), up, {
      from: FROM,
      now: later(failed!.next_attempt_at),
    });
    up.close?.();
    expect(second).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.to).toEqual([mail.to]);
    expect(smtp.messages[0]!.raw).toContain(`Subject: ${mail.subject}`);
    expect(smtp.messages[0]!.raw).toContain(mail.text);
    const sent = await outboxRow(outboxId);
    expect(sent).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    expect(sent!.sent_at).toBeTruthy();
  });

  it("backs off exponentially up to an hour", () => {
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(2)).toBe(60_000);
    expect(backoffMs(3)).toBe(120_000);
    expect(backoffMs(20)).toBe(60 * 60 * 1000);
  });

  it("does not send before next_attempt_at and gives up after OUTBOX_MAX_ATTEMPTS", async () => {
    const port = await freePort();
    const down = smtpMailer(smtpUrl(port));
    const id = await enqueueEmail(getDb(), email());
    // Not due yet: a row scheduled in the future is left alone.
    const future = new Date(Date.now() + 10 * 60 * 1000).toISOString();
    await getDb()
      .updateTable("email_outbox")
      .set({ next_attempt_at: future })
      .where("id", "=", id)
      .execute();
    expect(await processOutbox(getDb(), down, { from: FROM })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(await outboxRow(id)).toMatchObject({ status: "pending", attempts: 0 });

    let clock = later(future, 1);
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      const result = await processOutbox(getDb(), down, { from: FROM, now: clock });
      const row = (await outboxRow(id))!;
      expect(row.attempts).toBe(attempt);
      expect(row.last_error).toBeTruthy();
      if (attempt < OUTBOX_MAX_ATTEMPTS) {
        expect(result).toEqual({ sent: 0, retried: 1, failed: 0 });
        expect(row.status).toBe("pending");
        // One millisecond early: still not due.
        expect(
          await processOutbox(getDb(), down, { from: FROM, now: later(row.next_attempt_at, -1) }),
        ).toEqual({ sent: 0, retried: 0, failed: 0 });
        clock = later(row.next_attempt_at, 1);
      } else {
        expect(result).toEqual({ sent: 0, retried: 0, failed: 1 });
        expect(row.status).toBe("failed");
        clock = later(row.next_attempt_at, 24 * 60 * 60 * 1000);
      }
    }
    down.close?.();

    // A failed row is never retried, even with a working server and a clock far ahead.
    const smtp = await startSmtp();
    const up = smtpMailer(smtpUrl(smtp.port));
    expect(await processOutbox(getDb(), up, { from: FROM, now: clock })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    up.close?.();
    expect(smtp.messages).toHaveLength(0);
    expect(await outboxRow(id)).toMatchObject({ status: "failed", attempts: OUTBOX_MAX_ATTEMPTS });
  });
});

describe("several senders", () => {
  it("sends each mail exactly once when two runs overlap", async () => {
    const smtp = await startSmtp();
    const mails = Array.from({ length: 12 }, () => email());
    for (const mail of mails) await enqueueEmail(getDb(), mail);

    // Two database handles, as two server processes would have.
    const other = createDb(process.env.DATABASE_URL!);
    const mailerA = smtpMailer(smtpUrl(smtp.port));
    const mailerB = smtpMailer(smtpUrl(smtp.port));
    try {
      const [a, b] = await Promise.all([
        processOutbox(getDb(), mailerA, { from: FROM }),
        processOutbox(other, mailerB, { from: FROM }),
      ]);
      expect(a.sent + b.sent).toBe(mails.length);
      expect(a.retried + b.retried + a.failed + b.failed).toBe(0);
    } finally {
      mailerA.close?.();
      mailerB.close?.();
      await other.destroy();
    }
    const delivered = smtp.messages.flatMap((m) => m.to).sort();
    expect(delivered).toEqual(mails.map((m) => m.to).sort());
    const statuses = await getDb()
      .selectFrom("email_outbox")
      .select(["status", "attempts"])
      .execute();
    expect(statuses).toHaveLength(mails.length);
    expect(statuses.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("a run working from a stale list does not retry a row another run just failed", async () => {
    // Run B lists both rows, then spends a while on the first one. Meanwhile run A takes the
    // second, fails, and schedules a retry. When B gets to the second row it must respect the
    // backoff instead of trying again at once.
    const first = await enqueueEmail(getDb(), email());
    await getDb()
      .updateTable("email_outbox")
      .set({ next_attempt_at: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", first)
      .execute();
    const second = await enqueueEmail(getDb(), email());

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    const slow: Mailer = {
      async send() {
        started();
        await gate;
      },
    };
    const other = createDb(process.env.DATABASE_URL!);
    try {
      const runB = processOutbox(other, slow, { from: FROM });
      await sending;
      const failing = recordingMailer();
      const runA = await processOutbox(getDb(), failing.mailer, { from: FROM });
      expect(runA).toEqual({ sent: 0, retried: 1, failed: 0 });
      expect(failing.calls).toHaveLength(1);
      release();
      const resultB = await runB;
      expect(resultB).toEqual({ sent: 1, retried: 0, failed: 0 });
    } finally {
      release();
      await other.destroy();
    }
    expect(await outboxRow(first)).toMatchObject({ status: "sent", attempts: 1 });
    expect(await outboxRow(second)).toMatchObject({ status: "pending", attempts: 1 });
  });

  it("sends a row again whose sender died mid-send, but not one still leased", async () => {
    const smtp = await startSmtp();
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    const crashed = email();
    const busy = email();
    const crashedId = await enqueueEmail(getDb(), crashed);
    const busyId = await enqueueEmail(getDb(), busy);
    // As a claim leaves a row: status sending, the attempt counted, a lease.
    await getDb()
      .updateTable("email_outbox")
      .set({ status: "sending", attempts: 1, locked_until: past })
      .where("id", "=", crashedId)
      .execute();
    await getDb()
      .updateTable("email_outbox")
      .set({ status: "sending", attempts: 1, locked_until: future })
      .where("id", "=", busyId)
      .execute();

    const mailer = smtpMailer(smtpUrl(smtp.port));
    const result = await processOutbox(getDb(), mailer, { from: FROM });
    mailer.close?.();
    expect(result).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.messages.map((m) => m.to)).toEqual([[crashed.to]]);
    expect(await outboxRow(crashedId)).toMatchObject({ status: "sent", attempts: 2 });
    const leased = (await outboxRow(busyId))!;
    expect(leased).toMatchObject({ status: "sending", attempts: 1 });
    expect(new Date(leased.locked_until!).getTime()).toBe(new Date(future).getTime());
  });

  it("counts attempts whose sender died, so a mail that keeps crashing it gives up", async () => {
    const id = await enqueueEmail(getDb(), email());
    await getDb()
      .updateTable("email_outbox")
      .set({
        status: "sending",
        attempts: OUTBOX_MAX_ATTEMPTS - 1,
        locked_until: new Date(Date.now() - 1000).toISOString(),
      })
      .where("id", "=", id)
      .execute();
    const failing = recordingMailer();
    expect(await processOutbox(getDb(), failing.mailer, { from: FROM })).toEqual({
      sent: 0,
      retried: 0,
      failed: 1,
    });
    expect(await outboxRow(id)).toMatchObject({ status: "failed", attempts: OUTBOX_MAX_ATTEMPTS });
  });
});

describe("fileMailer", () => {
  it("writes each mail as a readable .eml file", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "limra-mail-")), "mail");
    const mail = email();
    await enqueueEmail(getDb(), mail);
    const result = await processOutbox(getDb(), fileMailer(dir), { from: FROM });
    expect(result.sent).toBe(1);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(dir, files[0]!), "utf8");
    expect(eml).toContain(`To: ${mail.to}`);
    expect(eml).toContain(`Subject: ${mail.subject}`);
    expect(eml).toContain("From: Limra Test <no-reply@limra.test>");
    expect(eml).toContain(mail.text);
  });
});

describe("startOutboxWorker", () => {
  async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error("timed out waiting");
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it("picks up new rows by itself and stop() waits for the running batch", async () => {
    const smtp = await startSmtp();
    const inner = smtpMailer(smtpUrl(smtp.port));
    let sends = 0;
    let release: (() => void) | undefined;
    let hold = false;
    const mailer: Mailer = {
      async send(message) {
        sends += 1;
        if (hold) await new Promise<void>((resolve) => (release = resolve));
        await inner.send(message);
      },
      close: () => inner.close?.(),
    };
    const worker = startOutboxWorker(getDb(), mailer, { from: FROM, intervalMs: 30 });
    let stopped = false;
    try {
      // A row added after start is sent without anyone calling processOutbox.
      const mail = email();
      const id = await enqueueEmail(getDb(), mail);
      await waitFor(async () => (await outboxRow(id))?.status === "sent");
      expect(smtp.messages.map((m) => m.to)).toEqual([[mail.to]]);

      // stop() during a send: it resolves only after the batch has finished.
      hold = true;
      const slowId = await enqueueEmail(getDb(), email());
      await waitFor(() => release !== undefined);
      const stopping = worker.stop().then(() => (stopped = true));
      await new Promise((r) => setTimeout(r, 100));
      expect(stopped).toBe(false);
      release!();
      await stopping;
      expect(await outboxRow(slowId)).toMatchObject({ status: "sent", attempts: 1 });
      expect(smtp.messages).toHaveLength(2);

      // Once stopped, nothing else is picked up.
      hold = false;
      const sendsAtStop = sends;
      const lateId = await enqueueEmail(getDb(), email());
      await new Promise((r) => setTimeout(r, 200));
      expect(sends).toBe(sendsAtStop);
      expect(await outboxRow(lateId)).toMatchObject({ status: "pending", attempts: 0 });
    } finally {
      release?.();
      if (!stopped) await worker.stop();
    }
  });

  it("drains a burst bigger than a batch without waiting the interval between full batches", async () => {
    const { mailer, calls } = recordingMailer({ send: async () => undefined });
    const ids: string[] = [];
    for (let i = 0; i < 65; i++) ids.push(await enqueueEmail(getDb(), email()));
    // An interval far longer than the test: only the full-batch rule can send all 65 in time.
    const worker = startOutboxWorker(getDb(), mailer, { from: FROM, intervalMs: 60_000 });
    try {
      await waitFor(async () => {
        const rows = await getDb()
          .selectFrom("email_outbox")
          .select("status")
          .where("id", "in", ids)
          .execute();
        return rows.every((r) => r.status === "sent");
      }, 10_000);
      expect(calls).toHaveLength(65);
    } finally {
      await worker.stop();
    }
  });
});

describe("templates", () => {
  it("escapes user text in HTML bodies", () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe(
      "&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;",
    );
    const content = layoutEmail({
      subject: "Hi",
      greeting: "Hello <script>alert(1)</script>,",
      paragraphs: ["Order note: <img src=x onerror=alert(1)>"],
      action: { label: "Open <b>", url: 'https://example.test/?q="><script>' },
    });
    expect(content.html).not.toContain("<script>");
    expect(content.html).not.toContain("<img");
    expect(content.html).toContain("Hello &lt;script&gt;alert(1)&lt;/script&gt;,");
    expect(content.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(content.html).toContain('href="https://example.test/?q=&quot;&gt;&lt;script&gt;"');
    expect(content.html).toContain("Open &lt;b&gt;");
    // The plain-text part carries the text as typed.
    expect(content.text).toContain("Hello <script>alert(1)</script>,");
    expect(content.text).toContain('Open <b>: https://example.test/?q="><script>');
  });

  it("escapes the user's name in the auth e-mails", () => {
    const url = "http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2F";
    for (const content of [
      authEmails.verifyEmail({ name: "<script>Eve</script>", url }),
      authEmails.resetPassword({ name: "<script>Eve</script>", url }),
    ]) {
      expect(content.html).toContain("Hello &lt;script&gt;Eve&lt;/script&gt;,");
      expect(content.html).not.toContain("<script>");
      expect(content.html).toContain(`href="${url.replace("&", "&amp;")}"`);
      expect(content.text).toContain(url);
    }
  });
});
