import { createRequestHandler } from "@react-router/express";
import express from "express";
import "react-router";
import { CLIENT_IP_HEADER } from "../app/platform/request-info.server";
import { mediaDir } from "../app/platform/images.server";
import { getAuth } from "../app/platform/auth/auth.server";
import { getDb, closeDb } from "../app/platform/db/db.server";
import { migrateToLatest } from "../app/platform/db/migrate.server";
import { getBusiness } from "../app/platform/business.server";
import { getEnv } from "../app/platform/env.server";
import {
  mailerFromEnv,
  startOutboxWorker,
  type OutboxWorker,
} from "../app/platform/email/outbox.server";
import { logger } from "../app/platform/logger.server";

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

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
  }),
);

let worker: OutboxWorker | undefined;

/** Validates configuration, migrates the database and starts the e-mail worker. */
export async function boot(): Promise<void> {
  const env = getEnv();
  getBusiness();
  const result = await migrateToLatest(getDb());
  for (const r of result.results ?? [])
    logger.info("migration applied", { migration: r.migrationName });
  getAuth();
  worker = startOutboxWorker(getDb(), mailerFromEnv(), { from: env.MAIL_FROM });
  if (env.isProduction && !env.secureCookies) {
    logger.warn("APP_URL is not https: cookies are sent without the Secure flag");
  }
}

export async function shutdown(): Promise<void> {
  await worker?.stop();
  await closeDb();
}
