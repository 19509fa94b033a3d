import { z } from "~/lib/zod";
import { optionalPhoneField } from "~/lib/zod-fields";
import type { AccountMessages } from "./content/types";

/** The account forms' schemas (messages in the page's language). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

const text = (message: string) => z.string({ error: message }).trim();

function email(m: AccountMessages) {
  return text(m.emailInvalid)
    .min(1, m.emailInvalid)
    .max(254, m.emailInvalid)
    .pipe(z.email(m.emailInvalid))
    .transform((v) => v.toLowerCase());
}

/** A new password: 6 to 128 characters (the common-password check is on the server). */
export function newPassword(m: { passwordMin: string; passwordMax: string }) {
  return z
    .string({ error: m.passwordMin })
    .min(PASSWORD_MIN, m.passwordMin)
    .max(PASSWORD_MAX, m.passwordMax);
}

export function signInSchema(m: AccountMessages) {
  return z.object({
    email: email(m),
    password: z
      .string({ error: m.passwordRequired })
      .min(1, m.passwordRequired)
      .max(PASSWORD_MAX, m.invalidCredentials),
  });
}

export function signUpSchema(m: AccountMessages) {
  return z.object({
    name: text(m.nameRequired).min(1, m.nameRequired).max(100, m.nameRequired),
    email: email(m),
    password: newPassword(m),
  });
}

export function resetRequestSchema(m: AccountMessages) {
  return z.object({ email: email(m) });
}

export function resetPasswordSchema(m: AccountMessages) {
  return z
    .object({
      password: newPassword(m),
      confirmPassword: z.string({ error: m.passwordMin }).min(PASSWORD_MIN, m.passwordMin),
      token: z.string().min(1),
    })
    .refine((v) => v.password === v.confirmPassword, {
      message: m.passwordsMismatch,
      path: ["confirmPassword"],
    });
}

export function codeSchema(m: AccountMessages) {
  return z.object({ code: text(m.codeRequired).min(6, m.invalidCode).max(20, m.invalidCode) });
}

export function profileSchema(m: { nameRequired: string; phoneInvalid: string }) {
  return z.object({
    name: text(m.nameRequired).min(1, m.nameRequired).max(100, m.nameRequired),
    phone: optionalPhoneField(m.phoneInvalid),
  });
}

export function changePasswordSchema(m: AccountMessages & { mismatch: string }) {
  return z
    .object({
      currentPassword: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired),
      newPassword: newPassword(m),
      confirmPassword: z.string({ error: m.passwordMin }),
    })
    .refine((v) => v.newPassword === v.confirmPassword, {
      message: m.mismatch,
      path: ["confirmPassword"],
    });
}
