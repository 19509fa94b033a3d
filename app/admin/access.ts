import type { Locale } from "~/lib/i18n/i18n";
import { adminContent } from "./content";

/**
 * What a signed-in user without the admin role sees in the admin area (the spec's
 * 'Access Denied - You must be an admin to access this panel.'). The admin layout's middleware
 * throws it as a 403's data, in the request's language; React Router shows a middleware's error
 * in the root's error page, which uses `title` and `message`, and the admin layout's error page
 * shows the same words for a 403 thrown by a page's own loader or action.
 */
export const ADMIN_ACCESS_DENIED = adminContent.en.accessDenied;

/** The refusal in `locale`. */
export function adminAccessDenied(locale: Locale) {
  return adminContent[locale].accessDenied;
}
