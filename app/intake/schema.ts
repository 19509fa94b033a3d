import { z } from "~/lib/zod";
import { fill } from "~/lib/forms";
import { optionalPhoneField, requiredPhoneField } from "~/lib/zod-fields";
import type { IntakeMessages } from "./content/types";
import { FEEDBACK_SERVICES, ORDER_SERVICES, PROJECT_TYPES } from "./options";

/**
 * The intake forms' schemas, shared by the browser (checked before sending) and the server
 * (checked again, always). Built per language so each message is the page's language.
 * Field names are the forms' input names.
 */

/** Text that may be left empty: "" and whitespace become null. */
function optionalText(m: IntakeMessages, max: number) {
  return z
    .string()
    .trim()
    .max(max, fill(m.tooLong, { max }))
    .optional()
    .transform((v) => (v ? v : null));
}

function requiredText(message: string, m: IntakeMessages, max: number, min = 1) {
  return z.string({ error: message }).trim().min(min, message).max(max, fill(m.tooLong, { max }));
}

function requiredPhone(m: IntakeMessages) {
  return requiredPhoneField(m.phoneRequired, m.phoneInvalid);
}

function optionalPhone(m: IntakeMessages) {
  return optionalPhoneField(m.phoneInvalid);
}

function requiredEmail(m: IntakeMessages) {
  return z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, m.emailRequired)
    .max(254, m.emailInvalid)
    .pipe(z.email(m.emailInvalid))
    .transform((v) => v.toLowerCase());
}

function optionalEmail(m: IntakeMessages) {
  return z
    .string()
    .trim()
    .max(254, m.emailInvalid)
    .optional()
    .pipe(z.union([z.literal(""), z.undefined(), z.email(m.emailInvalid)]))
    .transform((v) => (v ? v.toLowerCase() : null));
}

/** A 1–5 star rating; an unset rating (empty, 0) fails with `message`. */
function rating(message: string) {
  return z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? 0 : Number(v)),
    z.number({ error: message }).int(message).min(1, message).max(5, message),
  );
}

function choice<T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z.enum(options, { error: message });
}

export function orderSchema(m: IntakeMessages) {
  return z.object({
    name: requiredText(m.nameRequired, m, 100),
    phone: requiredPhone(m),
    email: optionalEmail(m),
    service: choice(ORDER_SERVICES, m.serviceRequired),
    quantity: optionalText(m, 200),
    message: optionalText(m, 5000),
  });
}

export function contactSchema(m: IntakeMessages) {
  return z.object({
    name: requiredText(m.nameRequired, m, 100),
    email: requiredEmail(m),
    phone: optionalPhone(m),
    subject: optionalText(m, 200),
    message: requiredText(m.messageRequired, m, 5000),
  });
}

export function reviewSchema(m: IntakeMessages) {
  return z.object({
    name: requiredText(m.nameMin2, m, 100, 2),
    company: requiredText(m.companyRequired, m, 120),
    location: requiredText(m.locationRequired, m, 120),
    rating: rating(m.ratingRequired),
    reviewText: requiredText(m.reviewMin10, m, 2000, 10),
    projectType: choice(PROJECT_TYPES, m.projectTypeRequired),
  });
}

export function feedbackSchema(m: IntakeMessages) {
  return z.object({
    name: requiredText(m.nameRequired, m, 100),
    email: requiredEmail(m),
    phone: optionalPhone(m),
    rating: rating(m.ratingRequired),
    service: choice(FEEDBACK_SERVICES, m.serviceRequired),
    feedback: requiredText(m.feedbackRequired, m, 5000),
    wouldRecommend: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "yes" || v === "true"),
  });
}

export type OrderInput = z.output<ReturnType<typeof orderSchema>>;
export type ContactInput = z.output<ReturnType<typeof contactSchema>>;
export type ReviewInput = z.output<ReturnType<typeof reviewSchema>>;
export type FeedbackInput = z.output<ReturnType<typeof feedbackSchema>>;
