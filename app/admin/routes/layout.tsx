import { ShieldAlert } from "~/components/ui/icons";
import { isRouteErrorResponse, Link, NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { buttonClass, mutedText } from "~/components/ui/styles";
import { useLocale } from "~/lib/i18n/i18n";
import { roleMiddleware } from "~/platform/auth/guards.server";
import { getPreferences } from "~/platform/preferences.server";
import { adminAccessDenied } from "../access";
import { adminContent } from "../content";

/**
 * The admin area (admin role only). The middleware refuses everyone else before any child
 * loader or action runs (a visitor goes to /auth, anyone else gets a 403 with the spec's
 * message, in the request's language); each child still checks the role itself (`requireRole`).
 */
export const middleware: Route.MiddlewareFunction[] = [
  (args, next) =>
    roleMiddleware(["admin"], adminAccessDenied(getPreferences(args.context).locale))(args, next),
];

const adminLinks = [
  { to: "/admin", key: "catalog", end: true },
  { to: "/admin/inbox", key: "inbox", end: false },
  { to: "/admin/users", key: "users", end: false },
  { to: "/admin/settings", key: "settings", end: false },
  { to: "/admin/reminders", key: "reminders", end: false },
  { to: "/admin/audit", key: "audit", end: false },
  { to: "/admin/backup", key: "backup", end: false },
] as const;

export default function AdminLayout() {
  const c = adminContent[useLocale()];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label={c.navLabel} className="mb-6 border-b border-slate-200 dark:border-slate-800">
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
                {c.nav[link.key]}
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
  const c = adminContent[useLocale()];
  const routeError = isRouteErrorResponse(error) ? error : null;
  if (routeError?.status === 403) {
    return (
      <div className="mx-auto max-w-md px-4 py-20 text-center" data-testid="admin-access-denied">
        <title>{c.accessDenied.title}</title>
        <ShieldAlert aria-hidden className="mx-auto size-12 text-red-600" />
        <h1 className="mt-4 text-2xl font-bold">{c.accessDenied.title}</h1>
        <p className={`mt-2 ${mutedText}`}>{c.accessDenied.message}</p>
        <Link to="/" className={`${buttonClass.primary} mt-6`}>
          {c.goHome}
        </Link>
      </div>
    );
  }
  if (!routeError) console.error(error);
  const message: unknown = routeError?.data?.message;
  const title = routeError?.status === 404 ? c.notFound : c.somethingWrong;
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center">
      <title>{`${title} — ${c.titleSuffix}`}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className={`mt-2 ${mutedText}`}>{typeof message === "string" ? message : c.tryAgain}</p>
      <Link to="/admin" className={`${buttonClass.primary} mt-6`}>
        {c.backToAdmin}
      </Link>
    </div>
  );
}
