import { z } from "~/lib/zod";

/** The help page's schema, shared by the browser and the server. */

export type HelpMessages = { nameRequired: string; emailInvalid: string; messageRequired: string };

/** The help page's 'Still need help?' message. */
export function helpMessageSchema(m: HelpMessages) {
  return z.object({
    name: z.string().trim().min(1, m.nameRequired).max(100),
    email: z.string().trim().pipe(z.email(m.emailInvalid)),
    subject: z.string().trim().max(200).optional(),
    message: z.string().trim().min(1, m.messageRequired).max(5000),
  });
}
