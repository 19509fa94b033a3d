import type { RouterContextProvider } from "react-router";
import { formValues, parseWith } from "~/lib/forms";
import type { CurrentUser } from "~/platform/auth/guards.server";
import { formFailure } from "~/platform/form-response.server";
import { logger } from "~/platform/logger.server";
import { redirectWithToast } from "~/platform/toast.server";
import { customerHref } from "./customers";
import { addCustomerNote, updateCustomer } from "./edit.server";
import { mergeCustomers, moveRecord } from "./merge.server";
import { getPreferences } from "~/platform/preferences.server";
import { customersContent } from "./content";
import { customerSchemas } from "./schema";

/**
 * The customer page's posts, by `intent`: edit, note, merge (a duplicate into this customer),
 * move (one record to the customer of another number). Each is parsed with its schema (400 with
 * the field's message), done in one transaction, and answered with a redirect and a toast.
 */

type Ctx = Readonly<RouterContextProvider>;

export async function customerAction(
  request: Request,
  context: Ctx,
  customerId: string,
  user: CurrentUser,
) {
  const M = customersContent[getPreferences(context).locale].messages;
  const schemas = customerSchemas(M);
  const MERGE_REFUSALS = { self: M.mergeSelf, merged: M.mergeMerged, missing: M.mergeMissing };
  const MOVE_REFUSALS = { same: M.moveSame, noCustomer: M.moveNoCustomer, missing: M.moveMissing };
  const values = formValues(await request.formData());
  const fail = (status: number, description: string, errors: Record<string, string> = {}) =>
    formFailure(context, { status, toast: { title: M.errorTitle, description }, errors, values });
  const parsedFail = (errors: Record<string, string>) =>
    fail(400, Object.values(errors)[0] ?? M.saveFailed, errors);
  const here = customerHref(customerId);
  try {
    switch (values.intent) {
      case "edit": {
        const parsed = parseWith(schemas.edit, values);
        if (!parsed.success) return parsedFail(parsed.errors);
        const done = await updateCustomer(customerId, parsed.data, user.id);
        if (!done.ok) return fail(404, M.notFound);
        return redirectWithToast(here, { title: M.saved });
      }
      case "note": {
        const parsed = parseWith(schemas.note, values);
        if (!parsed.success) return parsedFail(parsed.errors);
        const done = await addCustomerNote(customerId, parsed.data.body, user.id);
        if (!done.ok) return fail(404, M.notFound);
        return redirectWithToast(here, { title: M.noteSaved });
      }
      case "merge": {
        const parsed = parseWith(schemas.merge, values);
        if (!parsed.success) return parsedFail(parsed.errors);
        const done = await mergeCustomers(customerId, parsed.data.duplicateId, user.id);
        if (!done.ok)
          return fail(400, MERGE_REFUSALS[done.reason], {
            duplicateId: MERGE_REFUSALS[done.reason],
          });
        return redirectWithToast(here, { title: M.merged });
      }
      case "move": {
        const parsed = parseWith(schemas.move, values);
        if (!parsed.success) return parsedFail(parsed.errors);
        const done = await moveRecord(customerId, parsed.data, user.id);
        if (!done.ok)
          return fail(400, MOVE_REFUSALS[done.reason], { phone: MOVE_REFUSALS[done.reason] });
        return redirectWithToast(here, {
          title: M.moved,
          description: M.movedHint,
        });
      }
      default:
        return fail(400, M.intentInvalid);
    }
  } catch (error) {
    logger.error("Failed to save a customer", `user ${user.id}`, error);
    return fail(500, M.saveFailed);
  }
}
