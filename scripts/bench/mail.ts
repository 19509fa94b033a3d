import { randomInt } from "node:crypto";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { SMTPServer } from "smtp-server";
import { appDatabase, type RunningApp } from "../../tests/e2e/harness";
import { sqliteVersion } from "./bills";
import { Cleanups, PG_ADMIN_URL, percentile, pgAdmin, pgUrlFor } from "./common";
import { buildGuard, startBenchApp } from "./server";

/**
 * Mail latency (issue 22): from a user's action to the e-mail accepted by SMTP. A real SMTP
 * server (the `smtp-server` package, as in tests/e2e/mail.ts) listens on a free 127.0.0.1 port in
 * this process and notes the moment each message is accepted (the end of its DATA, just before
 * the 250 reply). The production app runs with SMTP_URL pointing at it, once on SQLite and once
 * on a fresh PostgreSQL database (skipped, with the reason printed, when PostgreSQL cannot be
 * reached). Then MESSAGES public contact-form posts, one after the other with a random pause of
 * PAUSE_MS between them; each post writes the message, a notification and an outbox e-mail to
 * the business in one transaction, and its subject carries a marker unique to the post. The
 * latency of a post is from the moment its HTTP response (the redirect to the thank-you page)
 * was read to the moment the SMTP server accepted the message with its marker, both on this
 * process's clock. Before any figure is reported every post must have been answered with the
 * redirect, every message must have arrived exactly once (no message missing, none twice, none
 * without a marker of this run), and every outbox row of the run must be marked sent.
 *
 * The contact form allows 10 posts a minute per client address; the app runs with
 * TRUST_PROXY=loopback (as the load part does) and each post comes from its own
 * X-Forwarded-For address, so no post is refused.
 */

export const MESSAGES = 40;
/** Pause between two posts, at random in this range (milliseconds). */
export const PAUSE_MS = { min: 100, max: 400 } as const;
/** The target: p95 of action -> e-mail accepted by SMTP. */
export const TARGET_P95_MS = 1000;
/** The outbox worker's poll interval (startOutboxWorker's default): the "before" of the issue. */
export const POLL_MS = 5000;
/** How long after the last post the bench waits for mail still on its way. */
const ARRIVAL_TIMEOUT_MS = 20_000;
/** After the last expected message, how long the bench keeps listening for duplicates. */
export const SETTLE_MS = 3000;
export const NOTIFY_ADDRESS = "owner@mailbench.test";

export type Engine = "SQLite" | "PostgreSQL";

export type Stats = { min: number; p50: number; p95: number; max: number };

export type MailEngineResult = {
  engine: Engine;
  version: string;
  loadAverage: number;
  /** Action -> accepted by SMTP, per message that arrived (milliseconds, ascending). */
  latencies: number[];
  latency: Stats;
  /** The contact post itself (request sent -> response read), for the record. */
  http: Stats;
  /** Messages over the target. */
  slow: number;
  /** Failed checks of this database (the bench fails when any is present). */
  failures: string[];
  seconds: number;
};

export type MailResult = {
  engines: MailEngineResult[];
  skipped?: string;
  failures: string[];
};

// ---------------------------------------------------------------------------------------------
// Clean-up, also when the run is interrupted (index.ts calls cleanUpMail from its signal handler).

const cleanups = new Cleanups("mail");

/** Stops the app and the SMTP server, removes the data directory, drops the bench's database. */
export async function cleanUpMail(): Promise<void> {
  await cleanups.drain();
}

const withPgAdmin = pgAdmin("mail");

async function postgresVersion(): Promise<string> {
  return withPgAdmin(async (c) => {
    const { rows } = await c.query<{ server_version: string }>("show server_version");
    return `PostgreSQL ${rows[0]!.server_version}`;
  });
}

// ---------------------------------------------------------------------------------------------
// The SMTP server: each accepted message's subject, recipients and arrival time.

type Arrival = { subject: string; to: string[]; at: number };

type Recorder = { port: number; arrivals: Arrival[]; close(): Promise<void> };

/** The Subject header of a raw message (folded lines joined); "" when there is none. */
function subjectOf(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  const headers = (end < 0 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, " ");
  return /^subject:[ \t]*(.*)$/im.exec(headers)?.[1]?.trim() ?? "";
}

async function startRecorder(): Promise<Recorder> {
  const arrivals: Arrival[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        // The whole message is in: the server accepts it (250) right after this.
        const at = performance.now();
        arrivals.push({
          subject: subjectOf(Buffer.concat(chunks).toString("utf8")),
          to: session.envelope.rcptTo.map((r) => r.address),
          at,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---------------------------------------------------------------------------------------------
// The action: a public contact-form post.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Post = { marker: string; sentAt: number; answeredAt: number; status: number };

async function postContact(app: RunningApp, marker: string, address: string): Promise<Post> {
  const sentAt = performance.now();
  const res = await fetch(new URL("/contact", app.baseUrl), {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: app.baseUrl,
      "X-Forwarded-For": address,
    },
    body: new URLSearchParams({
      name: "Mail Bench",
      email: "mailbench@example.test",
      phone: "",
      subject: marker,
      message: "How much for 500 visiting cards?",
      formToken: crypto.randomUUID(),
    }).toString(),
  });
  await res.arrayBuffer();
  const answeredAt = performance.now();
  const location = res.headers.get("location") ?? "";
  const redirected =
    (res.status === 302 || res.status === 303) && location.endsWith("/thank-you-contact");
  return { marker, sentAt, answeredAt, status: redirected ? res.status : -res.status };
}

/** Waits until every marker has arrived at least once, or the timeout. */
async function waitForArrivals(recorder: Recorder, markers: string[]): Promise<void> {
  const deadline = performance.now() + ARRIVAL_TIMEOUT_MS;
  const arrived = () => {
    const seen = new Set(recorder.arrivals.map((a) => a.subject));
    return markers.every((m) => [...seen].some((s) => s.includes(m)));
  };
  while (!arrived() && performance.now() < deadline) await sleep(20);
  // Listen on for a while: a message sent twice would arrive now.
  await sleep(SETTLE_MS);
}

// ---------------------------------------------------------------------------------------------
// Checks and figures.

function stats(sorted: number[]): Stats {
  return {
    min: sorted[0] ?? Number.NaN,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

/** Every post redirected, every message there exactly once and to the business; the latencies. */
function checkArrivals(
  posts: Post[],
  arrivals: Arrival[],
  runTag: string,
): { latencies: number[]; failures: string[] } {
  const failures: string[] = [];
  const refused = posts.filter((p) => p.status < 0);
  if (refused.length) {
    failures.push(
      `${refused.length} post(s) not redirected to /thank-you-contact (status ${refused.map((p) => -p.status).join(", ")})`,
    );
  }
  const markerPattern = new RegExp(`${runTag}-\\d{3}`);
  const strangers = arrivals.filter((a) => !markerPattern.test(a.subject));
  if (strangers.length) {
    failures.push(
      `${strangers.length} message(s) without a marker of this run (e.g. "${strangers[0]!.subject}")`,
    );
  }
  const wrongTo = arrivals.filter((a) => a.to.length !== 1 || a.to[0] !== NOTIFY_ADDRESS);
  if (wrongTo.length) {
    failures.push(`${wrongTo.length} message(s) not to ${NOTIFY_ADDRESS} alone`);
  }
  const latencies: number[] = [];
  let missing = 0;
  let twice = 0;
  for (const post of posts) {
    const mine = arrivals.filter((a) => a.subject.match(markerPattern)?.[0] === post.marker);
    if (mine.length === 0) missing++;
    if (mine.length > 1) twice++;
    if (mine.length) latencies.push(mine[0]!.at - post.answeredAt);
  }
  if (missing) failures.push(`${missing} of ${posts.length} message(s) never arrived`);
  if (twice) failures.push(`${twice} message(s) arrived more than once`);
  return { latencies: latencies.sort((a, b) => a - b), failures };
}

/** The outbox rows of this run (found by the marker in their subject): all sent, none left. */
async function checkOutbox(runTag: string, expected: number): Promise<string[]> {
  const db = await appDatabase();
  const rows = await db
    .selectFrom("email_outbox")
    .select(["status"])
    .where("subject", "like", `%${runTag}-%`)
    .execute();
  const sent = rows.filter((r) => r.status === "sent").length;
  if (rows.length === expected && sent === expected) return [];
  return [
    `the outbox holds ${rows.length} row(s) of this run, ${sent} sent (expected ${expected} sent)`,
  ];
}

/** Forgets this process's database handle and parsed environment, so the next app starts clean. */
async function forgetApp(): Promise<void> {
  const [db, env, auth] = await Promise.all([
    import("../../app/platform/db/db.server"),
    import("../../app/platform/env.server"),
    import("../../app/platform/auth/auth.server"),
  ]);
  await db.closeDb();
  env.resetEnvCache();
  auth.resetAuth();
}

// ---------------------------------------------------------------------------------------------
// One database.

async function benchEngine(
  engine: Engine,
  version: string,
  index: number,
  check: { current?: () => void },
): Promise<MailEngineResult> {
  const started = performance.now();
  const depth = cleanups.depth;
  try {
    const recorder = await startRecorder();
    cleanups.push(() => recorder.close());
    const env: Record<string, string> = {
      SMTP_URL: `smtp://127.0.0.1:${recorder.port}`,
      BUSINESS_NOTIFY_EMAIL: NOTIFY_ADDRESS,
      TRUST_PROXY: "loopback",
    };
    if (engine === "PostgreSQL") {
      const name = `limra_bench_mail_${Date.now().toString(36)}_${process.pid}`;
      cleanups.push(async () => {
        await withPgAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      });
      await withPgAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
      env.DATABASE_URL = pgUrlFor(name);
    }
    console.log(`\nmail: ${engine}: starting the app (SMTP on 127.0.0.1:${recorder.port})`);
    const app = await startBenchApp({ env });
    cleanups.push(async () => {
      await app.stop();
      await forgetApp();
    });
    check.current ??= buildGuard();
    const guard = check.current;

    const runTag = `mailbench${Date.now().toString(36)}`;
    const loadAverage = os.loadavg()[0]!;
    const posts: Post[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      if (i > 0) await sleep(randomInt(PAUSE_MS.min, PAUSE_MS.max + 1));
      const marker = `${runTag}-${String(i).padStart(3, "0")}`;
      posts.push(await postContact(app, marker, `10.22.${index}.${i + 1}`));
    }
    await waitForArrivals(
      recorder,
      posts.map((p) => p.marker),
    );
    guard();
    const { latencies, failures } = checkArrivals(posts, recorder.arrivals, runTag);
    failures.push(...(await checkOutbox(runTag, MESSAGES)));
    const latency = stats(latencies);
    console.log(
      `mail: ${engine}: ${latencies.length}/${MESSAGES} arrived; min ${ms(latency.min)}, ` +
        `p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, max ${ms(latency.max)}`,
    );
    return {
      engine,
      version,
      loadAverage,
      latencies,
      latency,
      http: stats(posts.map((p) => p.answeredAt - p.sentAt).sort((a, b) => a - b)),
      slow: latencies.filter((l) => l >= TARGET_P95_MS).length,
      failures,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await cleanups.run(depth);
  }
}

/** SQLite, then PostgreSQL when it can be reached; cleans up after itself, also when it fails. */
export async function runMailBench(): Promise<MailResult> {
  const check: { current?: () => void } = {};
  const engines: MailEngineResult[] = [];
  let skipped: string | undefined;
  try {
    engines.push(await benchEngine("SQLite", sqliteVersion(), 1, check));
    let pgVersion: string | undefined;
    try {
      pgVersion = await postgresVersion();
    } catch (error) {
      skipped = `PostgreSQL at ${new URL(PG_ADMIN_URL).host} could not be reached (${String(error)})`;
      console.log(`mail: ${skipped}; measured on SQLite only`);
    }
    if (pgVersion) engines.push(await benchEngine("PostgreSQL", pgVersion, 2, check));
  } finally {
    await cleanups.run();
  }
  const failures = engines.flatMap((e) => e.failures.map((f) => `${e.engine}: ${f}`));
  for (const e of engines) {
    if (!(e.latency.p95 < TARGET_P95_MS)) {
      failures.push(`${e.engine}: p95 ${ms(e.latency.p95)} (target < ${TARGET_P95_MS} ms)`);
    }
  }
  return { engines, skipped, failures };
}

// ---------------------------------------------------------------------------------------------
// Presentation.

export function ms(value: number): string {
  if (Number.isNaN(value)) return "n/a";
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
}

export function mailTable(result: MailResult): string {
  const rows = [
    "| Database | Messages arrived | min | p50 | p95 | max | Over 1 s | Contact post (HTTP) p50 |",
    "| --- | --: | --: | --: | --: | --: | --: | --: |",
  ];
  for (const e of result.engines) {
    const missed = !(e.latency.p95 < TARGET_P95_MS);
    const p95 = missed ? `**${ms(e.latency.p95)}**` : ms(e.latency.p95);
    rows.push(
      `| ${e.engine} | ${e.latencies.length} of ${MESSAGES} | ${ms(e.latency.min)} | ` +
        `${ms(e.latency.p50)} | ${p95} | ${ms(e.latency.max)} | ${e.slow} | ${ms(e.http.p50)} |`,
    );
  }
  return rows.join("\n");
}

/** "SQLite 3.x (better-sqlite3 y), PostgreSQL z". */
export function mailVersions(result: MailResult): string {
  return result.engines.map((e) => e.version).join(", ");
}

/** "SQLite 1.2, PostgreSQL 3.4": each run's 1-minute load average when its posts began. */
export function mailLoadAverages(result: MailResult): string {
  return result.engines.map((e) => `${e.engine} ${e.loadAverage.toFixed(2)}`).join(", ");
}

/** What the figures say, in sentences (the checks, a skipped database, a missed target). */
export function mailReading(result: MailResult): string {
  const sentences: string[] = [];
  for (const e of result.engines) {
    const own = e.failures.length
      ? `${e.engine}: **check failed**: ${e.failures.join("; ")}.`
      : `${e.engine}: all ${MESSAGES} posts were redirected, every message arrived exactly once ` +
        `and every outbox row is marked sent (run ${e.seconds.toFixed(0)} s).`;
    sentences.push(own);
  }
  if (result.skipped) sentences.push(`${result.skipped}: PostgreSQL was not measured.`);
  const missed = result.engines.filter((e) => !(e.latency.p95 < TARGET_P95_MS));
  sentences.push(
    missed.length
      ? `**Target missed** on ${missed.map((e) => e.engine).join(" and ")}.`
      : `The target (p95 < ${TARGET_P95_MS} ms) is met on ${result.engines.map((e) => e.engine).join(" and ")}.`,
  );
  return sentences.join(" ");
}
