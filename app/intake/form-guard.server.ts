import { hitRateLimit } from "~/platform/rate-limit.server";
import { getClientIp } from "~/platform/request-info.server";
import { logger } from "~/platform/logger.server";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "./form-fields";
import { INTAKE_RATE_LIMIT } from "./options";

export type IntakeForm = "order" | "contact" | "review" | "feedback";

export type GuardOutcome =
  | { kind: "ok"; token: string }
  | { kind: "spam" }
  | { kind: "rate-limited"; retryAfterSeconds: number };

const TOKEN_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

/** A fresh token for a rendered form (its double-submit key). */
export function newFormToken(): string {
  return crypto.randomUUID();
}

/**
 * The checks every public form passes before its fields are read: the per-IP rate limit (every
 * post counts, shared by all instances), the honeypot, and the form token.
 */
export async function guardPublicForm(
  form: IntakeForm,
  fields: FormData,
  request: Request,
): Promise<GuardOutcome> {
  const ip = getClientIp(request);
  const limit = await hitRateLimit(`intake:${form}:${ip}`, INTAKE_RATE_LIMIT);
  if (!limit.allowed) {
    logger.warn("intake: rate limit reached", { form, ip, count: limit.count });
    return { kind: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  }
  const honeypot = fields.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.warn("intake: honeypot filled, post dropped", { form, ip });
    return { kind: "spam" };
  }
  const token = fields.get(FORM_TOKEN_FIELD);
  // A post without a valid token (not from our page) still counts, just without the guard.
  return {
    kind: "ok",
    token: typeof token === "string" && TOKEN_PATTERN.test(token) ? token : newFormToken(),
  };
}
