import type { Locale } from "~/lib/i18n/i18n";
import { getDb } from "~/platform/db/db.server";
import type { Theme } from "~/platform/preferences.server";

/**
 * A signed-in person's profile as the pages read it. Here in the platform so the shop's checkout
 * and the account pages read one function without the two features importing each other.
 */

export type Profile = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  locale: Locale | null;
  theme: Theme | null;
  notifications: boolean;
  twoFactor: boolean;
};

/** The users' columns a profile is read from (the data export adds `created_at`). */
export const PROFILE_COLUMNS = [
  "id",
  "name",
  "email",
  "phone",
  "locale",
  "theme",
  "notifications_enabled",
  "totp_enabled_at",
] as const;

export async function getProfile(userId: string): Promise<Profile | null> {
  const row = await getDb()
    .selectFrom("users")
    .select(PROFILE_COLUMNS)
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    locale: row.locale,
    theme: row.theme,
    notifications: row.notifications_enabled === 1,
    twoFactor: row.totp_enabled_at !== null,
  };
}
