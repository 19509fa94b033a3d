import type { RouterContextProvider } from "react-router";
import { formValues, parseWith } from "~/lib/forms";
import { safeRedirect } from "~/lib/safe-redirect";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { logger } from "~/platform/logger.server";
import { redirectWithToast } from "~/platform/toast.server";
import { cancelBill, DELETE_REFUSED, deleteBill } from "./bills.server";
import { cancelBillSchema } from "./schema";

type Context = Readonly<RouterContextProvider>;
type ListOptions = { fallback: string; style: "bills" | "pending" };

/**
 * The actions of the bill lists (Old Bills, History, Old Pending): `intent=delete` (a hard
 * delete of a bill that took no money, audited) and `intent=cancel` (with a reason, refunding
 * what was paid or not). Anything else is a 400.
 */
export async function billListAction(request: Request, context: Context, opts: ListOptions) {
  const user = requireBillingAccess(context, request);
  const values = formValues(await request.formData());
  const back = safeRedirect(values.redirectTo, opts.fallback);
  if (values.intent === "delete")
    return deleteAction(values.id ?? "", back, user.id, context, opts);
  if (values.intent === "cancel") return cancelAction(values, back, user.id, context);
  return formFailure(context, {
    status: 400,
    toast: { title: "Error", description: "Unknown action." },
  });
}

async function deleteAction(
  id: string,
  back: string,
  actorId: string,
  context: Context,
  opts: ListOptions,
) {
  const failed =
    opts.style === "pending"
      ? "Failed to delete bill. Please try again."
      : "Failed to delete complaint";
  try {
    const deleted = await deleteBill(id, actorId);
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

async function cancelAction(
  values: Record<string, string>,
  back: string,
  actorId: string,
  context: Context,
) {
  const parsed = parseWith(cancelBillSchema, values);
  if (!parsed.success) {
    const description = Object.values(parsed.errors)[0] ?? "Check the form.";
    return formFailure(context, {
      status: 400,
      toast: { title: "Error", description },
      errors: parsed.errors,
    });
  }
  const { id, reason, refund, refundMethod } = parsed.data;
  try {
    const cancelled = await cancelBill(id, { reason, refund, refundMethod }, actorId);
    if (!cancelled.ok)
      return formFailure(context, {
        status: cancelled.reason === "not-found" ? 404 : 409,
        toast: {
          title: "Error",
          description:
            cancelled.reason === "not-found"
              ? "This bill does not exist (it may have been deleted)."
              : "This bill is already cancelled.",
        },
      });
    return redirectWithToast(back, { title: `Bill ${cancelled.number} cancelled` });
  } catch (error) {
    logger.error("cancelling a bill failed", { error: String(error) });
    return formFailure(context, {
      status: 500,
      toast: { title: "Error", description: "Failed to cancel the bill. Please try again." },
    });
  }
}
