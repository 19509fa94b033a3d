import { isRouteErrorResponse } from "react-router";

/**
 * The store admin guard's refusal, told apart from any other error without its screens: the root's
 * error page asks this on every error, and fetches the screens (store-admin-access.tsx) only for a
 * refusal (issue 22).
 */

/** The data of the store admin guard's refusal (admin-access.server.ts). */
export type StoreAdminRefusal = { reason: "login" | "admin" };

/** The store admin guard's refusal in `error`, or null for any other error. */
export function storeAdminRefusal(error: unknown): StoreAdminRefusal["reason"] | null {
  if (!isRouteErrorResponse(error)) return null;
  const reason: unknown = (error.data as { reason?: unknown } | null)?.reason;
  if (error.status === 401 && reason === "login") return "login";
  if (error.status === 403 && reason === "admin") return "admin";
  return null;
}
