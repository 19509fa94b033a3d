import { NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { roleMiddleware } from "~/platform/auth/guards.server";

/**
 * The admin area (admin role only). The middleware refuses everyone else before any child
 * loader or action runs; each child still checks the role itself.
 */
export const middleware: Route.MiddlewareFunction[] = [roleMiddleware("admin")];

const adminLinks = [
  { to: "/admin/inbox", label: "Inbox" },
  { to: "/admin/users", label: "Users" },
];

export default function AdminLayout() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="Admin" className="mb-6 border-b border-slate-200 dark:border-slate-800">
        <ul className="flex gap-4">
          {adminLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
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
