import type { Kysely } from "kysely";
import type { Locale } from "~/lib/i18n/i18n";
import type { Database } from "../db/schema";

/**
 * The language an e-mail to `email` is written in: the saved language of the account with that
 * address (as staffAccessApprovedEmail does for its person), English when there is no account
 * or it saved none.
 */
export async function recipientLocale(db: Kysely<Database>, email: string): Promise<Locale> {
  const row = await db
    .selectFrom("users")
    .select("locale")
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return row?.locale === "ta" ? "ta" : "en";
}
