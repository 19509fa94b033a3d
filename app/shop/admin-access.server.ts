import { data } from "react-router";
import { getCurrentUser, type Guard } from "~/platform/auth/guards.server";
import type { StoreAdminRefusal } from "./components/store-admin-access";

/**
 * The store admin's guard (/limrakart/admin): a visitor gets 401 ('Access Denied', with a
 * Login button), a signed-in non-admin 403 ('Admin Access Required'). The store-admin layout's
 * middleware runs it for every child route; the page's loader and action run it again.
 */
export const requireStoreAdmin: Guard = (context) => {
  const user = getCurrentUser(context);
  if (!user) throw data({ reason: "login" } satisfies StoreAdminRefusal, { status: 401 });
  if (user.role !== "admin") {
    throw data({ reason: "admin" } satisfies StoreAdminRefusal, { status: 403 });
  }
  return user;
};
