import type { RouterContextProvider } from "react-router";
import { safeRedirect } from "~/lib/safe-redirect";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { logger } from "~/platform/logger.server";
import { redirectWithToast } from "~/platform/toast.server";
import { DELETE_REFUSED, deleteBill } from "./bills.server";

/** The delete action of the bill lists (hard delete with its bookings, audited). */
export async function deleteBillAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  opts: { fallback: string; style: "bills" | "pending" },
) {
  const user = requireBillingAccess(context, request);
  const form = await request.formData();
  if (form.get("intent") !== "delete") {
    return formFailure(context, {
      status: 400,
      toast: { title: "Error", description: "Unknown action." },
    });
  }
  const back = safeRedirect(form.get("redirectTo"), opts.fallback);
  const failed =
    opts.style === "pending"
      ? "Failed to delete bill. Please try again."
      : "Failed to delete complaint";
  try {
    const deleted = await deleteBill(String(form.get("id") ?? ""), user.id);
    if (!deleted.ok && deleted.reason === "has-payments")
      return formFailure(context, {
        status: 409,
        toast: { title: "Error", description: DELETE_REFUSED },
      });
    if (!deleted.ok)
      return formFailure(context, { status: 404, toast: { title: "Error", description: failed } });
    const number = deleted.number;
    return redirectWithToast(
      back,
      opts.style === "pending"
        ? { title: "Bill Deleted", description: `Bill ${number} has been deleted successfully.` }
        : { title: `Bill ${number} deleted successfully` },
    );
  } catch (error) {
    logger.error("deleting a bill failed", { error: String(error) });
    return formFailure(context, {
      status: 500,
      toast: {
        title: "Error",
        description:
          opts.style === "pending" ? "An unexpected error occurred while deleting." : failed,
      },
    });
  }
}
