import { ShieldAlert } from "lucide-react";
import { isRouteErrorResponse, Link, NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { buttonClass, mutedText } from "~/components/ui/styles";
import { roleMiddleware } from "~/platform/auth/guards.server";
import { ADMIN_ACCESS_DENIED } from "../access";

/**
 * The admin area (admin role only). The middleware refuses everyone else before any child
 * loader or action runs (a visitor goes to /auth, anyone else gets a 403 with the spec's
 * message); each child still checks the role itself (`requireRole`).
 */
export const middleware: Route.MiddlewareFunction[] = [
  roleMiddleware(["admin"], ADMIN_ACCESS_DENIED),
];

const adminLinks = [
  { to: "/admin", label: "Catalog", end: true },
  { to: "/admin/inbox", label: "Inbox", end: false },
  { to: "/admin/users", label: "Users", end: false },
  { to: "/admin/settings", label: "Settings", end: false },
  { to: "/admin/reminders", label: "Reminders", end: false },
  { to: "/admin/audit", label: "Audit log", end: false },
  { to: "/admin/backup", label: "Backup", end: false },
];

export default function AdminLayout() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="Admin" className="mb-6 border-b border-slate-200 dark:border-slate-800">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {adminLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  `inline-block border-b-2 px-1 pb-2 font-semibold ${
                    isActive
                      ? "border-brand-600 text-brand-700 dark:text-brand-100"
                      : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300"
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

/**
 * A 403 from an admin page's loader or action shows the spec's 'Access Denied - You must be an
 * admin to access this panel.' (the middleware's 403 is shown by the root's error page with the
 * same words). Other errors of the admin pages (an inbox item that does not exist) show their
 * message inside the site's frame.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const routeError = isRouteErrorResponse(error) ? error : null;
  if (routeError?.status === 403) {
    return (
      <div className="mx-auto max-w-md px-4 py-20 text-center" data-testid="admin-access-denied">
        <title>{ADMIN_ACCESS_DENIED.title}</title>
        <ShieldAlert aria-hidden className="mx-auto size-12 text-red-600" />
        <h1 className="mt-4 text-2xl font-bold">{ADMIN_ACCESS_DENIED.title}</h1>
        <p className={`mt-2 ${mutedText}`}>{ADMIN_ACCESS_DENIED.message}</p>
        <Link to="/" className={`${buttonClass.primary} mt-6`}>
          Go Home
        </Link>
      </div>
    );
  }
  if (!routeError) console.error(error);
  const message: unknown = routeError?.data?.message;
  const title = routeError?.status === 404 ? "Not found" : "Something went wrong";
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center">
      <title>{`${title} — Admin`}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className={`mt-2 ${mutedText}`}>
        {typeof message === "string" ? message : "Please try again in a moment."}
      </p>
      <Link to="/admin" className={`${buttonClass.primary} mt-6`}>
        Back to the admin panel
      </Link>
    </div>
  );
}
