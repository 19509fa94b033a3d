/**
 * What a signed-in user without the admin role sees in the admin area (the spec's
 * 'Access Denied - You must be an admin to access this panel.'). The admin layout's middleware
 * throws it as a 403's data; React Router shows a middleware's error in the root's error page,
 * which uses `title` and `message`, and the admin layout's error page shows the same words for
 * a 403 thrown by a page's own loader or action.
 */
export const ADMIN_ACCESS_DENIED = {
  title: "Access Denied",
  message: "You must be an admin to access this panel.",
} as const;
