import { z } from "~/lib/zod";
import { fill } from "~/lib/forms";
import { requiredPhoneField } from "~/lib/zod-fields";
import type { NewRequestContent } from "./content";

/** The staff's New request form, checked in the browser and again on the server. */
type Messages = NewRequestContent["messages"];

const required = (m: Messages, max: number) =>
  z.string({ error: m.required }).trim().min(1, m.required).max(max, fill(m.tooLong, { max }));

const optional = (m: Messages, max: number) =>
  z
    .string()
    .trim()
    .max(max, fill(m.tooLong, { max }))
    .optional()
    .transform((v) => (v ? v : null));

export function newRequestSchema(m: Messages) {
  return z.object({
    source: z.enum(["walk_in", "phone"], { error: m.required }),
    phone: requiredPhoneField(m.phoneRequired, m.phoneInvalid),
    name: required(m, 100),
    email: z
      .string()
      .trim()
      .max(254, m.emailInvalid)
      .optional()
      .pipe(z.union([z.literal(""), z.undefined(), z.email(m.emailInvalid)]))
      .transform((v) => (v ? v.toLowerCase() : null)),
    locale: z.enum(["en", "ta"]).catch("en"),
    service: required(m, 100),
    quantity: optional(m, 100),
    details: optional(m, 2000),
  });
}

export type NewRequestInput = z.infer<ReturnType<typeof newRequestSchema>>;
