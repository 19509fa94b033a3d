import { hitRateLimit } from "./rate-limit.server";
import { recordResponseValue } from "./page-cache/response-values.server";
import { getClientIp } from "./request-info.server";
import { logger } from "./logger.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/lib/form-fields";

/** Public forms: posts per IP and form in one minute before the server answers 429. */
export const INTAKE_RATE_LIMIT = { limit: 10, windowMs: 60_000 };

export type IntakeForm = "order" | "contact" | "review" | "feedback";

const TOKEN_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

/** A fresh token for a rendered form (its double-submit key), fresh in a cached page too. */
export function newFormToken(): string {
  return recordResponseValue(crypto.randomUUID());
}

/**
 * The per-IP, per-form rate limit (every post counts, shared by all instances). Checked before
 * the body is read, so a blocked client cannot make the server store uploads first.
 */
export async function checkRateLimit(
  form: IntakeForm,
  request: Request,
): Promise<{ kind: "rate-limited"; retryAfterSeconds: number } | null> {
  const ip = getClientIp(request);
  const limit = await hitRateLimit(`intake:${form}:${ip}`, INTAKE_RATE_LIMIT);
  if (limit.allowed) return null;
  logger.warn("intake: rate limit reached", { form, ip, count: limit.count });
  return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
}

/** The honeypot and the form token of a post that passed the rate limit. */
export function checkFormFields(
  form: IntakeForm,
  fields: FormData,
  request: Request,
): { kind: "ok"; token: string } | { kind: "spam" } {
  const honeypot = fields.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.warn("intake: honeypot filled, post dropped", { form, ip: getClientIp(request) });
    return { kind: "spam" };
  }
  const token = fields.get(FORM_TOKEN_FIELD);
  // A post without a valid token (not from our page) still counts, just without the guard.
  return {
    kind: "ok",
    token: typeof token === "string" && TOKEN_PATTERN.test(token) ? token : newFormToken(),
  };
}
