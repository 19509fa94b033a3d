import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "../db/schema";
import { nowIso } from "../db/dialect";
import { getEnv } from "../env.server";
import { logger } from "../logger.server";
import { onLocalOutboxSignal, signalOutbox } from "./outbox-signal.server";

/**
 * The transactional e-mail outbox. A mail is a row written in the same transaction as the record
 * it is about (pass the transaction as `db`); a worker in the server process sends due rows,
 * retries failures with exponential backoff, and marks each row sent or failed. Rows are claimed
 * with a lease, so several server processes on one database never send a mail twice, and a row
 * whose sender died mid-send is picked up again when its lease runs out.
 */

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  entity?: string;
  entityId?: string;
};

export const OUTBOX_MAX_ATTEMPTS = 8;
const LEASE_MS = 2 * 60 * 1000;
const BASE_BACKOFF_MS = 30 * 1000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Delay before retry number `attempts` (1-based): 30 s, 1 min, 2 min, ... capped at 1 h. */
export function backoffMs(attempts: number): number {
  return Math.min(BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

export async function enqueueEmail(db: Kysely<Database>, email: OutgoingEmail): Promise<string> {
  const id = crypto.randomUUID();
  const now = nowIso();
  await db
    .insertInto("email_outbox")
    .values({
      id,
      to_address: email.to,
      reply_to: email.replyTo ?? null,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html ?? null,
      entity: email.entity ?? null,
      entity_id: email.entityId ?? null,
      status: "pending",
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
  await signalOutbox(db);
  return id;
}

export type MailMessage = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

/**
 * Socket timeouts for SMTP, well inside the outbox lease: nodemailer's defaults (2 min to connect,
 * 10 min of socket inactivity) would let a hung server hold a send past its lease, and another
 * process would then send the same mail again. Query parameters in SMTP_URL override these.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 30_000 };

/** SMTP through nodemailer (SMTP_URL such as smtp://user:pass@host:587). */
export function smtpMailer(url: string, options: Record<string, unknown> = {}): Mailer {
  // Pooled: the connection (TLS, login) stays open between mails instead of being made per mail.
  const transport: Transporter = nodemailer.createTransport({
    pool: true,
    maxConnections: 2,
    ...SMTP_TIMEOUTS,
    ...options,
    url,
  });
  return {
    async send(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

/** Development default: each message is written as an .eml file into a folder. */
export function fileMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail(message);
      mkdirSync(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const name = `${stamp}-${crypto.randomUUID().slice(0, 8)}.eml`;
      writeFileSync(path.join(dir, name), info.message as Buffer);
    },
  };
}

export function mailerFromEnv(): Mailer {
  const env = getEnv();
  return env.SMTP_URL ? smtpMailer(env.SMTP_URL) : fileMailer(path.join(env.DATA_DIR, "mail"));
}

/** Rows one worker round takes. */
const WORKER_BATCH = 20;

export type OutboxRunResult = { sent: number; retried: number; failed: number };

type Clock = () => Date;

/** The ids of the rows due now (not leased by a running sender), oldest due first. */
async function dueRows(db: Kysely<Database>, startedAt: string, limit: number) {
  return db
    .selectFrom("email_outbox")
    .select(["id"])
    .where("status", "in", ["pending", "sending"])
    .where("next_attempt_at", "<=", startedAt)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", startedAt)]))
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
}

/** Leases row `id` for this sender; false when another process took it first. */
async function claimRow(db: Kysely<Database>, id: string, now: Clock): Promise<boolean> {
  const claimAt = now();
  const claimIso = claimAt.toISOString();
  const claimed = await db
    .updateTable("email_outbox")
    .set((eb) => ({
      status: "sending",
      // Counted when claimed, so a mail whose sender keeps dying mid-send still gives up.
      attempts: eb("attempts", "+", 1),
      locked_until: new Date(claimAt.getTime() + LEASE_MS).toISOString(),
    }))
    .where("id", "=", id)
    .where("status", "in", ["pending", "sending"])
    // The list above may be stale: another run may have failed this row and set a backoff.
    .where("next_attempt_at", "<=", claimIso)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", claimIso)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

async function readRow(db: Kysely<Database>, id: string) {
  return db
    .selectFrom("email_outbox")
    .select([
      "to_address",
      "reply_to",
      "subject",
      "text_body",
      "html_body",
      "attempts",
      "entity",
      "entity_id",
    ])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

type OutboxRow = Awaited<ReturnType<typeof readRow>>;

/** A mail given up after its last attempt, as the give-up handler is told of it. */
export type GivenUpMail = {
  subject: string;
  to: string;
  entity: string | null;
  entityId: string | null;
  attempts: number;
  error: string;
};

/**
 * What to do when a mail is given up, with the outbox's connection: the server's boot passes the
 * staff alert (app/domain/notifications.server.ts `alertMailGivenUp`), so the owner learns that a
 * notice never went out. The outbox itself knows nothing of alerts (decision 086).
 */
export type OnMailGivenUp = (db: Kysely<Database>, mail: GivenUpMail) => Promise<unknown>;

/**
 * Records a failed send: retried later (with backoff), or, after the last attempt, failed for
 * good, told to `onGaveUp` (the owner's high-priority alert).
 */
async function recordFailure(
  db: Kysely<Database>,
  id: string,
  row: OutboxRow,
  error: unknown,
  { now, onGaveUp }: { now: Clock; onGaveUp?: OnMailGivenUp },
): Promise<"failed" | "retried"> {
  const attempts = row.attempts;
  const message = error instanceof Error ? error.message : String(error);
  const giveUp = attempts >= OUTBOX_MAX_ATTEMPTS;
  await db
    .updateTable("email_outbox")
    .set({
      status: giveUp ? "failed" : "pending",
      attempts,
      last_error: message.slice(0, 1000),
      locked_until: null,
      next_attempt_at: new Date(now().getTime() + backoffMs(attempts)).toISOString(),
    })
    .where("id", "=", id)
    .execute();
  if (!giveUp) {
    logger.warn("email: send failed, will retry", { outboxId: id, attempts, error: message });
    return "retried";
  }
  logger.error("email: giving up", { outboxId: id, attempts, error: message });
  // The owner must learn that a notice never went out (the record itself is saved).
  await onGaveUp?.(db, {
    subject: row.subject,
    to: row.to_address,
    entity: row.entity,
    entityId: row.entity_id,
    attempts,
    error: message,
  });
  return "failed";
}

/** Sends one claimed row and records the outcome. */
async function sendRow(
  db: Kysely<Database>,
  mailer: Mailer,
  id: string,
  run: { from: string; now: Clock; onGaveUp?: OnMailGivenUp },
): Promise<"sent" | "failed" | "retried"> {
  const { from, now } = run;
  const row = await readRow(db, id);
  try {
    await mailer.send({
      from,
      to: row.to_address,
      replyTo: row.reply_to ?? undefined,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body ?? undefined,
    });
    await db
      .updateTable("email_outbox")
      .set({
        status: "sent",
        attempts: row.attempts,
        sent_at: now().toISOString(),
        locked_until: null,
        last_error: null,
      })
      .where("id", "=", id)
      .execute();
    return "sent";
  } catch (error) {
    return recordFailure(db, id, row, error, run);
  }
}

/** Sends every due row once. Safe to call from several processes at the same time. */
export async function processOutbox(
  db: Kysely<Database>,
  mailer: Mailer,
  opts: { from: string; batchSize?: number; now?: () => Date; onGaveUp?: OnMailGivenUp } = {
    from: getEnv().MAIL_FROM,
  },
): Promise<OutboxRunResult> {
  const now = opts.now ?? (() => new Date());
  const result: OutboxRunResult = { sent: 0, retried: 0, failed: 0 };
  const due = await dueRows(db, now().toISOString(), opts.batchSize ?? 20);
  for (const { id } of due) {
    if (!(await claimRow(db, id, now))) continue; // another process took it
    result[await sendRow(db, mailer, id, { from: opts.from, now, onGaveUp: opts.onGaveUp })]++;
  }
  return result;
}

export type OutboxWorker = {
  stop(): Promise<void>;
  runNow(): Promise<void>;
  /** A mail was queued: send now (after the running round, if one is running). */
  wake(): void;
};

/**
 * Sends due mail every `intervalMs` until stopped, and at once when woken (wake(), or a signal
 * from enqueueEmail in this process). One round at a time per process.
 */
export function startOutboxWorker(
  db: Kysely<Database>,
  mailer: Mailer,
  opts: {
    from: string;
    intervalMs?: number;
    /**
     * Work that turns queued requests into mail (the password resets, decision 058), run at the
     * start of every round; its failure is logged and the round still sends.
     */
    prepare?: () => Promise<unknown>;
    /** Told of each mail given up after its last attempt (see OnMailGivenUp). */
    onGaveUp?: OnMailGivenUp;
  },
): OutboxWorker {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  // A round that handled a whole batch may have left more due mail behind (a burst of orders):
  // the next round then starts at once instead of after the interval.
  let batchWasFull = false;
  let inRound = false;
  let wokenInRound = false;

  const tick = () => {
    running = running
      .then(() => opts.prepare?.())
      .catch((error: unknown) => logger.error("email: preparing mail failed", error))
      .then(() =>
        processOutbox(db, mailer, {
          from: opts.from,
          batchSize: WORKER_BATCH,
          onGaveUp: opts.onGaveUp,
        }),
      )
      .then(
        (r) => {
          batchWasFull = r.sent + r.retried + r.failed >= WORKER_BATCH;
        },
        (error) => {
          batchWasFull = false;
          logger.error("email: outbox run failed", error);
        },
      );
    return running;
  };
  const nextDelay = () => {
    return batchWasFull || wokenInRound ? 0 : (opts.intervalMs ?? 5000);
  };
  const round = () => {
    timer = undefined;
    inRound = true;
    wokenInRound = false;
    void tick().then(() => {
      inRound = false;
      schedule();
    });
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(round, nextDelay());
    timer.unref();
  };
  const wake = () => {
    if (stopped) return;
    if (inRound) {
      wokenInRound = true;
      return;
    }
    if (timer) clearTimeout(timer);
    round();
  };
  const unsubscribe = onLocalOutboxSignal(wake);
  round();

  return {
    runNow: tick,
    wake,
    async stop() {
      stopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      await running;
      mailer.close?.();
    },
  };
}
