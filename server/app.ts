import { createRequestHandler } from "@react-router/express";
import * as serverBuild from "virtual:react-router/server-build";
import express from "express";
import "react-router";
import { CLIENT_IP_HEADER } from "../app/platform/request-info.server";
import { mediaDir } from "../app/platform/images.server";
import { getAuth } from "../app/platform/auth/auth.server";
import { processPasswordResetRequests } from "../app/platform/auth/password-reset.server";
import { getDb, closeDb, withUntimedDb } from "../app/platform/db/db.server";
import { migrateToLatest } from "../app/platform/db/migrate.server";
import { getBusiness } from "../app/platform/business.server";
import { OUTBOX_CHANNEL } from "../app/platform/email/outbox-signal.server";
import { type Listener, listenForNotifications } from "../app/platform/db/listen.server";
import {
  bumpPublicVersion,
  PUBLIC_CHANNEL,
  setPublicListening,
} from "../app/platform/page-cache/public-version.server";
import { pageCache } from "./page-cache";
import { renderGate } from "./render-gate";
import { isPostgres } from "../app/platform/db/dialect";
import { watchDatabaseOutages } from "../app/platform/db/unavailable.server";
import { refreshBusinessSnapshot } from "../app/domain/business-settings.server";
import { alertMailGivenUp } from "../app/domain/notifications.server";
import { getEnv } from "../app/platform/env.server";
import {
  mailerFromEnv,
  startOutboxWorker,
  type OutboxWorker,
} from "../app/platform/email/outbox.server";
import { logger, runWithRequestId } from "../app/platform/logger.server";

export { compress } from "./compress";
export { flushLogs } from "../app/platform/logger.server";
import { migrationsAreCurrent } from "../app/platform/db/migrate.server";
import { isVouchedNullOrigin } from "../app/platform/origin-check.server";
import {
  declaredReferrerPolicies,
  NONCE_HEADER,
  REQUEST_ID_HEADER,
  newNonce,
  requestIdFrom,
  securityHeaders,
} from "../app/platform/security-headers.server";
import { sql } from "kysely";
import { bodyLimit } from "./body-limit";
import { startUploadSweeper } from "../app/platform/storage.server";
import { startCodConfirmationSweeper, type CodConfirmationSweeper } from "../app/shop/index.server";

/**
 * The server side of the application: an Express app that hands every request to React Router,
 * plus start-up (configuration check, migrations, e-mail worker) and shutdown.
 * server.js (the process entry) mounts it; in development through Vite, in production from
 * build/server/index.js.
 */
export const app = express();
app.disable("x-powered-by");

const trustProxy = getEnv().TRUST_PROXY;
if (trustProxy !== undefined) app.set("trust proxy", trustProxy);

// The client's address (behind a trusted proxy: from X-Forwarded-For), for rate limits. Always
// overwritten here, so a client cannot choose it.
app.use((req, _res, next) => {
  req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
  next();
});

/**
 * Every response: a request id (echoed, and on every log line of the request), a fresh CSP nonce
 * for the page's own scripts and styles (handed to React Router in a request header the client
 * cannot set), the security headers, and one JSON access-log line when it is done. server.js also
 * mounts it before the static files in production, so they get the headers too; it runs once.
 * The development server (Vite) gets no Content-Security-Policy: Vite injects inline scripts.
 */
export function requestMiddleware(
  req: express.Request,
  res: express.Response,
  next: express.NextFunction,
) {
  if (res.locals.limraRequest) return next();
  res.locals.limraRequest = true;
  const requestId = requestIdFrom(req.get(REQUEST_ID_HEADER));
  const nonce = newNonce();
  req.headers[NONCE_HEADER] = nonce;
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader("X-Request-Id", requestId);
  const env = getEnv();
  const business = getBusiness();
  const referrerPolicy = referrerPolicyOf(req.path);
  const headers = securityHeaders({
    nonce,
    frameUrls: [business.mapEmbedUrl, business.portfolioUrl],
    production: env.isProduction,
    https: env.secureCookies,
    referrerPolicy,
  });
  if (!env.isProduction) delete headers["Content-Security-Policy"];
  if (referrerPolicy === "no-referrer") underNoReferrer(req, res, env.APP_URL);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    runWithRequestId(requestId, () =>
      logger.info("request", {
        method: req.method,
        path: withoutSecrets(req.path),
        status: res.statusCode,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      }),
    );
  });
  runWithRequestId(requestId, next);
}
app.use(requestMiddleware);

/**
 * The path as the access log keeps it: the status link's token (`/r/<token>/…`, its only
 * credential, which the database keeps only as a hash: decision 094) written as `[secret]`.
 */
function withoutSecrets(path: string): string {
  return path.startsWith("/r/") ? path.replace(/^\/r\/[^/]+/, "/r/[secret]") : path;
}

/** The Referrer-Policy a route declares in its handle (the status link's, decision 094). */
const referrerPolicyOf = declaredReferrerPolicies(serverBuild.routes);

/**
 * A route that declared `no-referrer` sends that header itself too: its value replaces the
 * default instead of doubling it. Its forms post with `Origin: null`; a post the browser vouches
 * for as same-origin gets its real origin back before React Router's origin check.
 */
function underNoReferrer(req: express.Request, res: express.Response, appUrl: string): void {
  const append = res.append.bind(res);
  res.append = (field: string, value?: string | string[]) =>
    field.toLowerCase() === "referrer-policy" ? res.set(field, value) : append(field, value);
  if (isVouchedNullOrigin(req.get("Origin"), req.get("Sec-Fetch-Site"))) {
    req.headers.origin = new URL(appUrl).origin;
  }
}

/**
 * The health check's own limit, under the 5 s a load balancer commonly waits: a database that
 * accepts connections but never answers is reported down in time, not by a hung check.
 */
const HEALTH_CHECK_TIMEOUT_MS = 3000;

async function checkDatabase(): Promise<"current" | "pending"> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`)),
      HEALTH_CHECK_TIMEOUT_MS,
    );
  });
  const check = (async () => {
    await sql`select 1`.execute(getDb());
    return (await migrationsAreCurrent(getDb())) ? ("current" as const) : ("pending" as const);
  })();
  check.catch(() => {}); // lost the race: its late failure is not news
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// Health check for load balancers and monitoring: the database answers and has every migration.
app.get("/healthz", async (_req, res) => {
  const result: { status: "ok" | "error"; database: string; migrations: string } = {
    status: "ok",
    database: "ok",
    migrations: "current",
  };
  try {
    if ((await checkDatabase()) === "pending") {
      result.status = "error";
      result.migrations = "pending";
    }
  } catch (error) {
    logger.error("health check: database unreachable", error);
    result.status = "error";
    result.database = "unreachable";
    result.migrations = "unknown";
  }
  res
    .status(result.status === "ok" ? 200 : 503)
    .setHeader("Cache-Control", "no-store")
    .json(result);
});

// Pictures uploaded in the admin panels: random, never-reused names, so a year of cache is safe.
app.use(
  "/media",
  express.static(mediaDir(), {
    immutable: true,
    maxAge: "1y",
    index: false,
    dotfiles: "deny",
    setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
  }),
);

app.use(pageCache);
// What the page cache did not serve is rendered, a few pages at a time (decision 106).
app.use(renderGate);
app.use(bodyLimit);
// The build as an object, not a function: React Router derives its route tables (ranking every
// route, building the static handler) once per build instead of once per request (issue 37).
const reactRouter = createRequestHandler({ build: serverBuild });
// Each request keeps its own record of database outages it met (the busy page's safety net,
// app/platform/db/busy.server.ts).
app.use((req, res, next) => watchDatabaseOutages(() => reactRouter(req, res, next)));

let worker: OutboxWorker | undefined;
let listener: Listener | undefined;
let uploadSweeper: { stop(): void } | undefined;
let codSweeper: CodConfirmationSweeper | undefined;

/**
 * Validates configuration, migrates the database, starts the e-mail worker, clears the
 * temporary upload files a crash left behind (then again every 15 minutes) and starts the sweep
 * that cancels unconfirmed cash-on-delivery orders (every 10 minutes).
 */
export async function boot(): Promise<void> {
  const env = getEnv();
  getBusiness();
  const result = await withUntimedDb(migrateToLatest);
  for (const r of result.results ?? [])
    logger.info("migration applied", { migration: r.migrationName });
  await refreshBusinessSnapshot(getDb());
  getAuth();
  const outbox = startOutboxWorker(getDb(), mailerFromEnv(), {
    from: env.MAIL_FROM,
    // "Forgot password" requests become reset e-mails here, after their answer (decision 058).
    prepare: () => processPasswordResetRequests(),
    // A mail given up for good becomes the owner's high-priority alert (decision 086).
    onGaveUp: alertMailGivenUp,
  });
  worker = outbox;
  // PostgreSQL: a mail queued, or public data changed, by any process is heard here at commit
  // (decisions 040 and 041); the page cache stays off while this process is not listening.
  if (isPostgres(getDb())) {
    setPublicListening(false);
    listener = listenForNotifications(
      env.DATABASE_URL,
      { [OUTBOX_CHANNEL]: outbox.wake, [PUBLIC_CHANNEL]: bumpPublicVersion },
      {
        onConnected: () => {
          setPublicListening(true);
          outbox.wake();
        },
        onLost: () => setPublicListening(false),
      },
    );
  }
  uploadSweeper = await startUploadSweeper();
  // Cash-on-delivery orders nobody confirmed in time are cancelled (decision 035).
  codSweeper = startCodConfirmationSweeper({ intervalMs: env.COD_SWEEP_SECONDS * 1000 });
  if (env.isProduction && !env.secureCookies) {
    // On this machine or the shop's own network (the quick start, a demo) plain http is expected:
    // said once, calmly. A public address without https is a fault (decision 078).
    if (isLocalAddress(new URL(env.APP_URL).hostname)) {
      logger.info(
        "APP_URL is plain http on this machine or the local network: fine for a demo; an online shop needs https (Secure cookies)",
      );
    } else {
      logger.warn("APP_URL is not https: cookies are sent without the Secure flag");
    }
  }
}

/** localhost, a loopback or private (RFC 1918, link-local) address, or a `.local` name. */
function isLocalAddress(hostname: string): boolean {
  return (
    hostname === "localhost" ||
    hostname === "[::1]" ||
    hostname.endsWith(".local") ||
    /^(127\.|10\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.)/.test(hostname)
  );
}

export async function shutdown(): Promise<void> {
  uploadSweeper?.stop();
  await listener?.close();
  await codSweeper?.stop();
  await worker?.stop();
  await closeDb();
}
