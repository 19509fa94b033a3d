import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * Every environment variable the server reads, validated once at start.
 * `.env.example` documents each of them; keep the two in step.
 */
const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined))
  .pipe(z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: z.string().optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().optional(),
  /**
   * How long a request waits for PostgreSQL (milliseconds): to get a connection, and for one
   * statement. Past it the request answers 503 "busy" instead of hanging.
   */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /** How often the background worker cancels cash-on-delivery orders left unconfirmed (seconds). */
  COD_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /**
   * Express "trust proxy": how to find the client's address behind a reverse proxy, e.g.
   * "loopback", "1" (one hop) or a subnet. Unset: the direct peer's address is used.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) =>
      v === undefined ? undefined : /^\d+$/.test(v) ? Number(v) : v === "true" ? true : v,
    ),
});

export type Env = z.infer<typeof envSchema> & {
  APP_URL: string;
  AUTH_SECRET: string;
  DATABASE_URL: string;
  MAIL_FROM: string;
  isProduction: boolean;
  /** Cookies get the Secure flag whenever the public URL is https (always so in production). */
  secureCookies: boolean;
};

let cached: Env | undefined;

/** process.env without empty values: `NAME=` in a .env file means "not set". */
export function setEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (e): e is [string, string] => e[1] !== undefined && e[1].trim() !== "",
    ),
  );
}

/** Formats zod issues as `NAME: message` lines for a clear start-up error. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `  ${i.path.join(".") || "(root)"}: ${i.message}`).join("\n");
}

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(setEnv());
  if (!parsed.success) {
    throw new Error(`Invalid environment configuration:\n${describeIssues(parsed.error)}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  cached = {
    ...e,
    DATA_DIR: dataDir,
    APP_URL: appUrl,
    DATABASE_URL: e.DATABASE_URL || defaultDatabaseUrl(dataDir),
    AUTH_SECRET: e.AUTH_SECRET ?? localSecret(dataDir, isProduction),
    MAIL_FROM: e.MAIL_FROM ?? "Limra Graphics <no-reply@localhost>",
    isProduction,
    secureCookies: appUrl.startsWith("https:"),
  };
  return cached;
}

/** Without DATABASE_URL: the SQLite file in the data directory. */
export function defaultDatabaseUrl(dataDir: string): string {
  return `file:${path.join(dataDir, "app.db")}`;
}

/** Test helper: forget the parsed environment so a changed process.env is read again. */
export function resetEnvCache() {
  cached = undefined;
}

/**
 * Outside production a missing AUTH_SECRET is generated once and kept in the data directory,
 * so sessions survive restarts of the demo. Production must set it explicitly.
 */
function localSecret(dataDir: string, isProduction: boolean): string {
  if (isProduction) {
    throw new Error(
      "Invalid environment configuration:\n  AUTH_SECRET: required in production (32+ random characters)",
    );
  }
  const file = path.join(dataDir, ".auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
