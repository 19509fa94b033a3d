import type { Route } from "./+types/layout";
import { guardMiddleware } from "~/platform/auth/guards.server";
import { requireOrderDesk } from "../access.server";
import { StoreAdminError } from "../components/store-admin-access";

/**
 * The store admin area (/limrakart/admin): the admin, and staff for its orders desk (decision
 * 064). The middleware refuses everyone else before any child loader or action runs; each child
 * still runs the guard, and the action checks what staff may post.
 */
export const middleware: Route.MiddlewareFunction[] = [guardMiddleware(requireOrderDesk)];

/** The access screens ('Access Denied', 'Admin Access Required') and any other error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StoreAdminError error={error} />;
}
