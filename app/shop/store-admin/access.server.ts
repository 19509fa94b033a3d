import { data } from "react-router";
import { getCurrentUser, type Guard } from "~/platform/auth/guards.server";
import type { StoreAdminRefusal } from "./components/store-admin-access";

/**
 * The store admin's guard (/limrakart/admin, its orders desk open to staff too, decision 064): a
 * visitor gets 401 ('Access Denied', with a Login button), a customer 403 ('Admin Access
 * Required'); staff and the admin pass. The layout's middleware runs it for every child route;
 * the page's loader and action run it again. What staff may post there is checked per
 * action (`staffMayPost`, order-workflow.ts): the orders' moves, not the catalog or the refunds.
 */
export const requireOrderDesk: Guard = (context) => {
  const user = getCurrentUser(context);
  if (!user) throw data({ reason: "login" } satisfies StoreAdminRefusal, { status: 401 });
  if (user.role !== "admin" && user.role !== "staff") {
    throw data({ reason: "admin" } satisfies StoreAdminRefusal, { status: 403 });
  }
  return user;
};
