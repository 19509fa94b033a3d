import { Boxes, Lock, ShieldAlert } from "lucide-react";
import { isRouteErrorResponse, Link } from "react-router";
import { buttonClass, mutedText } from "~/components/ui/styles";

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

/**
 * The spec's access screens of the store admin: 'Access Denied' for visitors, 'Admin Access
 * Required' for others; any other error 'Something went wrong'. Shown by the store-admin
 * layout's error page and, for its middleware's refusal on a document request, the root's.
 */
export function StoreAdminError({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 401) {
    return (
      <div className="mx-auto max-w-md px-4 py-20 text-center">
        <Lock aria-hidden className="mx-auto size-12 text-slate-400" />
        <title>Access Denied</title>
        <h1 className="mt-4 text-2xl font-bold">Access Denied</h1>
        <p className={mutedText}>Please login to access the admin panel</p>
        <Link to="/auth?redirectTo=%2Flimrakart%2Fadmin" className={`${buttonClass.primary} mt-6`}>
          Login
        </Link>
      </div>
    );
  }
  if (status === 403) {
    return (
      <div className="mx-auto max-w-md px-4 py-20 text-center">
        <ShieldAlert aria-hidden className="mx-auto size-12 text-red-600" />
        <title>Admin Access Required</title>
        <h1 className="mt-4 text-2xl font-bold">Admin Access Required</h1>
        <p className={mutedText}>This panel is for the shop's administrators.</p>
        <Link to="/limrakart" className={`${buttonClass.primary} mt-6`}>
          Go to Store
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center">
      <Boxes aria-hidden className="mx-auto size-12 text-slate-400" />
      <title>Something went wrong</title>
      <h1 className="mt-4 text-2xl font-bold">Something went wrong</h1>
      <Link to="/limrakart" className={`${buttonClass.primary} mt-6`}>
        Go to Store
      </Link>
    </div>
  );
}
