import type { Route } from "./+types/admin-layout";
import { guardMiddleware } from "~/platform/auth/guards.server";
import { requireStoreAdmin } from "../admin-access.server";
import { StoreAdminError } from "../components/store-admin-access";

/**
 * The store admin area (/limrakart/admin, admin role only). The middleware refuses everyone
 * else before any child loader or action runs; each child still runs the same guard.
 */
export const middleware: Route.MiddlewareFunction[] = [guardMiddleware(requireStoreAdmin)];

/** The access screens ('Access Denied', 'Admin Access Required') and any other error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StoreAdminError error={error} />;
}
