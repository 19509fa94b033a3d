import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { billingAccessMiddleware } from "~/platform/auth/guards.server";
import { DraftSender } from "../offline";

/**
 * The guarded billing area (staff and admin): the middleware refuses everyone else before any
 * page runs (a visitor goes to sign in, a customer home); every loader and action checks again.
 */
export const middleware: Route.MiddlewareFunction[] = [billingAccessMiddleware];

export default function BillingLayout() {
  return (
    <div className="bg-slate-50 print:bg-white dark:bg-slate-950">
      <DraftSender />
      <Outlet />
    </div>
  );
}
