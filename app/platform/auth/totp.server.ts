import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { createCookie } from "react-router";
import { z } from "zod";
import { businessContact } from "../business.server";
import { getDb } from "../db/db.server";
import { nowIso } from "../db/dialect";
import { getEnv } from "../env.server";

/**
 * Optional two-factor sign-in (TOTP, RFC 6238) for staff and admin: a secret per user shown as a
 * QR code, confirmed with a first code before it is switched on, and ten single-use recovery
 * codes (stored hashed). A sign-in whose password was right but whose code is still due waits
 * in a short-lived signed cookie.
 */
const PERIOD = 30;
const DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

function totpFor(secret: string, label: string) {
  return new TOTP({
    issuer: businessContact().name,
    label,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI and its QR code (an SVG document) for an authenticator app. */
export async function totpSetup(secret: string, email: string) {
  const uri = totpFor(secret, email).toString();
  const svg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { uri, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/**
 * The time step of `code` when it is valid now (one step of clock drift either way is accepted),
 * else null.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const digits = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(digits)) return null;
  const delta = totpFor(secret, "check").validate({ token: digits, window: 1, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** The current code (tests and tools). */
export function currentTotp(secret: string, timestamp = Date.now()): string {
  return totpFor(secret, "check").generate({ timestamp });
}

const hashCode = (code: string) =>
  createHash("sha256").update(code.replace(/[\s-]/g, "").toLowerCase()).digest("hex");

function newRecoveryCode(): string {
  const raw = randomBytes(5).toString("hex"); // 10 hex characters
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

/** Switches two-factor sign-in on with a confirmed secret; returns the recovery codes (once). */
export async function enableTotp(
  userId: string,
  secret: string,
  confirmedStep: number,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const now = nowIso();
      await trx
        .updateTable("users")
        // The confirming code is spent: it cannot sign in a second time.
        .set({ totp_secret: secret, totp_enabled_at: now, totp_last_step: confirmedStep })
        .where("id", "=", userId)
        .execute();
      await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
      await trx
        .insertInto("recovery_codes")
        .values(
          codes.map((code) => ({
            id: crypto.randomUUID(),
            user_id: userId,
            code_hash: hashCode(code),
            used_at: null,
            created_at: now,
          })),
        )
        .execute();
    });
  return codes;
}

export async function disableTotp(userId: string): Promise<void> {
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable("users")
        .set({ totp_secret: null, totp_enabled_at: null })
        .where("id", "=", userId)
        .execute();
      await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    });
}

/** The user's active TOTP secret, or null when two-factor sign-in is off. */
export async function totpSecretOf(userId: string): Promise<string | null> {
  const row = await getDb()
    .selectFrom("users")
    .select(["totp_secret", "totp_enabled_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return row?.totp_enabled_at && row.totp_secret ? row.totp_secret : null;
}

/** Checks a code from the app, or spends one recovery code. */
export async function verifySecondFactor(userId: string, code: string): Promise<boolean> {
  const secret = await totpSecretOf(userId);
  if (!secret) return false;
  const step = totpStep(secret, code);
  if (step !== null) {
    // Each code once: only a step later than the last accepted one passes (atomically).
    const used = await getDb()
      .updateTable("users")
      .set({ totp_last_step: step })
      .where("id", "=", userId)
      .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1;
  }
  const result = await getDb()
    .updateTable("recovery_codes")
    .set({ used_at: nowIso() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hashCode(code))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A sign-in waiting for its second factor: who, where to go after, and until when. */
const pendingSchema = z.object({
  userId: z.string(),
  redirectTo: z.string(),
  expiresAt: z.number(),
});
export type PendingSignIn = z.infer<typeof pendingSchema>;

const PENDING_SECONDS = 5 * 60;

function pendingCookie() {
  const env = getEnv();
  return createCookie("limra_2fa", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: PENDING_SECONDS,
    secure: env.secureCookies,
    secrets: [env.AUTH_SECRET],
  });
}

export async function pendingSignInCookie(userId: string, redirectTo: string): Promise<string> {
  return pendingCookie().serialize({
    userId,
    redirectTo,
    expiresAt: Date.now() + PENDING_SECONDS * 1000,
  } satisfies PendingSignIn);
}

export async function readPendingSignIn(request: Request): Promise<PendingSignIn | null> {
  const parsed = pendingSchema.safeParse(
    await pendingCookie().parse(request.headers.get("Cookie")),
  );
  return parsed.success && parsed.data.expiresAt > Date.now() ? parsed.data : null;
}

export async function clearPendingSignIn(): Promise<string> {
  return pendingCookie().serialize("", { maxAge: 0 });
}
