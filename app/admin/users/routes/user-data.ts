import { data } from "react-router";
import type { Route } from "./+types/user-data";
import {
  auditAdminExport,
  deleteAccount,
  exportResponse,
  exportUserData,
  type DeletionResult,
} from "~/account/index.server";
import { formValues, parseWith } from "~/lib/forms";
import { safeRedirect } from "~/lib/safe-redirect";
import { requireRole } from "~/platform/auth/guards.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { adminDataRightsContent, adminDataRightsSchema } from "../data-rights";

/**
 * A person's data on their request (decision 051), posted from /admin/users (admin only): the
 * download of their data as JSON, or the deletion of their account, each with the admin's reason
 * and an audit entry. Answers go back to the users page with a toast (the forms post without
 * JavaScript so the download arrives as a file). Only posts: a GET is 405 once access is checked.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, request, "admin");
  throw data({ message: "Post the form from /admin/users." }, { status: 405 });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireRole(context, request, "admin");
  const c = adminDataRightsContent[getPreferences(context).locale];
  const values = formValues(await request.formData());
  const back = safeRedirect(values.redirectTo, "/admin/users");
  const refuse = (title: string, description?: string) =>
    redirectWithToast(back, { title, description, variant: "destructive" });
  const parsed = parseWith(adminDataRightsSchema(c.messages), values);
  if (!parsed.success) {
    return refuse(c.toasts.invalid, Object.values(parsed.errors)[0]);
  }
  const userId = params.userId;
  if (parsed.data.intent === "export") {
    const exported = await exportUserData(userId);
    if (!exported) return refuse(c.toasts.notFound);
    await auditAdminExport(admin.id, userId, parsed.data.reason);
    return exportResponse(exported);
  }
  const result: DeletionResult = await deleteAccount(userId, {
    kind: "admin",
    id: admin.id,
    reason: parsed.data.reason,
  });
  switch (result.kind) {
    case "deleted":
      return redirectWithToast(back, c.toasts.deleted);
    case "not-found":
      return refuse(c.toasts.notFound);
    case "privileged":
      return refuse(c.toasts.privileged.title, c.toasts.privileged.description);
    case "last-admin":
      return refuse(c.toasts.lastAdmin.title, c.toasts.lastAdmin.description);
    case "open-orders":
      return refuse(c.toasts.openOrders.title, c.toasts.openOrders.description);
  }
}
