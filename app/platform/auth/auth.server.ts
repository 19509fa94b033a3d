import { queueAfterTransactionHook } from "@better-auth/core/context";
import { betterAuth } from "better-auth";
import { getAuthDb, getDb } from "../db/db.server";
import { getEnv } from "../env.server";
import { enqueueEmail } from "../email/outbox.server";
import { authEmails } from "../email/templates.server";
import { logger } from "../logger.server";
import { CLIENT_IP_HEADER } from "../request-info.server";

/** snake_case column names for the auth library's camelCase fields. */
function snake<const K extends string>(...fields: K[]): Record<K, string> {
  return Object.fromEntries(
    fields.map((f) => [f, f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]),
  ) as Record<K, string>;
}

export const SESSION_COOKIE_PREFIX = "limra";
export const CUSTOMER_SESSION_SECONDS = 60 * 60 * 24 * 30;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const RESET_TOKEN_SECONDS = 60 * 60;

/**
 * The auth library calls its e-mail callbacks inside its own database transaction (sign-up).
 * On SQLite that transaction holds the only connection, so writing the outbox row through the
 * application's handle would wait for it forever: write it once the transaction has committed
 * (at once when there is none). See docs/decisions/003.
 */
function afterAuthCommit(write: () => Promise<unknown>): Promise<void> {
  return queueAfterTransactionHook(async () => {
    await write();
  });
}

/** The library's other tables under this app's names (snake_case columns). */
const AUTH_TABLES = {
  session: {
    modelName: "sessions",
    fields: snake("expiresAt", "createdAt", "updatedAt", "ipAddress", "userAgent", "userId"),
    expiresIn: CUSTOMER_SESSION_SECONDS,
    updateAge: 60 * 60 * 24,
  },
  account: {
    modelName: "accounts",
    fields: snake(
      "accountId",
      "providerId",
      "userId",
      "accessToken",
      "refreshToken",
      "idToken",
      "accessTokenExpiresAt",
      "refreshTokenExpiresAt",
      "createdAt",
      "updatedAt",
    ),
  },
  verification: {
    modelName: "verifications",
    fields: snake("expiresAt", "createdAt", "updatedAt"),
  },
  // The library's limiter guards only its own HTTP endpoints (`auth.handler`), which this app
  // does not mount: the pages call `auth.api` on the server, and every password they take goes
  // through the sign-in lockout (sessions.server.ts). It stays on everywhere, tests included,
  // so the configuration under test is the one in production (docs/decisions/018).
  rateLimit: {
    enabled: true,
    storage: "database",
    modelName: "rate_limits",
    fields: snake("lastRequest"),
  },
} as const;

type AuthMailUser = { id: string; name: string; email: string };

/**
 * Queues the e-mail with a link to one of our pages (`/reset-password`, `/verify-email`) once
 * the library's transaction commits. A GET of the page shows a button; only the POST spends the
 * token, so a mail scanner that follows links cannot.
 */
function authLinkMailer(
  appDb: ReturnType<typeof getDb>,
  appUrl: string,
  page: string,
  email: typeof authEmails.resetPassword,
) {
  return async ({ user, token }: { user: AuthMailUser; token: string }) => {
    const url = `${appUrl}/${page}?token=${encodeURIComponent(token)}`;
    await afterAuthCommit(() =>
      enqueueEmail(appDb, {
        to: user.email,
        ...email({ name: user.name, url }),
        entity: "users",
        entityId: user.id,
      }),
    );
  };
}

function createAuth() {
  const env = getEnv();
  const appDb = getDb();
  const { db, type } = getAuthDb();
  return betterAuth({
    appName: "Limra",
    baseURL: env.APP_URL,
    secret: env.AUTH_SECRET,
    database: { db, type, transaction: true },
    telemetry: { enabled: false },
    user: {
      modelName: "users",
      fields: snake("emailVerified", "createdAt", "updatedAt"),
      additionalFields: {
        phone: { type: "string", required: false, input: true },
      },
    },
    ...AUTH_TABLES,
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      sendResetPassword: authLinkMailer(
        appDb,
        env.APP_URL,
        "reset-password",
        authEmails.resetPassword,
      ),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: authLinkMailer(
        appDb,
        env.APP_URL,
        "verify-email",
        authEmails.verifyEmail,
      ),
    },
    advanced: {
      // The client address as server/app.ts sets it (a client cannot choose it).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: env.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      database: { generateId: () => crypto.randomUUID() },
    },
    logger: {
      log: (level, message, ...args) => {
        const fn = level === "error" ? logger.error : level === "warn" ? logger.warn : logger.debug;
        fn.call(logger, `auth: ${message}`, ...args);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

let instance: Auth | undefined;

/** The process-wide auth instance (better-auth over our database). */
export function getAuth(): Auth {
  instance ??= createAuth();
  return instance;
}

/** Forget the instance (tests that switch databases). */
export function resetAuth() {
  instance = undefined;
}
