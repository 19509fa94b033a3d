import type { RouterContextProvider } from "react-router";
import { fill, formValues, parseWith } from "~/lib/forms";
import type { Locale } from "~/lib/i18n/i18n";
import { safeRedirect } from "~/lib/safe-redirect";
import { requireBillingAccess } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { logger } from "~/platform/logger.server";
import { getPreferences } from "~/platform/preferences.server";
import { redirectWithToast } from "~/platform/toast.server";
import { billingCopy } from "../content";
import { cancelBill, deleteBill } from "./bills.server";
import { billToastCopy } from "./content";
import { cancelBillSchemaFor } from "./schema";
import { statusLabel } from "../money";
import { workToastCopy } from "./work-toasts";
import { setWorkStatus, workStatusSchemaFor } from "./work-status.server";

type Context = Readonly<RouterContextProvider>;
type ListOptions = { fallback: string; style: "bills" | "pending" };

/**
 * The actions of the bill lists (Old Bills, History, Old Pending): `intent=delete` (a hard
 * delete of a bill that took no money, audited), `intent=cancel` (with a reason, refunding
 * what was paid or not) and `intent=work-status` (the work's one-tap move, decision 070).
 * Anything else is a 400.
 */
export async function billListAction(request: Request, context: Context, opts: ListOptions) {
  const user = requireBillingAccess(context, request);
  const values = formValues(await request.formData());
  const back = safeRedirect(values.redirectTo, opts.fallback);
  const locale = getPreferences(context).locale;
  if (values.intent === "delete")
    return deleteAction(values.id ?? "", back, user.id, context, opts);
  if (values.intent === "cancel") return cancelAction(values, back, user.id, context);
  if (values.intent === "work-status") return workAction(values, back, user.id, context);
  return formFailure(context, {
    status: 400,
    toast: {
      title: billingCopy[locale].errorTitle,
      description: billToastCopy[locale].unknownAction,
    },
  });
}

/** The toasts of the lists' actions in the request's language, and their title. */
function copyOf(context: Context) {
  const locale: Locale = getPreferences(context).locale;
  return { t: billToastCopy[locale], title: billingCopy[locale].errorTitle, locale };
}

async function deleteAction(
  id: string,
  back: string,
  actorId: string,
  context: Context,
  opts: ListOptions,
) {
  const { t, title } = copyOf(context);
  const failed = opts.style === "pending" ? t.deleteFailedPending : t.deleteFailed;
  try {
    const deleted = await deleteBill(id, actorId);
    if (!deleted.ok && deleted.reason === "has-payments")
      return formFailure(context, {
        status: 409,
        toast: { title, description: t.deleteRefused },
      });
    if (!deleted.ok)
      return formFailure(context, { status: 404, toast: { title, description: failed } });
    const number = deleted.number;
    return redirectWithToast(
      back,
      opts.style === "pending"
        ? { title: t.deletedTitle, description: fill(t.deletedText, { number }) }
        : { title: fill(t.deletedShort, { number }) },
    );
  } catch (error) {
    logger.error("deleting a bill failed", { error: String(error) });
    return formFailure(context, {
      status: 500,
      toast: { title, description: opts.style === "pending" ? t.deleteError : failed },
    });
  }
}

async function cancelAction(
  values: Record<string, string>,
  back: string,
  actorId: string,
  context: Context,
) {
  const { t, title, locale } = copyOf(context);
  const parsed = parseWith(cancelBillSchemaFor(locale), values);
  if (!parsed.success) {
    const description = Object.values(parsed.errors)[0] ?? t.checkForm;
    return formFailure(context, {
      status: 400,
      toast: { title, description },
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
          title,
          description: cancelled.reason === "not-found" ? t.notFound : t.alreadyCancelled,
        },
      });
    return redirectWithToast(back, { title: fill(t.cancelled, { number: cancelled.number }) });
  } catch (error) {
    logger.error("cancelling a bill failed", { error: String(error) });
    return formFailure(context, {
      status: 500,
      toast: { title, description: t.cancelFailed },
    });
  }
}

/** Moves a bill's work status (`work=<id>:<status>`): back to the list or page with a toast. */
async function workAction(
  values: Record<string, string>,
  back: string,
  actorId: string,
  context: Context,
) {
  const { title, locale } = copyOf(context);
  const w = workToastCopy[locale];
  const parsed = parseWith(workStatusSchemaFor(locale), values);
  if (!parsed.success)
    return formFailure(context, { status: 400, toast: { title, description: w.invalid } });
  const { id, to } = parsed.data.work;
  try {
    const moved = await setWorkStatus(id, to, actorId);
    if (!moved.ok)
      return formFailure(context, {
        status: moved.reason === "not-found" ? 404 : 409,
        toast: { title, description: moved.reason === "not-found" ? w.notFound : w.cancelled },
      });
    const words = { number: moved.number, status: statusLabel(to, locale) };
    return redirectWithToast(back, { title: fill(moved.changed ? w.moved : w.unchanged, words) });
  } catch (error) {
    logger.error("moving a bill's work status failed", { error: String(error) });
    return formFailure(context, {
      status: 500,
      toast: { title, description: billToastCopy[locale].saveFailed },
    });
  }
}
